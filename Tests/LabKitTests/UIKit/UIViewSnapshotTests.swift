@_spi(LabHost) @_spi(Rendering) import LabKit
import XCTest

/// Snapshots of views (Apple, "UIView": snapshotView(afterScreenUpdates:) — "a new view
/// object based on a snapshot of the current view's rendered contents";
/// drawHierarchy(in:afterScreenUpdates:) — renders the hierarchy as visible into the current
/// context, its bounds into `rect`, checked in `ImageRendererTests`).
final class UIViewSnapshotTests: UIKitTestCase {
    private func card() -> UIView {
        let view = UIView(frame: CGRect(x: 40, y: 60, width: 100, height: 50))
        view.backgroundColor = .red
        view.transform = CGAffineTransform(rotationAngle: 0.3)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        badge.backgroundColor = .blue
        view.addSubview(badge)
        window.addSubview(view)
        return view
    }

    func testASnapshotIsAFrozenStandInAtTheOriginWithoutTheViewsPlacement() throws {
        let view = card()
        let snapshot = try XCTUnwrap(view.snapshotView(afterScreenUpdates: false))
        XCTAssertNil(snapshot.superview)
        XCTAssertEqual(snapshot.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        let content = try XCTUnwrap(snapshot.layer.sublayers?.first)
        XCTAssertEqual(content.frame, CGRect(x: 0, y: 0, width: 100, height: 50), "filling the stand-in, unrotated")
        XCTAssertEqual(content.backgroundColor?.rgba.red, 1)
        XCTAssertEqual(content.sublayers?.first?.backgroundColor?.rgba.blue, 1)
        view.backgroundColor = .green
        view.subviews.first?.removeFromSuperview()
        XCTAssertEqual(content.backgroundColor?.rgba.red, 1, "frozen: later changes do not show")
        XCTAssertEqual(content.sublayers?.count, 1)
    }

    func testASnapshotShowsRunningAnimationsAsDrawn() throws {
        let view = card()
        commit()
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { view.alpha = 0 })
        advance(to: 0.25)
        let content = try XCTUnwrap(view.snapshotView(afterScreenUpdates: true)?.layer.sublayers?.first)
        XCTAssertEqual(content.opacity, 0.75, accuracy: 1e-6)
    }

    /// Its pixels are checked in `ImageRendererTests`, where a GL renderer rasterizes.
    func testDrawHierarchyNeedsACurrentContext() {
        XCTAssertFalse(card().drawHierarchy(in: CGRect(x: 0, y: 0, width: 10, height: 10), afterScreenUpdates: false))
    }

    /// A part of the view: sized to the rect, its content shifted so the rect's corner is at
    /// the origin, clipped.
    func testAResizableSnapshotShowsThePartAsked() throws {
        let view = card()
        let part = try XCTUnwrap(view.resizableSnapshotView(from: CGRect(x: 10, y: 10, width: 20, height: 20),
                                                            afterScreenUpdates: false, withCapInsets: .zero))
        XCTAssertEqual(part.frame, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertTrue(part.clipsToBounds)
        XCTAssertEqual(part.layer.sublayers?.first?.frame, CGRect(x: -10, y: -10, width: 100, height: 50))
        XCTAssertNil(view.resizableSnapshotView(from: .zero, afterScreenUpdates: false, withCapInsets: .zero))
    }

    func testTheReadableContentGuideIsThePhonesMargins() {
        let view = UIView()
        XCTAssertTrue(view.readableContentGuide === view.layoutMarginsGuide)
        XCTAssertFalse(CALayer().isOpaque)
    }

    func testEdgeAntialiasingPropertiesKeepTheirValues() {
        let layer = CALayer()
        XCTAssertFalse(layer.allowsEdgeAntialiasing)
        XCTAssertEqual(layer.edgeAntialiasingMask, [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        layer.allowsEdgeAntialiasing = true
        layer.edgeAntialiasingMask = [.layerTopEdge]
        XCTAssertTrue(layer.allowsEdgeAntialiasing)
        XCTAssertEqual(layer.edgeAntialiasingMask, [.layerTopEdge])
    }
}
