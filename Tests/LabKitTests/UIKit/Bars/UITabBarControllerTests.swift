import LabKit
import XCTest

// LoggingController and PresentationLog are the presentation tests' (PresentationTestCase.swift).

/// A tab bar controller delegate that logs its calls and can refuse tabs or supply an animator.
final class LoggingTabDelegate: UITabBarControllerDelegate {
    let log: PresentationLog
    var refused: Set<String> = []
    var animator: UIViewControllerAnimatedTransitioning?

    init(log: PresentationLog) { self.log = log }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        log.entries.append("shouldSelect \(viewController.title ?? "")")
        return !refused.contains(viewController.title ?? "")
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        log.entries.append("didSelect \(viewController.title ?? "")")
    }

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    var interaction: UIPercentDrivenInteractiveTransition?

    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// A 0.5 s cross-fade that records the frames the context gives it.
final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    var initialFrameOfTo: CGRect?
    var finalFrameOfTo: CGRect?
    var initialFrameOfFrom: CGRect?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let toVC = transitionContext.viewController(forKey: .to)!, fromVC = transitionContext.viewController(forKey: .from)!
        initialFrameOfTo = transitionContext.initialFrame(for: toVC)
        finalFrameOfTo = transitionContext.finalFrame(for: toVC)
        initialFrameOfFrom = transitionContext.initialFrame(for: fromVC)
        let to = transitionContext.view(forKey: .to)!
        to.frame = finalFrameOfTo!
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.5, animations: { to.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class UITabBarControllerTests: UIKitTestCase {
    private let log = PresentationLog()
    private var a: LoggingController!
    private var b: LoggingController!
    private var c: LoggingController!
    private var tabs: UITabBarController!
    private var delegate: LoggingTabDelegate!

    override func setUp() {
        super.setUp()
        a = LoggingController("A", log: log)
        b = LoggingController("B", log: log)
        c = LoggingController("C", log: log)
        for controller in [a, b, c] { controller!.title = controller!.name }
        delegate = LoggingTabDelegate(log: log)
        tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        tabs.delegate = delegate
        window.rootViewController = tabs
        commit()
        log.entries = []
    }

    /// The centre of item `index` of the three in the 320-point-wide bar.
    private func itemCenter(_ index: Int) -> CGPoint {
        CGPoint(x: 320.0 / 3 * (CGFloat(index) + 0.5), y: tabs.tabBar.frame.minY + 20)
    }

    private func diagnostics(_ body: () -> Void) -> [String] {
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        body()
        return messages
    }

    func testFirstTabIsSelectedAndOnlyItsViewIsShown() {
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === a)
        XCTAssertTrue(tabs.tabBar.selectedItem === a.tabBarItem)
        XCTAssertEqual(tabs.tabBar.items?.count, 3)
        XCTAssertNotNil(a.view.window)
        XCTAssertNil(b.viewIfLoaded?.window, "unselected tabs' views are not loaded into the window")
        XCTAssertTrue(a.tabBarController === tabs && c.tabBarController === tabs)
        XCTAssertTrue(a.parent === tabs)
    }

    func testSelectedIndexInCodeSwitchesWithoutTellingTheDelegate() {
        tabs.selectedIndex = 2
        XCTAssertTrue(tabs.selectedViewController === c)
        XCTAssertTrue(tabs.tabBar.selectedItem === c.tabBarItem)
        XCTAssertNil(a.view.window)
        XCTAssertNotNil(c.view.window)
        XCTAssertEqual(log.entries, ["A.willDisappear", "C.willAppear", "A.didDisappear", "C.didAppear"])
        tabs.selectedViewController = b
        XCTAssertEqual(tabs.selectedIndex, 1)
    }

    func testOutOfRangeIndexAndForeignControllerAreIgnoredWithADiagnostic() {
        for bad in [3, -1, Int.max] {
            let messages = diagnostics { tabs.selectedIndex = bad }
            XCTAssertEqual(messages.count, 1, "\(bad)")
            XCTAssertTrue(messages.first?.contains("selectedIndex") ?? false)
        }
        let messages = diagnostics { tabs.selectedViewController = UIViewController() }
        XCTAssertEqual(messages.count, 1)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === a)
        XCTAssertEqual(log.entries, [])
    }

    /// Order as UIKit logs it for a tap (the delegate is asked first and told last, after the
    /// appearance calls), per `tabBarController(_:didSelect:)`'s documentation: only taps tell it.
    func testTapAsksTheDelegateThenSwitchesThenTellsIt() {
        tap(itemCenter(1))
        XCTAssertEqual(log.entries, ["shouldSelect B", "A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear",
                                     "didSelect B"])
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertEqual(b.view.frame, window.bounds, "the tab's view fills the screen under the translucent bar")
    }

    func testRefusedTabStaysUnselected() {
        delegate.refused = ["C"]
        tap(itemCenter(2))
        XCTAssertEqual(log.entries, ["shouldSelect C"])
        XCTAssertTrue(tabs.selectedViewController === a)
        XCTAssertTrue(tabs.tabBar.selectedItem === a.tabBarItem)
    }

    /// "The tab bar controller calls this method regardless of whether the selected view
    /// controller changed" (UIKit's documentation of `tabBarController(_:didSelect:)`).
    func testTappingTheSelectedTabTellsTheDelegateAgain() {
        tap(itemCenter(0))
        XCTAssertEqual(log.entries, ["shouldSelect A", "didSelect A"])
    }

    func testReTappingANavigationControllersTabPopsToItsRoot() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        navigation.tabBarItem = UITabBarItem(title: "Nav", image: nil, tag: 7)
        tabs.viewControllers = [navigation, b]
        commit()
        navigation.pushViewController(UIViewController(), animated: false)
        XCTAssertEqual(navigation.viewControllers.count, 2)
        tap(itemCenter(0))
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertEqual(navigation.viewControllers.count, 1)
    }

    func testAnimatorRunsTheSwitchThroughTheTransitionContext() {
        let animator = FadeAnimator()
        delegate.animator = animator
        tap(itemCenter(2))
        XCTAssertTrue(tabs.isTransitioning)
        XCTAssertTrue(tabs.selectedViewController === c, "selected as the switch starts")
        XCTAssertEqual(animator.initialFrameOfTo, .zero)
        XCTAssertEqual(animator.finalFrameOfTo, window.bounds)
        XCTAssertEqual(animator.initialFrameOfFrom, window.bounds)
        XCTAssertEqual(log.entries, ["shouldSelect C", "A.willDisappear", "C.willAppear", "didSelect C"])
        XCTAssertNotNil(c.transitionCoordinator)
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertNotNil(a.view.window, "both views show mid-way")
        XCTAssertNotNil(c.view.window)
        let alpha = c.view.layer.presentation()!.opacity
        XCTAssertTrue(alpha > 0.1 && alpha < 0.9, "fading in: \(alpha)")
        let messages = diagnostics { tabs.selectedIndex = 1 }
        XCTAssertEqual(messages.count, 1, "no switch during a switch")
        advance(to: start + 0.55)
        XCTAssertFalse(tabs.isTransitioning)
        XCTAssertNil(a.view.window)
        XCTAssertEqual(log.entries.suffix(2), ["A.didDisappear", "C.didAppear"])
        XCTAssertTrue(tabs.selectedViewController === c)
        XCTAssertNil(c.transitionCoordinator)
    }

    /// A percent-driven switch follows `update`; cancelled, it puts the old tab back and undoes
    /// the appearance calls, as a cancelled interactive navigation pop does.
    func testInteractiveSwitchScrubsAndCancels() {
        delegate.animator = FadeAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        tabs.selectedIndex = 1
        step()
        interaction.update(0.5)
        step()
        let alpha = b.view.layer.presentation()!.opacity
        XCTAssertEqual(alpha, 0.5, accuracy: 0.15, "held half-way")
        interaction.cancel()
        advance(to: LabClock.currentTime + 0.6)
        XCTAssertFalse(tabs.isTransitioning)
        XCTAssertTrue(tabs.selectedViewController === a)
        XCTAssertTrue(tabs.tabBar.selectedItem === a.tabBarItem)
        XCTAssertNotNil(a.view.window)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(log.entries, ["A.willDisappear", "B.willAppear", "B.willDisappear", "A.willAppear",
                                     "B.didDisappear", "A.didAppear"])
        tabs.selectedIndex = 2
        step()
        interaction.finish()
        advance(to: LabClock.currentTime + 0.6)
        XCTAssertTrue(tabs.selectedViewController === c)
        XCTAssertNotNil(c.view.window)
    }

    /// 49 points plus the bottom safe area, along the bottom; the tab's safe area ends at the
    /// bar's top (under a translucent bar) or its view ends there (an opaque bar).
    func testTabBarFramesAndTheTabsSafeArea() {
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 431, width: 320, height: 49))
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0))
        tabs.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        commit()
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 397, width: 320, height: 83))
        XCTAssertEqual(a.view.frame, window.bounds)
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
        tabs.tabBar.isTranslucent = false
        commit()
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 397))
        XCTAssertEqual(a.view.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    }

    /// Items fill the bar by default (an iPhone is horizontally compact); centered, they are
    /// `itemWidth` wide and `itemSpacing` apart in the middle: 3 × 60 + 2 × 20 = 220 of 320
    /// points leaves 50 on each side. A negative width or spacing becomes 0 (Apple's reference).
    func testTabBarItemPositioning() {
        func buttonFrames() -> [CGRect] {
            commit()
            return tabs.tabBar.subviews.filter { String(describing: type(of: $0)) == "TabBarButton" }.map(\.frame)
        }
        XCTAssertEqual(tabs.tabBar.itemPositioning, .automatic)
        XCTAssertEqual(buttonFrames().map { ($0.minX * 3).rounded() }, [0, 320, 640])
        tabs.tabBar.itemPositioning = .centered
        tabs.tabBar.itemWidth = 60
        tabs.tabBar.itemSpacing = 20
        XCTAssertEqual(buttonFrames().map(\.minX), [50, 130, 210])
        XCTAssertEqual(buttonFrames().map(\.width), [60, 60, 60])
        tabs.tabBar.itemSpacing = -5
        XCTAssertEqual(tabs.tabBar.itemSpacing, 0)
        XCTAssertEqual(buttonFrames().map(\.minX), [70, 130, 190])
    }

    /// UIKit's rule for a new set of controllers: the selected one stays selected; if it is
    /// gone, the one at the same index; if there is none, the first.
    func testReplacingTheControllersKeepsTheSelectionWhereItCan() {
        tabs.selectedIndex = 1
        tabs.viewControllers = [c, b]
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertEqual(tabs.selectedIndex, 1)
        tabs.viewControllers = [a, c]
        XCTAssertTrue(tabs.selectedViewController === c, "B is gone: the one at index 1")
        XCTAssertNil(b.parent)
        tabs.viewControllers = [a]
        XCTAssertTrue(tabs.selectedViewController === a, "index 1 is gone: the first")
        XCTAssertNil(c.viewIfLoaded?.window)
        XCTAssertNotNil(a.view.window)
        XCTAssertTrue(tabs.tabBar.items?.first === a.tabBarItem && tabs.tabBar.items?.count == 1)
    }

    func testTabBarItemDefaultsToTheControllersTitle() {
        let controller = UIViewController()
        controller.title = "Inbox"
        XCTAssertEqual(controller.tabBarItem.title, "Inbox")
        controller.title = "Mail"
        XCTAssertEqual(controller.tabBarItem.title, "Mail", "the title follows the controller's")
        XCTAssertEqual(controller.navigationItem.title, "Mail")
        let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
        XCTAssertEqual(item.title, "Favorites")
        XCTAssertEqual(item.tag, 4)
        XCTAssertNotNil(item.image)
        XCTAssertNil(UITabBarItem(tabBarSystemItem: .history, tag: 0).image)
    }

    /// The texts of the visible labels in the tab bar.
    private func barTexts() -> Set<String> {
        var texts: Set<String> = []
        func walk(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let text = (view as? UILabel)?.text, !text.isEmpty { texts.insert(text) }
            view.subviews.forEach(walk)
        }
        walk(tabs.tabBar)
        return texts
    }

    func testItemChangesShowInTheBar() {
        XCTAssertEqual(barTexts(), ["A", "B", "C"])
        b.tabBarItem.badgeValue = "7"
        c.tabBarItem.title = "Third"
        XCTAssertEqual(barTexts(), ["A", "B", "7", "Third"])
        b.tabBarItem.badgeValue = nil
        XCTAssertEqual(barTexts(), ["A", "B", "Third"])
    }

    private func titleLabel(_ text: String) -> UILabel? {
        var found: UILabel?
        func walk(_ view: UIView) {
            if let label = view as? UILabel, label.text == text { found = label }
            view.subviews.forEach(walk)
        }
        walk(tabs.tabBar)
        return found
    }

    /// Title attributes per state, the item's own over `UITabBarItem.appearance()`'s (a
    /// selected title without its own takes the normal font and the tint), and the title's
    /// position adjustment.
    func testTitleAttributesAndPositionFromTheItemOrTheProxy() {
        let proxy = UITabBarItem.appearance()
        proxy.setTitleTextAttributes([.foregroundColor: UIColor.systemRed, .font: UIFont.systemFont(ofSize: 12)], for: .normal)
        proxy.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -3)
        b.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        c.tabBarItem.setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .selected)
        tabs.tabBar.layoutIfNeeded()
        XCTAssertEqual(titleLabel("A")?.textColor, tabs.tabBar.tintColor, "selected, without selected attributes: the tint")
        XCTAssertEqual(titleLabel("A")?.font.pointSize, 12, "and the normal font")
        XCTAssertEqual(titleLabel("B")?.textColor, .systemGreen, "the item's own over the proxy's")
        XCTAssertEqual(titleLabel("C")?.textColor, .systemRed, "the proxy's normal attributes")
        XCTAssertEqual(titleLabel("C")?.frame.minY, 31, "moved 3 points up")
        tabs.selectedIndex = 2
        XCTAssertEqual(titleLabel("C")?.textColor, .systemOrange)
        XCTAssertEqual(b.tabBarItem.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemGreen)
    }

    func testReplacingTheSelectedTabsItemKeepsItSelected() {
        let item = UITabBarItem(title: "Alpha", image: UIImage(systemName: "star"), tag: 1)
        a.tabBarItem = item
        XCTAssertTrue(tabs.tabBar.items?.first === item)
        XCTAssertTrue(tabs.tabBar.selectedItem === item)
    }

    /// The controller is its bar's delegate, as in UIKit: a subclass overriding
    /// `tabBar(_:didSelect:)` hears the tap first (animated tab bars start their item's
    /// animation there), and `super` switches as before.
    func testSubclassesHearTapsThroughTheBarsDelegateMethod() {
        final class Animated: UITabBarController {
            var heard: [String] = []
            override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
                heard.append(item.title ?? "")
                super.tabBar(tabBar, didSelect: item)
            }
        }
        let animated = Animated()
        animated.viewControllers = [a, b]
        animated.delegate = delegate
        window.rootViewController = animated
        commit()
        XCTAssertTrue(animated.tabBar.delegate === animated)
        log.entries = []
        tap(CGPoint(x: 240, y: animated.tabBar.frame.minY + 20))
        XCTAssertEqual(animated.heard, ["B"])
        XCTAssertTrue(animated.selectedViewController === b)
        XCTAssertEqual(log.entries.first, "shouldSelect B")
        XCTAssertEqual(log.entries.last, "didSelect B")
    }

    func testBarOutsideAControllerTellsItsOwnDelegate() {
        final class Delegate: UITabBarDelegate {
            var selected: [String] = []
            func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.title ?? "") }
        }
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 200, height: 49))
        let one = UITabBarItem(title: "One", image: nil, tag: 1), two = UITabBarItem(title: "Two", image: nil, tag: 2)
        bar.items = [one, two]
        let barDelegate = Delegate()
        bar.delegate = barDelegate
        let host = UIViewController()
        host.view.addSubview(bar)
        window.rootViewController = host
        commit()
        tap(CGPoint(x: 150, y: 20))
        XCTAssertEqual(barDelegate.selected, ["Two"])
        XCTAssertTrue(bar.selectedItem === two)
        let messages = diagnostics { bar.selectedItem = UITabBarItem(title: "Other", image: nil, tag: 3) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(bar.selectedItem === two)
    }

    /// The bar has its frame by `viewDidLoad`, where subclasses lay out items of their own from
    /// its width (animated-tab-bar computes `tabBar.bounds.width / count` there).
    func testTheTabBarHasItsWidthInViewDidLoad() {
        final class WidthProbe: UITabBarController {
            var widthInViewDidLoad: CGFloat = -1
            override func viewDidLoad() {
                super.viewDidLoad()
                widthInViewDidLoad = tabBar.bounds.width
            }
        }
        let controller = WidthProbe()
        controller.viewControllers = [UIViewController(), UIViewController()]
        window.rootViewController = controller
        commit()
        XCTAssertEqual(controller.widthInViewDidLoad, window.bounds.width)
    }
}
