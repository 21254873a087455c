import Foundation

extension UIScrollView {
    /// Which safe-area insets a scroll view adds to its `contentInset` to make its
    /// `adjustedContentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `scrollableAxes`, and the top and bottom always for the view of a view controller
        /// in a navigation controller.
        case automatic
        /// Only along the axes that scroll: top and bottom when the content is taller than the
        /// scroll view or `alwaysBounceVertical` is on; left and right likewise for the width.
        case scrollableAxes
        /// Never: the adjusted inset is the content inset.
        case never
        /// Always, on all four edges.
        case always

        /// The safe-area insets to add, for a scroll view that scrolls vertically and
        /// horizontally as told.
        func adjustment(for safeArea: UIEdgeInsets, scrollsVertically: Bool, scrollsHorizontally: Bool) -> UIEdgeInsets {
            switch self {
            case .never:
                return .zero
            case .always:
                return safeArea
            case .automatic, .scrollableAxes:
                return UIEdgeInsets(top: scrollsVertically ? safeArea.top : 0, left: scrollsHorizontally ? safeArea.left : 0,
                                    bottom: scrollsVertically ? safeArea.bottom : 0, right: scrollsHorizontally ? safeArea.right : 0)
            }
        }
    }
}
