import Foundation

/// Told about a navigation controller's transitions; every method is optional.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// The animator for a push or pop (nil: the standard slide).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// The driver of an interactive transition by `animationController` (nil: not interactive).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// A controller is about to be shown.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// A controller was shown.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

public extension UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { nil }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A stack of controllers, the top one's view shown: push and pop, with the delegate's own
/// animators (and interaction controllers) or a standard slide.
open class UINavigationController: UIViewController {
    /// Which way a transition goes.
    public enum Operation: Int, Sendable {
        /// No transition.
        case none
        /// A controller is pushed onto the stack.
        case push
        /// The top controller is popped.
        case pop
    }

    /// Told about transitions; supplies custom animators.
    open weak var delegate: UINavigationControllerDelegate?

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view is shown (the top one).
    open var visibleViewController: UIViewController? { stack.last }

    /// Whether the navigation bar is hidden (default false, as on iOS).
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }

    /// The bar at the top, showing the stack's navigation items.
    public let navigationBar = UINavigationBar()

    /// How long `setNavigationBarHidden(_:animated:)` takes to slide the bar (UIKit's 0.2 s).
    public static let hideShowBarDuration: CGFloat = 0.2

    /// Whether the bar is sliding in or out (it stays visible meanwhile).
    private var isBarSliding = false

    /// Hides or shows the navigation bar; animated, it slides up out of the screen or down
    /// into place while the content's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard animated, isViewLoaded, view.window != nil, hidden != isNavigationBarHidden else {
            isNavigationBarHidden = hidden
            return
        }
        if !hidden { UIView.performWithoutAnimation { layout() } }
        isBarSliding = true
        navigationBar.isHidden = false
        isNavigationBarHidden = hidden
        UIView.animate(withDuration: TimeInterval(Self.hideShowBarDuration), animations: { self.layout() }) { _ in
            self.isBarSliding = false
            self.view.setNeedsLayout()
        }
    }

    /// Whether a transition is running (push and pop wait for it with a diagnostic).
    public private(set) var isTransitioning = false

    /// The view transitions happen in, under the bar.
    private let containerView = UIView()
    /// The running transition's context, held until it completes.
    private var activeTransition: TransitionContext?
    /// The running transition's coordinator (see `transitionCoordinator`).
    private(set) var activeCoordinator: TransitionCoordinator?

    /// Creates a navigation controller with `rootViewController` at the bottom of the stack.
    public convenience init(rootViewController: UIViewController) {
        self.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        navigationBar.setItems([rootViewController.navigationItem], animated: false)
        stack = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    open override func loadView() {
        view = NavigationView(frame: UIScreen.main.bounds, controller: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        containerView.frame = view.bounds
        view.addSubview(containerView)
        view.addSubview(navigationBar)
        navigationBar.backTapHandler = { [unowned self] in popViewController(animated: true) }
        if let top = stack.last { show(top) }
    }

    private func show(_ controller: UIViewController) {
        controller.view.frame = containerView.bounds
        containerView.addSubview(controller.view)
    }

    /// The bar 44 points tall under the top safe area (hidden: just above the screen); the
    /// top controller's view under a translucent bar (below an opaque one), its safe area
    /// starting under the bar.
    fileprivate func layout() {
        let bounds = view.bounds, top = view.safeAreaInsets.top, height = UINavigationBar.contentHeight
        if !isBarSliding { navigationBar.isHidden = isNavigationBarHidden }
        let barY = isNavigationBarHidden ? -height : top
        navigationBar.frame = CGRect(x: 0, y: barY, width: bounds.width, height: height)
        let covered = isNavigationBarHidden ? 0 : height
        let containerY = navigationBar.isTranslucent ? 0 : top + covered
        containerView.frame = CGRect(x: 0, y: containerY, width: bounds.width, height: bounds.height - containerY)
        for child in stack {
            child.barSafeAreaInsets = UIEdgeInsets(top: navigationBar.isTranslucent ? covered : 0, left: 0, bottom: 0, right: 0)
        }
        if !isTransitioning { stack.last?.view.frame = containerView.bounds }
    }

    /// Replaces the stack (without animation in the lab).
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let old = stack
        for controller in old where !controllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === old.last, controller.isViewLoaded { controller.view.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self { addChild(controller) }
        stack = controllers
        navigationBar.setItems(controllers.map(\.navigationItem), animated: false)
        for controller in controllers { controller.didMove(toParent: self) }
        if isViewLoaded, let top = controllers.last, top !== old.last {
            old.last?.viewIfLoaded?.removeFromSuperview()
            show(top)
        }
    }

    /// Pushes `viewController`: its view slides in (or the delegate's animator shows it).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !isTransitioning else {
            LabDiagnostics.report("UINavigationController: push while a transition is running; ignored")
            return
        }
        guard let from = stack.last else {
            setViewControllers([viewController], animated: false)
            return
        }
        addChild(viewController)
        stack.append(viewController)
        perform(.push, from: from, to: viewController, animated: animated) { [self] completed in
            if completed {
                viewController.didMove(toParent: self)
            } else {
                viewController.willMove(toParent: nil)
                stack.removeAll { $0 === viewController }
                viewController.removeFromParent()
            }
        }
    }

    /// Pops the top controller; returns it (nil when only the root is left).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard !isTransitioning else {
            LabDiagnostics.report("UINavigationController: pop while a transition is running; ignored")
            return nil
        }
        guard stack.count > 1, let from = stack.last else { return nil }
        let to = stack[stack.count - 2]
        stack.removeLast()
        from.willMove(toParent: nil)
        perform(.pop, from: from, to: to, animated: animated) { [self] completed in
            if completed {
                from.removeFromParent()
            } else {
                stack.append(from)
                from.didMove(toParent: self)
            }
        }
        return from
    }

    /// Pops down to `viewController`; returns what was popped (nil when it is not in the stack
    /// or already on top).
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1, !isTransitioning else { return nil }
        let popped = Array(stack[(index + 1)...])
        let middle = popped.dropLast()
        stack.removeAll { controller in middle.contains { $0 === controller } }
        for controller in middle {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        popViewController(animated: animated)
        return popped
    }

    /// Pops down to the root; returns what was popped.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1, !isTransitioning else { return nil }
        let popped = Array(stack.dropFirst())
        let middle = popped.dropLast()
        stack.removeAll { controller in middle.contains { $0 === controller } }
        for controller in middle {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        popViewController(animated: animated)
        return popped
    }

    /// Runs one transition and keeps views, stack and appearance calls consistent whether it
    /// completes or is cancelled.
    private func perform(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                         stackUpdate: @escaping (Bool) -> Void) {
        _ = view
        // The incoming controller's `viewDidLoad` may set its navigation item: load it before
        // the bar shows the item.
        to.loadViewIfNeeded()
        let frame = containerView.bounds
        let custom = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
        let animator: UIViewControllerAnimatedTransitioning? = custom ?? (animated ? SlideAnimator(operation: operation) : nil)
        let interaction = animator.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        let isAnimated = animator != nil
        delegate?.navigationController(self, willShow: to, animated: isAnimated)
        let finish: (Bool) -> Void = { [self] completed in
            isTransitioning = false
            activeTransition = nil
            let coordinator = activeCoordinator
            activeCoordinator = nil
            if completed {
                from.view.removeFromSuperview()
                if to.view.superview !== containerView { show(to) }
                to.view.frame = containerView.bounds
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            } else {
                to.view.removeFromSuperview()
                if from.view.superview !== containerView { show(from) }
                from.view.frame = containerView.bounds
                // The appearance calls are undone: the old view reappears, the new one leaves.
                to.beginAppearanceTransition(false, animated: isAnimated)
                from.beginAppearanceTransition(true, animated: isAnimated)
                to.endAppearanceTransition()
                from.endAppearanceTransition()
            }
            stackUpdate(completed)
            animator?.animationEnded(completed)
            view.setNeedsLayout()
            coordinator?.end()
            if completed { delegate?.navigationController(self, didShow: to, animated: isAnimated) }
        }
        guard let animator else {
            navigationBar.show(stack.map(\.navigationItem), operation: .none, coordinator: nil)
            from.beginAppearanceTransition(false, animated: false)
            to.beginAppearanceTransition(true, animated: false)
            to.view.frame = frame
            containerView.addSubview(to.view)
            finish(true)
            return
        }
        isTransitioning = true
        let ids = (ObjectIdentifier(from), ObjectIdentifier(to))
        let context = TransitionContext(container: containerView, from: from, to: to, animated: true,
                                        interactive: interaction != nil,
                                        initialFrames: [ids.0: frame, ids.1: .zero],
                                        finalFrames: [ids.0: .zero, ids.1: frame], completion: finish)
        activeTransition = context
        // The coordinator exists before the appearance calls, so that `viewWillAppear` can
        // animate alongside the transition.
        let coordinator = TransitionCoordinator(context: context, duration: TransitionCoordinator.duration(of: animator, context),
                                                presentationStyle: .none)
        activeCoordinator = coordinator
        navigationBar.show(stack.map(\.navigationItem), operation: operation, coordinator: coordinator)
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        to.view.frame = frame
        if let interaction {
            (interaction as? UIPercentDrivenInteractiveTransition)?.attach(animator)
            interaction.startInteractiveTransition(context)
            coordinator.start()
        } else {
            coordinator.start()
            animator.animateTransition(using: context)
        }
    }
}

/// The navigation controller's view: lays out the bar and the transition container.
private final class NavigationView: UIView {
    weak var controller: UINavigationController?

    init(frame: CGRect, controller: UINavigationController) {
        self.controller = controller
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layout()
    }
}

/// The standard push and pop: the incoming view slides over from the right (push) or the
/// outgoing one slides away to the right (pop), 0.35 s ease-in-out.
private final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let from = context.view(forKey: .from), let to = context.view(forKey: .to) else {
            context.completeTransition(false)
            return
        }
        let width = context.containerView.bounds.width
        if operation == .push {
            context.containerView.addSubview(to)
            to.transform = CGAffineTransform(translationX: width, y: 0)
        } else {
            context.containerView.insertSubview(to, belowSubview: from)
        }
        UIView.animate(withDuration: 0.35, delay: 0, options: [], animations: {
            if self.operation == .push {
                to.transform = .identity
                from.transform = CGAffineTransform(translationX: -width / 3, y: 0)
            } else {
                from.transform = CGAffineTransform(translationX: width, y: 0)
            }
        }, completion: { _ in
            from.transform = .identity
            to.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
