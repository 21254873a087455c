@_spi(LabHost) import LabKit
import XCTest

/// UIKit's current-context stack (UIGraphicsPushContext/PopContext, image contexts).
final class UIGraphicsContextTests: AnimationTestCase {
    func testPushAndPopNest() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        let outer = UIGraphicsGetCurrentContext()
        XCTAssertNotNil(outer)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 3)
        let inner = UIGraphicsGetCurrentContext()
        XCTAssertFalse(inner === outer)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        XCTAssertEqual(image?.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(image?.scale, 3)
        UIGraphicsEndImageContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    // Apple: "If you specify a value of 0.0, the scale factor is set to the scale factor of
    // the device's main screen." (UIGraphicsBeginImageContextWithOptions)
    func testScaleZeroMeansTheScreensScale() {
        UIScreen.main.configure(size: CGSize(width: 100, height: 100), scale: 2)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), true, 0)
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, 2)
        UIGraphicsEndImageContext()
    }

    func testUnbalancedCallsAreReportedNotTrapped() {
        UIGraphicsPopContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        XCTAssertEqual(diagnostics.filter { $0.contains("UIGraphics") }.count, 2)
    }

    func testTheRenderersContextIsCurrentInsideImageActions() {
        var inside: CGContext?
        var given: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            given = context.cgContext
            inside = UIGraphicsGetCurrentContext()
        }
        XCTAssertNotNil(given)
        XCTAssertTrue(inside === given)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testPushedContextIsCurrent() {
        var made: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { made = $0.cgContext }
        UIGraphicsPushContext(made!)
        XCTAssertTrue(UIGraphicsGetCurrentContext() === made)
        UIGraphicsPopContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    /// Core Graphics' `boundingBoxOfClipPath`: the whole context until something clips, then
    /// the clips' intersection, in user space (the current transform undone).
    func testBoundingBoxOfClipPath() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 50), false, 1)
        defer { UIGraphicsEndImageContext() }
        let context = UIGraphicsGetCurrentContext()!
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 50))
        context.saveGState()
        context.translateBy(x: 10, y: 0)
        context.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 20, height: 20))
        context.addEllipse(in: CGRect(x: 10, y: 5, width: 30, height: 30))
        context.clip()
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 10, y: 5, width: 10, height: 15))
        context.scaleBy(x: 2, y: 2)
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 5, y: 2.5, width: 5, height: 7.5))
        context.restoreGState()
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    /// A layer's drawing is recorded, not a bitmap: `makeImage()` is nil there, with a
    /// diagnostic; a non-finite mask rectangle is ignored with one.
    func testMakeImageOutsideAnImageContextAndABadMaskRect() {
        let layer = DrawingProbeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertTrue(layer.drew)
        XCTAssertNil(layer.made)
        XCTAssertEqual(diagnostics.filter { $0.contains("CGContext.makeImage") }.count, 1)
        XCTAssertEqual(diagnostics.filter { $0.contains("clip(to:mask:)") && $0.contains("not finite") }.count, 1)
    }
}

private final class DrawingProbeLayer: CALayer {
    var drew = false
    var made: CGImage?

    override func draw(in ctx: CGContext) {
        drew = true
        made = ctx.makeImage()
        ctx.clip(to: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), mask: CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])!)
    }
}
