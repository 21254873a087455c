@_spi(LabHost) import LabKit
import XCTest

/// Layer layout (Apple, "CALayer": setNeedsLayout(), layoutIfNeeded(), needsLayout(),
/// layoutSublayers() — "the default implementation of this method calls the
/// layoutSublayers(of:) method of the layer's delegate"; "CALayerDelegate":
/// layoutSublayers(of:)). A layer whose bounds change size is laid out before the next frame.
final class CALayerLayoutTests: UIKitTestCase {
    /// A layer that keeps a sublayer filling its bounds, as a shimmer or gradient layer does.
    final class FillingLayer: CALayer {
        let fill = CALayer()
        var layouts = 0
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            fill.frame = bounds
        }
    }

    /// A view that keeps a gradient layer filling it from its layer's layout.
    final class GradientView: UIView {
        let gradient = CAGradientLayer()
        var laidOutSubviews = false
        override func layoutSublayers(of layer: CALayer) {
            super.layoutSublayers(of: layer)
            gradient.frame = bounds
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            laidOutSubviews = true
        }
    }

    func testAStandaloneLayerIsLaidOutAfterItsBoundsChangeSize() {
        let layer = FillingLayer()
        layer.addSublayer(layer.fill)
        root.addSublayer(layer)
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertTrue(layer.needsLayout())
        commit()
        XCTAssertEqual(layer.fill.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertFalse(layer.needsLayout())
        let count = layer.layouts
        layer.position = CGPoint(x: 100, y: 100)
        commit()
        XCTAssertEqual(layer.layouts, count, "moving does not lay out")
        layer.setNeedsLayout()
        layer.layoutIfNeeded()
        XCTAssertEqual(layer.layouts, count + 1, "laid out at once when asked")
    }

    /// Layers marked for layout and dropped before the commit go at once (the queue holds
    /// them without a reference); the commit lays out the others, marked before and after.
    func testALayerDroppedBeforeTheCommitGoesAtOnce() {
        weak var dropped: FillingLayer?
        let kept = FillingLayer()
        root.addSublayer(kept)
        do {
            let layers = (0..<3).map { _ in FillingLayer() }
            for layer in layers { layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
            dropped = layers[1]
        }
        kept.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        XCTAssertNil(dropped)
        commit()
        XCTAssertEqual(kept.layouts, 1)
        XCTAssertFalse(kept.needsLayout())
    }

    func testAViewsLayerLaysOutTheViewThroughItsDelegateMethod() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.layer.addSublayer(view.gradient)
        window.addSubview(view)
        commit()
        XCTAssertTrue(view.laidOutSubviews, "super.layoutSublayers(of:) runs layoutSubviews")
        XCTAssertEqual(view.gradient.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        view.frame.size.width = 200
        XCTAssertTrue(view.layer.needsLayout(), "a view's layer reports its view's layout")
        commit()
        XCTAssertEqual(view.gradient.frame.width, 200)
    }

    /// Apple: the bounds' size mapped into the superlayer's space (no layout manager).
    func testPreferredFrameSizeIsTheTransformedBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        XCTAssertEqual(layer.preferredFrameSize(), CGSize(width: 10, height: 20))
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        XCTAssertEqual(layer.preferredFrameSize().width, 20, accuracy: 1e-9)
        XCTAssertEqual(layer.preferredFrameSize().height, 10, accuracy: 1e-9)
        CATransaction.lock()
        CATransaction.lock()
        layer.opacity = 0.5
        CATransaction.unlock()
        CATransaction.unlock()
        XCTAssertEqual(layer.opacity, 0.5, "the lock is recursive and released")
    }
}
