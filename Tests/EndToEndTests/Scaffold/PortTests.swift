import Foundation
import XCTest

/// `lab port`: an iOS-style library becomes a plugin package, `--check` only reports, and
/// bad input is one line on stderr with nothing written.
final class PortTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try LabProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A small library: a spinner view with a delegate protocol, a button action, a tap, a
    /// hover recognizer (which LabKit lacks) and an import of its own module.
    private func writeLibrary() throws -> URL {
        let library = folder.appendingPathComponent("Spinner")
        try write("""
            import UIKit

            @objc protocol SpinnerDelegate {
                @objc optional func spinnerDidStop(_ spinner: SpinnerView)
            }
            """, to: library.appendingPathComponent("SpinnerDelegate.swift"))
        try write("""
            import UIKit
            import QuartzCore
            import Spinner

            @IBDesignable
            class SpinnerView: UIView {
                weak var delegate: SpinnerDelegate?
                @IBInspectable var speed: CGFloat = 1
                let button = UIButton()

                func setUp() {
                    button.addTarget(self, action: #selector(stop(_:)), for: .touchUpInside)
                    addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(stop(_:))))
                    addGestureRecognizer(UIHoverGestureRecognizer(target: self, action: #selector(stop(_:))))
                }

                @objc func stop(_ sender: Any) {
                    delegate?.spinnerDidStop?(self)
                }
            }
            """, to: library.appendingPathComponent("Views/SpinnerView.swift"))
        return library
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// `lab port` is the `lab-port` executable beside `lab`, so that `lab`, which every capture
    /// starts, does not link swift-syntax; its command line and help are still `lab port`'s.
    func testLabHandsPortToLabPortAndDoesNotLinkSwiftSyntax() throws {
        let help = try LabProcess.run(["port", "--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        XCTAssertTrue(help.stdout.contains("USAGE: lab port <source> ...") && help.stdout.contains("--check"), help.stdout)
        let listing = try LabProcess.run(["--help"])
        XCTAssertTrue(listing.stdout.contains("port                    Port iOS Swift sources to a plugin package"), listing.stdout)
        let lab = try Data(contentsOf: URL(fileURLWithPath: LabProcess.buildDirectory + "/lab"))
        XCTAssertNil(lab.range(of: Data("11SwiftSyntax".utf8)), "lab links swift-syntax")
        let tool = try Data(contentsOf: URL(fileURLWithPath: LabProcess.buildDirectory + "/lab-port"))
        XCTAssertNotNil(tool.range(of: Data("11SwiftSyntax".utf8)))
    }

    func testCheckReportsWithoutWriting() throws {
        let library = try writeLibrary()
        let result = try LabProcess.run(["port", "--check", library.path, "--path", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, "2 Swift files; 1 edits left to do by hand; 1 @IBInspectable properties; scene: SpinnerView\n")
        XCTAssertTrue(result.stderr.hasPrefix("\(library.path)/Views/SpinnerView.swift:14: LabKit has no `UIHoverGestureRecognizer`; "),
                      result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["Spinner"])
    }

    func testALibraryBecomesAPluginPackage() throws {
        let library = try writeLibrary()
        // The library's own manifests and playground are not its sources.
        try write("// swift-tools-version:5.9\nimport PackageDescription\n", to: library.appendingPathComponent("Package.swift"))
        try write("import PackageDescription\n", to: library.appendingPathComponent("Package@swift-5.9.swift"))
        try write("import UIKit\nimport PlaygroundSupport\n", to: library.appendingPathComponent("Spinner.playground/Contents.swift"))
        // A second file of a name taken (a sample's copy): Swift compiles a module only from
        // files of distinct names.
        try write("import UIKit\n\nprotocol SampleDelegate {}\n", to: library.appendingPathComponent("Sample/SpinnerDelegate.swift"))
        let result = try LabProcess.run(["port", library.path, "--name", "Spin", "--path", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let package = folder.appendingPathComponent("Spin")
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), ["Spinner", "Spin"])
        for file in ["Package.swift", "README.md", "PORTING.md", "Sources/Spin/SpinScene.swift", "Sources/Spin/Plugin.swift",
                     "Tests/SpinTests/SpinTests.swift", "Sources/Spin/Ported/SpinnerDelegate.swift"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent(file).path), file)
        }
        let view = try String(contentsOf: package.appendingPathComponent("Sources/Spin/Ported/Views/SpinnerView.swift"), encoding: .utf8)
        XCTAssertTrue(view.hasPrefix("import LabKit\n\nclass SpinnerView: UIView {\n"), view)
        XCTAssertTrue(view.contains("button.addAction(UIAction { [weak self] action in self?.stop(action.sender as Any) }, for: .touchUpInside)"), view)
        XCTAssertTrue(view.contains("UITapGestureRecognizer { [weak self] recognizer in self?.stop(recognizer) }"), view)
        XCTAssertTrue(view.contains("delegate?.spinnerDidStop(self)"), view)
        let scene = try String(contentsOf: package.appendingPathComponent("Sources/Spin/SpinScene.swift"), encoding: .utf8)
        XCTAssertTrue(scene.contains("let subject = SpinnerView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))"), scene)
        let porting = try String(contentsOf: package.appendingPathComponent("PORTING.md"), encoding: .utf8)
        XCTAssertTrue(porting.contains("LabKit has no `UIHoverGestureRecognizer`"), porting)
        XCTAssertTrue(porting.contains("`SpinnerView.speed: CGFloat`"), porting)
        XCTAssertTrue(result.stdout.contains("created \(package.path): 3 Swift files;"), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/Spin/Ported/Sample/Sample-SpinnerDelegate.swift").path))
        for file in ["Sources/Spin/Ported/Package.swift", "Sources/Spin/Ported/Spinner.playground"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: package.appendingPathComponent(file).path), file)
        }
    }

    /// A package of two targets, the second importing the first by its target's name, which
    /// no folder bears (NVActivityIndicatorView's `Sources/Base` and `Sources/Extended`): once
    /// both are one plugin module, that import goes; another package's product stays imported.
    func testImportsOfTheLibrarysOtherTargetsGo() throws {
        let library = folder.appendingPathComponent("Indicators")
        try write("""
            // swift-tools-version:5.0
            import PackageDescription

            let package = Package(
                name: "Indicators",
                dependencies: [.package(url: "https://example.com/numerics", from: "1.0.0")],
                targets: [
                    .target(name: "IndicatorsCore", path: "Sources/Base"),
                    .target(name: "IndicatorsExtras", dependencies: ["IndicatorsCore", .product(name: "Numerics", package: "numerics")],
                            path: "Sources/Extended"),
                ]
            )
            """, to: library.appendingPathComponent("Package.swift"))
        try write("import UIKit\n\nclass IndicatorView: UIView {}\n", to: library.appendingPathComponent("Sources/Base/IndicatorView.swift"))
        try write("import UIKit\nimport IndicatorsCore\nimport Numerics\n\nclass Presenter { let view = IndicatorView() }\n",
                  to: library.appendingPathComponent("Sources/Extended/Presenter.swift"))
        let result = try LabProcess.run(["port", library.appendingPathComponent("Sources").path, "--name", "Ind", "--path", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let presenter = try String(contentsOf: folder.appendingPathComponent("Ind/Sources/Ind/Ported/Extended/Presenter.swift"), encoding: .utf8)
        XCTAssertEqual(presenter, "import LabKit\nimport Numerics\n\nclass Presenter { let view = IndicatorView() }\n")
    }

    /// The library's images become the package's resources, which its manifest declares, and
    /// its `UIImage(named:)` loads them from there.
    func testTheLibrarysImagesBecomeResources() throws {
        let library = try writeLibrary()
        try write("""
            import UIKit

            enum Icons {
                static let stop = UIImage(named: "stop")
            }
            """, to: library.appendingPathComponent("Icons.swift"))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        try FileManager.default.createDirectory(at: library.appendingPathComponent("Assets"), withIntermediateDirectories: true)
        try png.write(to: library.appendingPathComponent("Assets/stop@2x.png"))
        let result = try LabProcess.run(["port", library.path, "--name", "Spin", "--path", folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("1 @IBInspectable properties; 1 images; scene: SpinnerView"), result.stdout)
        let package = folder.appendingPathComponent("Spin")
        XCTAssertEqual(try Data(contentsOf: package.appendingPathComponent("Sources/Spin/Resources/stop@2x.png")), png)
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains("""
                    .target(name: "Spin", dependencies: [.product(name: "LabKit", package: "LabKit")],
                        // The images `UIImage(named:)` loads (`Bundle.module`).
                        resources: [.process("Resources")],
                        swiftSettings: [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "LabKit"])]),
            """), manifest)
        let icons = try String(contentsOf: package.appendingPathComponent("Sources/Spin/Ported/Icons.swift"), encoding: .utf8)
        XCTAssertTrue(icons.contains(#"static let stop = UIImage(named: "stop", in: .module)"#), icons)
        let porting = try String(contentsOf: package.appendingPathComponent("PORTING.md"), encoding: .utf8)
        XCTAssertTrue(porting.contains("- `stop@2x.png` (from `\(library.path)/Assets/stop@2x.png`)"), porting)
    }

    func testBadInputIsOneLineAndWritesNothing() throws {
        let objectiveC = folder.appendingPathComponent("Legacy")
        try write("@implementation Spinner\n@end\n", to: objectiveC.appendingPathComponent("Spinner.m"))
        let empty = folder.appendingPathComponent("Empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let broken = folder.appendingPathComponent("Broken.swift")
        try write("import UIKit\n\nclass Broken {\n    func f( {\n}\n", to: broken)
        let taken = folder.appendingPathComponent("Taken")
        try write("mine", to: taken.appendingPathComponent("notes.txt"))
        let library = try writeLibrary()
        let before = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))

        let cases: [([String], String)] = [
            ([objectiveC.path], "lab: \(objectiveC.path) holds Objective-C sources (1 files) and no Swift: lab port does not support Objective-C"),
            ([objectiveC.appendingPathComponent("Spinner.m").path],
             "lab: \(objectiveC.path)/Spinner.m is Objective-C, which lab port does not support (Swift sources only)"),
            ([empty.path], "lab: \(empty.path) holds no Swift sources"),
            ([folder.appendingPathComponent("Missing").path], "lab: \(folder.path)/Missing: no such file or folder"),
            ([library.path, "--name", "Taken"], "lab: \(taken.path) already exists; choose another name or --path (nothing was written)"),
            ([library.path, "--view", "Missing"], "lab: no UIView or CALayer subclass named Missing that a scene can create "
                + "(a view by init(frame:), a layer by init()) in the sources"),
        ]
        for (arguments, message) in cases {
            let result = try LabProcess.run(["port"] + arguments + ["--path", folder.path])
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.stderr, message + "\n", "\(arguments)")
        }
        let unparsable = try LabProcess.run(["port", broken.path, "--path", folder.path])
        XCTAssertEqual(unparsable.status, 1)
        XCTAssertEqual(unparsable.errorLines.count, 1, unparsable.stderr)
        XCTAssertTrue(unparsable.stderr.hasPrefix("lab: \(broken.path):4:"), unparsable.stderr)
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: folder.path)), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: taken.path), ["notes.txt"])
    }
}
