import Foundation

/// Shows one of several child controllers at a time, chosen with the tab bar at the bottom:
/// a tap on an item asks the delegate, switches (through the delegate's animator when it
/// gives one) and tells the delegate. As in UIKit, the controller is its bar's delegate, so
/// subclasses override `tabBar(_:didSelect:)` to hear taps (and call `super` to switch).
open class UITabBarController: UIViewController, UITabBarDelegate {
    /// Told about selections; supplies the animator of a switch.
    open weak var delegate: UITabBarControllerDelegate?

    /// The bar of the children's tab bar items; its delegate is the controller.
    public let tabBar = UITabBar()

    /// The children, one tab each, left to right.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    private var controllers: [UIViewController] = []
    private var selection = 0

    /// The selected tab's index; an index outside `viewControllers` is reported and ignored.
    open var selectedIndex: Int {
        get { selection }
        set {
            guard controllers.indices.contains(newValue) else {
                LabDiagnostics.report("UITabBarController.selectedIndex: \(newValue) is not the index of one of the "
                                      + "\(controllers.count) view controllers; ignored")
                return
            }
            select(newValue)
        }
    }

    /// The selected tab's controller; one that is not among `viewControllers` is reported and
    /// ignored.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selection) ? controllers[selection] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
                LabDiagnostics.report("UITabBarController.selectedViewController: not one of the view controllers; ignored")
                return
            }
            select(index)
        }
    }

    /// Whether a tab switch is animating (switches wait for it with a diagnostic).
    public private(set) var isTransitioning = false

    /// The view the selected child's view and the switch animations are in.
    private let containerView = UIView()
    /// The running switch's context and coordinator, held until it completes.
    private var activeTransition: TransitionContext?
    private(set) var activeCoordinator: TransitionCoordinator?

    /// Creates a tab bar controller with no tabs.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        manageTabBar()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        manageTabBar()
    }

    open override func loadView() {
        view = TabBarControllerView(frame: UIScreen.main.bounds, controller: self)
        // The bar has its frame by `viewDidLoad`, as on iOS: subclasses lay out their own
        // items from `tabBar.bounds` there (animated-tab-bar).
        layout()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        containerView.frame = view.bounds
        view.addSubview(containerView)
        view.addSubview(tabBar)
        if let selected = selectedViewController { containerView.addSubview(selected.view) }
    }

    /// The bar along the bottom, 49 points plus the bottom safe area; the selected child's view
    /// under it (a translucent bar) or above it (an opaque one), its safe area ending at the bar.
    fileprivate func layout() {
        let bounds = view.bounds
        let barHeight = UITabBar.contentHeight + view.safeAreaInsets.bottom
        tabBar.frame = CGRect(x: 0, y: bounds.maxY - barHeight, width: bounds.width, height: barHeight)
        let contentHeight = tabBar.isTranslucent ? bounds.height : bounds.height - barHeight
        containerView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: contentHeight)
        for child in controllers {
            let covered = tabBar.isTranslucent ? UITabBar.contentHeight : 0
            child.barSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: covered, right: 0)
        }
        if !isTransitioning { selectedViewController?.viewIfLoaded?.frame = containerView.bounds }
    }

    /// Replaces the tabs (without animation in the lab). The selected controller stays selected
    /// when it is still there; otherwise the one at the same index, or else the first.
    open func setViewControllers(_ newControllers: [UIViewController]?, animated: Bool) {
        guard !isTransitioning else {
            LabDiagnostics.report("UITabBarController.setViewControllers: a tab switch is running; ignored")
            return
        }
        let newControllers = newControllers ?? []
        let oldSelected = selectedViewController
        let newIndex = newControllers.firstIndex { $0 === oldSelected }
            ?? (newControllers.indices.contains(selection) ? selection : 0)
        let newSelected = newControllers.indices.contains(newIndex) ? newControllers[newIndex] : nil
        let visible = isViewLoaded && view.window != nil
        let changes = oldSelected !== newSelected
        if changes, visible {
            oldSelected?.beginAppearanceTransition(false, animated: false)
            newSelected?.beginAppearanceTransition(true, animated: false)
        }
        for controller in controllers where !newControllers.contains(where: { $0 === controller }) {
            controller.willMove(toParent: nil)
            if controller === oldSelected { controller.viewIfLoaded?.removeFromSuperview() }
            controller.removeFromParent()
        }
        for controller in newControllers where controller.parent !== self { addChild(controller) }
        controllers = newControllers
        selection = newIndex
        for controller in newControllers { controller.didMove(toParent: self) }
        refreshTabBarItems()
        if changes, isViewLoaded {
            oldSelected?.viewIfLoaded?.removeFromSuperview()
            if let newSelected { containerView.addSubview(newSelected.view) }
            view.setNeedsLayout()
        }
        if changes, visible {
            oldSelected?.endAppearanceTransition()
            newSelected?.endAppearanceTransition()
        }
    }

    /// Shows the children's tab bar items, the selected one's selected.
    func refreshTabBarItems() {
        tabBar.items = controllers.isEmpty ? nil : controllers.map { $0.tabBarItem }
        tabBar.selectedItem = selectedViewController?.tabBarItem
    }

    private func manageTabBar() { tabBar.delegate = self }

    /// A tap on an item: the delegate may refuse; re-tapping a navigation controller's tab
    /// pops it to its root, as UIKit does; the delegate hears of the selection.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selection {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else if !select(index) {
            return
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Switches to the tab at `index`: at once, or through the delegate's animator. Returns
    /// whether the switch happened or started.
    @discardableResult
    private func select(_ index: Int) -> Bool {
        guard index != selection else { return true }
        guard !isTransitioning else {
            LabDiagnostics.report("UITabBarController: a tab switch while another is running; ignored")
            return false
        }
        let from = selectedViewController, to = controllers[index]
        let previous = selection
        selection = index
        tabBar.selectedItem = to.tabBarItem
        guard isViewLoaded, let from else {
            if isViewLoaded { containerView.addSubview(to.view) }
            return true
        }
        perform(from: from, to: to) { [self] completed in
            if !completed {
                selection = previous
                tabBar.selectedItem = from.tabBarItem
            }
        }
        return true
    }

    /// Runs one switch and keeps the views and the appearance calls consistent whether it
    /// completes or is cancelled.
    private func perform(from: UIViewController, to: UIViewController, selectionUpdate: @escaping (Bool) -> Void) {
        let frame = containerView.bounds
        let visible = view.window != nil
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interaction = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let isAnimated = animator != nil
        let finish: (Bool) -> Void = { [self] completed in
            isTransitioning = false
            activeTransition = nil
            let coordinator = activeCoordinator
            activeCoordinator = nil
            let (gone, shown) = completed ? (from, to) : (to, from)
            gone.view.removeFromSuperview()
            if shown.view.superview !== containerView { containerView.addSubview(shown.view) }
            shown.view.frame = containerView.bounds
            if visible {
                if !completed {
                    // The appearance calls are undone: the old view reappears, the new one leaves.
                    to.beginAppearanceTransition(false, animated: isAnimated)
                    from.beginAppearanceTransition(true, animated: isAnimated)
                }
                gone.endAppearanceTransition()
                shown.endAppearanceTransition()
            }
            selectionUpdate(completed)
            animator?.animationEnded(completed)
            view.setNeedsLayout()
            coordinator?.end()
        }
        guard let animator else {
            if visible {
                from.beginAppearanceTransition(false, animated: false)
                to.beginAppearanceTransition(true, animated: false)
            }
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
        let coordinator = TransitionCoordinator(context: context, duration: TransitionCoordinator.duration(of: animator, context),
                                                presentationStyle: .none)
        activeCoordinator = coordinator
        if visible {
            from.beginAppearanceTransition(false, animated: true)
            to.beginAppearanceTransition(true, animated: true)
        }
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

/// The tab bar controller's view: lays out the bar and the selected child's view.
private final class TabBarControllerView: UIView {
    weak var controller: UITabBarController?

    init(frame: CGRect, controller: UITabBarController) {
        self.controller = controller
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layout()
    }
}
