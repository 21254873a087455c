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
