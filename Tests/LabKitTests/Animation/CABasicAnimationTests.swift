@_spi(LabHost) import LabKit
import XCTest

/// fromValue / toValue / byValue as Core Animation documents them, additive and cumulative,
/// value wrapping, and the layer's animation API.
final class CABasicAnimationTests: AnimationTestCase {
    private var layer: CALayer!

    override func setUp() {
        super.setUp()
        layer = committedLayer()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 40, y: 0)
        CATransaction.flush()
    }

    /// Each combination at half-way, with the model value 40.
    func testEveryCombinationOfFromToAndBy() {
        let cases: [(Double?, Double?, Double?, Double)] = [
            (10, 20, nil, 15),     // from → to
            (10, nil, 4, 12),      // from → from + by
            (nil, 20, 4, 18),      // to − by → to
            (10, nil, nil, 25),    // from → current
            (nil, 20, nil, 30),    // current → to
            (nil, nil, 4, 42),     // current → current + by
            (nil, nil, nil, 40),   // previous presentation (none) → current
            (10, 20, 100, 15),     // from and to win over by
        ]
        for (index, (from, to, by, expected)) in cases.enumerated() {
            layer.add(basicX(from: from, to: to, by: by), forKey: "case\(index)")
            let start = CACurrentMediaTime()
            advance(to: start + 0.5)
            XCTAssertEqual(Double(layer.presentation()!.position.x), expected, accuracy: 1e-9, "case \(index)")
            layer.removeAllAnimations()
        }
    }

    func testAdditiveAddsToTheModelValue() {
        let animation = basicX(from: 0, to: 10)
        animation.isAdditive = true
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(of: layer, at: 0.5), 45, accuracy: 1e-9)
    }

    func testAdditiveAnimationsStackInOrder() {
        let replace = basicX(from: 100, to: 200)
        let nudge = basicX(from: 0, to: 10)
        nudge.isAdditive = true
        layer.add(replace, forKey: "replace")
        layer.add(nudge, forKey: "nudge")
        XCTAssertEqual(x(of: layer, at: 0.5), 155, accuracy: 1e-9)
    }

    func testCumulativeRepeatsContinueFromThePreviousEnd() {
        let animation = basicX(from: 5, to: 10)
        animation.repeatCount = 3
        animation.isCumulative = true
        layer.add(animation, forKey: "x")
        XCTAssertEqual(x(of: layer, at: 0.5), 7.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 1.5), 12.5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 2.5), 17.5, accuracy: 1e-9)
    }

    func testWrappedValuesAreAccepted() {
        let point = CABasicAnimation(keyPath: "position")
        point.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        point.toValue = NSValue(cgPoint: CGPoint(x: 10, y: 20))
        let opacity = CABasicAnimation(keyPath: "opacity")
        opacity.fromValue = NSNumber(value: 0)
        opacity.toValue = Float(1)
        let bounds = CABasicAnimation(keyPath: "bounds")
        bounds.fromValue = NSValue(cgRect: CGRect(x: 0, y: 0, width: 10, height: 10))
        bounds.toValue = CGRect(x: 0, y: 0, width: 30, height: 50)
        let transform = CABasicAnimation(keyPath: "transform")
        transform.toValue = NSValue(caTransform3D: CATransform3DMakeTranslation(20, 0, 0))
        let corner = CABasicAnimation(keyPath: "cornerRadius")
        corner.toValue = 8 as Int
        for animation in [point, opacity, bounds, transform, corner] {
            animation.duration = 1
            layer.add(animation, forKey: (animation as CAPropertyAnimation).keyPath)
        }
        advance(to: 0.5)
        let p = layer.presentation()!
        XCTAssertEqual(p.position, CGPoint(x: 5, y: 10))
        XCTAssertEqual(p.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(p.bounds, CGRect(x: 0, y: 0, width: 20, height: 30))
        XCTAssertEqual(p.transform.m41, 10, accuracy: 1e-9)
        XCTAssertEqual(p.cornerRadius, 4, accuracy: 1e-9)
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
    }

    func testColorsInterpolateComponentWiseInSRGB() throws {
        let animation = CABasicAnimation(keyPath: "backgroundColor")
        animation.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        animation.toValue = UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.5).cgColor
        animation.duration = 1
        layer.add(animation, forKey: "color")
        advance(to: 0.5)
        let c = try XCTUnwrap(layer.presentation()?.backgroundColor).rgba
        XCTAssertEqual(c.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(c.green, 0.25, accuracy: 1e-9)
        XCTAssertEqual(c.blue, 0.5, accuracy: 1e-9)
        XCTAssertEqual(c.alpha, 0.75, accuracy: 1e-9)
    }

    func testAddCopiesTheAnimationAndSetsItsBeginTime() {
        advance(to: 2)
        let animation = basicX(from: 0, to: 10)
        layer.add(animation, forKey: "x")
        animation.toValue = 1000
        animation.duration = 100
        let added = layer.animation(forKey: "x")
        XCTAssertFalse(added === animation)
        XCTAssertEqual(added?.beginTime, 2)
        XCTAssertEqual(animation.beginTime, 0)
        XCTAssertEqual(x(of: layer, at: 2.5), 5, accuracy: 1e-9)
    }

    func testAnimationKeysRemovalAndPresentationModel() {
        layer.add(basicX(from: 0, to: 10), forKey: "a")
        layer.add(basicX(from: 0, to: 20), forKey: "b")
        layer.add(basicX(from: 0, to: 30), forKey: nil)
        XCTAssertEqual(layer.animationKeys(), ["a", "b"])
        layer.add(basicX(from: 0, to: 40), forKey: "a")
        XCTAssertEqual(layer.animationKeys(), ["b", "a"], "the same key replaces and moves to the end")
        layer.removeAnimation(forKey: "b")
        XCTAssertEqual(layer.animationKeys(), ["a"])
        let presentation = layer.presentation()!
        XCTAssertTrue(presentation.model() === layer)
        XCTAssertTrue(layer.model() === layer)
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
    }

    func testShapeLayerPresentationKeepsItsClass() {
        let shape = CAShapeLayer()
        root.addSublayer(shape)
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = 1
        shape.add(animation, forKey: "draw")
        advance(to: 0.125)
        XCTAssertEqual(shape.presentation()!.strokeEnd, 0.5, accuracy: 1e-9)
        XCTAssertEqual(shape.strokeEnd, 1)
    }
}
