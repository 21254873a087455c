import Foundation

/// The view a modal presentation happens in, as UIKit's private class of the same name: it
/// covers the window, holds the presented view (and its presentation controller's views) and
/// puts the presented view where the presentation controller says when it lays out.
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?
    /// Whether something else places the presented view for now (a transition, a swipe).
    var holdsPresentedViewFrame = false

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller = presentationController else { return }
        controller.containerViewWillLayoutSubviews()
        if !holdsPresentedViewFrame, let presented = controller.presentedView, presented.superview === self {
            presented.frame = controller.frameOfPresentedViewInContainerView
        }
        controller.containerViewDidLayoutSubviews()
    }
}
