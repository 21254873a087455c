@_spi(LabHost) import LabKit
import XCTest

/// Transforms decompose and interpolate as Core Animation's do; paths interpolate point-wise.
final class CATransformInterpolationTests: AnimationTestCase {
    private var layer: CAShapeLayer!

    override func setUp() {
        super.setUp()
        layer = CAShapeLayer()
        root.addSublayer(layer)
    }

    func testRotationZFromZeroToTwoPiTurnsAFullCircle() throws {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        for (t, cosine, sine) in [(0.125, sqrt(0.5), sqrt(0.5)), (0.25, 0.0, 1.0), (0.5, -1.0, 0.0), (0.75, 0.0, -1.0)] {
            advance(to: t)
            let m = try XCTUnwrap(layer.presentation()).transform
            XCTAssertEqual(m.m11, cosine, accuracy: 1e-9, "at \(t)")
            XCTAssertEqual(m.m12, sine, accuracy: 1e-9, "at \(t)")
        }
    }

    func testSubKeyPathsKeepTheOtherParts() throws {
        CATransaction.setDisableActions(true)
        layer.transform = CATransform3DRotate(CATransform3DMakeTranslation(10, 20, 0), .pi / 2, 0, 0, 1)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 3
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        advance(to: 0.5)
        let m = try XCTUnwrap(layer.presentation()).transform
        // Scale 2, then the quarter turn, then the translation.
        XCTAssertEqual(m.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(m.m12, 2, accuracy: 1e-9)
        XCTAssertEqual(m.m21, -2, accuracy: 1e-9)
        XCTAssertEqual(m.m41, 10, accuracy: 1e-9)
        XCTAssertEqual(m.m42, 20, accuracy: 1e-9)
    }

    /// "transform.scale.xy" (Pulsator's and PulsingHalo's pulse, in a group with opacity)
    /// scales x and y and leaves z; read back, it is their mean.
    func testScaleXYScalesBothAxesInAGroup() throws {
        CATransaction.setDisableActions(true)
        layer.transform = CATransform3DMakeScale(1, 1, 5)
        let pulse = CABasicAnimation(keyPath: "transform.scale.xy")
        pulse.fromValue = 0
        pulse.toValue = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        let group = CAAnimationGroup()
        group.animations = [pulse, fade]
        group.duration = 2
        layer.add(group, forKey: "pulse")
        advance(to: 0.5)
        let shown = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(shown.transform.m11, 0.25, accuracy: 1e-9)
        XCTAssertEqual(shown.transform.m22, 0.25, accuracy: 1e-9)
        XCTAssertEqual(shown.transform.m33, 5, accuracy: 1e-9)
        XCTAssertEqual(shown.opacity, 0.75, accuracy: 1e-6)
        XCTAssertEqual((shown.value(forKeyPath: "transform.scale.xy") as? NSNumber)?.doubleValue ?? -1, 0.25, accuracy: 1e-9)
    }

    func testTranslationSubKeys() throws {
        let move = CABasicAnimation(keyPath: "transform.translation.x")
        move.toValue = 40
        move.duration = 1
        let size = CABasicAnimation(keyPath: "transform.translation")
        size.fromValue = CGSize(width: 0, height: 0)
        size.toValue = NSValue(cgSize: CGSize(width: 0, height: 10))
        size.duration = 1
        size.isAdditive = true
        layer.add(move, forKey: "x")
        layer.add(size, forKey: "xy")
        advance(to: 0.5)
        let m = try XCTUnwrap(layer.presentation()).transform
        XCTAssertEqual(m.m41, 20, accuracy: 1e-9)
        XCTAssertEqual(m.m42, 5, accuracy: 1e-9)
    }

    func testWholeTransformsInterpolateTheirParts() throws {
        let to = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
        let animation = CABasicAnimation(keyPath: "transform")
        animation.fromValue = CATransform3DIdentity
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: "t")
        advance(to: 0.5)
        let m = try XCTUnwrap(layer.presentation()).transform
        // Half-way: scale 1.5, an eighth of a turn (not the straight-line average of the matrices).
        XCTAssertEqual(m.m11, 1.5 * cos(.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(m.m12, 1.5 * sin(.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(m.m21, -1.5 * sin(.pi / 4), accuracy: 1e-9)
    }

    /// At its start, an animation from a 3D transform shows that transform: decomposition and
    /// recomposition give it back, perspective included.
    func testDecompositionRecomposesTheSameMatrix() throws {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let samples = [
            CATransform3DConcat(CATransform3DMakeRotation(0.7, 1, 2, 3), CATransform3DMakeTranslation(5, -6, 7)),
            CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 0.5, 3), CATransform3DMakeRotation(2.5, 0, 1, 0)),
                                perspective),
            CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeRotation(-1.2, 0, 0, 1)),
        ]
        for (i, sample) in samples.enumerated() {
            let animation = CABasicAnimation(keyPath: "transform")
            animation.fromValue = sample
            animation.toValue = CATransform3DIdentity
            animation.duration = 1
            animation.beginTime = CACurrentMediaTime() + 0.01
            layer.add(animation, forKey: "t\(i)")
            advance(to: animation.beginTime)
            let m = try XCTUnwrap(layer.presentation()).transform
            for (a, b) in zip(m.entries, sample.entries) { XCTAssertEqual(a, b, accuracy: 1e-9, "sample \(i)") }
            layer.removeAllAnimations()
        }
    }

