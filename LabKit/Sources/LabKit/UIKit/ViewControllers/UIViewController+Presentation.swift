import Foundation

/// A controller's part in modal presentations.
struct PresentationState {
    var style: UIModalPresentationStyle = .automatic
    var transitionStyle: UIModalTransitionStyle = .coverVertical
    weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    var isModalInPresentation = false
    /// On the presenting controller: the controller it presents.
    var presented: UIViewController?
    /// On the presented controller: the controller that presents it.
    weak var presenting: UIViewController?
    /// On the presented controller: its presentation controller, while it is presented.
    var controller: UIPresentationController?
    /// On the presented controller: where the presenter's view lives outside the transitions
    /// of a presentation that removes it.
    var presenterHome = PresenterViewHome()
    /// On the presented controller: the running transition's coordinator.
    var coordinator: TransitionCoordinator?
    var isBeingPresented = false
    var isBeingDismissed = false
}

extension UIViewController {
    /// The controller presented by this one or by one of its ancestors.
    public var presentedViewController: UIViewController? { presentationRoot.presentation.presented }

    /// The controller that presented this one or its nearest presented ancestor.
    public var presentingViewController: UIViewController? { presentationRoot.presentation.presenting }

    /// The presentation controller managing this controller or its nearest presented ancestor.
    public var presentationController: UIPresentationController? { presentationRoot.presentation.controller }

    /// Whether the controller is being presented (between `present` and the end of its transition).
    public var isBeingPresented: Bool { presentation.isBeingPresented }

    /// Whether the controller is being dismissed.
    public var isBeingDismissed: Bool { presentation.isBeingDismissed }

    /// The coordinator of the running transition that involves this controller: the modal
    /// transition that presents or dismisses it (or the one it presents), else the push or pop
    /// of the nearest navigation controller, or the tab switch of the nearest tab bar
    /// controller, at or above it.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        let root = presentationRoot
        if let modal = root.presentation.coordinator ?? root.presentation.presented?.presentation.coordinator { return modal }
        var controller: UIViewController? = self
        while let current = controller {
            if let navigation = current as? UINavigationController, let coordinator = navigation.activeCoordinator {
                return coordinator
            }
            if let tabs = current as? UITabBarController, let coordinator = tabs.activeCoordinator { return coordinator }
            controller = current.parent
        }
        return nil
    }

    /// The outermost ancestor (the controller a presentation involves, as UIKit presents from
    /// the full-screen controller that contains the one asked).
    var presentationRoot: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// Presents `viewControllerToPresent` modally, in the style of its `modalPresentationStyle`,
    /// with its transitioning delegate's animator or its `modalTransitionStyle`'s; `completion`
    /// runs when the presentation ends. Presenting while this controller already presents one,
    /// or while a transition runs, or presenting a controller already presented, is reported
    /// and ignored, as UIKit logs and ignores it.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalTransition.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented or, if it presents none, this one (or its
    /// presented ancestor); `completion` runs when the dismissal ends. With nothing to dismiss
    /// `completion` still runs, as in UIKit.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        ModalTransition.dismiss(from: self, animated: flag, completion: completion)
    }
}
