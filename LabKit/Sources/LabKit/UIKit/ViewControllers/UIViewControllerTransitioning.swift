import Foundation

/// Keys of a transition's two controllers.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller being left.
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    /// The controller being shown.
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// Keys of a transition's two views.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view being left.
    public static let from = UITransitionContextViewKey(rawValue: "from")
    /// The view being shown.
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// What an animator gets to perform a transition with.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the incoming view to it.
    var containerView: UIView { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it.
    var isInteractive: Bool { get }
    /// Whether it was cancelled (an interactive transition that did not finish).
    var transitionWasCancelled: Bool { get }
    /// The controller for `key`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view for `key`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The frame a controller's view starts at.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// The frame a controller's view ends at.
    func finalFrame(for vc: UIViewController) -> CGRect
    /// The animator calls this when its animations end: `didComplete` false undoes the transition.
    func completeTransition(_ didComplete: Bool)
    /// Reports an interactive transition's progress (0…1).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interactive transition will finish.
    func finishInteractiveTransition()
    /// Reports that the interactive transition will be cancelled.
    func cancelInteractiveTransition()
}

/// Animates a transition between two controllers.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition takes.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Performs the transition; must end with `completeTransition`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

public extension UIViewControllerAnimatedTransitioning {
    func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a transition interactively.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition under the driver's control.
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// How fast the rest plays after the gesture ends (1: as fast as the animation).
    var completionSpeed: CGFloat { get }
}

public extension UIViewControllerInteractiveTransitioning {
    /// 1, as UIKit assumes for drivers that do not say.
    var completionSpeed: CGFloat { 1 }
}

/// The context UIKit's containers (a navigation controller, a modal presentation) give animators.
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let isInteractive: Bool
    private(set) var transitionWasCancelled = false
    private let controllers: [UITransitionContextViewControllerKey: UIViewController]
    /// The views by key when they are not simply the controllers' views (a presentation
    /// leaves the presenter's view out unless it is removed, as UIKit does).
    private let views: [UITransitionContextViewKey: UIView]?
    private let initialFrames: [ObjectIdentifier: CGRect]
    private let finalFrames: [ObjectIdentifier: CGRect]
    private var completion: ((Bool) -> Void)?
    /// Told when the interactive part is resolved (the driver restores layer timing).
    var onComplete: [(Bool) -> Void] = []

    init(container: UIView, from: UIViewController, to: UIViewController, animated: Bool, interactive: Bool,
         initialFrames: [ObjectIdentifier: CGRect], finalFrames: [ObjectIdentifier: CGRect],
         views: [UITransitionContextViewKey: UIView]? = nil, completion: @escaping (Bool) -> Void) {
        containerView = container
        isAnimated = animated
        isInteractive = interactive
        controllers = [.from: from, .to: to]
        self.initialFrames = initialFrames
        self.finalFrames = finalFrames
        self.views = views
        self.completion = completion
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { controllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if let views { return views[key] }
        return controllers[key == .from ? .from : .to]?.view
    }

    func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    func completeTransition(_ didComplete: Bool) {
        guard let completion else {
            LabDiagnostics.report("completeTransition called more than once; ignored")
            return
        }
        self.completion = nil
        for hook in onComplete { hook(didComplete) }
        onComplete = []
        completion(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { transitionWasCancelled = false }
    func cancelInteractiveTransition() { transitionWasCancelled = true }
}
