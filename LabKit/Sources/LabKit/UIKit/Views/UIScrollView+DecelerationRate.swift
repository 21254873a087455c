import Foundation

extension UIScrollView {
    /// How fast a scroll view's content slows down after the finger lifts: the share of its
    /// velocity kept after each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The share of the velocity kept per millisecond, between 0 and 1.
        public let rawValue: CGFloat

        /// A rate of `rawValue` per millisecond.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default: 0.998 per millisecond, a long glide.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond: the content stops quickly (paging uses it).
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
