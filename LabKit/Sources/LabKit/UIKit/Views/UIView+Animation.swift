import Foundation

extension UIView {
    /// Options of the animation family.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out the views that need it as the block ends, so that the frames layout gives
        /// animate with the rest.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Touches reach the animating views (by default they do not).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the value on screen (the lab always does; position, bounds and transform
        /// animate additively, from the model value, as on iOS 8 and later).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Play forwards, then backwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// A block nested in another keeps its own duration (without it, it takes the outer
        /// block's duration and delay).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// A block nested in another keeps its own curve or spring (without it, it takes the
        /// outer block's).
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw changing content during the animation instead of stretching a snapshot (the
        /// lab always redraws).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Let nested blocks ignore the outer options (the lab's nested blocks always use their own).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// The system's frame rate (the lab animates at the host's frame rate in every case).
        public static let preferredFramesPerSecondDefault = AnimationOptions([])
        /// 60 frames per second (a hint the lab does not need).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second (a hint the lab does not need).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// Slow start and end (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Slow end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Even pace.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// Transitions hide the old view and show the new one instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)

        /// No transition animation (the default).
        public static let transitionNone = AnimationOptions([])
        /// A turn about the vertical axis, the left edge coming towards the viewer.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A turn about the vertical axis, the right edge coming towards the viewer.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// The old content curls up from the bottom (approximated: see "Differences from Apple").
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// The new content curls down from the top (approximated: see "Differences from Apple").
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A transition that dissolves the old look into the new.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A turn about the horizontal axis, the top edge coming towards the viewer.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A turn about the horizontal axis, the bottom edge coming towards the viewer.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// These options with their curve (bits 16 and 17) replaced by `curve`'s.
        func replacingCurve(with curve: AnimationOptions) -> AnimationOptions {
            let curveBits: UInt = 3 << 16
            return AnimationOptions(rawValue: (rawValue & ~curveBits) | (curve.rawValue & curveBits))
        }

        /// The transition bits (0: none, 5: cross-dissolve, the others a flip or a curl).
        var transitionKind: UInt { (rawValue >> 20) & 0xF }

        /// The timing function the curve bits name.
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: return CAMediaTimingFunction(name: .easeIn)
            case 2: return CAMediaTimingFunction(name: .easeOut)
            case 3: return CAMediaTimingFunction(name: .linear)
            default: return CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// Animates the property changes `animations` makes, after `delay`, over `duration` on
    /// the curve the options name; `completion` runs on the lab clock when every animation
    /// the block started has stopped (`true` unless one was removed early).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        ViewAnimationBlock(duration: duration, delay: delay, options: options, spring: nil, completion: completion)
            .run(animations)
    }

    /// Animates over `duration` with the default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates over `duration` with the default curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates on a spring: `dampingRatio` 1 settles without overshoot, lower values
    /// oscillate; `velocity` 1 is the whole distance in one second. The spring settles
    /// (to 1/1500 of its travel) at the end of `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = ViewAnimationBlock.Spring(dampingRatio: dampingRatio, velocity: velocity, duration: duration)
        ViewAnimationBlock(duration: duration, delay: delay, options: options, spring: spring, completion: completion)
            .run(animations)
    }

    /// Animates on a spring described by its pace and bounciness (iOS 17): `duration` is the
    /// perceptual duration (the undamped spring's period), `bounce` 0 settles without
    /// overshoot, towards 1 bouncier, below 0 overdamped; `velocity` 1 is the whole distance
    /// in one second. The animations last until the spring settles (within 0.1% of the way).
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                              initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let shape = CASpringAnimation(perceptualDuration: duration, bounce: min(0.99, max(-0.99, bounce.isFinite ? bounce : 0)))
        let settling = shape.settlingDuration.isFinite ? shape.settlingDuration : duration
        var spring = ViewAnimationBlock.Spring(dampingRatio: 1, velocity: velocity, duration: settling)
        spring.given = (shape.mass, shape.stiffness, shape.damping)
        ViewAnimationBlock(duration: settling, delay: delay, options: options, spring: spring, completion: completion)
            .run(animations)
    }

    /// Runs `actions` with every animation off, as `setAnimationsEnabled(false)` does for their
    /// duration: changes happen at once, also in animation blocks `actions` runs (whose
    /// completions still run).
    public class func performWithoutAnimation(_ actions: () -> Void) {
        let enabled = ViewAnimationBlock.animationsEnabled
        ViewAnimationBlock.animationsEnabled = false
        ViewAnimationBlock.stack.append(nil)
        actions()
        ViewAnimationBlock.stack.removeLast()
        ViewAnimationBlock.animationsEnabled = enabled
    }

    /// The duration of the animation block whose closure is running (0 outside one), which
    /// nested blocks inherit unless they pass `.overrideInheritedDuration`.
    public class var inheritedAnimationDuration: TimeInterval {
        guard ViewAnimationBlock.animationsEnabled, let block = ViewAnimationBlock.current as? ViewAnimationBlock else { return 0 }
        return block.duration
    }

    /// Whether property changes animate (false inside `performWithoutAnimation` and after
    /// `setAnimationsEnabled(false)`).
    public class var areAnimationsEnabled: Bool {
        ViewAnimationBlock.animationsEnabled && (ViewAnimationBlock.stack.last.map { $0 != nil } ?? true)
    }

    /// Turns the animation blocks' animations off (false) or back on for every view: changes
    /// made in blocks then happen at once, and their completions still run.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationBlock.animationsEnabled = enabled
    }
}

