import Foundation

/// Timing that follows a damped spring: the value accelerates towards its target, may
/// overshoot and oscillate, and comes to rest.
///
/// Made from a damping ratio, the spring settles (to 1/1500 of its travel) at the end of the
/// animator's duration, as `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`
/// does. Made from a mass, stiffness and damping, it is that physical spring, and the animator
/// runs for the spring's settling duration instead of its own (the UIKit header: "the duration
/// is computed assuming a small settling oscillation").
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider, @preconcurrency NSCopying {
    /// How the spring was described.
    enum Description {
        /// A damping ratio, timed by the animator's duration.
        case ratio(CGFloat)
        /// Physical constants, timed by the spring itself.
        case physical(mass: CGFloat, stiffness: CGFloat, damping: CGFloat)
    }

    /// The initial rate of change of the animated property, as a fraction of the total change
    /// per second; for positions `dx` and `dy` apply to the two axes, for every other
    /// property `dx` applies.
    public let initialVelocity: CGVector
    let spring: Description

    /// Apple's default: damping ratio 4.56 and no initial velocity (ratios above 1 behave as 1,
    /// critically damped, as in `UIView.animate(…usingSpringWithDamping:…)`).
    public override convenience init() { self.init(dampingRatio: 4.56, initialVelocity: CGVector(dx: 0, dy: 0)) }

    /// A spring with damping ratio `ratio` (1: no overshoot; towards 0: more oscillation).
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
    }

    /// A spring with damping ratio `ratio` starting at `velocity`. A ratio that is not a number
    /// > 0 becomes 1 and a non-finite velocity becomes zero, each with a diagnostic.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        var ratio = ratio
        if !(ratio > 0) || !ratio.isFinite {
            LabDiagnostics.report("UISpringTimingParameters: dampingRatio \(ratio) must be a finite number > 0; using 1")
            ratio = 1
        }
        spring = .ratio(ratio)
        initialVelocity = UISpringTimingParameters.sanitized(velocity)
        super.init()
    }

    /// A spring described by its pace and bounciness (iOS 17): `duration` the perceptual
    /// duration, `bounce` 0 without overshoot, towards 1 bouncier, below 0 overdamped; the
    /// physical spring `CASpringAnimation(perceptualDuration:bounce:)` makes.
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
        let shape = CASpringAnimation(perceptualDuration: duration, bounce: min(0.99, max(-0.99, bounce.isFinite ? bounce : 0)))
        self.init(mass: shape.mass, stiffness: shape.stiffness, damping: shape.damping, initialVelocity: velocity)
    }

    /// The physical spring `mass`, `stiffness`, `damping` starting at `velocity`. Values a
    /// spring cannot have (mass or stiffness ≤ 0, damping < 0, not finite) give a critically
    /// damped spring over the animator's duration instead, with a diagnostic.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        if SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: 0) == nil {
            LabDiagnostics.report("UISpringTimingParameters: mass \(mass), stiffness \(stiffness), damping \(damping): "
                                  + "mass and stiffness must be > 0, damping ≥ 0, all finite; using damping ratio 1")
            spring = .ratio(1)
        } else {
            spring = .physical(mass: mass, stiffness: stiffness, damping: damping)
        }
        initialVelocity = UISpringTimingParameters.sanitized(velocity)
        super.init()
    }

    private static func sanitized(_ velocity: CGVector) -> CGVector {
        guard velocity.dx.isFinite && velocity.dy.isFinite else {
            LabDiagnostics.report("UISpringTimingParameters: initialVelocity \(velocity) is not finite; using zero")
            return CGVector(dx: 0, dy: 0)
        }
        return velocity
    }

    /// `.spring`.
    open var timingCurveType: UITimingCurveType { .spring }
    /// None: this is a spring.
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The parameters are immutable, so a copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// How long a physical spring takes to settle (nil: the spring is timed by the animator).
    var settlingDuration: TimeInterval? {
        guard case .physical = spring else { return nil }
        return motion(over: 1, velocity: 0).settlingTime(tolerance: 0.001)
    }

    /// The spring's motion when it plays over `duration` seconds starting at `velocity`
    /// (fractions of its travel per second).
    func motion(over duration: TimeInterval, velocity: CGFloat) -> SpringMotion {
        switch spring {
        case .ratio(let ratio):
            let constants = ViewAnimationBlock.Spring(dampingRatio: ratio, velocity: velocity, duration: duration).constants
            return SpringMotion(mass: Double(constants.mass), stiffness: Double(constants.stiffness),
                                damping: Double(constants.damping), initialVelocity: Double(velocity))!
        case .physical(let mass, let stiffness, let damping):
            return SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                initialVelocity: Double(velocity))!
        }
    }
}
