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

    /// `makeImage()` of an image context is the image drawn so far, at the context's scale.
    func testMakeImageOfAnImageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        UIColor.green.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 3)).fill()
        let made = UIGraphicsGetCurrentContext()?.makeImage()
        UIGraphicsEndImageContext()
        XCTAssertEqual(made?.width, 8)
        XCTAssertEqual(made?.height, 6)
        XCTAssertEqual(made.map { rgba(UIImage(cgImage: $0), 1, 1) }, [0, 255, 0, 255])
        XCTAssertEqual(made.map { rgba(UIImage(cgImage: $0), 6, 1) }, [0, 0, 0, 0])
    }

    /// Core Graphics maps a clip mask as it draws an image: in UIKit's flipped context the
    /// mask's top row lands at the bottom of `rect` (KDCircularProgress draws its arc mask
    /// with negated angles for that reason). A gray mask's white paints, its black clips.
    func testClipToAGrayMaskIsMappedUpsideDown() {
        var gray = [UInt8](repeating: 0, count: 4 * 4 * 4)
        for i in 0..<8 { gray[i * 4 ..< i * 4 + 4] = [255, 255, 255, 255] } // the top two rows white
        for i in 8..<16 { gray[i * 4 ..< i * 4 + 4] = [0, 0, 0, 255] }
        let mask = CGImage(width: 4, height: 4, premultipliedRGBA: gray)!
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), false, 1)
        let context = UIGraphicsGetCurrentContext()!
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 4), mask: mask)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(rgba(image, 1, 0), [0, 0, 0, 0], "the mask's white top is drawn at the bottom")
        XCTAssertEqual(rgba(image, 1, 3), [255, 0, 0, 255])
    }

    /// A mask with transparency clips by its alpha: half-transparent coverage halves the fill.
    func testClipToAnAlphaMaskAndRestoringIt() {
        var pixels = [UInt8](repeating: 0, count: 4 * 2 * 4)
        for y in 0..<2 {
            for x in 0..<4 {
                let alpha: UInt8 = x < 2 ? 255 : 128
                let i = (y * 4 + x) * 4
                pixels[i ..< i + 4] = [alpha, alpha, alpha, alpha]
            }
        }
        let mask = CGImage(width: 4, height: 2, premultipliedRGBA: pixels)!
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 1)
        let context = UIGraphicsGetCurrentContext()!
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 8, height: 4), mask: mask)
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 4))
        context.restoreGState()
        context.setFillColor(UIColor.green.cgColor)
        context.fill(CGRect(x: 0, y: 3, width: 1, height: 1))
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertEqual(rgba(image, 1, 1), [0, 0, 255, 255])
        let half = rgba(image, 6, 1)
        XCTAssertEqual(half.count, 4)
        XCTAssertEqual(Double(half.last ?? 0), 128, accuracy: 3, "half coverage, half alpha")
        XCTAssertEqual(rgba(image, 0, 3), [0, 255, 0, 255], "restoring the state removes the mask")
    }

    /// A circle stroked as an open arc from 0 to 2π with butt caps (KDCircularProgress's
    /// track) meets itself: Core Graphics squares the caps to the curve, so the ends abut
    /// along the radius and no notch opens on the outer side at angle 0.
    func testAnOpenCircleArcMeetsItselfWithoutANotch() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 200, height: 200), false, 2)
        let context = UIGraphicsGetCurrentContext()!
        context.addArc(center: CGPoint(x: 100, y: 100), radius: 70, startAngle: 0, endAngle: .pi * 2, clockwise: false)
        context.setStrokeColor(UIColor.black.cgColor)
        context.setLineWidth(40)
        context.setLineCap(.butt)
        context.strokePath()
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        // The ring spans x 300…380 (pixels) on the row through the center; its seam is there.
        for x in stride(from: 302, through: 378, by: 4) {
            XCTAssertEqual(rgba(image, x, 199).last, 255, "x \(x)")
            XCTAssertEqual(rgba(image, x, 200).last, 255, "x \(x)")
        }
    }
}
