@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// `UIView.draw(_:)`: a view that overrides it is displayed when it first appears and after
/// `setNeedsDisplay()`, once each, and with `.redraw` when its size changes.
final class UIViewDrawingTests: UIKitTestCase {
    final class DrawingView: UIView {
        var draws = 0
        var current: CGContext?
        var rect: CGRect?
        override func draw(_ rect: CGRect) {
            super.draw(rect)
            draws += 1
            self.rect = rect
            current = UIGraphicsGetCurrentContext()
            UIColor.red.setFill()
            UIBezierPath(ovalIn: rect).fill()
        }
    }

    private func drawing(of view: UIView) -> LayerDrawing? {
        guard case .drawing(let drawing)? = view.layer.content else { return nil }
        return drawing
    }

    func testAViewThatDrawsIsDisplayedOnceWhenItAppears() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        XCTAssertEqual(view.draws, 0)
        commit()
        XCTAssertEqual(view.draws, 1)
        XCTAssertEqual(view.rect, CGRect(x: 0, y: 0, width: 50, height: 40))
        XCTAssertNotNil(view.current)
        XCTAssertEqual(drawing(of: view)?.canvas.sublayers?.count, 1)
        advance(to: 0.5)
        XCTAssertEqual(view.draws, 1, "not redrawn per frame")
        view.setNeedsDisplay()
        view.setNeedsDisplay(CGRect(x: 0, y: 0, width: 1, height: 1))
        advance(to: 0.6)
        XCTAssertEqual(view.draws, 2)
    }

    func testAViewMadeWithAZeroFrameDrawsOnceLaidOut() {
        let view = DrawingView()
        window.addSubview(view)
        commit()
        XCTAssertEqual(view.draws, 0)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        advance(to: 0.1)
        XCTAssertEqual(view.draws, 1)
        XCTAssertEqual(view.rect, CGRect(x: 0, y: 0, width: 30, height: 30))
    }

    func testAViewThatDoesNotDrawHasNoContent() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        commit()
        XCTAssertNil(view.layer.content)
    }

    /// A view backed by a layer class that draws itself after `super.draw(in:)` (which runs
    /// the view's base `draw(_:)`, drawing nothing) is redrawn each time its layer asks
    /// (UICircularProgressRing's ring, redrawn as its value changes).
    func testALayerThatDrawsAroundTheViewsBaseDrawIsRedrawn() {
        final class RingLayer: CALayer {
            var draws = 0
            override func draw(in ctx: CGContext) {
                super.draw(in: ctx)
                draws += 1
                ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        final class RingView: UIView {
            override class func makeBackingLayer() -> CALayer { RingLayer() }
        }
        let view = RingView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        let ring = view.layer as! RingLayer
        ring.setNeedsDisplay()
        commit()
        ring.setNeedsDisplay()
        commit()
        ring.setNeedsDisplay()
        commit()
        XCTAssertEqual(ring.draws, 3)
    }

    /// A view whose `draw(_:)` draws nothing the first time (nothing to show yet) still draws
    /// after `setNeedsDisplay()`.
    func testAViewThatDrewNothingDrawsAgainWhenAsked() {
        final class LateView: UIView {
            var ready = false
            override func draw(_ rect: CGRect) {
                super.draw(rect)
                if ready { UIColor.red.setFill(); UIBezierPath(rect: rect).fill() }
            }
        }
        let view = LateView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        commit()
        XCTAssertNil(view.layer.content)
        view.ready = true
        view.setNeedsDisplay()
        commit()
        XCTAssertNotNil(view.layer.content)
    }

    func testRedrawContentModeRedrawsOnResize() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        window.addSubview(view)
        commit()
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        advance(to: 0.1)
        XCTAssertEqual(view.draws, 1, "scaleToFill stretches")
        view.contentMode = .redraw
        XCTAssertTrue(view.layer.needsDisplayOnBoundsChange)
        view.frame = CGRect(x: 0, y: 0, width: 70, height: 40)
        advance(to: 0.2)
        XCTAssertEqual(view.draws, 2)
        XCTAssertEqual(view.rect?.width, 70)
    }

    func testTheCurrentContextIsTheLayersInsideDraw() {
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        commit()
        XCTAssertNotNil(view.current)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }
}
