import Foundation

/// A basic animation driven by a damped spring: a mass on a spring with the given stiffness
/// and damping, starting at `fromValue` with `initialVelocity` and settling on `toValue`.
/// The value follows the closed-form solution of `m·x″ + c·x′ + k·x = 0` (under-, critically
/// or over-damped) and may overshoot. `duration` still bounds the animation; set it to
/// `settlingDuration` to see the whole motion.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring (default 1).
    open var mass: CGFloat = 1 { didSet { settlingCache = nil } }
    /// The spring's stiffness (default 100).
    open var stiffness: CGFloat = 100 { didSet { settlingCache = nil } }
    /// The damping coefficient (default 10).
    open var damping: CGFloat = 10 { didSet { settlingCache = nil } }
    /// The starting velocity, in units of the whole distance per second (positive: towards the
    /// target).
    open var initialVelocity: CGFloat = 0 { didSet { settlingCache = nil } }
    private var settlingCache: CFTimeInterval?

    /// Creates the animation with default values.
    public required init() { super.init() }

    /// Creates an animation as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        springAnimationKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let springAnimationKeyValueAccessors: [String: KeyValueAccessor] = [
        "mass": KeyValueAccessor(\CASpringAnimation.mass),
        "stiffness": KeyValueAccessor(\CASpringAnimation.stiffness),
        "damping": KeyValueAccessor(\CASpringAnimation.damping),
        "initialVelocity": KeyValueAccessor(\CASpringAnimation.initialVelocity),
    ]

    /// A spring described as SwiftUI and UIKit describe it: `perceptualDuration` is the period
    /// of the undamped spring, `bounce` 0 is critically damped, towards 1 bouncier, below 0
    /// overdamped. The duration is set to the settling duration.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let period = perceptualDuration > 0 && perceptualDuration.isFinite ? perceptualDuration : 0.5
        mass = 1
        stiffness = pow(2 * .pi / period, 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / period : 4 * .pi / (period * (1 + bounce))
        duration = settlingDuration
    }

    /// The period of the undamped spring, 2π √(mass / stiffness) (iOS 17); 0 when the spring
    /// is not physical.
    open var perceptualDuration: CFTimeInterval {
        guard mass > 0, stiffness > 0, mass.isFinite, stiffness.isFinite else { return 0 }
        return 2 * .pi * Double((mass / stiffness).squareRoot())
    }

    /// How bouncy the spring is (iOS 17): 1 − ζ for a damping ratio ζ ≤ 1, 1/ζ − 1 when
    /// overdamped, as `init(perceptualDuration:bounce:)` takes it.
    open var bounce: CGFloat {
        guard mass > 0, stiffness > 0, damping >= 0 else { return 0 }
        let ratio = damping / (2 * (stiffness * mass).squareRoot())
        return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }

    /// How long the spring takes to come to rest: after it, the value stays within 0.1% of
    /// the distance from the target.
    open var settlingDuration: CFTimeInterval {
        if let settlingCache { return settlingCache }
        let value = motion?.settlingTime(tolerance: 0.001) ?? 0
        settlingCache = value
        return value
    }

    /// The spring's parameters as an equation of motion; nil when they are not physical.
    var motion: SpringMotion? {
        SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                     initialVelocity: Double(initialVelocity))
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass; stiffness = other.stiffness; damping = other.damping; initialVelocity = other.initialVelocity
    }

    override func makeTrack(for layer: CALayer, reject: (String) -> Void) -> AnimationTrack? {
        guard let motion else {
            reject("spring mass \(mass), stiffness \(stiffness), damping \(damping), initialVelocity \(initialVelocity): mass and stiffness must be > 0, damping ≥ 0, all finite")
            return nil
        }
        guard let basic = super.makeTrack(for: layer, reject: reject) as? BasicTrack else { return nil }
        return BasicTrack(self, property: basic.property, from: basic.from, to: basic.to, by: basic.by,
                          previous: basic.previous, spring: motion)
    }
}

/// The motion of a damped spring released at displacement 1 from its rest point: x(t) solves
/// `m·x″ + c·x′ + k·x = 0` with x(0) = 1 and x′(0) = −v₀; the animation's progress is 1 − x.
struct SpringMotion {
    let omega: Double       // undamped angular frequency √(k/m)
    let zeta: Double        // damping ratio c / (2√(km))
    let v0: Double

    init?(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
        guard mass > 0, stiffness > 0, damping >= 0,
              [mass, stiffness, damping, initialVelocity].allSatisfy(\.isFinite) else { return nil }
        omega = (stiffness / mass).squareRoot()
        zeta = damping / (2 * (stiffness * mass).squareRoot())
        v0 = initialVelocity
    }

    /// The fraction of the distance covered at `t` seconds.
    func progress(at t: Double) -> Double { 1 - displacement(at: t) }

    /// x(t).
    func displacement(at t: Double) -> Double {
        let dx0 = -v0
        if abs(zeta - 1) < 1e-6 {
            return (1 + (dx0 + omega) * t) * exp(-omega * t)
        }
        if zeta < 1 {
            let wd = omega * (1 - zeta * zeta).squareRoot()
            let b = (dx0 + zeta * omega) / wd
            return exp(-zeta * omega * t) * (cos(wd * t) + b * sin(wd * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let c2 = (dx0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// The time after which |x| stays at or below `tolerance`.
    func settlingTime(tolerance: Double) -> Double {
        if zeta < 1 && abs(zeta - 1) >= 1e-6 { return underdampedSettlingTime(tolerance: tolerance) }
        // Without oscillation |x| has at most one bump, then decays monotonically: find a time
        // beyond it where |x| is small, scan back for the last excursion, then bisect.
        var bound = 1 / omega
        while abs(displacement(at: bound)) > tolerance * 1e-3 && bound < 1e6 { bound *= 2 }
        let steps = 20_000
        let dt = bound / Double(steps)
        var i = steps
        while i > 0 && abs(displacement(at: Double(i) * dt)) <= tolerance { i -= 1 }
        return bisect(from: Double(i) * dt, to: Double(i + 1) * dt, tolerance: tolerance)
    }

    /// Under-damped, |x| peaks at the zeros of x′, tₖ = (θ + kπ)/ω_d, and the peaks shrink:
    /// the answer lies after the last peak above the tolerance, before the next zero of x.
    private func underdampedSettlingTime(tolerance: Double) -> Double {
        let a = zeta * omega
        let wd = omega * (1 - zeta * zeta).squareRoot()
        let b = (-v0 + a) / wd
        // x′ ∝ (b·ω_d − a)·cos(ω_d t) − (ω_d + a·b)·sin(ω_d t).
        var theta = atan2(b * wd - a, wd + a * b)
        if theta < 0 { theta += .pi }
        var lastAbove = 0.0
        var k = 0.0
        while true {
            let peak = (theta + k * .pi) / wd
            if abs(displacement(at: peak)) <= tolerance { break }
            lastAbove = peak
            k += 1
        }
        let next = (theta + k * .pi) / wd
        // The zero of x between the two peaks.
        var lo = lastAbove, hi = next
        let sign = displacement(at: lastAbove) > 0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if (displacement(at: mid) > 0) == sign { lo = mid } else { hi = mid }
        }
        return bisect(from: lastAbove, to: hi, tolerance: tolerance)
    }

    /// The time in `from…to` where |x| falls to `tolerance` (|x| decreasing there).
    private func bisect(from: Double, to: Double, tolerance: Double) -> Double {
        var lo = from, hi = to
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid)) > tolerance { lo = mid } else { hi = mid }
        }
        return hi
    }
}
