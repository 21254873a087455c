import Foundation

/// A range of values, as UIKit Dynamics limits sliding and turning with it.
public struct UIFloatRange: Hashable, Sendable {
    /// The lower end.
    public var minimum: CGFloat
    /// The upper end.
    public var maximum: CGFloat

    /// A range from `minimum` to `maximum`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The range from 0 to 0: no movement.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// The range from −∞ to +∞: no limit.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range has no limit at either end.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    /// Whether the ranges are the same.
    public func isEqual(to other: UIFloatRange) -> Bool { self == other }
}

/// The range from 0 to 0 (the older spelling of `UIFloatRange.zero`).
public let UIFloatRangeZero = UIFloatRange.zero
/// The unlimited range (the older spelling of `UIFloatRange.infinite`).
public let UIFloatRangeInfinite = UIFloatRange.infinite
