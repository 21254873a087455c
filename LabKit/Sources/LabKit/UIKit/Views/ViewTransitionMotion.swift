import Foundation

/// The 3D motions of UIKit's view transitions, as Core Animation keyframes on two layers that
/// lie where the view is: `old` shows the content before the transition, `new` the content
/// after. Flips turn about the view's center with perspective, the old content showing until
/// half-way and the new one after, as UIKit's do; curls are approximated by a page turning
/// about its top edge (see "Differences from Apple").
enum ViewTransitionMotion: Equatable {
    /// Which edge of the view comes towards the viewer.
    enum FlipEdge { case left, right, top, bottom }

    case flip(FlipEdge)
    /// The old content lifts off from the bottom edge, uncovering the new.
    case curlUp
    /// The new content comes down from the top edge over the old.
    case curlDown

    /// The motion the transition bits of `options` name (nil for none or a cross-dissolve).
    init?(_ options: UIView.AnimationOptions) {
        switch (options.rawValue >> 20) & 0xF {
        case 1: self = .flip(.left)
        case 2: self = .flip(.right)
        case 3: self = .curlUp
        case 4: self = .curlDown
        case 6: self = .flip(.top)
        case 7: self = .flip(.bottom)
        default: return nil
        }
    }

    /// Whether the old content lies above the new while the motion runs.
    var oldOnTop: Bool { self != .curlDown }

    /// Animates `old` and `new` over `duration` on `timing`; `completion` hears whether the
    /// animations finished. The model values are untouched, so removing the animations shows
    /// the layers as they are.
    func animate(old: CALayer, new: CALayer, duration: TimeInterval, timing: CAMediaTimingFunction,
                 completion: @escaping (Bool) -> Void) {
        let size = new.bounds.size
        // The eye sits twice the view's larger side in front of it: a visible perspective
        // that keeps every corner in front of the eye through the whole turn.
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / (2 * max(size.width, size.height, 1))
        let group = MotionCompletion(count: self == .curlUp || self == .curlDown ? 1 : 2, completion: completion)
        switch self {
        case .flip(let edge):
            let (axis, sign) = ViewTransitionMotion.axis(of: edge)
            func turn(_ angle: CGFloat, _ layer: CALayer) -> CATransform3D {
                let rotation = CATransform3DMakeRotation(angle, axis.x, axis.y, 0)
                return CATransform3DConcat(CATransform3DConcat(rotation, perspective), layer.transform)
            }
            // The turn is one motion through 180°, eased as a whole; each half is edge-on
            // (invisible) while the other shows, and hidden outright to keep its edge off screen.
            let quarter = sign * .pi / 2
            add(to: old, "transform", [turn(0, old), turn(quarter, old), turn(quarter, old)], [0, 0.5, 1], duration, timing, group)
            add(to: new, "transform", [turn(-quarter, new), turn(-quarter, new), turn(0, new)], [0, 0.5, 1], duration, timing, group)
            addHidden(to: old, [false, true], duration)
            addHidden(to: new, [true, false], duration)
        case .curlUp, .curlDown:
            let page = self == .curlUp ? old : new
            // Sampled densely so that the interpolated transforms keep turning about the top edge.
            let steps = 12
            let angles = (0...steps).map { CGFloat($0) / CGFloat(steps) * .pi / 2 }
            let lift = angles.map { angle -> CATransform3D in
                let h = size.height / 2
                let aboutTop = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(0, h, 0),
                                                                       CATransform3DMakeRotation(angle, 1, 0, 0)),
                                                   CATransform3DMakeTranslation(0, -h, 0))
                return CATransform3DConcat(CATransform3DConcat(aboutTop, perspective), page.transform)
            }
            let times = (0...steps).map { NSNumber(value: Double($0) / Double(steps)) }
            let values = self == .curlUp ? lift : lift.reversed()
            add(to: page, "transform", values, times, duration, timing, group)
            let fade: [Double] = self == .curlUp ? [1, 1, 0] : [0, 1, 1]
            add(to: page, "opacity", fade.map { $0 * Double(page.opacity) }, [0, 0.5, 1], duration, timing, nil)
        }
    }

    /// The rotation axis and the sign that brings `edge` towards the viewer (y points down,
    /// z towards the viewer).
    private static func axis(of edge: FlipEdge) -> (axis: CGPoint, sign: CGFloat) {
        switch edge {
        case .left: return (CGPoint(x: 0, y: 1), 1)
        case .right: return (CGPoint(x: 0, y: 1), -1)
        case .top: return (CGPoint(x: 1, y: 0), -1)
        case .bottom: return (CGPoint(x: 1, y: 0), 1)
        }
    }

    private func add(to layer: CALayer, _ keyPath: String, _ values: [Any], _ keyTimes: [NSNumber],
                     _ duration: TimeInterval, _ timing: CAMediaTimingFunction, _ group: MotionCompletion?) {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = keyTimes
        animation.duration = duration
        animation.timingFunction = timing
        animation.delegate = group
        layer.add(animation, forKey: "transition.\(keyPath)")
    }

    private func addHidden(to layer: CALayer, _ values: [Bool], _ duration: TimeInterval) {
        let animation = CAKeyframeAnimation(keyPath: "hidden")
        animation.values = values
        animation.keyTimes = [0, 0.5]
        animation.calculationMode = .discrete
        animation.duration = duration
        layer.add(animation, forKey: "transition.hidden")
    }
}

/// Calls a motion's completion once all of its counted animations have stopped.
private final class MotionCompletion: CAAnimationDelegate {
    private var remaining: Int
    private var allFinished = true
    private let completion: (Bool) -> Void

    init(count: Int, completion: @escaping (Bool) -> Void) {
        remaining = count
        self.completion = completion
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        allFinished = allFinished && flag
        remaining -= 1
        if remaining == 0 { completion(allFinished) }
    }
}
