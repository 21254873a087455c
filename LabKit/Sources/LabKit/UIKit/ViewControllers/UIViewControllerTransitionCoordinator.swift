import Foundation

/// What a running controller transition tells the blocks animated alongside it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// The animator's duration.
    var transitionDuration: TimeInterval { get }
    /// The presentation style of the presented controller.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Runs animations alongside a controller transition (a presentation controller fades its
/// dimming view this way) and calls back when it ends.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in an animation block that starts with the transition and lasts its
    /// duration (driven with it when it is interactive), and `completion` once it ends or is
    /// cancelled. Returns whether the blocks were accepted.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

public extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, without a completion.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
