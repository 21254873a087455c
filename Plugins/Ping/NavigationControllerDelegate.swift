import LabKit

/// The navigation controller's delegate, a custom object in the tutorial's storyboard: it
/// returns the circle animator for every push and pop, and lets a horizontal pan anywhere
/// drive that transition.
final class NavigationControllerDelegate: NSObject, UINavigationControllerDelegate {
    /// The storyboard outlet to the navigation controller.
    weak var navigationController: UINavigationController?

    var interactionController: UIPercentDrivenInteractiveTransition?

    /// Called by the storyboard once its outlets are connected.
    func awakeFromNib() {
        let panGesture = UIPanGestureRecognizer { [unowned self] in panned($0) }
        navigationController!.view.addGestureRecognizer(panGesture)
    }

    func panned(_ gestureRecognizer: UIPanGestureRecognizer) {
        switch gestureRecognizer.state {
        // 1
        case .began:
            interactionController = UIPercentDrivenInteractiveTransition()
            if navigationController?.viewControllers.count ?? 0 > 1 {
                _ = navigationController?.popViewController(animated: true)
            } else {
                navigationController?.topViewController?.performSegue(withIdentifier: "PushSegue", sender: nil)
            }

        // 2
        case .changed:
            let translation = gestureRecognizer.translation(in: navigationController!.view)
            let completionProgress = translation.x / navigationController!.view.bounds.width
            interactionController?.update(completionProgress)

        // 3
        case .ended:
            if gestureRecognizer.velocity(in: navigationController!.view).x > 0 {
                interactionController?.finish()
            } else {
                interactionController?.cancel()
            }
            interactionController = nil

        // 4
        default:
            interactionController?.cancel()
            interactionController = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircleTransitionAnimator()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interactionController
    }
}
