@_spi(LabHost) import LabKit
import XCTest

/// Springs against the closed-form solution of m·x″ + c·x′ + k·x = 0 and against the
/// equation itself; settling duration against a brute-force scan.
final class CASpringAnimationTests: AnimationTestCase {
    private func spring(mass: CGFloat = 1, stiffness: CGFloat, damping: CGFloat, velocity: CGFloat = 0) -> CASpringAnimation {
        let animation = CASpringAnimation(keyPath: "position.x")
        animation.mass = mass
        animation.stiffness = stiffness
        animation.damping = damping
        animation.initialVelocity = velocity
        animation.fromValue = 0
        animation.toValue = 100
        animation.duration = 10
        return animation
    }

    /// The displacement x(t) (1 at t = 0, 0 at rest) read through a layer: 1 − value / 100.
    private func displacement(_ animation: CASpringAnimation, at times: [Double]) -> [Double] {
        let layer = committedLayer()
        let begin = CACurrentMediaTime() + 0.001
        animation.beginTime = begin
        layer.add(animation, forKey: "spring")
        return times.map { t in
            LabClock.advance(to: begin + t, root: root)
            return 1 - Double(layer.presentation()!.position.x) / 100
        }
    }

    func testUnderdampedMatchesTheClosedForm() {
        // m 1, k 100, c 10: ω₀ = 10, ζ = 0.5, ω_d = √75; x = e^(−5t)(cos ω_d t + (5/ω_d) sin ω_d t).
        let wd = 75.0.squareRoot()
        let times = [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2]
        let values = displacement(spring(stiffness: 100, damping: 10), at: times)
        for (t, x) in zip(times, values) {
            XCTAssertEqual(x, exp(-5 * t) * (cos(wd * t) + 5 / wd * sin(wd * t)), accuracy: 1e-9, "t = \(t)")
        }
    }

    func testCriticallyDampedMatchesTheClosedForm() {
        // k 100, c 20: ζ = 1; x = (1 + (ω₀ − v₀)t)e^(−ω₀t) with v₀ = 2.
        let times = [0.05, 0.2, 0.5, 1.0]
        let values = displacement(spring(stiffness: 100, damping: 20, velocity: 2), at: times)
        for (t, x) in zip(times, values) {
            XCTAssertEqual(x, (1 + 8 * t) * exp(-10 * t), accuracy: 1e-9, "t = \(t)")
        }
    }

    func testOverdampedMatchesTheClosedForm() {
        // k 100, c 50: ζ = 2.5, r = −10(2.5 ∓ √5.25); x = c₁e^(r₁t) + c₂e^(r₂t), c₁ + c₂ = 1, r₁c₁ + r₂c₂ = 0.
        let r1 = -10 * (2.5 - 5.25.squareRoot()), r2 = -10 * (2.5 + 5.25.squareRoot())
        let c2 = -r1 / (r2 - r1), c1 = 1 - c2
        let times = [0.05, 0.2, 0.5, 1.0, 2.0]
        let values = displacement(spring(stiffness: 100, damping: 50), at: times)
        for (t, x) in zip(times, values) {
            XCTAssertEqual(x, c1 * exp(r1 * t) + c2 * exp(r2 * t), accuracy: 1e-9, "t = \(t)")
        }
    }

    /// The motion solves the equation (finite differences) in all three regimes.
    func testMotionSolvesTheEquationOfMotion() {
        for (m, k, c, v) in [(1.0, 100.0, 10.0, 0.0), (2.0, 50.0, 20.0, 3.0), (0.5, 200.0, 60.0, -1.0)] {
            let h = 1e-4
            let times = [0.1, 0.3, 0.7].flatMap { [$0 - h, $0, $0 + h] }
            let x = displacement(spring(mass: m, stiffness: k, damping: c, velocity: v), at: times)
            for i in stride(from: 0, to: x.count, by: 3) {
                let velocity = (x[i + 2] - x[i]) / (2 * h)
                let acceleration = (x[i + 2] - 2 * x[i + 1] + x[i]) / (h * h)
                XCTAssertEqual(m * acceleration + c * velocity + k * x[i + 1], 0, accuracy: 1e-3 * k, "m \(m) k \(k) c \(c)")
            }
        }
    }

    /// settlingDuration is within 1% of the last time the value is more than 0.1% of the
    /// distance from the target, found by scanning every 10 µs.
    func testSettlingDurationIsWhenTheValueStaysWithinATenthOfAPercent() {
        for (m, k, c, v) in [(1.0, 100.0, 10.0, 0.0), (1.0, 300.0, 5.0, 0.0), (1.0, 100.0, 20.0, 0.0),
                             (1.0, 100.0, 60.0, 0.0), (2.0, 150.0, 8.0, 5.0)] {
            let animation = spring(mass: m, stiffness: k, damping: c, velocity: v)
            let omega = (k / m).squareRoot(), zeta = c / (2 * (k * m).squareRoot())
            func x(_ t: Double) -> Double {
                if abs(zeta - 1) < 1e-9 { return (1 + (omega - v) * t) * exp(-omega * t) }
                if zeta < 1 {
                    let wd = omega * (1 - zeta * zeta).squareRoot()
                    return exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - v) / wd * sin(wd * t))
                }
                let root = (zeta * zeta - 1).squareRoot()
                let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
                let c2 = (-v - r1) / (r2 - r1)
                return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
            }
            var last = 0.0
            var t = 0.0
            while t < 20 {
                if abs(x(t)) > 0.001 { last = t }
                t += 1e-5
            }
            XCTAssertEqual(animation.settlingDuration, last, accuracy: last * 0.01, "m \(m) k \(k) c \(c) v \(v)")
        }
    }

    func testPerceptualDurationAndBounce() {
        let bouncy = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        XCTAssertEqual(bouncy.mass, 1)
        XCTAssertEqual(bouncy.stiffness, pow(2 * .pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(bouncy.damping, 4 * .pi * 0.7 / 0.5, accuracy: 1e-9)
        XCTAssertEqual(bouncy.duration, bouncy.settlingDuration)
        let flat = CASpringAnimation(perceptualDuration: 1, bounce: 0)
        XCTAssertEqual(flat.damping / (2 * flat.stiffness.squareRoot()), 1, accuracy: 1e-12, "critically damped")
        let heavy = CASpringAnimation(perceptualDuration: 1, bounce: -0.5)
        XCTAssertEqual(heavy.damping / (2 * heavy.stiffness.squareRoot()), 2, accuracy: 1e-12, "overdamped, ζ = 1/(1 + bounce)")
    }

    /// iOS 17's description of a spring reads back what it was made from, and describes a
    /// spring given by constants: mass 1, stiffness 100, damping 10 has ω = 10, period
    /// 2π/10 = 0.628 s and ζ = 10 / (2 × 10) = 0.5, so bounce 0.5.
    func testPerceptualDurationAndBounceReadBack() {
        for (duration, bounce) in [(0.5, 0.0), (0.8, 0.3), (0.4, -0.5)] as [(Double, CGFloat)] {
            let spring = CASpringAnimation(perceptualDuration: duration, bounce: bounce)
            XCTAssertEqual(spring.perceptualDuration, duration, accuracy: 1e-9)
            XCTAssertEqual(spring.bounce, bounce, accuracy: 1e-9)
        }
        let given = CASpringAnimation()
        given.mass = 1
        given.stiffness = 100
        given.damping = 10
        XCTAssertEqual(given.perceptualDuration, 2 * .pi / 10, accuracy: 1e-12)
        XCTAssertEqual(given.bounce, 0.5, accuracy: 1e-12)
    }
}
