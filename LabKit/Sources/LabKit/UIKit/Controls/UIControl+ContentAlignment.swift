import Foundation

extension UIControl {
    /// Where a control places its content (a button's image and title) across its width.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// Centred (the default).
        case center
        /// Against the left edge.
        case left
        /// Against the right edge.
        case right
        /// Stretched across the width (a title takes what the image leaves).
        case fill
        /// Against the leading edge (the left: the lab lays text out left to right).
        case leading
        /// Against the trailing edge (the right).
        case trailing
    }

    /// Where a control places its content down its height.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// Centred (the default).
        case center
        /// Against the top edge.
        case top
        /// Against the bottom edge.
        case bottom
        /// Stretched to the full height.
        case fill
    }

    /// `contentHorizontalAlignment` with leading and trailing resolved to left and right.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        case let alignment: return alignment
        }
    }

    /// Where content of `size` goes in `bounds` (a button's content rectangle) under the
    /// alignments: the x, the y, and the size (stretched along a `.fill` axis).
    func alignedContentFrame(size: CGSize, in bounds: CGRect) -> CGRect {
        var frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        switch effectiveContentHorizontalAlignment {
        case .left: frame.origin.x = bounds.minX
        case .right: frame.origin.x = bounds.maxX - size.width
        case .fill: frame.origin.x = bounds.minX; frame.size.width = bounds.width
        case .center, .leading, .trailing: break
        }
        switch contentVerticalAlignment {
        case .top: frame.origin.y = bounds.minY
        case .bottom: frame.origin.y = bounds.maxY - size.height
        case .fill: frame.origin.y = bounds.minY; frame.size.height = bounds.height
        case .center: break
        }
        return frame
    }
}
