@_spi(Testing) import LabKit
import XCTest

private final class Empty: Scene {
    static let info = SceneInfo(name: "Empty", summary: "", preferredSize: CGSize(width: 1, height: 1))
    init() {}
    func load(into root: CALayer) {}
}

final class PluginManifestTests: XCTestCase {
    func testExportedManifestImportsBack() throws {
        let pointer = PluginManifest(scenes: [Empty.self]).export()
        let manifest = try PluginManifest.imported(from: pointer)
        XCTAssertEqual(manifest.scenes.count, 1)
        XCTAssertTrue(manifest.scenes[0] == Empty.self)
    }

    func testAnotherABIVersionIsRefusedNamingBoth() {
        let pointer = PluginManifest(scenes: [], abiVersion: PluginManifest.currentABIVersion + 1).export()
        XCTAssertThrowsError(try PluginManifest.imported(from: pointer)) { error in
            XCTAssertEqual(error as? PluginManifest.ImportError,
                           .abiMismatch(plugin: PluginManifest.currentABIVersion + 1, host: PluginManifest.currentABIVersion))
            XCTAssertTrue("\(error)".contains("ABI version \(PluginManifest.currentABIVersion + 1)"))
        }
    }

    func testSomethingElseIsNotAManifest() {
        var junk: [UInt32] = [7, 7, 7, 7]
        XCTAssertThrowsError(try PluginManifest.imported(from: &junk)) { error in
            XCTAssertEqual(error as? PluginManifest.ImportError, .notAManifest)
        }
    }
}
