import Foundation

/// What a layer does when a property changes or an event happens: `CAAnimation` adds itself
/// to the layer; `NSNull` does nothing (and stops the search for an action).
public protocol CAAction {
    /// Performs the action for `event` on `object` (a `CALayer`).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` is the action that disables an action.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// Told when an animation starts and stops, on the lab clock. Both methods are optional.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation's active interval began.
    func animationDidStart(_ anim: CAAnimation)
    /// The animation finished its active duration (`flag` true) or was removed before that.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

public extension CAAnimationDelegate {
    func animationDidStart(_ anim: CAAnimation) {}
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The abstract base of Core Animation's animations: timing, pacing, removal and a delegate.
///
/// `layer.add(_:forKey:)` copies the animation, so changing it afterwards changes nothing on
/// screen. The delegate is held strongly, as in Core Animation. As on iOS it is an `NSObject`
/// that copies itself (`NSCopying`).
open class CAAnimation: NSObject, CAMediaTiming, CAAction, NSCopying, RuntimeStorageOwner, NSKeyValueObserving {
    /// When it begins, in its parent's time (0 when added: now). See `CAMediaTiming`.
    open var beginTime: CFTimeInterval = 0
    /// 0 means Core Animation's default of 0.25 s.
    open var duration: CFTimeInterval = 0
    /// How fast its time runs (default 1).
    open var speed: Float = 1
    /// Added to its local time (default 0).
    open var timeOffset: CFTimeInterval = 0
    /// How many iterations play (default 0: one).
    open var repeatCount: Float = 0
    /// How long the iterations repeat, instead of `repeatCount`.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each iteration plays back.
    open var autoreverses = false
    /// What shows outside the active interval (default `.removed`).
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is removed from its layer when it finishes (default true).
    open var isRemovedOnCompletion = true
    /// Told when the animation starts and stops.
    open var delegate: CAAnimationDelegate?
    /// Associated objects and key-value observers (nil until the first is added).
    var runtimeStorage: ObjectRuntimeStorage?
    /// Values set by key-value coding for keys no property declares; copies carry them.
    var undefinedKeyValues: [String: Any] = [:]

    /// The duration used when `duration` is 0.
    static let defaultDuration: CFTimeInterval = 0.25

    /// Creates an animation with default timing.
    public required override init() { super.init() }

    /// There are no archives in the lab: this creates an animation as `init()` does.
    public required init?(coder: NSCoder) { super.init() }

    /// A copy of the animation (what `CALayer.add(_:forKey:)` stores); `copy()` calls it.
    open func copy(with zone: NSZone?) -> Any {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Called on this animation when it observes a key path; override it to hear the changes.
    /// The base implementation reports that it was not handled.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        reportUnhandledObservation(forKeyPath: keyPath)
    }

    /// The value of `key` before one is set by key-value coding (nil: none). Override it to
    /// give defaults to your own keys.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// How key-value coding reads and writes the property `key` of this class (see
    /// `CAAnimation+KeyValueCoding.swift`); each LabKit animation class overrides it with its own.
    class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? { keyValueAccessors[key] }

    /// `<CABasicAnimation: 0x…>`, as Core Animation describes an animation.
    open override var description: String { appleDescription }

    /// Copies every property; subclasses extend it.
    func copyProperties(from other: CAAnimation) {
        beginTime = other.beginTime; duration = other.duration; speed = other.speed
        timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode; timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion; delegate = other.delegate
        undefinedKeyValues = other.undefinedKeyValues
    }

    /// Adds the animation to `anObject` (a layer) for `event`, as an action does.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    /// Called once the animation is valid, just before it is attached to `layer` at
    /// `beginTime` (the layer's local time): the layer still shows what it showed. The default
    /// does nothing.
    func willAttach(to layer: CALayer, beginTime: CFTimeInterval) {}

    /// The validated, ready-to-evaluate form of this animation on `layer`; nil, after
    /// describing the problem to `reject`, when the animation is malformed.
    func makeTrack(for layer: CALayer, reject: (String) -> Void) -> AnimationTrack? {
        reject("\(type(of: self)) animates nothing; use a CAPropertyAnimation subclass or a group")
        return nil
    }

    /// The timing checks every animation shares; nil when they pass.
    func timingProblem() -> String? {
        if !duration.isFinite || duration < 0 { return "duration \(duration) must be a finite number ≥ 0" }
        if !speed.isFinite { return "speed \(speed) must be finite" }
        if !beginTime.isFinite { return "beginTime \(beginTime) must be finite" }
        if !timeOffset.isFinite { return "timeOffset \(timeOffset) must be finite" }
        if repeatCount.isNaN || repeatCount < 0 { return "repeatCount \(repeatCount) must be ≥ 0" }
        if !repeatDuration.isFinite || repeatDuration < 0 { return "repeatDuration \(repeatDuration) must be a finite number ≥ 0" }
        return nil
    }

    /// The duration this animation runs when its own is 0: Core Animation's 0.25 s at the top,
    /// the group's duration for a child of a group (set by the group as it makes its track).
    var durationWhenUnset = CAAnimation.defaultDuration

    /// The timing model of this animation.
    var timingModel: TimingModel { TimingModel(self, defaultDuration: durationWhenUnset) }
}
