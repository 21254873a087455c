import Foundation

/// Drives an animator's transition with a gesture, as UIKit does: it pauses the container's
/// layer time so that every Core Animation animation of the transition (a mask's `path`,
/// `UIView.animate` changes…) shows the moment `percentComplete` names; `finish()` and
/// `cancel()` play the rest forwards or backwards and then let the animations end.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How far the transition is (0…1).
    public private(set) var percentComplete: CGFloat = 0
    /// How fast the rest plays after `finish()` or `cancel()` (default 1).
    open var completionSpeed: CGFloat = 1
    /// The curve the rest plays on after `finish()` or `cancel()` (default ease-in-out).
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// A curve for the rest in place of `completionCurve` (its cubic parameters; a spring
    /// plays as `completionCurve`).
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts driven by the gesture (default true); false plays it on
    /// its own until `pause()`.
    open var wantsInteractiveStart = true
    /// The animator's duration.
    open var duration: CGFloat { CGFloat(transitionDuration) }

    private var context: TransitionContext?
    private var animator: UIViewControllerAnimatedTransitioning?
    private var transitionDuration: TimeInterval = 0
    private var completionLink: CADisplayLink?

    /// Creates a driver.
    public init() {}

    /// The animator whose transition is driven; the container sets it.
    func attach(_ animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let animator else { return }
        let duration = animator.transitionDuration(using: context)
        guard duration.isFinite else {
            // There is no timeline to scrub: the animations run on the clock instead.
            LabDiagnostics.report("UIPercentDrivenInteractiveTransition: the animator's transitionDuration is \(duration); the transition runs without the driver")
            self.animator = nil
            animator.animateTransition(using: context)
            return
        }
        self.context = context
        transitionDuration = max(duration, 1e-3)
        let layer = context.containerView.layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        // The context holds the driver until the transition completes, as UIKit's does: the
        // gesture code usually drops its reference on release, before the animations end.
        context.onComplete.append { _ in self.restoreTiming(layer) }
        animator.animateTransition(using: context)
        update(percentComplete)
        if !wantsInteractiveStart {
            // Played on its own, it finishes when it arrives, unless paused and driven first.
            play(towards: 1, curve: CAMediaTimingFunction(name: .linear)) { context.finishInteractiveTransition() }
        }
    }

    /// Stops a transition playing on its own (see `wantsInteractiveStart`) where it is, for
    /// `update(_:)` to drive.
    open func pause() {
        completionLink?.invalidate()
        completionLink = nil
    }

    /// Shows the transition at `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        guard let context, completionLink == nil else { return }
        self.percentComplete = min(1, max(0, percentComplete.isFinite ? percentComplete : 0))
        context.containerView.layer.timeOffset = Double(self.percentComplete) * transitionDuration
        context.updateInteractiveTransition(self.percentComplete)
    }

    /// Plays the rest of the transition forwards; its animations then end normally.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        play(towards: 1, curve: completionFunction)
    }

    /// Plays the transition back to its start; its animations are then removed, so their
    /// delegates and completions hear that they did not finish, and the container undoes it.
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        play(towards: 0, curve: completionFunction)
    }

    /// The curve of the rest: `timingCurve`'s cubic, else `completionCurve`.
    private var completionFunction: CAMediaTimingFunction {
        if let cubic = timingCurve?.cubicTimingParameters {
            return CAMediaTimingFunction(controlPoints: Float(cubic.controlPoint1.x), Float(cubic.controlPoint1.y),
                                         Float(cubic.controlPoint2.x), Float(cubic.controlPoint2.y))
        }
        return CAMediaTimingFunction(name: completionCurve.timingFunctionName)
    }

    /// Plays the container's time from where it is to the start (`target` 0) or the end (1),
    /// over the remaining time at `completionSpeed`, paced by `curve`; `beforeArriving` runs
    /// just before the last step.
    private func play(towards target: CGFloat, curve: CAMediaTimingFunction, beforeArriving: (() -> Void)? = nil) {
        guard let context else { return }
        let layer = context.containerView.layer
        let speed = Double(completionSpeed > 0 ? completionSpeed : 1)
        let from = layer.timeOffset, to = target > 0 ? transitionDuration : 0
        let length = abs(to - from) / speed
        let start = CACurrentMediaTime()
        completionLink?.invalidate()
        // The link holds the driver until the transition resolves, as UIKit's context does.
        completionLink = CADisplayLink { link in
            let progress = length > 0 ? min(1, (CACurrentMediaTime() - start) / length) : 1
            if progress >= 1 { beforeArriving?() }
            let offset = from + (to - from) * curve.value(at: progress)
            layer.timeOffset = offset
            self.percentComplete = CGFloat(offset / self.transitionDuration)
            guard progress >= 1 else { return }
            link.invalidate()
            self.completionLink = nil
            if target == 0 { UIPercentDrivenInteractiveTransition.removeAnimations(in: layer) }
        }
        completionLink?.add(to: .main, forMode: .common)
    }

    private func restoreTiming(_ layer: CALayer) {
        completionLink?.invalidate()
        completionLink = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        context = nil
        animator = nil
    }

    private static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        if let mask = layer.mask { removeAnimations(in: mask) }
        for child in layer.sublayers ?? [] { removeAnimations(in: child) }
    }
}
