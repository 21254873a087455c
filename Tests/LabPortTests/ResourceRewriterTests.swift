@testable import LabPort
import XCTest

/// A library's images, copied into the plugin's resources, are where its code looks for them:
/// `UIImage(named:)` (the app's bundle on iOS) and `Bundle(for:)` (the framework's) load from
/// `Bundle.module`, and image sets become UIKit's `NAME@2x.png` files.
final class ResourceRewriterTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ResourceRewriterTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func resources(_ names: Set<String>) -> PortResources {
        for name in names {
            FileManager.default.createFile(atPath: folder.appendingPathComponent("\(name).png").path, contents: Data([0x89, 0x50, 0x4E, 0x47]))
        }
        return PortResources(folders: [folder])
    }

    func testImagesAndClassBundlesLoadFromTheModule() throws {
        let source = """
            final class Badge: UIView {
                let star = UIImage(named: "star")
                let check = UIImage(named: "check", in: Bundle(for: Badge.self), compatibleWith: nil)
                let main = UIImage(named: "star", in: .main, compatibleWith: traitCollection)
                let plain = UIImage(named: "star", in: nil)
                let other = UIImage(named: "star", in: someBundle, compatibleWith: nil)
                let path = Bundle(for: type(of: self)).path(forResource: "star", ofType: "png")
                let named = UIImage(named: name)
            }
            """
        let result = try Porter.port([PortSource(path: "Badge.swift", text: source)], resources: resources(["star", "check@2x"]))
        XCTAssertEqual(result.files[0].text, """
            final class Badge: UIView {
                let star = UIImage(named: "star", in: .module)
                let check = UIImage(named: "check", in: .module, compatibleWith: nil)
                let main = UIImage(named: "star", in: .module, compatibleWith: traitCollection)
                let plain = UIImage(named: "star", in: .module)
                let other = UIImage(named: "star", in: someBundle, compatibleWith: nil)
                let path = Bundle.module.path(forResource: "star", ofType: "png")
                let named = UIImage(named: name, in: .module)
            }
            """)
        XCTAssertEqual(result.report.issues, [], "every literal name is among the images (check@2x.png is \"check\")")
        XCTAssertEqual(result.report.images.map(\.name), ["check@2x.png", "star.png"])
        XCTAssertTrue(result.report.markdown(title: "Badge").contains("- `star.png` (from `\(folder.path)/star.png`)"))
    }

    /// fluid-interfaces names each demo's icon with `#imageLiteral(resourceName:)`, which on
    /// iOS loads from the app's bundle: it loads from the plugin's resources, and a name the
    /// resources lack is reported.
    /// A pod's resource bundle inside its framework's bundle (SAConfettiView's images): the
    /// images are the plugin's resources, so the bundle looked up is the module itself.
    func testAPodsResourceBundleIsTheModule() throws {
        let source = """
            func image(named fileName: String) -> UIImage? {
                let path = Bundle(for: Confetti.self).path(forResource: "Confetti", ofType: "bundle")
                let url = Bundle(for: Confetti.self).url(forResource: "Confetti", withExtension: "bundle")
                let other = Bundle(for: Confetti.self).path(forResource: "star", ofType: "png")
                let bundle = Bundle(path: path!)
                return UIImage(contentsOfFile: bundle!.path(forResource: fileName, ofType: "png")!)
            }
            """
        let result = try Porter.port([PortSource(path: "Confetti.swift", text: source)], resources: resources(["star"]))
        XCTAssertEqual(result.files[0].text, """
            func image(named fileName: String) -> UIImage? {
                let path = Optional(Bundle.module.bundlePath)
                let url = Optional(Bundle.module.bundleURL)
                let other = Bundle.module.path(forResource: "star", ofType: "png")
                let bundle = Bundle(path: path!)
                return UIImage(contentsOfFile: bundle!.path(forResource: fileName, ofType: "png")!)
            }
            """)
    }

    func testImageLiteralsLoadFromTheModule() throws {
        let source = """
            let icons = [#imageLiteral(resourceName: "star"), #imageLiteral(resourceName: "moon")]
            """
        let result = try Porter.port([PortSource(path: "Icons.swift", text: source)], resources: resources(["star@3x"]))
        XCTAssertEqual(result.files[0].text, """
            let icons = [(UIImage(named: "star", in: .module, compatibleWith: nil) ?? UIImage(imageLiteralResourceName: "star")), \
            (UIImage(named: "moon", in: .module, compatibleWith: nil) ?? UIImage(imageLiteralResourceName: "moon"))]
            """)
        XCTAssertEqual(result.report.issues.map(\.problem), ["no image named \"moon\" among the library's images copied to the plugin's resources"])
    }

    func testWithoutImagesNothingChanges() throws {
        // No resources: no `Bundle.module` to load from, so the code stays as it was.
        let source = """
            let star = UIImage(named: "star")
            let bundle = Bundle(for: Badge.self)
            """
        let result = try Porter.port([PortSource(path: "Badge.swift", text: source)])
        XCTAssertEqual(result.files[0].text, source)
        XCTAssertEqual(result.report.issues, [])
    }

    func testAMissingImageIsReported() throws {
        let result = try Porter.port([PortSource(path: "Badge.swift", text: "\nlet moon = UIImage(named: \"moon\")\n")],
                                     resources: resources(["star"]))
        XCTAssertEqual(result.report.issues.map(\.line), [2])
        XCTAssertTrue(result.report.issues[0].problem.hasPrefix("no image named \"moon\""), result.report.issues[0].problem)
    }

    /// An image set of a PDF (a vector image Xcode renders at build time), one whose
    /// Contents.json does not parse, and a second image of a name already taken are reported
    /// and not copied; an app icon set is not an image `UIImage(named:)` loads.
    func testWhatCannotBeCopiedIsReported() throws {
        let catalog = folder.appendingPathComponent("Media.xcassets")
        let vector = catalog.appendingPathComponent("Logo.imageset")
        let broken = catalog.appendingPathComponent("Broken.imageset")
        let icon = catalog.appendingPathComponent("AppIcon.appiconset")
        for url in [vector, broken, icon, folder.appendingPathComponent("Other")] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        try Data(#"{"images":[{"filename":"logo.pdf","idiom":"universal"}],"properties":{"preserves-vector-representation":true}}"#.utf8)
            .write(to: vector.appendingPathComponent("Contents.json"))
        try Data("{".utf8).write(to: broken.appendingPathComponent("Contents.json"))
        try Data([1]).write(to: icon.appendingPathComponent("icon-60@2x.png"))
        try Data([2]).write(to: folder.appendingPathComponent("Other/star.png"))
        let resources = resources(["star"])
        XCTAssertEqual(resources.images.map(\.name), ["star.png"])
        XCTAssertEqual(resources.images.first?.data, Data([0x89, 0x50, 0x4E, 0x47]))
        let problems = resources.report.issues.map { "\(URL(fileURLWithPath: $0.file).pathComponents.suffix(2).joined(separator: "/")): \($0.problem)" }
        XCTAssertEqual(problems, [
            "Broken.imageset/Contents.json: the image set `Broken` has no readable Contents.json",
            "Logo.imageset/Contents.json: the image set `Logo` holds only logo.pdf, which LabKit cannot load",
            "Other/star.png: an image named `star.png` is already taken by \(folder.path)/star.png",
        ])
    }
}
