import LabKit
import XCTest

/// A controller that records its appearance calls.
final class RecordingController: UIViewController {
    var log: [String] = []
    override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
}

/// A circle reveal like the Ping tutorial's: a `path` animation on the incoming view's mask,
/// whose delegate completes the transition.
final class MaskRevealAnimator: UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    var context: UIViewControllerContextTransitioning?
    var mask: CAShapeLayer?
    let duration: TimeInterval

    init(duration: TimeInterval = 0.5) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let to = transitionContext.view(forKey: .to)!
        transitionContext.containerView.addSubview(to)
        let small = UIBezierPath(ovalIn: CGRect(x: 150, y: 230, width: 20, height: 20)).cgPath
        let big = UIBezierPath(ovalIn: CGRect(x: -300, y: -200, width: 920, height: 920)).cgPath
        let mask = CAShapeLayer()
        mask.path = big
        to.layer.mask = mask
        self.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = small
        grow.toValue = big
        grow.duration = duration
        grow.delegate = self
        mask.add(grow, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        context?.completeTransition(!(context?.transitionWasCancelled ?? false))
        context?.view(forKey: .to)?.layer.mask = nil
    }
}

final class NavigationDelegate: UINavigationControllerDelegate {
    var animator: UIViewControllerAnimatedTransitioning?
    var interaction: UIPercentDrivenInteractiveTransition?

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

final class UINavigationControllerTests: UIKitTestCase {
    private var home: RecordingController!
    private var detail: RecordingController!
    private var navigation: UINavigationController!
    private let delegate = NavigationDelegate()

    override func setUp() {
        super.setUp()
        home = RecordingController()
        detail = RecordingController()
        navigation = UINavigationController(rootViewController: home)
        navigation.isNavigationBarHidden = true
        navigation.delegate = delegate
        window.rootViewController = navigation
        commit()
        home.log = []
    }

    /// Only the top controller's view is shown, and the stack is `expected`.
    private func assertSettled(_ expected: [UIViewController], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(navigation.viewControllers.elementsEqual(expected, by: ===), "stack", file: file, line: line)
        XCTAssertTrue(navigation.topViewController === expected.last, file: file, line: line)
        for controller in [home!, detail!] {
            let shown = controller === expected.last
            XCTAssertEqual(controller.viewIfLoaded?.window != nil, shown, "\(shown ? "top" : "other") view in window", file: file, line: line)
            XCTAssertNil(controller.viewIfLoaded?.layer.mask, file: file, line: line)
        }
        XCTAssertFalse(navigation.isTransitioning, file: file, line: line)
        XCTAssertEqual(expected.last?.view.frame, window.bounds, file: file, line: line)
        let inStack = expected.contains { $0 === detail }
        XCTAssertEqual(detail.parent === navigation, inStack, "containment", file: file, line: line)
    }

    func testPushAndPopWithoutAnimation() {
        navigation.pushViewController(detail, animated: false)
        commit()
        assertSettled([home, detail])
        XCTAssertEqual(home.log, ["willDisappear", "didDisappear"])
        XCTAssertEqual(detail.log, ["willAppear", "didAppear"])
        XCTAssertTrue(detail.navigationController === navigation)
        XCTAssertTrue(navigation.popViewController(animated: false) === detail)
        assertSettled([home])
        XCTAssertNil(navigation.popViewController(animated: false), "the root stays")
    }

    func testStandardSlideTakesItsDuration() {
        navigation.pushViewController(detail, animated: true)
        XCTAssertTrue(navigation.isTransitioning)
        let start = LabClock.currentTime
        advance(to: start + 0.2)
        XCTAssertEqual(detail.log, ["willAppear"])
        let x = detail.view.layer.presentation()!.transform.m41
        XCTAssertTrue(x > 0 && x < 320, "sliding in: \(x)")
        advance(to: start + 0.4)
        assertSettled([home, detail])
        XCTAssertEqual(detail.log, ["willAppear", "didAppear"])
    }

    func testCustomAnimatorCompletesThroughItsAnimationDelegate() {
        let animator = MaskRevealAnimator()
        delegate.animator = animator
        navigation.pushViewController(detail, animated: true)
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertNotNil(detail.view.layer.mask, "mid-way the incoming view is masked")
        XCTAssertTrue(home.view.window != nil && detail.view.window != nil, "both views are shown during the transition")
        advance(to: start + 0.55)
        assertSettled([home, detail])
        delegate.animator = MaskRevealAnimator()
        navigation.popViewController(animated: true)
        advance(to: LabClock.currentTime + 0.55)
        assertSettled([home])
    }

