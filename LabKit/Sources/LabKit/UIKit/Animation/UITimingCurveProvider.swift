import Foundation

/// The kinds of timing a `UITimingCurveProvider` supplies.
public enum UITimingCurveType: Int, Sendable {
    /// One of UIKit's built-in curves (`UIView.AnimationCurve`).
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve and a spring together.
    case composed = 3
}

/// Supplies the timing of a property animator: a cubic Bézier curve, a spring, or both. UIKit's
/// providers are `UICubicTimingParameters` and `UISpringTimingParameters`; a provider of your
/// own returns one of those from its properties.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// Which kind of timing the provider supplies.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve (nil when the timing is a spring alone).
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring (nil when the timing is a cubic curve alone).
    var springTimingParameters: UISpringTimingParameters? { get }
}
