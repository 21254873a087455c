import Compositor
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// `UIGraphicsImageRenderer` drawn by the real GL renderer, in-process.
final class ImageRendererTests: XCTestCase {
    override func tearDown() {
        LayerRasterizer.rasterize = nil
        super.tearDown()
    }

    /// `UIView.drawHierarchy(in:afterScreenUpdates:)` (Apple: the view's bounds rendered into
    /// `rect` of the current context): a 100 x 50 red view with a blue 20-point badge at
    /// (10, 10), drawn at half size, whatever its own transform.
    func testDrawHierarchyRendersTheViewsBoundsIntoTheRect() throws {
        let context = try EGLOffscreenContext()
        let renderer = try GLRenderer(msaa: false)
        renderer.installAsLayerRasterizer()
        let view = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 50))
        view.backgroundColor = .red
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .blue
        view.addSubview(badge)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 25), format: format).image { _ in
            XCTAssertTrue(view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 50, height: 25), afterScreenUpdates: true))
        }
        let pixels = try XCTUnwrap(image.cgImage)
        let blue = pixels.pixel(x: 10, y: 10), red = pixels.pixel(x: 40, y: 20), outside = pixels.pixel(x: 3, y: 3)
        XCTAssertEqual([blue.red, blue.green, blue.blue], [0, 0, 255], "the badge, 5…15 at half size")
        XCTAssertEqual([red.red, red.green, red.blue], [255, 0, 0])
        XCTAssertEqual([outside.red, outside.green, outside.blue], [255, 0, 0], "unrotated: the corner is the view's")
        withExtendedLifetime(context) {}
    }

    /// A drawing at scale 2: a filled rectangle under a translated, half-transparent stroke,
    /// and a layer rendered into the context; the image has twice the pixels and the scale.
    func testDrawingLandsWhereTheContextSays() throws {
        let context = try EGLOffscreenContext()
        let renderer = try GLRenderer(msaa: false)
        renderer.installAsLayerRasterizer()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let badge = CALayer()
        badge.frame = CGRect(x: 100, y: 100, width: 4, height: 4)
        badge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            let cg = context.cgContext
            cg.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            cg.saveGState()
            cg.translateBy(x: 12, y: 0)
            cg.setAlpha(0.5)
            cg.setStrokeColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            cg.setLineWidth(2)
            cg.strokeLineSegments(between: [CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 10)])
            cg.restoreGState()
            cg.translateBy(x: 16, y: 6)
            badge.render(in: cg)
        }
        XCTAssertEqual(image.size, CGSize(width: 20, height: 10))
        XCTAssertEqual(image.scale, 2)
        let pixels = try XCTUnwrap(image.cgImage)
        XCTAssertEqual(pixels.width, 40)
        XCTAssertEqual(pixels.height, 20)
        XCTAssertEqual(pixels.pixel(x: 5, y: 10).red, 255)
        XCTAssertEqual(pixels.pixel(x: 21, y: 10).alpha, 0, "nothing between the fill and the line")
        let line = pixels.pixel(x: 26, y: 10)
        XCTAssertEqual(Int(line.green), 128, accuracy: 2, "the line, translated by 12 and half transparent")
        XCTAssertEqual(Int(line.alpha), 128, accuracy: 2)
        // The layer draws in its own coordinates at the context's origin (16, 6), 4 pt square.
        XCTAssertEqual(pixels.pixel(x: 33, y: 13).blue, 255)
        XCTAssertEqual(pixels.pixel(x: 31, y: 13).alpha, 0)
        withExtendedLifetime(context) {}
    }

    func testWithoutAHostTheImageIsBlankAndSaysSo() {
        LayerRasterizer.rasterize = nil
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { $0.fill(CGRect(x: 0, y: 0, width: 3, height: 2)) }
        XCTAssertEqual(image.size, CGSize(width: 3, height: 2))
        XCTAssertTrue(image.cgImage!.premultipliedRGBA.allSatisfy { $0 == 0 })
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("no host renderer"), messages[0])
    }
}
