import Foundation
import LabKit
import LabTesting
import XCTest

/// `lab new`: the package it writes builds with SwiftPM against this repository's LabKit,
/// loads in `lab` by name (from its folder), by folder and by library path, and its own
/// golden-frame test records, passes, and fails when the scene changes.
final class NewPluginTests: XCTestCase {
    /// The template's ball: #3380F2 (0.20, 0.50, 0.95).
    private let ball: [UInt8] = [51, 128, 242, 255]

    func testNewPluginBuildsRendersAndRunsItsGoldenTest() throws {
        let parent = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let package = parent.appendingPathComponent("Demo")

        let created = try LabProcess.run(["new", "Demo", "--path", parent.path])
        XCTAssertEqual(created.status, 0, created.stderr)
        for file in ["Package.swift", "README.md", "Sources/Demo/DemoScene.swift", "Sources/Demo/Plugin.swift",
                     "Tests/DemoTests/DemoTests.swift", ".gitignore"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent(file).path), file)
        }
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        let labKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("LabKit").path
        XCTAssertTrue(manifest.contains(".package(path: \"\(labKit)\")"), manifest)
        // Library files as iOS compiles them: one importing nothing (a CocoaPods framework's
        // umbrella header brings UIKit), one importing only Foundation (which brings Core
        // Graphics and Core Foundation on iOS).
        let sources = package.appendingPathComponent("Sources/Demo")
        try "final class Ring: UIView { let track = CAShapeLayer() }\n"
            .write(to: sources.appendingPathComponent("Ring.swift"), atomically: true, encoding: .utf8)
        try "import Foundation\nstruct Timing { var start: CFTimeInterval = 0; var turn = CGAffineTransform(rotationAngle: 1) }\n"
            .write(to: sources.appendingPathComponent("Timing.swift"), atomically: true, encoding: .utf8)

        let built = try SwiftPM.run(["build"], in: package)
        XCTAssertEqual(built.status, 0, built.output)
        XCTAssertFalse(built.output.contains("Invalid Exclude"), built.output)

        // By name from the package's folder (lab builds it), by folder, by library.
        let byName = try LabProcess.lab.run(["--plugin", "Demo", "--offscreen", "--scale", "1", "--time", "1.1", "--out", "frame.png"],
                                            in: package)
        XCTAssertEqual(byName.status, 0, byName.stderr)
        let frame = try CGImage(contentsOfPNGFile: package.appendingPathComponent("frame.png"))
        XCTAssertEqual(rgba(frame, 160, 240), ball)
        // At 1.1 s the first breath peaks: radius 40 × 1.25 = 50 pt.
        XCTAssertEqual(rgba(frame, 160 + 48, 240), ball)
        XCTAssertEqual(rgba(frame, 160 + 52, 240), [255, 255, 255, 255])
        for plugin in [package.path, package.appendingPathComponent(".build/debug/libDemo.so").path] {
            let image = try LabProcess.render(["--plugin", plugin, "--scale", "1", "--time", "1.1"], in: parent)
            XCTAssertEqual(ImageComparison(actual: image, expected: frame).differingPixels, 0, plugin)
        }
        let listed = try LabProcess.run(["--list"], environment: ["LAB_PLUGIN_PATH": package.appendingPathComponent(".build/debug").path])
        XCTAssertTrue(listed.stdout.contains("Demo  320x480  A ball drops in, then breathes"), listed.stdout)

        // Its snapshot test: the first run records the missing references and fails saying
        // so (swift-snapshot-testing's default record mode); the next passes.
        let unrecorded = try SwiftPM.run(["test"], in: package)
        XCTAssertNotEqual(unrecorded.status, 0)
        XCTAssertTrue(unrecorded.output.contains("No reference was found on disk. Automatically recorded snapshot"), unrecorded.output)
        let snapshots = package.appendingPathComponent("Tests/DemoTests/__Snapshots__/DemoTests").path
        XCTAssertEqual(Set(try FileManager.default.contentsOfDirectory(atPath: snapshots)),
                       ["testFrames.0-15s.png", "testFrames.0-6s.png", "testFrames.1-1s.png"])
        let passed = try SwiftPM.run(["test"], in: package)
        XCTAssertEqual(passed.status, 0, passed.output)

        // A changed color is caught, with the actual frame and a diff written.
        let source = package.appendingPathComponent("Sources/Demo/DemoScene.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        try text.replacingOccurrences(of: "green: 0.50, blue: 0.95", with: "green: 0.80, blue: 0.30")
            .write(to: source, atomically: true, encoding: .utf8)
        let failed = try SwiftPM.run(["test"], in: package)
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertTrue(failed.output.contains("testFrames.0-6s.png") && failed.output.contains("pixels differ")
                      && failed.output.contains("/diff.png"), failed.output)
    }

    func testAnExistingFolderIsNeverOverwritten() throws {
        let parent = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let existing = parent.appendingPathComponent("Taken")
        try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
        try "mine".write(to: existing.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = try LabProcess.run(["new", "Taken", "--path", parent.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "lab: \(existing.path) already exists; choose another name or --path (nothing was written)\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: existing.path), ["notes.txt"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), ["Taken"])
    }

    func testBadNamesAndPlaces() throws {
        let parent = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let cases: [([String], String)] = [
            (["new", "9Lives", "--path", parent.path], "bad plugin name '9Lives'"),
            (["new", "my-plugin", "--path", parent.path], "bad plugin name 'my-plugin'"),
            (["new", "LabKit", "--path", parent.path], "already a module of AnimationLab"),
            (["new", "LabSession", "--path", parent.path], "already a module of AnimationLab"),
            (["new", "Fine", "--path", parent.appendingPathComponent("missing").path], "does not exist"),
        ]
        for (arguments, message) in cases {
            let result = try LabProcess.run(arguments)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: parent.path), [])
    }

    private func rgba(_ image: CGImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.red, p.green, p.blue, p.alpha]
    }
}