    /// The points of the presented path half-way through a 1 s `path` animation.
    private func pointsHalfWay(from: CGPath, to: CGPath) throws -> [CGPoint] {
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        layer.add(animation, forKey: "path")
        advance(to: 0.5)
        var points: [CGPoint] = []
        try XCTUnwrap(layer.presentation()?.path).applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            for i in 0..<count { points.append(element.pointee.points[i]) }
        }
        return points
    }

    func testPathsWithTheSameElementsInterpolatePointWise() throws {
        let from = CGMutablePath(), to = CGMutablePath()
        from.move(to: .zero); from.addLine(to: CGPoint(x: 10, y: 0)); from.addCurve(to: CGPoint(x: 0, y: 10), control1: .zero, control2: .zero)
        to.move(to: CGPoint(x: 20, y: 20)); to.addLine(to: CGPoint(x: 30, y: 40)); to.addCurve(to: CGPoint(x: 0, y: 0), control1: CGPoint(x: 4, y: 4), control2: CGPoint(x: 8, y: 8))
        let points = try pointsHalfWay(from: from, to: to)
        XCTAssertEqual(points, [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 2, y: 2), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 5)])
        XCTAssertTrue(diagnostics.isEmpty)
    }

    /// A line facing a curve is raised to the cubic through its thirds, a quadratic to its
    /// degree-elevated cubic; then the points interpolate as usual.
    func testLinesAndQuadraticsFacingCubicsInterpolateAsCubics() throws {
        let from = CGMutablePath(), to = CGMutablePath()
        from.move(to: CGPoint(x: 0, y: 99)); from.addLine(to: CGPoint(x: 90, y: 99))
        from.addQuadCurve(to: CGPoint(x: 90, y: 0), control: CGPoint(x: 120, y: 60))
        to.move(to: CGPoint(x: 0, y: 80)); to.addCurve(to: CGPoint(x: 90, y: 80), control1: CGPoint(x: 30, y: 70), control2: CGPoint(x: 60, y: 90))
        to.addLine(to: CGPoint(x: 90, y: 0))
        let points = try pointsHalfWay(from: from, to: to)
        // Line (0,99)→(90,99) as a cubic: controls (30,99), (60,99); halfway to (30,70), (60,90).
        // Quadratic (90,99)→(90,0) via (120,60): controls (110,73), (110,40); the line
        // (90,80)→(90,0) as a cubic: (90,53.33), (90,26.67).
        let expected = [CGPoint(x: 0, y: 89.5), CGPoint(x: 30, y: 84.5), CGPoint(x: 60, y: 94.5), CGPoint(x: 90, y: 89.5),
                        CGPoint(x: 100, y: 63.1667), CGPoint(x: 100, y: 33.3333), CGPoint(x: 90, y: 0)]
        XCTAssertEqual(points.count, expected.count)
        for (p, e) in zip(points, expected) {
            XCTAssertEqual(p.x, e.x, accuracy: 1e-3)
            XCTAssertEqual(p.y, e.y, accuracy: 1e-3)
        }
        XCTAssertTrue(diagnostics.isEmpty, "\(diagnostics)")
    }

    func testPathsWithDifferentElementsSwitchAtTheMidpoint() throws {
        let triangle = CGMutablePath()
        triangle.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 10)])
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        let animation = CABasicAnimation(keyPath: "path")
        animation.fromValue = triangle
        animation.toValue = circle
        animation.duration = 1
        layer.add(animation, forKey: "path")
        advance(to: 0.4)
        XCTAssertEqual(layer.presentation()?.path, triangle)
        advance(to: 0.6)
        XCTAssertEqual(layer.presentation()?.path, circle)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("midpoint"), diagnostics[0])
    }
}
