import Foundation

/// UIKit's view controller: owns a view (loaded on first use), hears when it appears and
/// disappears, and contains child controllers.
open class UIViewController: UIResponder, UIContentContainer {
    /// Creates a controller; there are no nibs in the lab, so both are ignored.
    public init(nibName: String?, bundle: Bundle?) {
        super.init()
    }

    /// Creates a controller.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// There are no storyboards in the lab: this creates a plain controller, so that ported
    /// subclasses that call `super.init(coder:)` still work.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Key-value coding reaches the controller's view ("view.alpha"), loading it as the
    /// property does.
    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        key == "view" ? KeyValueAccessor(readOnly: \UIViewController.view) : nil
    }

    private var loadedView: UIView?
    /// Whether `updateProperties()` runs before the view's next layout (true until it first ran).
    var needsPropertiesUpdate = true

    /// The controller's view, created by `loadView()` then `viewDidLoad()` on first use.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// Whether the view has been created.
    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if it has been created.
    open var viewIfLoaded: UIView? { loadedView }

    /// Creates the view when it has not been yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view (default: a plain view the size of the screen). Override to set `view`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after the view was created.
    open func viewDidLoad() {}

    /// The status bar style the controller wants (the lab's screen has no status bar; kept).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// How the status bar animates when the controller's preference changes.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// Asks the system to read the status bar preferences again (nothing to update in the lab).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// The size the controller's content would like, for a container or popover to honor.
    /// A change is passed to the parent, or when presented to the presentation controller,
    /// through `preferredContentSizeDidChange(forChildContentContainer:)`.
    open var preferredContentSize = CGSize.zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            if let parent {
                parent.preferredContentSizeDidChange(forChildContentContainer: self)
            } else if presentingViewController != nil, let presentation = presentationController {
                presentation.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }
    }
    /// A child's `preferredContentSize` changed (nothing to do by default).
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// A child's Auto Layout fitting size changed (nothing to do by default).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {}
    /// The size of a child inside a parent of `parentSize`: `parentSize`, unless a subclass
    /// says otherwise.
    open func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// The traits are about to change; the default passes it to the children. The lab's
    /// traits do not change while a scene runs, so it is never called.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }
    /// Whether the controller's view rotates with the device (the lab's screen does not turn).
    open var shouldAutorotate: Bool { true }
    /// Whether a container forwards appearance calls to this controller's children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// UIKit's pre-iOS 11 inset adjustment switch, kept for code that still sets it; scroll
    /// views follow `contentInsetAdjustmentBehavior`.
    open var automaticallyAdjustsScrollViewInsets = true
    /// The view is about to appear.
    open func viewWillAppear(_ animated: Bool) {}
    /// The view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// The view is about to disappear.
    open func viewWillDisappear(_ animated: Bool) {}
    /// The view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Insets added to the safe area the view inherits (the lab's screen has none of its
    /// own, so these are the whole safe area of a root controller's view).
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }
    /// The view's safe area insets changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// The view is about to lay out its subviews.
    open func viewWillLayoutSubviews() {}
    /// The view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Configures the views' content and styling before the view's layout (iOS 26), before
    /// the view's own `updateProperties()`: before the first layout and after
    /// `setNeedsUpdateProperties()`; `@Observable` properties it reads schedule it again.
    open func updateProperties() {}
    /// Updates the view's constraints when it needs it, in place of the view's own
    /// `updateConstraints()`, which the default calls. Call `super`.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }
    /// The controller's traits: the lab's screen's (see `UITraitCollection`).
    open var traitCollection: UITraitCollection { .current }
    /// Called after the traits changed; they never change while a scene runs.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The system is low on memory. The lab never is, so it is never called.
    open func didReceiveMemoryWarning() {}
    /// The view is about to change to `size` (a rotation, a window resize) alongside
    /// `coordinator`'s transition; the default passes it to the children. The lab's screen
    /// keeps its size while a scene runs, so it is never called.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    /// Whether the controller is in editing mode (see `setEditing(_:animated:)`); setting it
    /// does not animate.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Enters or leaves editing mode and retitles `editButtonItem` ("Done" while editing).
    /// Override it to put your views in editing mode too (a table view's
    /// `setEditing(_:animated:)`), calling super, as in UIKit.
    open func setEditing(_ editing: Bool, animated: Bool) {
        storedEditing = editing
        guard let item = editButtonItemStorage else { return }
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// A bar button item that toggles editing mode: "Edit", or "Done" in semibold while
    /// editing; a tap calls `setEditing(!isEditing, animated: true)`.
    open var editButtonItem: UIBarButtonItem {
        if let item = editButtonItemStorage { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain,
                                   primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        editButtonItemStorage = item
        return item
    }
    private var editButtonItemStorage: UIBarButtonItem?

    /// A title: setting it also sets the navigation item's title and, once made, the tab bar
    /// item's, as UIKit does.
    open var title: String? {
        didSet {
            navigationItem.title = title
            tabBarItemStorage?.title = title
        }
    }

    /// What a navigation bar shows while this controller is on top of a navigation
    /// controller: made on first use, titled with the controller's title.
    public private(set) lazy var navigationItem: UINavigationItem = {
        let item = UINavigationItem()
        item.title = title
        return item
    }()

    private var tabBarItemStorage: UITabBarItem?

    /// The item that stands for this controller in a tab bar controller's tab bar; by default
    /// made on first use, showing the controller's title.
    open var tabBarItem: UITabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            (parent as? UITabBarController)?.refreshTabBarItems()
        }
    }

    /// Insets a container's bars (a navigation bar, a tab bar) add to the safe area of this
    /// child's view, as UIKit's containers do.
    var barSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if barSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// Accepted and ignored: the lab has no status bar.
    open var prefersStatusBarHidden: Bool { false }

    open override var next: UIResponder? { loadedView?.superview ?? parent }

    // MARK: Appearance

    private var appearing: Bool?
    private var appearingAnimated = false

    /// Calls `viewWillAppear` or `viewWillDisappear` (and the children's); a container that
    /// shows or hides a child's view itself calls this, then `endAppearanceTransition()`.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearing = isAppearing
        appearingAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in children where child.isViewLoaded && child.view.isDescendant(of: view) {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Calls the `viewDidAppear` or `viewDidDisappear` matching the last
    /// `beginAppearanceTransition(_:animated:)` (and the children's); without one, nothing.
    open func endAppearanceTransition() {
        guard let isAppearing = appearing else { return }
        appearing = nil
        if isAppearing { viewDidAppear(appearingAnimated) } else { viewDidDisappear(appearingAnimated) }
        for child in children where child.appearing != nil { child.endAppearanceTransition() }
    }

    // MARK: Presentation

    /// The modal presentation state (see `UIViewController+Presentation.swift`).
    var presentation = PresentationState()

    // Declared in the class, not an extension, so that subclasses override them as UIKit's
    // (a custom presented controller's `modalPresentationStyle` returning `.custom`).

    /// How the controller covers the screen when presented (default `.automatic`: a page sheet).
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { presentation.style }
        set { presentation.style = newValue }
    }

    /// The standard animation that presents and dismisses the controller (default `.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle {
        get { presentation.transitionStyle }
        set { presentation.transitionStyle = newValue }
    }

    /// Supplies custom animators and, for `.custom`, the presentation controller (held weakly).
    open var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { presentation.transitioningDelegate }
        set { presentation.transitioningDelegate = newValue }
    }

    /// Whether the user may not dismiss the presented controller with a swipe (default false).
    open var isModalInPresentation: Bool {
        get { presentation.isModalInPresentation }
        set { presentation.isModalInPresentation = newValue }
    }

    // MARK: Containment

    /// The segues declared with `addSegue(withIdentifier:kind:destination:)`, by identifier.
    private var segueTemplates: [String: SegueTemplate] = [:]

    /// Declares the segue a storyboard would wire from this controller: `destination` makes
    /// the controller it shows, each time it is performed. LabKit's stand-in for Interface
    /// Builder; the rest of the segue API is UIKit's.
    public func addSegue(withIdentifier identifier: String, kind: UIStoryboardSegue.Kind = .show,
                         destination: @escaping () -> UIViewController) {
        segueTemplates[identifier] = SegueTemplate(kind: kind, destination: destination)
    }

    /// Performs the segue named `identifier`: asks `shouldPerformSegue(withIdentifier:sender:)`,
    /// calls `prepare(for:sender:)`, then shows the destination. An unknown identifier is
    /// reported and ignored (UIKit raises an exception).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = segueTemplates[identifier] else {
            LabDiagnostics.report("\(type(of: self)).performSegue: no segue with identifier '\(identifier)'; ignored")
            return
        }
        guard shouldPerformSegue(withIdentifier: identifier, sender: sender) else { return }
        let destination = template.destination()
        let segue = UIStoryboardSegue(identifier: identifier, source: self, destination: destination) { [unowned self] in
            switch template.kind {
            case .show: show(destination, sender: sender)
            }
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Whether the segue named `identifier` may run (default: yes).
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Called before a segue shows its destination, to hand it data.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Shows `viewController`: pushes it, animated, on the navigation controller above this one;
    /// without one it presents it modally, as UIKit does.
    open func show(_ viewController: UIViewController, sender: Any?) {
        guard let navigationController else {
            present(viewController, animated: true)
            return
        }
        navigationController.pushViewController(viewController, animated: true)
    }

    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// The controller this one is a child of.
    public private(set) weak var parent: UIViewController?

    /// The nearest navigation controller above this one.
    open var navigationController: UINavigationController? {
        var controller = parent
        while let c = controller {
            if let navigation = c as? UINavigationController { return navigation }
            controller = c.parent
        }
        return nil
    }

    /// The nearest tab bar controller above this one.
    open var tabBarController: UITabBarController? {
        var controller = parent
        while let c = controller {
            if let tabs = c as? UITabBarController { return tabs }
            controller = c.parent
        }
        return nil
    }

    /// Adds `child` (call `didMove(toParent:)` on it after adding its view).
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent (call `willMove(toParent: nil)` first).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        barSafeAreaInsets = .zero
        didMove(toParent: nil)
    }

    /// Called before the controller moves to a new parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller moved to a new parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Swaps two children's views: adds `toViewController`'s view where `fromViewController`'s
    /// is, runs `animations` as an animation block of `duration` (or, with a transition
    /// option such as `.transitionCrossDissolve` or `.transitionFlipFromLeft`, that transition
    /// between the two views), then removes the old view and calls `completion`.
    open func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                         duration: TimeInterval, options: UIView.AnimationOptions = [],
                         animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self,
              let container = fromViewController.view.superview else {
            LabDiagnostics.report("UIViewController.transition(from:to:): both controllers must be children of \(type(of: self)) and the first one's view shown; ignored")
            return
        }
        let fromView = fromViewController.view!, toView = toViewController.view!
        fromViewController.beginAppearanceTransition(false, animated: duration > 0)
        toViewController.beginAppearanceTransition(true, animated: duration > 0)
        let finish: (Bool) -> Void = { finished in
            fromViewController.endAppearanceTransition()
            toViewController.endAppearanceTransition()
            completion?(finished)
        }
        if options.transitionKind != 0 {
            UIView.transition(from: fromView, to: toView, duration: duration, options: options, completion: finish)
            UIView.performWithoutAnimation { animations?() }
        } else {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: { animations?() }) { finished in
                fromView.removeFromSuperview()
                finish(finished)
            }
        }
    }
}
