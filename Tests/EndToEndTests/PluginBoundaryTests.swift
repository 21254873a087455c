import Compositor
import Foundation
@testable import LabHost
import LabKit
import XCTest

/// Types made in a plugin are LabKit's types to the host: one `libLabKit.so` is shared.
final class PluginBoundaryTests: XCTestCase {
    func testPluginMadeShapeLayerSubclassIsRecognisedByTheHost() throws {
        let plugin = try PluginLoader(environment: [:]).load("FeatureFixture")
        let sceneType = try plugin.scene(named: "Boundary")
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        sceneType.init().load(into: root)
        let layer = try XCTUnwrap(root.sublayers?.first)
        XCTAssertEqual(String(describing: type(of: layer)), "PluginStarLayer")
        let shape = try XCTUnwrap(layer as? CAShapeLayer, "the plugin's subclass must cast to the host's CAShapeLayer")
        XCTAssertNotNil(shape.path)
        let list = Compositor().renderList(for: root, at: CACurrentMediaTime(), scale: 1, width: 100, height: 100)
        let stencils = list.commands.compactMap { command -> StencilMode? in
            if case .draw(let draw) = command { return draw.stencil } else { return nil }
        }
        XCTAssertEqual(stencils, [.nonZero], "the concave star is drawn as a shape")
    }

    func testBoundarySceneRendersThroughTheBinary() throws {
        let image = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "Boundary", "--scale", "1"],
                                          in: try LabProcess.temporaryDirectory())
        let center = image.pixel(x: 50, y: 52)
        XCTAssertEqual([center.red, center.green, center.blue, center.alpha], [255, 128, 0, 255])
        XCTAssertEqual(image.pixel(x: 2, y: 2).alpha, 0)
    }

    func testABIMismatchedPluginIsRefusedNamingBothVersions() throws {
        let directory = try LabProcess.temporaryDirectory()
        let out = directory.appendingPathComponent("never.png").path
        let result = try LabProcess.run(["--plugin", "MismatchFixture", "--offscreen", "--out", out])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errorLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("ABI version \(PluginManifest.currentABIVersion + 41)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("ABI version \(PluginManifest.currentABIVersion)"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }

    func testPluginFoundThroughLabPluginPath() throws {
        let directory = try LabProcess.temporaryDirectory()
        try FileManager.default.copyItem(atPath: LabProcess.buildDirectory + "/libFeatureFixture.so",
                                         toPath: directory.path + "/libCopiedFixture.so")
        let loader = PluginLoader(environment: ["LAB_PLUGIN_PATH": "/nonexistent:" + directory.path])
        XCTAssertTrue(loader.searchDirectories.contains(directory.path))
        XCTAssertTrue(loader.discover().contains { $0.name == "CopiedFixture" })
        let result = try LabProcess.run(["--list"], environment: ["LAB_PLUGIN_PATH": directory.path])
        XCTAssertTrue(result.stdout.contains("CopiedFixture"), result.stdout)
    }
}