/// What turns the property changes made inside an animation block into animations: an
/// `animate` call, a keyframe block or a property animator.
protocol ViewAnimationContext: AnyObject {
    /// The action for a change of `key` on `layer` (the layer of `view`) inside the block.
    func action(for view: UIView, layer: CALayer, key: String) -> CAAction?
}

/// One `UIView.animate` call while its block runs and until its animations stop.
final class ViewAnimationBlock: ViewAnimationContext, CAAnimationDelegate {
    /// UIKit's spring, as Core Animation spring constants.
    struct Spring {
        let dampingRatio: CGFloat
        let velocity: CGFloat
        let duration: TimeInterval
        /// Constants given as they are (a spring described by perceptual duration and bounce).
        var given: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?

        /// Unit mass; the stiffness that makes the envelope e^(−ζωt) fall to 1/1500 at the end of
        /// the duration (ζ clipped to 0.01…1), and the damping that gives ratio ζ.
        var constants: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat) {
            if let given { return given }
            let ratio = min(1, max(0.01, dampingRatio))
            let omega = log(1500) / (ratio * CGFloat(max(duration, 1e-3)))
            return (1, omega * omega, 2 * ratio * omega)
        }
    }

    /// The blocks whose animation closures are running, innermost last (nil: animations off).
    nonisolated(unsafe) static var stack: [ViewAnimationContext?] = []
    /// Whether blocks animate at all (`UIView.setAnimationsEnabled(_:)`).
    nonisolated(unsafe) static var animationsEnabled = true
    static var current: ViewAnimationContext? { stack.last ?? nil }

    // Variable for the legacy `beginAnimations` blocks, whose settings come after they open.
    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    /// A legacy block's repeat count (nil: `.repeat` in the options repeats for ever).
    var repeatCount: Float?
    var spring: Spring?
    private var completion: ((Bool) -> Void)?
    private var running = 0
    private var allFinished = true
    private var blockedViews: [UIView] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, spring: Spring?,
         completion: ((Bool) -> Void)?) {
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.options = options
        self.spring = spring
        self.completion = completion
    }

    func run(_ animations: () -> Void) {
        if let outer = ViewAnimationBlock.current as? ViewAnimationBlock { inherit(from: outer) }
        if duration <= 0 && delay <= 0 {
            UIView.performWithoutAnimation(animations)
            finishWithoutAnimations()
            return
        }
        open()
        animations()
        close()
    }

    /// A block nested in `outer`'s closure takes its duration (and delay, when it has none of
    /// its own) and its curve, unless its options override them (Apple:
    /// `overrideInheritedDuration`, "the animation inherits the remaining duration of the
    /// in-flight animation"; `overrideInheritedCurve`, "inherits the curve").
    private func inherit(from outer: ViewAnimationBlock) {
        if !options.contains(.overrideInheritedDuration) {
            duration = outer.duration
            if delay == 0 { delay = outer.delay }
        }
        if !options.contains(.overrideInheritedCurve) {
            spring = outer.spring
            options = options.replacingCurve(with: outer.options)
        }
    }

    /// Makes the block the one property changes animate in.
    func open() {
        ViewAnimationBlock.stack.append(self)
    }

    /// Ends the block (the innermost open one); with nothing animated, completes it.
    func close() {
        // UIKit lays out at commit time inside the block: the frames layout gives animate too.
        if options.contains(.layoutSubviews) { UIWindow.layoutWindows() }
        ViewAnimationBlock.stack.removeLast()
        if running == 0 { finishWithoutAnimations() }
    }

    /// With nothing to animate the completion still runs, on the next turn of the clock.
    private func finishWithoutAnimations() {
        guard let completion else { return }
        self.completion = nil
        LabTimer.after(delay) { completion(true) }
    }

    /// The animation for a change of `key` on `layer` inside the block: additive for a view's
    /// position, bounds and transform (`AdditiveViewChange`), from the value on screen to the
    /// new one for the other properties.
    func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        guard type(of: layer).animatesInViewAnimationBlocks(key) else { return nil }
        guard let change = AdditiveViewChange(layer: layer, key: key) else { return started(makeAnimation(for: layer), on: view) }
        return AdditiveViewChangeAction(animations: change.parts.map { part in
            let animation = makeAnimation(for: layer)
            animation.keyPath = part.keyPath
            animation.fromValue = part.offset.objectValue
            animation.toValue = part.zero.objectValue
            animation.isAdditive = true
            return started(animation, on: view)
        })
    }

    /// An animation with the block's timing, curve or spring, and repetition.
    private func makeAnimation(for layer: CALayer) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring {
            let s = CASpringAnimation()
            (s.mass, s.stiffness, s.damping) = spring.constants
            s.initialVelocity = spring.velocity
            animation = s
        } else {
            animation = CABasicAnimation()
            animation.timingFunction = options.timingFunction
        }
        animation.duration = duration == 0 ? 1e-6 : duration
        if delay > 0 {
            animation.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if let repeatCount { animation.repeatCount = repeatCount } else if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        return animation
    }

    /// Counts `animation` among the block's, which complete it when they have all stopped.
    private func started(_ animation: CABasicAnimation, on view: UIView) -> CABasicAnimation {
        animation.delegate = self
        running += 1
        if !options.contains(.allowUserInteraction) {
            view.interactionBlockingAnimations += 1
            blockedViews.append(view)
        }
        return animation
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        allFinished = allFinished && flag
        running -= 1
        guard running == 0 else { return }
        for view in blockedViews { view.interactionBlockingAnimations -= 1 }
        blockedViews = []
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}
