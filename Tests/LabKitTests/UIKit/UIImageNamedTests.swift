@_spi(LabHost) import LabKit
import XCTest

/// `UIImage(named:)` without a bundle looks in the main bundle, then in the loaded plugin's
/// resources (which the host names), as an app's images are in its main bundle on iOS.
final class UIImageNamedTests: XCTestCase {
    override func tearDown() {
        PluginResources.bundles = []
        super.tearDown()
    }

    func testAnImageNamedWithoutABundleIsFoundInThePluginsResources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("Pkg_Demo-\(UUID().uuidString).resources")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4))
        let dot = renderer.image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        try XCTUnwrap(dot.cgImage).pngData().write(to: folder.appendingPathComponent("dot@2x.png"))
        XCTAssertNil(UIImage(named: "dot"))
        PluginResources.bundles = [try XCTUnwrap(Bundle(path: folder.path))]
        let found = try XCTUnwrap(UIImage(named: "dot"))
        XCTAssertEqual(found.scale, 2)
        XCTAssertNil(UIImage(named: "dot", in: .main), "a bundle given is the only one searched")
    }
}
