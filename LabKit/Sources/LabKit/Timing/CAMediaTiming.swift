import Foundation

/// The timing of an animation or a layer: a local time derived from the parent's time.
///
/// Local time is `(parentTime - beginTime) × speed + timeOffset`; for an animation it then
/// repeats (`repeatCount`, `repeatDuration`), plays back (`autoreverses`) and holds outside its
/// active interval as `fillMode` says. A layer's timing applies to its animations and to every
/// sublayer, which is how pausing (speed 0) and scrubbing (timeOffset) work.
public protocol CAMediaTiming: AnyObject {
    /// When the object begins, in its parent's time (for an animation added with 0: now).
    var beginTime: CFTimeInterval { get set }
    /// The length of one iteration (0 for an animation: 0.25 s).
    var duration: CFTimeInterval { get set }
    /// How fast local time runs relative to the parent's (0 pauses, 2 doubles).
    var speed: Float { get set }
    /// An offset added to local time (within the active duration, wrapping).
    var timeOffset: CFTimeInterval { get set }
    /// How many iterations play (fractions allowed, `.infinity` for ever).
    var repeatCount: Float { get set }
    /// How long the iterations repeat, as an alternative to `repeatCount`.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each iteration plays forward then backward.
    var autoreverses: Bool { get set }
    /// What is shown before and after the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// What a timed object shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing: the object has no effect outside its active interval.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// Holds the final state after the active interval.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the initial state before the active interval.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}
