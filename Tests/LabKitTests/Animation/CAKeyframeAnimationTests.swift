@_spi(LabHost) import LabKit
import XCTest

/// Keyframe values, key times, per-interval timing, calculation modes and paths.
final class CAKeyframeAnimationTests: AnimationTestCase {
    private var layer: CALayer!

    override func setUp() {
        super.setUp()
        layer = committedLayer()
    }

    private func keyframes(_ values: [Double], keyTimes: [NSNumber]? = nil,
                           mode: CAAnimationCalculationMode = .linear) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "position.x")
        animation.values = values
        animation.keyTimes = keyTimes
        animation.calculationMode = mode
        animation.duration = 1
        return animation
    }

    func testLinearWithKeyTimes() {
        layer.add(keyframes([0, 10, 40], keyTimes: [0, 0.25, 1]), forKey: "k")
        XCTAssertEqual(x(of: layer, at: 0.125), 5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.625), 25, accuracy: 1e-9)
    }

    /// Key times and values of different counts are paired by index, as Core Animation plays
    /// them (Apple, `keyTimes`: the timing "might not be what you expect"), with one diagnostic.
    /// Spring's shake: five values, six key times; the last value (0) holds from 0.8 on.
    func testKeyTimesAndValuesOfDifferentCountsArePairedByIndex() {
        let shake = keyframes([0, 30, -30, 30, 0], keyTimes: [0, 0.2, 0.4, 0.6, 0.8, 1])
        shake.isAdditive = true
        layer.add(shake, forKey: "shake")
        XCTAssertEqual(x(of: layer, at: 0.1), 15, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.3), 0, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.7), 15, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.9), 0, accuracy: 1e-9)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.contains("keyTimes has 6 entries for 5 values") ?? false)
        let other = committedLayer(name: "short")
        other.add(keyframes([0, 10, 40], keyTimes: [0, 0.5]), forKey: "k")
        let start = CACurrentMediaTime()
        XCTAssertEqual(x(of: other, at: start + 0.25), 5, accuracy: 1e-9)
        XCTAssertEqual(x(of: other, at: start + 0.75), 10, accuracy: 1e-9, "the value past the last key time takes no part")
    }

    func testValuesWithoutKeyTimesAreEvenlySpaced() {
        layer.add(keyframes([0, 10, 40]), forKey: "k")
        XCTAssertEqual(x(of: layer, at: 0.25), 5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.75), 25, accuracy: 1e-9)
    }

    func testDiscreteHoldsEachValue() {
        layer.add(keyframes([0, 10, 40], mode: .discrete), forKey: "k")
        XCTAssertEqual(x(of: layer, at: 0.2), 0, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.4), 10, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.8), 40, accuracy: 1e-9)
    }

    func testPacedSpacesKeyTimesByDistanceAndIgnoresGivenOnes() {
        layer.add(keyframes([0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced), forKey: "k")
        // Distances 10 and 30: key times 0, 0.25, 1.
        XCTAssertEqual(x(of: layer, at: 0.125), 5, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.625), 25, accuracy: 1e-9)
    }

    func testCubicIsCatmullRom() {
        layer.add(keyframes([0, 10, 0], mode: .cubic), forKey: "k")
        // Half-way through the first interval, with the end value repeated as its own neighbour:
        // −0.0625·0 + 0.5625·0 + 0.5625·10 − 0.0625·0.
        XCTAssertEqual(x(of: layer, at: 0.25), 5.625, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.5), 10, accuracy: 1e-9)
    }

    func testCubicPacedPassesThroughItsValuesAtPacedTimes() {
        layer.add(keyframes([0, 10, 40], mode: .cubicPaced), forKey: "k")
        // Distances 10 and 30 give key times 0, 0.25, 1; the curve passes through each value.
        XCTAssertEqual(x(of: layer, at: 0.25), 10, accuracy: 1e-9)
        XCTAssertEqual(x(of: layer, at: 0.999), 40, accuracy: 0.1)
    }

    func testTimingFunctionsPaceEachInterval() {
        let animation = keyframes([0, 10, 20])
        animation.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .linear)]
        layer.add(animation, forKey: "k")
        // easeIn (0.42, 0, 1, 1) at x = 0.5 is y ≈ 0.3153 (bisected independently below).
        XCTAssertEqual(x(of: layer, at: 0.25), 10 * TimingFunctionReference.y(atX: 0.5, 0.42, 0, 1, 1), accuracy: 1e-5)
        XCTAssertEqual(x(of: layer, at: 0.75), 15, accuracy: 1e-9)
    }

    func testPointValuesAndAutoreverseInAKeyframe() {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.values = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 20)].map { NSValue(cgPoint: $0) }
        animation.duration = 1
        animation.autoreverses = true
        layer.add(animation, forKey: "k")
        advance(to: 1.25)
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 7.5, y: 15))
    }

    func testPathLinearGivesEachElementEqualTime() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.duration = 1
        layer.add(animation, forKey: "k")
        advance(to: 0.25)
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 50, y: 0))
        advance(to: 0.75)
        XCTAssertEqual(layer.presentation()!.position, CGPoint(x: 100, y: 150))
    }

    func testPathPacedMovesAtConstantSpeedAndRotatesAlongIt() throws {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = path
        animation.calculationMode = .paced
        animation.rotationMode = .rotateAuto
        animation.duration = 1
        layer.add(animation, forKey: "k")
        advance(to: 0.5)
        let p = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(p.position.x, 100, accuracy: 1e-6)
        XCTAssertEqual(p.position.y, 100, accuracy: 1e-6)
        // Moving down (+y): a quarter turn.
        XCTAssertEqual(p.transform.m11, 0, accuracy: 1e-9)
        XCTAssertEqual(p.transform.m12, 1, accuracy: 1e-9)
    }

    func testCurvedPathFollowsTheCurve() throws {
        let animation = CAKeyframeAnimation(keyPath: "position")
        animation.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        animation.calculationMode = .paced
        animation.duration = 1
        layer.add(animation, forKey: "k")
        for t in stride(from: 0.05, through: 0.95, by: 0.1) {
            advance(to: t)
            let p = try XCTUnwrap(layer.presentation()).position
            XCTAssertEqual(hypot(p.x - 50, p.y - 50), 50, accuracy: 0.05, "on the circle at \(t)")
        }
    }
}

/// The cubic Bézier timing curve computed independently of LabKit: bisection on x(s), then y(s).
enum TimingFunctionReference {
    static func y(atX x: Double, _ x1: Float, _ y1: Float, _ x2: Float, _ y2: Float) -> Double {
        func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if bezier(mid, Double(x1), Double(x2)) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, Double(y1), Double(y2))
    }
}
