import LabKit
import XCTest

final class CALayerTests: XCTestCase {
    func testFrameIsDerivedFromBoundsPositionAndAnchor() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 45))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame, CGRect(x: 60, y: 45, width: 100, height: 50))
    }

    func testFrameWithATransformIsTheBoxAroundTheTransformedBounds() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 100, y: 100)
        layer.transform = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 50, width: 200, height: 100))
    }

    func testConvertComposesPositionAnchorTransformAndBoundsOrigin() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        let child = CALayer()
        child.bounds = CGRect(x: 10, y: 10, width: 100, height: 100)
        child.position = CGPoint(x: 200, y: 200)
        child.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        root.addSublayer(child)
        // The bounds' center (60, 60) sits at the position; (110, 60) is 50 to its right,
        // which a quarter turn clockwise carries 50 below the position.
        let p = child.convert(CGPoint(x: 110, y: 60), to: root)
        XCTAssertEqual(p.x, 200, accuracy: 1e-9)
        XCTAssertEqual(p.y, 250, accuracy: 1e-9)
        let back = child.convert(p, from: root)
        XCTAssertEqual(back.x, 110, accuracy: 1e-9)
        XCTAssertEqual(back.y, 60, accuracy: 1e-9)
    }

    func testSublayerTransformActsAroundTheParentsAnchor() {
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        let child = CALayer()
        child.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
        parent.addSublayer(child)
        // Scaling by 2 about the parent's center (50, 50) leaves (50, 50) in place.
        XCTAssertEqual(child.convert(.zero, to: parent), CGPoint(x: 50, y: 50))
        XCTAssertEqual(child.convert(CGPoint(x: 10, y: 0), to: parent), CGPoint(x: 70, y: 50))
    }

    func testSublayerManagement() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, below: b)
        XCTAssertTrue(parent.sublayers! == [a, c, b])
        parent.insertSublayer(a, above: b)
        XCTAssertTrue(parent.sublayers! == [c, b, a])
        parent.insertSublayer(b, at: 0)
        XCTAssertTrue(parent.sublayers! == [b, c, a])
        let other = CALayer()
        other.addSublayer(c)
        XCTAssertTrue(parent.sublayers! == [b, a])
        XCTAssertTrue(c.superlayer === other)
        a.removeFromSuperlayer()
        XCTAssertNil(a.superlayer)
        parent.replaceSublayer(b, with: a)
        XCTAssertTrue(parent.sublayers! == [a])
        parent.sublayers = nil
        XCTAssertNil(parent.sublayers)
        XCTAssertNil(a.superlayer)
    }

    func testMaskIsDetachedFromItsSuperlayerAndKnowsItsOwner() {
        let owner = CALayer(), parent = CALayer(), mask = CALayer()
        parent.addSublayer(mask)
        owner.mask = mask
        XCTAssertNil(mask.superlayer)
        XCTAssertTrue(mask.maskOwner === owner)
        mask.removeFromSuperlayer()
        XCTAssertNil(owner.mask)
    }

    func testHitTestFindsTheTopmostVisibleLayer() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let below = CALayer(), above = CALayer()
        below.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        above.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        root.addSublayer(below)
        root.addSublayer(above)
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === above)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10)) === below)
        above.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 50, y: 50)) === below)
    }

    func testShapeLayerDefaultsMatchCoreAnimation() {
        let shape = CAShapeLayer()
        XCTAssertEqual(shape.fillColor, CGColor.black)
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.lineJoin, .miter)
        XCTAssertEqual(shape.fillRule, .nonZero)
        XCTAssertEqual(shape.strokeEnd, 1)
        XCTAssertEqual(CALayer().borderColor, CGColor.black)
    }

    func testInitLayerCopiesShapeProperties() {
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        shape.strokeEnd = 0.5
        shape.position = CGPoint(x: 3, y: 4)
        let copy = CAShapeLayer(layer: shape)
        XCTAssertEqual(copy.path, shape.path)
        XCTAssertEqual(copy.strokeEnd, 0.5)
        XCTAssertEqual(copy.position, CGPoint(x: 3, y: 4))
    }
}

final class CALayerGeometryValidationTests: AnimationTestCase {
    func testNonFiniteGeometryIsIgnoredWithADiagnostic() {
        let layer = CALayer()
        layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        layer.position = CGPoint(x: CGFloat.nan, y: 0)
        layer.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)
        layer.anchorPoint = CGPoint(x: 0, y: -CGFloat.infinity)
        layer.zPosition = .nan
        XCTAssertEqual(layer.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(layer.zPosition, 0)
        XCTAssertEqual(diagnostics.count, 4, "\(diagnostics)")
        XCTAssertTrue(diagnostics[0].contains("position") && diagnostics[0].contains("NaN or infinity"))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame = CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)
        XCTAssertEqual(view.bounds.size, CGSize(width: 5, height: 5), "the finite part of a frame still applies")
        XCTAssertEqual(view.center, CGPoint(x: 5, y: 5))
    }
}
