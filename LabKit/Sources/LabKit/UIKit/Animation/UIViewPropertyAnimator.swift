import Foundation

/// Animates view property changes and lets them be paused, scrubbed, reversed, stopped and
/// retimed before they finish, on the lab clock.
///
/// As in UIKit, the animations blocks run when the animator starts (blocks added while it is
/// active run at once): the views' model values take the new values then, and what the
/// animator controls is what the presentation layers show. The animator's time fraction τ
/// (`fractionComplete`) runs from 0 to 1 over `duration`; each block's progress follows it
/// through the timing curve, from the block's start (its delay factor) to the end.
///
/// - Pausing freezes τ; `fractionComplete` set while paused scrubs. With `scrubsLinearly`
///   (the default) the views show progress = τ while scrubbed, and on resuming the curve
///   takes them from there to the end over the remaining time.
/// - Reversing plays back: blocks whose progress is still on their original curve retrace
///   it; others run on the curve from where they are to the start. A reversed animator ends
///   at `.start`, its views' model values back at the start values.
/// - `continueAnimation(withTimingParameters:durationFactor:)` runs the rest on the new curve
///   from where each block is, over `durationFactor` × `duration` for the whole run.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, @preconcurrency NSCopying {
    /// The timing the animator was made with.
    public let timingParameters: UITimingCurveProvider?
    /// The time a whole run takes, in seconds (for a spring given by mass, stiffness and
    /// damping: its settling duration).
    public let duration: TimeInterval
    /// The delay before the animations start, set by `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// Inactive, active or stopped.
    public private(set) var state: UIViewAnimatingState = .inactive

    /// Whether a paused animator's scrubbing shows progress linearly (true, the default) or
    /// on the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at the end instead of completing, so
    /// that it can be reversed (default false).
    open var pausesOnCompletion = false
    /// Whether hit testing of the animated views is left to you (default false). The lab
    /// hit-tests views by their model geometry either way.
    open var isManualHitTestingEnabled = false

    /// Whether the animated views take touches while the animator is active (default true).
    /// It can be changed only while the animator is inactive.
    open var isUserInteractionEnabled: Bool {
        get { userInteraction }
        set {
            guard state == .inactive else {
                LabDiagnostics.report("UIViewPropertyAnimator: isUserInteractionEnabled changed on an active animator; ignored")
                return
            }
            userInteraction = newValue
        }
    }

    /// Whether the animations can be paused, scrubbed, reversed and retimed (default true).
    /// It can be changed only while the animator is inactive.
    open var isInterruptible: Bool {
        get { interruptible }
        set {
            guard state == .inactive else {
                LabDiagnostics.report("UIViewPropertyAnimator: isInterruptible changed on an active animator; ignored")
                return
            }
            interruptible = newValue
        }
    }

    private var userInteraction = true
    private var interruptible = true
    /// Blocks added before the start, with their delay factors.
    private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    private var groups: [PropertyAnimatorGroup] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The timing the remaining run follows (changed by `continueAnimation`).
    private var currentTiming: UITimingCurveProvider
    /// Seconds per whole run (τ from 0 to 1).
    private var timeScale: TimeInterval
    private var reversed = false
    private var running = false
    /// τ while not running.
    private var heldFraction = 0.0
    /// While running: τ at `runStart`, from which it moves at 1 / `timeScale` per second.
    private var runFraction = 0.0
    private var runStart: CFTimeInterval = 0
    /// Paused after `fractionComplete` was set with `scrubsLinearly`.
    private(set) var showsLinearScrub = false
    private var endTimer: LabTimer?
    private var blockedViews: [UIView] = []

    // MARK: Creating

    /// An animator of `duration` seconds with the timing `parameters` supplies; it starts
    /// inactive. A duration that is not a finite number ≥ 0 becomes 0, with a diagnostic.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        var duration = duration
        if !duration.isFinite || duration < 0 {
            LabDiagnostics.report("UIViewPropertyAnimator: duration \(duration) must be a finite number ≥ 0; using 0")
            duration = 0
        }
        if let settling = parameters.springTimingParameters?.settlingDuration { duration = settling }
        self.duration = duration
        timingParameters = parameters
        currentTiming = parameters
        timeScale = duration
        super.init()
    }

    /// An inactive animator of no duration on the default ease-in-ease-out curve, as the
    /// `init()` it inherits from `NSObject` makes on iOS.
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters(animationCurve: .easeInOut))
    }

    /// An animator on one of UIKit's built-in curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator on the cubic Bézier curve with control points `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator on a spring of damping ratio `ratio` that settles at the end of `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`), on the curve `options` names. Views
    /// take touches while it runs only with `.allowUserInteraction`; the repeat, autoreverse
    /// and transition options are ignored, as UIKit ignores them.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.userInteraction = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with the same duration, timing and settings (not the animations).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init(duration: duration, timingParameters: timingParameters ?? UICubicTimingParameters())
        copy.userInteraction = userInteraction
        copy.interruptible = interruptible
        copy.scrubsLinearly = scrubsLinearly
        copy.pausesOnCompletion = pausesOnCompletion
        copy.isManualHitTestingEnabled = isManualHitTestingEnabled
        return copy
    }

    // MARK: State

    /// Whether the animations are running (started, not paused, stopped or finished).
    open var isRunning: Bool { running }

    /// Whether the animations play back towards their start. Setting it on a running or
    /// paused animator turns it around where it is.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard state != .stopped, state == .inactive || interruptible else {
                LabDiagnostics.report("UIViewPropertyAnimator: isReversed changed on a \(state == .stopped ? "stopped" : "non-interruptible") animator; ignored")
                return
            }
            if running {
                runFraction = timeFraction(at: CACurrentMediaTime())
                runStart = max(runStart, CACurrentMediaTime())
            }
            reversed = newValue
            // After a linear scrub, resuming re-anchors every block anyway.
            if running || !showsLinearScrub {
                let fraction = running ? runFraction : heldFraction
                for group in groups where !group.mapping.playsBothWays && group.mapping.targetFraction != target {
                    reanchor(group, at: fraction, linear: false)
                }
            }
            if running { scheduleEnd() }
        }
    }

    /// How far the animations are: the time fraction τ, 0…1. Setting it scrubs a paused
    /// animator (an inactive one is paused first; a running one ignores it, as in UIKit).
    /// Values outside 0…1 are clamped and non-finite ones ignored, with a diagnostic.
    open var fractionComplete: CGFloat {
        get { CGFloat(timeFraction(at: CACurrentMediaTime())) }
        set {
            guard newValue.isFinite else {
                LabDiagnostics.report("UIViewPropertyAnimator: fractionComplete \(newValue) is not finite; ignored")
                return
            }
            var fraction = Double(newValue)
            if !(0...1).contains(fraction) {
                LabDiagnostics.report("UIViewPropertyAnimator: fractionComplete \(newValue) outside 0…1; clamped",
                                      kind: "UIViewPropertyAnimator fractionComplete outside 0…1")
                fraction = min(1, max(0, fraction))
            }
            switch state {
            case .stopped:
                LabDiagnostics.report("UIViewPropertyAnimator: fractionComplete set on a stopped animator; ignored")
                return
            case .inactive:
                pauseAnimation()
            case .active:
                if running { return }
                guard interruptible else {
                    LabDiagnostics.report("UIViewPropertyAnimator: fractionComplete set on a non-interruptible animator; ignored")
                    return
                }
            }
            heldFraction = fraction
            showsLinearScrub = scrubsLinearly
        }
    }

    /// τ at lab time `time`.
    func timeFraction(at time: CFTimeInterval) -> Double {
        guard running else { return heldFraction }
        let elapsed = max(0, time - runStart)
        let delta = timeScale > 0 ? elapsed / timeScale : .infinity
        return reversed ? max(0, runFraction - delta) : min(1, runFraction + delta)
    }

    /// The fraction the animations are heading for.
    private var target: Double { reversed ? 0 : 1 }

    // MARK: Animations and completions

    /// Adds a block of animations. Before the start it runs over the whole duration; on an
    /// active animator it runs at once, over the remaining time.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block of animations that starts after `delayFactor` (0…1) × the remaining
    /// duration. A factor outside 0…1 is clamped, a non-number taken as 0, with a diagnostic.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        var factor = Double(delayFactor)
        if !(0...1).contains(factor) {
            LabDiagnostics.report("UIViewPropertyAnimator: delayFactor \(delayFactor) must lie in 0…1; clamped")
            factor = factor.isNaN ? 0 : min(1, max(0, factor))
        }
        switch state {
        case .inactive: pendingBlocks.append((animation, factor))
        case .active: run(animation, delayFactor: factor, at: timeFraction(at: CACurrentMediaTime()))
        case .stopped: LabDiagnostics.report("UIViewPropertyAnimator: animations added to a stopped animator; ignored")
        }
    }

    /// Adds a block to run when the animations end (not after `stopAnimation(true)`), told
    /// where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs an animations block, recording its changes, and puts them on their layers.
    private func run(_ block: () -> Void, delayFactor: Double, at fraction: Double) {
        let start = fraction + delayFactor * (1 - fraction)
        let mapping = PropertyAnimatorGroup.Mapping(anchorFraction: start, anchorProgress: 0, targetFraction: 1,
                                                    curve: curve(over: 1 - start))
        let group = PropertyAnimatorGroup(animator: self, mapping: mapping)
        group.changes = ViewPropertyChangeRecording.record(block)
        groups.append(group)
        for change in group.changes {
            change.layer.add(PropertyAnimatorAnimation(change: change, group: group), forKey: change.keyPath)
            if !userInteraction && !blockedViews.contains(where: { $0 === change.view }) {
                change.view.interactionBlockingAnimations += 1
                blockedViews.append(change.view)
            }
        }
    }

    /// The current timing over `span` of the time fraction.
    private func curve(over span: Double) -> PropertyAnimatorGroup.Curve {
        PropertyAnimatorGroup.Curve(currentTiming, seconds: abs(span) * timeScale)
    }

    /// Makes `group` run on the current curve from where it shows at `fraction` to the target.
    private func reanchor(_ group: PropertyAnimatorGroup, at fraction: Double, linear: Bool) {
        let progress = group.mapping.progress(at: fraction, axis: 0, linear: linear)
        group.mapping = PropertyAnimatorGroup.Mapping(anchorFraction: fraction, anchorProgress: progress,
                                                      targetFraction: target, curve: curve(over: target - fraction))
    }

    // MARK: Flow control

    /// Starts the animations, or resumes paused ones.
    open func startAnimation() { start(afterDelay: 0) }

    /// Starts the animations after `delay` seconds (which `delay` then reports). A delay that
    /// is not a finite number ≥ 0 becomes 0, with a diagnostic.
    open func startAnimation(afterDelay delay: TimeInterval) {
        var delay = delay
        if !delay.isFinite || delay < 0 {
            LabDiagnostics.report("UIViewPropertyAnimator: delay \(delay) must be a finite number ≥ 0; using 0")
            delay = 0
        }
        self.delay = delay
        start(afterDelay: delay)
    }

    private func start(afterDelay delay: TimeInterval) {
        switch state {
        case .stopped:
            LabDiagnostics.report("UIViewPropertyAnimator: startAnimation on a stopped animator; call finishAnimation(at:)")
            return
        case .inactive:
            activate()
        case .active:
            if running { return }
        }
        resume(afterDelay: delay)
    }

    /// Pauses the animations where they are; an inactive animator becomes active and paused
    /// at the start, ready to be scrubbed.
    open func pauseAnimation() {
        switch state {
        case .stopped:
            LabDiagnostics.report("UIViewPropertyAnimator: pauseAnimation on a stopped animator; ignored")
        case .inactive:
            activate()
        case .active:
            guard running else { return }
            guard interruptible else {
                LabDiagnostics.report("UIViewPropertyAnimator: pauseAnimation on a non-interruptible animator; ignored")
                return
            }
            heldFraction = timeFraction(at: CACurrentMediaTime())
            halt()
        }
    }

    /// Resumes with new timing: each block runs from where it is on the new curve (nil: the
    /// current one), and a whole run now takes `durationFactor` × `duration` (0: unchanged).
    /// A negative or non-number factor is taken as 0, with a diagnostic.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else {
            LabDiagnostics.report("UIViewPropertyAnimator: continueAnimation on \(state == .inactive ? "an inactive" : "a stopped") animator; ignored")
            return
        }
        guard interruptible else {
            LabDiagnostics.report("UIViewPropertyAnimator: continueAnimation on a non-interruptible animator; ignored")
            return
        }
        var factor = Double(durationFactor)
        if !(factor >= 0) || !factor.isFinite {
            LabDiagnostics.report("UIViewPropertyAnimator: durationFactor \(durationFactor) must be a finite number ≥ 0; using 0")
            factor = 0
        }
        if running {
            heldFraction = timeFraction(at: CACurrentMediaTime())
            halt()
        }
        if factor > 0 { timeScale = factor * duration }
        if let parameters {
            currentTiming = parameters
            for group in groups { reanchor(group, at: heldFraction, linear: showsLinearScrub) }
            showsLinearScrub = false
        }
        resume(afterDelay: 0)
    }

    /// Stops the animations where they are: the views' model values become what they show.
    /// With `withoutFinishing` the animator becomes inactive and its completions never run;
    /// otherwise it waits in `.stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else {
            LabDiagnostics.report("UIViewPropertyAnimator: stopAnimation on \(state == .inactive ? "an inactive" : "a stopped") animator; ignored")
            return
        }
        let now = CACurrentMediaTime()
        for group in groups {
            for change in group.changes {
                ViewPropertyChange.setModel(change.layer, change.property,
                                            to: group.value(from: change.from, to: change.to, atLabTime: now))
            }
        }
        heldFraction = timeFraction(at: now)
        halt()
        removeAnimations()
        if withoutFinishing {
            completions = []
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: its views' model values go to `finalPosition` (`.current`
    /// leaves them where they stopped), then the completions run. On an animator that is not
    /// stopped this is a programmer error in UIKit; here it is ignored with a diagnostic.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            LabDiagnostics.report("UIViewPropertyAnimator: finishAnimation(at:) on \(state == .inactive ? "an inactive" : "an active") animator; "
                                  + "call stopAnimation(false) first; ignored")
            return
        }
        finish(at: finalPosition, settingEndValues: true)
    }

    // MARK: Internals

    /// Runs the blocks added so far and puts their animations on the views, paused at τ = 0.
    private func activate() {
        state = .active
        heldFraction = reversed ? 1 : 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { run(block, delayFactor: factor, at: 0) }
    }

    /// Runs from `heldFraction` towards the target, `delay` seconds from now.
    private func resume(afterDelay delay: TimeInterval) {
        if showsLinearScrub {
            for group in groups { reanchor(group, at: heldFraction, linear: true) }
            showsLinearScrub = false
        }
        running = true
        runFraction = heldFraction
        runStart = CACurrentMediaTime() + delay
        scheduleEnd()
    }

    /// Stops the clock (τ stays at `heldFraction`).
    private func halt() {
        running = false
        endTimer?.invalidate()
        endTimer = nil
    }

    /// Arranges for the run to end when τ reaches the target, on the lab clock. The timer
    /// holds the animator, so an animator nobody else keeps still completes, as in UIKit.
    private func scheduleEnd() {
        endTimer?.invalidate()
        let remaining = reversed ? runFraction : 1 - runFraction
        let end = runStart + remaining * timeScale
        endTimer = LabTimer.after(end - CACurrentMediaTime()) { self.reachedEnd() }
    }

    private func reachedEnd() {
        heldFraction = target
        halt()
        if pausesOnCompletion { return }
        finish(at: reversed ? .start : .end, settingEndValues: false)
    }

    /// Sets the model values for `position`, removes the animations and runs the completions.
    /// The model already holds the end values unless the animator was stopped.
    private func finish(at position: UIViewAnimatingPosition, settingEndValues: Bool) {
        switch position {
        case .end:
            guard settingEndValues else { break }
            for change in groups.flatMap(\.changes) { ViewPropertyChange.setModel(change.layer, change.property, to: change.to) }
        case .start:
            // Latest first, so that a property changed by several blocks ends at its first start.
            for change in groups.flatMap(\.changes).reversed() {
                ViewPropertyChange.setModel(change.layer, change.property, to: change.from)
            }
        case .current:
            break
        }
        removeAnimations()
        let completions = self.completions
        self.completions = []
        reset()
        for completion in completions { completion(position) }
    }

    /// Takes this animator's animations off their layers (not ones that replaced them).
    private func removeAnimations() {
        for group in groups {
            for change in group.changes {
                guard let animation = change.layer.animation(forKey: change.keyPath) as? PropertyAnimatorAnimation,
                      animation.group === group else { continue }
                change.layer.removeAnimation(forKey: change.keyPath)
            }
        }
        for view in blockedViews { view.interactionBlockingAnimations -= 1 }
        blockedViews = []
    }

    /// Back to inactive, ready for new animations.
    private func reset() {
        state = .inactive
        halt()
        groups = []
        heldFraction = 0
        showsLinearScrub = false
        currentTiming = timingParameters ?? UICubicTimingParameters()
        timeScale = duration
    }
}
