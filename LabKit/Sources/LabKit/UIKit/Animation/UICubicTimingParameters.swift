import Foundation

/// Timing as a cubic Bézier curve from (0, 0) to (1, 1): the x axis is the fraction of the
/// duration elapsed, the y axis the fraction of the change applied.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @preconcurrency NSCopying {
    /// The built-in curve the parameters were made from (`.easeInOut` for custom control points).
    public let animationCurve: UIView.AnimationCurve
    /// The first control point.
    public let controlPoint1: CGPoint
    /// The second control point.
    public let controlPoint2: CGPoint
    private let isBuiltin: Bool

    /// The default curve, ease-in-ease-out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// The built-in curve `curve`.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        let points = CAMediaTimingFunction(name: curve.timingFunctionName).controlPoints
        controlPoint1 = CGPoint(x: Double(points[0]), y: Double(points[1]))
        controlPoint2 = CGPoint(x: Double(points[2]), y: Double(points[3]))
        isBuiltin = true
        super.init()
    }

    /// A custom curve with control points `point1` and `point2`. Non-finite coordinates give
    /// the linear curve, and x values outside 0…1 are clamped, each with a diagnostic (see
    /// `CAMediaTimingFunction(controlPoints:)`).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        isBuiltin = false
        super.init()
    }

    /// `.builtin` for a named curve, `.cubic` for custom control points.
    open var timingCurveType: UITimingCurveType { isBuiltin ? .builtin : .cubic }
    /// The parameters themselves.
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    /// None: this is a cubic curve.
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The parameters are immutable, so a copy is the object itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The curve as Core Animation evaluates it.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y)).interned
    }
}
