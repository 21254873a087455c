import Foundation

extension UIView {
    /// Options of `animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The raw value (the bits of `UIView.AnimationOptions` where the two share a meaning).
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out the animated views' subviews inside the block, so that layout changes
        /// animate with them (over the whole duration).
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Touches reach the animating views (by default they do not).
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Start from the value on screen (the lab always does).
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Play forwards, then backwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Let nested blocks keep their own duration (the lab always does).
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Let nested blocks keep their own options (the lab always does).
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

        /// Straight lines between keyframe values (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each value holds until the next keyframe's value replaces it.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Straight lines at constant speed; the keyframes' times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth Catmull-Rom curve through the values.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at constant speed; the keyframes' times are ignored.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The Core Animation calculation mode the mode bits name.
        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }

        /// The pacing of the whole animation: UIKit eases in and out unless the curve bits of
        /// `UIView.AnimationOptions` (`curveLinear`…) are passed in the raw value.
        var timingFunction: CAMediaTimingFunction { UIView.AnimationOptions(rawValue: rawValue).timingFunction }
    }

    /// Animates the keyframes that `animations` adds with `addKeyframe(…)`, after `delay`,
    /// over `duration`: each animated layer property gets one `CAKeyframeAnimation` through its
    /// keyframes' values, placed at their relative times (a property holds its value until its
    /// first keyframe starts, and after its last ends). Changes made outside any keyframe span
    /// the whole duration. `completion` runs on the lab clock once every animation has stopped.
    /// A duration or delay that is not a finite number ≥ 0 becomes 0, with a diagnostic.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        KeyframeAnimationBlock(duration: duration, delay: delay, options: options, completion: completion).run(animations)
    }

    /// Adds a keyframe inside `animateKeyframes`' block: the changes `animations` makes are
    /// reached between `frameStartTime` and `frameStartTime + frameDuration`, both fractions
    /// of the whole duration. Times outside 0…1 are clamped, with a diagnostic; outside a
    /// keyframe block the animations run as if there were no keyframe, with a diagnostic.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let block = ViewAnimationBlock.current as? KeyframeAnimationBlock else {
            LabDiagnostics.report("UIView.addKeyframe called outside an animateKeyframes block; its animations run without a keyframe")
            animations()
            return
        }
        var start = frameStartTime, length = frameDuration
        // Times computed as fractions (0.2 × 4 = 0.8000000000000002) may miss 1 by a rounding
        // error: those are clamped without a word.
        let rounding = 1e-9
        if start > 1, start <= 1 + rounding { start = 1 }
        if !(0...1).contains(start) {
            LabDiagnostics.report("UIView.addKeyframe: relative start time \(frameStartTime) outside 0…1; clamped",
                                  kind: "UIView.addKeyframe start outside 0…1")
            start = start.isNaN ? 0 : min(1, max(0, start))
        }
        if length >= 0, start + length <= 1 + rounding {
            length = min(length, 1 - start)
        } else {
            LabDiagnostics.report("UIView.addKeyframe: relative duration \(frameDuration) from \(start) leaves 0…1; clamped",
                                  kind: "UIView.addKeyframe duration outside 0…1")
            length = length.isNaN ? 1 - start : min(1 - start, max(0, length))
        }
        block.record(animations, start: start, end: start + length)
    }
}

/// One `animateKeyframes` call while its block runs and until its animations stop.
final class KeyframeAnimationBlock: ViewAnimationContext, CAAnimationDelegate {
    /// The keyframes of one layer property, in the order they were added.
    private struct PropertyKeyframes {
        let view: UIView
        let layer: CALayer
        let property: LayerProperty
        /// The value on screen before the first change.
        let initial: AnimationValue
        var frames: [(start: Double, end: Double, value: AnimationValue)]
    }

