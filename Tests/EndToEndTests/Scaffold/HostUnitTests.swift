import Foundation
@testable import LabHost
import LabScaffold
import XCTest

/// The host's pieces for plugin authors, in-process: the source watcher, the template's name
/// rules, the package a built library belongs to, and the capture layouts.
final class HostUnitTests: XCTestCase {
    func testTheWatcherSeesAddedChangedAndRemovedFilesButNotHiddenOnes() throws {
        let folder = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.swift"), b = folder.appendingPathComponent("Sub/B.swift")
        try FileManager.default.createDirectory(at: b.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "let a = 1".write(to: a, atomically: true, encoding: .utf8)
        var watcher = SourceWatcher(paths: [folder])
        XCTAssertEqual(watcher.changes(), [])
        try "let b = 2".write(to: b, atomically: true, encoding: .utf8)
        XCTAssertEqual(watcher.changes(), [b.path])
        try "let a = 10".write(to: a, atomically: true, encoding: .utf8)
        XCTAssertEqual(watcher.changes(), [a.path])
        try FileManager.default.removeItem(at: b)
        XCTAssertEqual(watcher.changes(), [b.path])
        try "swap".write(to: folder.appendingPathComponent(".A.swift.swp"), atomically: true, encoding: .utf8)
        XCTAssertEqual(watcher.changes(), [])
    }

    /// A plugin's resource bundles are the `PACKAGE_NAME.resources` folders beside its
    /// library, not other plugins' (the repository's build folder holds several).
    func testAPluginsResourceBundlesAreItsOwn() throws {
        let folder = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Pkg_Demo.resources", "Pkg_Other.resources", "Pkg_DemoKit.resources"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let bundles = PluginLoader.resourceBundles(besides: folder.appendingPathComponent("libDemo.so").path, plugin: "Demo")
        XCTAssertEqual(bundles.map { URL(fileURLWithPath: $0.bundlePath).lastPathComponent }, ["Pkg_Demo.resources"])
    }

    func testPluginNames() throws {
        for name in ["Bounce", "bounce_2", "X"] {
            XCTAssertNoThrow(try PluginTemplate(name: name, labKit: "/k", lab: "/lab"), name)
        }
        for name in ["", "2Fast", "my-plugin", "Émile", "with space", "LabKit", "Ping", "Foundation"] {
            XCTAssertThrowsError(try PluginTemplate(name: name, labKit: "/k", lab: "/lab"), name)
        }
        let files = try PluginTemplate(name: "Bounce", labKit: "/k", lab: "/lab").files.map(\.0)
        XCTAssertEqual(files, ["Package.swift", "Sources/Bounce/BounceScene.swift", "Sources/Bounce/Plugin.swift",
                               "Tests/BounceTests/BounceTests.swift", "Tests/BounceTests/__Snapshots__/.gitkeep", "README.md",
                               ".gitignore"])
    }

    func testTheLibraryOfAPackageBuildKnowsItsPackage() throws {
        let root = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try "// swift-tools-version:5.9".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let debug = try XCTUnwrap(SwiftPackage(builtLibrary: root.path + "/.build/x86_64-unknown-linux-gnu/debug/libX.so"))
        XCTAssertEqual(debug.root.path, root.standardizedFileURL.path)
        XCTAssertEqual(debug.configuration, "debug")
        XCTAssertEqual(SwiftPackage(builtLibrary: root.path + "/.build/release/libX.so")?.configuration, "release")
        XCTAssertNil(SwiftPackage(builtLibrary: root.path + "/libX.so"))
        XCTAssertNil(SwiftPackage(builtLibrary: "/tmp/no-such-package/.build/debug/libX.so"))
    }

    /// N times over a range include both ends; the default grid is near-square.
    func testContactSheetTimesAndGrid() {
        XCTAssertEqual(ContactSheet.times(count: 5, from: 1, duration: 2), [1, 1.5, 2, 2.5, 3])
        XCTAssertEqual(ContactSheet.times(count: 1, from: 0.5, duration: 2), [0.5])
        XCTAssertEqual([1, 2, 4, 5, 9, 10, 12, 100].map(ContactSheet.defaultColumns), [1, 2, 2, 3, 3, 4, 4, 10])
        let sheet = ContactSheet(count: 7, columns: 3, canvas: CGSize(width: 100, height: 50))
        XCTAssertEqual(sheet.rows, 3)
        XCTAssertEqual(sheet.size, CGSize(width: 3 * 112 + 12, height: 3 * (50 + 22 + 12) + 12))
    }

    func testRecordFormatsByExtension() throws {
        XCTAssertEqual(try RecordingFormat(path: "a/b.MP4"), .mp4)
        XCTAssertEqual(try RecordingFormat(path: "x.webm"), .webm)
        XCTAssertEqual(try RecordingFormat(path: "x.gif"), .gif)
        XCTAssertEqual(try RecordingFormat(path: "x.png"), .png)
        XCTAssertThrowsError(try RecordingFormat(path: "x.mov"))
        XCTAssertThrowsError(try RecordingFormat(path: "noextension"))
    }
}
