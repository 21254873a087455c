import Foundation

/// One animations block of a property animator: the changes it made and how its progress
/// (0 at the start values, 1 at the end values) follows the animator's time fraction.
final class PropertyAnimatorGroup {
    /// Held strongly: a running animator lives as long as its animations, as in UIKit.
    let animator: UIViewPropertyAnimator
    var changes: [ViewPropertyChange] = []
    var mapping: Mapping

    init(animator: UIViewPropertyAnimator, mapping: Mapping) {
        self.animator = animator
        self.mapping = mapping
    }

    /// The value between `from` and `to` shown at lab time `time`; positions follow the
    /// spring's x and y velocities on their own axes.
    func value(from: AnimationValue, to: AnimationValue, atLabTime time: CFTimeInterval) -> AnimationValue {
        let fraction = animator.timeFraction(at: time)
        let linear = animator.showsLinearScrub
        let x = mapping.progress(at: fraction, axis: 0, linear: linear)
        if case .point(let a) = from, case .point(let b) = to {
            let y = mapping.progress(at: fraction, axis: 1, linear: linear)
            return .point(CGPoint(x: a.x + (b.x - a.x) * x, y: a.y + (b.y - a.y) * y))
        }
        return AnimationValue.interpolate(from, to, x)
    }

    /// The progress shown at lab time `time`.
    func progress(atLabTime time: CFTimeInterval) -> Double {
        mapping.progress(at: animator.timeFraction(at: time), axis: 0, linear: animator.showsLinearScrub)
    }

    /// How progress follows the time fraction τ: from `anchorProgress` at `anchorFraction` to
    /// `targetFraction` (0 or 1, where progress equals it) along `curve`, and held beyond.
    /// A block starts as (its delay, 0) → 1; the animator re-anchors it where it is when the
    /// timing changes, or when it turns back after a linear scrub or a change of timing.
    struct Mapping {
        var anchorFraction: Double
        var anchorProgress: Double
        var targetFraction: Double
        var curve: Curve

        /// Whether the mapping starts at progress 0 and runs forwards, so that playing it
        /// backwards also ends at the start values.
        var playsBothWays: Bool { anchorProgress == 0 && targetFraction == 1 }

        func progress(at fraction: Double, axis: Int, linear: Bool) -> Double {
            let span = targetFraction - anchorFraction
            // A block that starts at the very end jumps there when the run reaches it.
            let w = span == 0 ? (fraction == targetFraction ? 1 : 0) : min(1, max(0, (fraction - anchorFraction) / span))
            let eased = linear ? w : curve.value(at: w, axis: axis)
            return anchorProgress + (targetFraction - anchorProgress) * eased
        }
    }

    /// A timing curve over one stretch of an animator's run: a cubic Bézier or a spring per
    /// axis, taking the fraction of the stretch elapsed to the fraction of the change made.
    struct Curve {
        let function: CAMediaTimingFunction?
        let springs: [SpringMotion]
        /// How long the stretch takes, in seconds (springs move in real time).
        let seconds: Double

        init(_ provider: UITimingCurveProvider, seconds: Double) {
            self.seconds = seconds
            if let spring = provider.springTimingParameters {
                function = nil
                springs = [spring.motion(over: seconds, velocity: spring.initialVelocity.dx),
                           spring.motion(over: seconds, velocity: spring.initialVelocity.dy)]
            } else {
                function = (provider.cubicTimingParameters ?? UICubicTimingParameters()).timingFunction
                springs = []
            }
        }

        func value(at w: Double, axis: Int) -> Double {
            if w <= 0 { return 0 }
            // A spring is settled at the end of its stretch: it lands exactly.
            if w >= 1 { return 1 }
            if !springs.isEmpty { return springs[axis].progress(at: w * seconds) }
            return function?.value(at: w) ?? w
        }
    }
}
