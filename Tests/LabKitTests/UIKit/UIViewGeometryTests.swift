import LabKit
import XCTest

final class UIViewGeometryTests: UIKitTestCase {
    func testFrameSetsBoundsSizeAndCenter() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(view.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
    }

    /// With a moved anchor point, `center` is still the layer's position (the anchor), and
    /// setting `frame` places the anchor at its share of the rectangle.
    func testFrameHonoursAMovedAnchorPoint() {
        let view = UIView(frame: CGRect(x: 100, y: 200, width: 100, height: 100))
        view.layer.anchorPoint = CGPoint(x: 0.5, y: 0.65)
        XCTAssertEqual(view.center, CGPoint(x: 150, y: 250), "moving the anchor keeps the position")
        XCTAssertEqual(view.frame, CGRect(x: 100, y: 185, width: 100, height: 100), "so the box moves up by 15")
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        XCTAssertEqual(view.center, CGPoint(x: 100, y: 260))
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 200, height: 400))
    }

    func testTransformScalesFrameAroundCenterButNotBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.bounds.size, CGSize(width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
        view.transform = .identity
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testBoundsOriginShiftsSubviews() {
        let parent = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        parent.addSubview(child)
        window.addSubview(parent)
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 60, y: 60))
        parent.bounds.origin = CGPoint(x: 20, y: 0)
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 40, y: 60))
        XCTAssertEqual(parent.convert(CGPoint(x: 40, y: 60), from: nil), CGPoint(x: 50, y: 50))
    }

    func testLayoutRunsBeforeTheFrameAfterBoundsChange() {
        final class Counting: UIView {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        commit()
        XCTAssertEqual(view.layouts, 1)
        commit()
        XCTAssertEqual(view.layouts, 1, "no layout without a reason")
        view.bounds.size = CGSize(width: 20, height: 20)
        step()
        XCTAssertEqual(view.layouts, 2)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(view.layouts, 3)
    }

    func testHierarchyOrderMatchesLayerOrder() {
        let a = UIView(), b = UIView(), c = UIView()
        window.addSubview(a)
        window.addSubview(b)
        window.insertSubview(c, belowSubview: b)
        XCTAssertTrue(window.subviews.elementsEqual([a, c, b], by: ===))
        window.bringSubviewToFront(a)
        XCTAssertTrue(window.subviews.elementsEqual([c, b, a], by: ===))
        XCTAssertTrue(window.layer.sublayers!.elementsEqual([c.layer, b.layer, a.layer], by: ===))
        b.removeFromSuperview()
        XCTAssertNil(b.superview)
        XCTAssertTrue(window.layer.sublayers!.elementsEqual([c.layer, a.layer], by: ===))
        XCTAssertTrue(a.window === window)
    }

    /// A layer added by hand stays below views added after it and above views added before,
    /// as in UIKit (`addSubview` puts the view's layer on top of all sublayers).
    func testHandAddedSublayersKeepTheirPlaceAmongSubviews() {
        let a = UIView(), b = UIView(), c = UIView()
        let drawn = CALayer()
        window.addSubview(a)
        window.layer.addSublayer(drawn)
        window.addSubview(b)
        XCTAssertTrue(window.layer.sublayers!.elementsEqual([a.layer, drawn, b.layer], by: ===))
        window.insertSubview(c, at: 0)
        XCTAssertTrue(window.layer.sublayers!.elementsEqual([c.layer, a.layer, drawn, b.layer], by: ===))
    }

    func testViewPropertiesForwardToTheLayer() {
        let view = UIView()
        view.alpha = 0.5
        view.backgroundColor = .red
        view.clipsToBounds = true
        view.isHidden = true
        XCTAssertEqual(view.layer.opacity, 0.5)
        XCTAssertEqual(view.layer.backgroundColor, UIColor.red.cgColor)
        XCTAssertTrue(view.layer.masksToBounds)
        XCTAssertTrue(view.layer.isHidden)
        XCTAssertEqual(view.tintColor, .systemBlue)
        let child = UIView()
        view.addSubview(child)
        view.tintColor = .orange
        XCTAssertEqual(child.tintColor, .orange, "tint is inherited")
    }

    func testChangesOutsideAnimationBlocksDoNotAnimate() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        commit()
        view.center = CGPoint(x: 100, y: 100)
        XCTAssertNil(view.layer.animationKeys())
        step()
        XCTAssertEqual(view.layer.presentation()?.position, CGPoint(x: 100, y: 100))
    }

    func testSubviewsOfButtonsAndFieldsAreLaidOut() {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        button.setTitle("Go", for: .normal)
        window.addSubview(button)
        commit()
        let title = button.titleLabel!
        XCTAssertEqual(title.center.y, 20, accuracy: 0.5)
        XCTAssertEqual(title.center.x, 100, accuracy: 0.5)
        XCTAssertGreaterThan(title.bounds.width, 10)
    }

    func testAViewCannotBecomeASubviewOfItsOwnDescendant() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)
        child.addSubview(parent)
        parent.addSubview(parent)
        XCTAssertNil(parent.superview)
        XCTAssertTrue(child.superview === parent)
        XCTAssertTrue(diagnostics.contains { $0.contains("descendant") }, "\(diagnostics)")
        let outer = CALayer(), inner = CALayer()
        outer.addSublayer(inner)
        inner.addSublayer(outer)
        XCTAssertNil(outer.superlayer)
        XCTAssertTrue(inner.superlayer === outer)
    }
}
