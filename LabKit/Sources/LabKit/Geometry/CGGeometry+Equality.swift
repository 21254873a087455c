import Foundation

extension CGPoint {
    /// Whether the points are equal (Core Graphics' `CGPointEqualToPoint`).
    public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
    /// Whether the sizes are equal (Core Graphics' `CGSizeEqualToSize`).
    public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
    /// Whether the rectangles are equal (Core Graphics' `CGRectEqualToRect`).
    public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
