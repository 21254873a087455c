import Compositor
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// UIKit's older image contexts (`UIGraphicsBeginImageContextWithOptions`…) and the renderer
/// context's helpers, drawn by the real GL renderer in-process.
final class ImageContextTests: XCTestCase {
    private var context: EGLOffscreenContext!
    private var renderer: GLRenderer!

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
        renderer = try GLRenderer(msaa: false)
        renderer.installAsLayerRasterizer()
    }

    override func tearDown() {
        LayerRasterizer.rasterize = nil
        super.tearDown()
    }

    private func rgba(_ image: UIImage?, _ x: Int, _ y: Int) -> [UInt8] {
        guard let p = image?.cgImage?.pixel(x: x, y: y) else { return [] }
        return [p.red, p.green, p.blue, p.alpha]
    }

    func testImageContextDrawsThroughUIKitCalls() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 10), false, 2)
        UIColor.blue.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 5, height: 10)).addClip()
        UIColor(red: 1, green: 1, blue: 0, alpha: 1).setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill(with: .multiply, alpha: 1)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(image?.scale, 2)
        XCTAssertEqual(image?.cgImage?.width, 20)
        // Yellow multiplied over blue is black, inside the clip only.
        XCTAssertEqual(rgba(image, 4, 10), [0, 0, 0, 255])
        XCTAssertEqual(rgba(image, 15, 10), [0, 0, 255, 255])
    }

    func testRendererContextFillsWithABlendModeAndClips() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 5))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10), blendMode: .clear)
        }
        XCTAssertEqual(rgba(image, 5, 2), [0, 0, 0, 0])
        XCTAssertEqual(rgba(image, 5, 7), [255, 0, 0, 255])
    }
}
