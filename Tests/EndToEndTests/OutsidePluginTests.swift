import Foundation
import LabKit
import XCTest

/// A plugin package outside this repository, depending on `LabKit/` by path, builds with
/// SwiftPM and loads and renders in `lab` like an in-tree plugin.
final class OutsidePluginTests: XCTestCase {
    private static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    func testOutsidePackageBuildsLoadsAndRenders() throws {
        let package = try LabProcess.temporaryDirectory().appendingPathComponent("Outside")
        let sources = package.appendingPathComponent("Sources/Outside")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Outside",
            products: [.library(name: "Outside", type: .dynamic, targets: ["Outside"])],
            dependencies: [.package(path: "\(Self.repositoryRoot.path)/LabKit")],
            targets: [.target(name: "Outside", dependencies: [.product(name: "LabKit", package: "LabKit")])]
        )
        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
        import LabKit

        final class Square: CAShapeLayer {}

        final class Green: Scene {
            static let info = SceneInfo(name: "Green", summary: "A green square", preferredSize: CGSize(width: 40, height: 40))
            init() {}
            func load(into root: CALayer) {
                let square = Square()
                square.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
                square.fillColor = UIColor.green.cgColor
                root.addSublayer(square)
            }
        }

        @_cdecl("lab_plugin_entry")
        public func labPluginEntry() -> UnsafeMutableRawPointer {
            PluginManifest(scenes: [Green.self]).export()
        }
        """.write(to: sources.appendingPathComponent("Outside.swift"), atomically: true, encoding: .utf8)

        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "--package-path", package.path]
        let log = Pipe()
        build.standardOutput = log
        build.standardError = log
        try build.run()
        let output = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        build.waitUntilExit()
        XCTAssertEqual(build.terminationStatus, 0, output)

        let library = package.appendingPathComponent(".build/debug/libOutside.so").path
        XCTAssertTrue(FileManager.default.fileExists(atPath: library), output)
        let image = try LabProcess.render(["--plugin", library, "--scale", "1"], in: package)
        let inside = image.pixel(x: 20, y: 20), outside = image.pixel(x: 5, y: 5)
        XCTAssertEqual([inside.red, inside.green, inside.blue, inside.alpha], [0, 255, 0, 255])
        XCTAssertEqual(outside.alpha, 0)

        let listed = try LabProcess.run(["--list"], environment: ["LAB_PLUGIN_PATH": package.appendingPathComponent(".build/debug").path])
        XCTAssertTrue(listed.stdout.contains("Outside"), listed.stdout)
        XCTAssertTrue(listed.stdout.contains("Green  40x40  A green square"), listed.stdout)
    }
}
