import Foundation

/// Manages a presented controller while it is on screen: where its view goes in the container
/// view, and the views around it (a dimming view, say), which it adds and removes in its
/// transition callbacks. A `.custom` presentation gets its own from the transitioning
/// delegate; the other styles get UIKit's.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The controller presented.
    public let presentedViewController: UIViewController
    private weak var presenter: UIViewController?

    /// Told about dismissals the user starts (a sheet swiped down) and asked about adaptation.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// Creates a presentation controller for `presentedViewController`; the presenting
    /// controller is set when the presentation starts if it is nil here.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presenter = presentingViewController
        super.init()
    }

    /// The controller that presented (the root of the presenting hierarchy); before the
    /// presentation starts, the one given at creation, else the presented controller.
    open var presentingViewController: UIViewController { presenter ?? presentedViewController }

    /// Records the presenting controller when the presentation starts.
    func setPresenting(_ controller: UIViewController) { presenter = controller }

    /// The view the presentation happens in (a transition view covering the window), from the
    /// moment the presentation starts.
    open internal(set) var containerView: UIView?

    /// The view the transition animates in and out (default: the presented controller's view).
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view rests in the container (default: all of it).
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// The size the presentation's content would like (zero unless a subclass says otherwise).
    open var preferredContentSize: CGSize { .zero }
    /// The presented controller's `preferredContentSize` changed (nothing to do by default;
    /// a subclass may lay the container out again).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The presented controller's fitting size changed (nothing to do by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of the presented content in a container of `parentSize`: `parentSize`, unless
    /// a subclass says otherwise (custom presentations use it in their frame).
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The container is about to change size (never while a scene runs in the lab).
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
    /// The traits are about to change (never while a scene runs in the lab).
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {}

    /// The style of the presentation.
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// The style on a compact screen, the lab's: the delegate's choice, else this style (the
    /// lab does not adapt custom presentations).
    open var adaptivePresentationStyle: UIModalPresentationStyle {
        let chosen = delegate?.adaptivePresentationStyle(for: self) ?? .none
        return chosen == .none ? presentationStyle : chosen
    }

    /// Whether the presentation covers the screen (default true).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once the presentation ends (default
    /// false: it stays below, and the presenter hears no disappearance calls).
    open var shouldRemovePresentersView: Bool { false }

    /// The presentation transition is about to run: add extra views, and animate them with the
    /// presented controller's `transitionCoordinator`.
    open func presentationTransitionWillBegin() {}
    /// The presentation transition ended; `completed` is false if it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// The dismissal transition is about to run.
    open func dismissalTransitionWillBegin() {}
    /// The dismissal transition ended; `completed` is false if it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// The container view is about to lay out its subviews (the presented view is then put at
    /// `frameOfPresentedViewInContainerView`).
    open func containerViewWillLayoutSubviews() {}
    /// The container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}
