import Foundation

/// Told what a scroll view's content does: each scroll, the user's drags and the
/// deceleration that follows, and the end of `setContentOffset(_:animated:)` animations.
///
/// Every method is optional, as in UIKit: the protocol extension gives each an empty default.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed (by a drag, a deceleration, an animation or plugin code).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The user's finger began to drag the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// The finger is about to lift: `velocity` is the scroll view's, in points per
    /// millisecond (positive when the offset grows); `targetContentOffset` is where the
    /// content will come to rest, and the delegate may change it: the deceleration then lands there.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The finger lifted; `decelerate` tells whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts moving on its own after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag (its deceleration and any bounce are over).
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animation of `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Whether a tap on the status bar may scroll to the top. The lab has no status bar, so
    /// nothing asks it; it is here so that ported delegates compile.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll view scrolled to the top after a status-bar tap. The lab has no status bar,
    /// so nothing calls it; it is here so that ported delegates compile.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

public extension UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