    private let duration: TimeInterval
    private let delay: TimeInterval
    private let options: UIView.KeyframeAnimationOptions
    private var completion: ((Bool) -> Void)?
    private var properties: [PropertyKeyframes] = []
    /// The relative span of the keyframe whose block is running (the whole duration outside one).
    private var frame = (start: 0.0, end: 1.0)
    private var running = 0
    private var allFinished = true
    private var blockedViews: [UIView] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)?) {
        if !duration.isFinite || duration < 0 {
            LabDiagnostics.report("UIView.animateKeyframes: duration \(duration) must be a finite number ≥ 0; using 0")
        }
        if !delay.isFinite || delay < 0 {
            LabDiagnostics.report("UIView.animateKeyframes: delay \(delay) must be a finite number ≥ 0; using 0")
        }
        self.duration = duration.isFinite ? max(0, duration) : 0
        self.delay = delay.isFinite ? max(0, delay) : 0
        self.options = options
        self.completion = completion
    }

    func run(_ animations: () -> Void) {
        ViewAnimationBlock.stack.append(self)
        animations()
        if options.contains(.layoutSubviews) {
            for view in properties.map(\.view) { view.layoutIfNeeded() }
        }
        ViewAnimationBlock.stack.removeLast()
        for keyframes in properties { add(keyframes) }
        if running == 0, let completion {
            // With nothing to animate the completion still runs, on the next turn of the clock.
            self.completion = nil
            LabTimer.after(delay) { completion(true) }
        }
    }

    /// Runs a keyframe's block, its changes reached over `start`…`end`.
    func record(_ animations: () -> Void, start: Double, end: Double) {
        let outer = frame
        frame = (start, end)
        animations()
        frame = outer
    }

    func action(for view: UIView, layer: CALayer, key: String) -> CAAction? {
        // Without time to animate in, the changes simply happen.
        guard duration > 0 || delay > 0, type(of: layer).animatesInViewAnimationBlocks(key) else { return nil }
        return ViewPropertyChangeRecorder(view: view) { [unowned self] change in self.note(change) }
    }

    private func note(_ change: ViewPropertyChange) {
        let frame = self.frame
        guard let i = properties.firstIndex(where: { $0.layer === change.layer && $0.property == change.property }) else {
            properties.append(PropertyKeyframes(view: change.view, layer: change.layer, property: change.property,
                                                initial: change.from, frames: [(frame.start, frame.end, change.to)]))
            return
        }
        // A second change in the same keyframe replaces the first.
        if let last = properties[i].frames.last, last.start == frame.start && last.end == frame.end {
            properties[i].frames[properties[i].frames.count - 1].value = change.to
        } else {
            properties[i].frames.append((frame.start, frame.end, change.to))
        }
    }

    /// Composes a property's keyframes into one keyframe animation and adds it.
    private func add(_ keyframes: PropertyKeyframes) {
        var times = [0.0]
        var values = [keyframes.initial]
        // Stable: keyframes starting together keep the order they were added in.
        let frames = keyframes.frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }
        for (_, frame) in frames {
            if frame.start > times.last! {
                // Hold the value reached so far until this keyframe starts.
                times.append(frame.start)
                values.append(values.last!)
            }
            times.append(max(times.last!, frame.end))
            values.append(frame.value)
        }
        if times.last! < 1 {
            times.append(1)
            values.append(values.last!)
        }
        let animation = CAKeyframeAnimation(keyPath: keyframes.property.keyPath)
        animation.values = values.map { $0.objectValue as Any }
        animation.keyTimes = times.map { NSNumber(value: $0) }
        animation.calculationMode = options.calculationMode
        animation.timingFunction = options.timingFunction
        animation.duration = duration == 0 ? 1e-6 : duration
        if delay > 0 {
            animation.beginTime = keyframes.layer.convertTime(CACurrentMediaTime(), from: nil) + delay
            animation.fillMode = .backwards
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = options.contains(.autoreverse)
        animation.delegate = self
        running += 1
        if !options.contains(.allowUserInteraction) {
            keyframes.view.interactionBlockingAnimations += 1
            blockedViews.append(keyframes.view)
        }
        keyframes.layer.add(animation, forKey: keyframes.property.keyPath)
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
