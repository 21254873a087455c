@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// Custom drawing as Core Animation documents it (CALayer `display()`, `draw(in:)`,
/// `setNeedsDisplay()`): a layer draws once per invalidation, in the commit, never per frame.
final class CALayerDisplayTests: AnimationTestCase {
    final class CountingLayer: CALayer {
        var draws = 0
        var contextDuringDraw: CGContext?
        var currentDuringDraw: CGContext?
        override func makePresentationCopy() -> CALayer { CountingLayer(layer: self) }
        override func draw(in ctx: CGContext) {
            draws += 1
            contextDuringDraw = ctx
            currentDuringDraw = UIGraphicsGetCurrentContext()
            ctx.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
    }

    final class Delegate: CALayerDelegate {
        var draws = 0
        func draw(_ layer: CALayer, in ctx: CGContext) {
            draws += 1
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
    }

    final class DisplayingDelegate: CALayerDelegate {
        var displays = 0
        var draws = 0
        func display(_ layer: CALayer) { displays += 1 }
        func draw(_ layer: CALayer, in ctx: CGContext) { draws += 1 }
    }

    private func drawnLayerCount(_ layer: CALayer) -> Int {
        guard case .drawing(let drawing)? = layer.content else { return 0 }
        return drawing.canvas.sublayers?.count ?? 0
    }

    func testAPlainLayerIsNotDisplayedUntilMarked() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(layer)
        advance(to: 0.1)
        XCTAssertEqual(layer.draws, 0)
        XCTAssertNil(layer.content)
    }

    /// A shape layer subclass that draws instead of setting a path (UICircularProgressRing's
    /// ring) shows its drawing; once it has a path, the path.
    func testAShapeLayerWithoutAPathShowsWhatItDrew() {
        final class DrawingShapeLayer: CAShapeLayer {
            override func draw(in ctx: CGContext) { ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) }
        }
        let layer = DrawingShapeLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        advance(to: 0.1)
        XCTAssertEqual(drawnLayerCount(layer), 1)
        layer.path = CGPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4), transform: nil)
        guard case .shape? = layer.content else { return XCTFail("a path shows the shape") }
    }

    func testDrawsOncePerInvalidationNotPerFrame() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        layer.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(layer.needsDisplay())
        XCTAssertEqual(layer.draws, 0, "drawing waits for the commit")
        advance(to: 0.2)
        XCTAssertEqual(layer.draws, 1)
        XCTAssertFalse(layer.needsDisplay())
        XCTAssertEqual(drawnLayerCount(layer), 1)
        layer.setNeedsDisplay()
        advance(to: 0.4)
        XCTAssertEqual(layer.draws, 2)
    }

    func testDisplayIfNeededDrawsNowOnlyWhenMarked() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.displayIfNeeded()
        XCTAssertEqual(layer.draws, 0)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertEqual(layer.draws, 1)
        LabClock.commit(root: root)
        XCTAssertEqual(layer.draws, 1, "already displayed")
    }

    func testDefaultDrawInCallsTheDelegate() {
        let delegate = Delegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.delegate = delegate
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        LabClock.commit(root: root)
        XCTAssertEqual(delegate.draws, 1)
        XCTAssertEqual(drawnLayerCount(layer), 1)
    }

    // Apple: "If the delegate implements display(_:), the layer calls it instead of drawing."
    func testADelegateThatDisplaysReplacesDrawing() {
        let delegate = DisplayingDelegate()
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.delegate = delegate
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        LabClock.commit(root: root)
        XCTAssertEqual(delegate.displays, 1)
        XCTAssertEqual(delegate.draws, 0)
    }

    func testOnlyLayersInTheTreeWithAnAreaAreDisplayed() {
        let layer = CountingLayer()
        layer.setNeedsDisplay()
        advance(to: 0.1)
        XCTAssertEqual(layer.draws, 0, "not in the tree")
        root.addSublayer(layer)
        advance(to: 0.2)
        XCTAssertEqual(layer.draws, 0, "no area yet")
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        advance(to: 0.3)
        XCTAssertEqual(layer.draws, 1, "still marked, drawn once it shows")
    }

    func testTheLayersContextIsCurrentWhileItDraws() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.display()
        XCTAssertNotNil(layer.contextDuringDraw)
        XCTAssertTrue(layer.currentDuringDraw === layer.contextDuringDraw)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testBoundsSizeChangesRedrawOnlyWithNeedsDisplayOnBoundsChange() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        advance(to: 0.1)
        layer.bounds.size = CGSize(width: 30, height: 30)
        advance(to: 0.2)
        XCTAssertEqual(layer.draws, 1, "stretched, not redrawn")
        layer.needsDisplayOnBoundsChange = true
        layer.position = CGPoint(x: 40, y: 40)
        layer.bounds.origin = CGPoint(x: 5, y: 5)
        advance(to: 0.3)
        XCTAssertEqual(layer.draws, 1, "only a size change redraws")
        layer.bounds.size = CGSize(width: 40, height: 40)
        advance(to: 0.4)
        XCTAssertEqual(layer.draws, 2)
    }

    func testPresentationCopiesCarryTheDrawing() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.addSublayer(layer)
        layer.setNeedsDisplay()
        advance(to: 0.1)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        layer.add(fade, forKey: nil)
        advance(to: 0.2)
        let presentation = layer.presentation()!
        XCTAssertEqual(drawnLayerCount(presentation), 1)
        XCTAssertEqual(layer.draws, 1, "animating does not redraw")
    }
}

extension CALayerDisplayTests {
    func testSettingContentsReplacesTheDrawing() {
        let layer = CountingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        layer.display()
        XCTAssertNotNil(layer.content)
        layer.contents = CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])
        XCTAssertNil(layer.content)
    }
}
