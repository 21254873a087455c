import Foundation

extension UIView {
    /// UIKit's built-in timing curves, as property animators and `UICubicTimingParameters`
    /// name them.
    public enum AnimationCurve: Int, Sendable {
        /// Slow start and end: the Bézier (0.42, 0), (0.58, 1).
        case easeInOut = 0
        /// Slow start: (0.42, 0), (1, 1).
        case easeIn = 1
        /// Slow end: (0, 0), (0.58, 1).
        case easeOut = 2
        /// Even pace.
        case linear = 3

        /// The Core Animation timing function of the same name.
        var timingFunctionName: CAMediaTimingFunctionName {
            switch self {
            case .easeInOut: return .easeInEaseOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