    func testInteractiveTransitionScrubsTheMaskPathThroughLayerTime() {
        let animator = MaskRevealAnimator(duration: 1)
        delegate.animator = animator
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.interaction = driver
        navigation.pushViewController(detail, animated: true)
        driver.update(0.25)
        step()
        let quarter = animator.mask!.presentation()!.path!.boundingBoxOfPath
        // The path animation interpolates the ellipses point-wise: a quarter of the way from 20 to 920.
        XCTAssertEqual(quarter.width, 20 + 900 * 0.25, accuracy: 0.5)
        advance(to: LabClock.currentTime + 2)
        XCTAssertEqual(animator.mask!.presentation()!.path!.boundingBoxOfPath.width, quarter.width, accuracy: 1e-6,
                       "paused while the finger rests")
        driver.update(0.5)
        step()
        XCTAssertEqual(animator.mask!.presentation()!.path!.boundingBoxOfPath.width, 470, accuracy: 0.5)
        driver.finish()
        advance(to: LabClock.currentTime + 0.25)
        XCTAssertEqual(Double(driver.percentComplete), 0.75, accuracy: 0.02, "the rest plays at normal speed")
        advance(to: LabClock.currentTime + 0.35)
        assertSettled([home, detail])
        XCTAssertEqual(navigation.view.subviews.first!.layer.speed, 1, "the container's time runs again")
    }

    /// Gesture code drops its driver on release (the Ping tutorial sets it to nil right after
    /// `finish()`); the transition still restores the container's time, so the next, normal
    /// transition animates.
    func testReleasedDriverStillRestoresTheContainersTime() {
        delegate.animator = MaskRevealAnimator(duration: 1)
        weak var released: UIPercentDrivenInteractiveTransition?
        do {
            let driver = UIPercentDrivenInteractiveTransition()
            released = driver
            delegate.interaction = driver
            navigation.pushViewController(detail, animated: true)
            driver.update(0.5)
            step()
            driver.finish()
            delegate.interaction = nil
        }
        advance(to: LabClock.currentTime + 0.6)
        assertSettled([home, detail])
        XCTAssertNil(released, "the context lets the driver go once the transition completed")
        XCTAssertEqual(navigation.view.subviews.first!.layer.speed, 1, "the container's time runs again")
        let pop = MaskRevealAnimator(duration: 1)
        delegate.animator = pop
        navigation.popViewController(animated: true)
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertEqual(pop.mask!.presentation()!.path!.boundingBoxOfPath.width, 20 + 900 * 0.5, accuracy: 2,
                       "the next transition runs on the clock")
        advance(to: LabClock.currentTime + 0.6)
        assertSettled([home])
    }

    func testCancelledInteractiveTransitionReversesAndRestoresTheStack() {
        let animator = MaskRevealAnimator(duration: 1)
        delegate.animator = animator
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.interaction = driver
        navigation.pushViewController(detail, animated: true)
        driver.update(0.4)
        step()
        driver.cancel()
        advance(to: LabClock.currentTime + 0.2)
        XCTAssertEqual(Double(driver.percentComplete), 0.2, accuracy: 0.02, "playing backwards")
        advance(to: LabClock.currentTime + 0.3)
        assertSettled([home])
        XCTAssertEqual(detail.log, ["willAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(home.log, ["willDisappear", "willAppear", "didAppear"])
        // The same works for an interactive pop after a real push.
        delegate.interaction = nil
        delegate.animator = nil
        navigation.pushViewController(detail, animated: false)
        let popDriver = UIPercentDrivenInteractiveTransition()
        delegate.animator = MaskRevealAnimator(duration: 1)
        delegate.interaction = popDriver
        navigation.popViewController(animated: true)
        XCTAssertEqual(navigation.viewControllers.count, 1, "popped at once, restored on cancel")
        popDriver.update(0.1)
        popDriver.cancel()
        advance(to: LabClock.currentTime + 0.3)
        assertSettled([home, detail])
    }

    func testChildContainmentCallsAndTransition() {
        final class Parent: UIViewController {}
        let parent = Parent()
        let a = RecordingController(), b = RecordingController()
        parent.addChild(a)
        parent.view.addSubview(a.view)
        a.didMove(toParent: parent)
        parent.addChild(b)
        window.rootViewController = parent
        commit()
        XCTAssertTrue(a.parent === parent)
        a.log = []
        var done = false
        parent.transition(from: a, to: b, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { done = $0 }
        XCTAssertTrue(b.view.superview === parent.view)
        XCTAssertNil(a.view.superview)
        advance(to: LabClock.currentTime + 0.35)
        XCTAssertTrue(done)
        XCTAssertEqual(a.log, ["willDisappear", "didDisappear"])
        XCTAssertEqual(b.log, ["willAppear", "didAppear"])
        a.willMove(toParent: nil)
        a.removeFromParent()
        XCTAssertNil(a.parent)
        XCTAssertEqual(parent.children.count, 1)
    }

    /// The standard slide (UIView.animate blocks) driven interactively: it scrubs, and a
    /// cancel brings the first screen back whole.
    func testInteractiveStandardSlideScrubsAndCancels() {
        final class DriveOnly: UINavigationControllerDelegate {
            let driver = UIPercentDrivenInteractiveTransition()
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
                -> UIViewControllerInteractiveTransitioning? { driver }
        }
        let drive = DriveOnly()
        navigation.delegate = drive
        navigation.pushViewController(detail, animated: true)
        drive.driver.update(0.5)
        step()
        let x = detail.view.layer.presentation()!.transform.m41
        XCTAssertTrue(x > 0 && x < 320, "half-way in: \(x)")
        drive.driver.cancel()
        advance(to: LabClock.currentTime + 0.5)
        assertSettled([home])
        XCTAssertEqual(home.view.transform, .identity)
    }
}
