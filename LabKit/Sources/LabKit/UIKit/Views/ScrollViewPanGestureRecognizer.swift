import Foundation

/// A scroll view's own pan recognizer: a `UIPanGestureRecognizer` that also tells its scroll
/// view when a finger comes down and lifts, so that the scroll view tracks touches before the
/// pan is recognized (`isTracking`) and a touch stops its deceleration, as on iOS.
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    /// The scroll view the recognizer drives.
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.touchDidBegin()
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasPanning = state == .began || state == .changed
        scrollView?.touchDidEnd(panning: wasPanning)
        super.touchesEnded(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        let wasPanning = state == .began || state == .changed
        scrollView?.touchDidEnd(panning: wasPanning)
        super.touchesCancelled(touches, with: event)
    }
}
