import LabKit
import XCTest

/// A presentation controller that fades a dimming view in and out alongside the transition
/// through the transition coordinator, as Apple's custom presentation sample does
/// ("Creating a custom presentation", `animate(alongsideTransition:completion:)`).
final class DimmingPresentationController: UIPresentationController {
    let dimmingView = UIView()
    var events: [String] = []

    override func presentationTransitionWillBegin() {
        events.append("presentationWillBegin")
        dimmingView.frame = containerView!.bounds
        dimmingView.alpha = 0
        containerView!.insertSubview(dimmingView, at: 0)
        let accepted = presentedViewController.transitionCoordinator!.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        }, completion: { context in
            self.events.append("alongsideCompletion(cancelled: \(context.isCancelled))")
        })
        XCTAssertTrue(accepted)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        events.append("presentationDidEnd(\(completed))")
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        events.append("dismissalWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        events.append("dismissalDidEnd(\(completed))")
        if completed { dimmingView.removeFromSuperview() }
    }
}

final class TransitionCoordinatorTests: PresentationTestCase {
    final class Delegate: UIViewControllerTransitioningDelegate {
        var controller: DimmingPresentationController?
        var driver: UIPercentDrivenInteractiveTransition?
        let animator = GrowAnimator(duration: 1)

        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let made = DimmingPresentationController(presentedViewController: presented, presenting: presenting)
            controller = made
            return made
        }

        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }

        func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
            -> UIViewControllerInteractiveTransitioning? { driver }
    }

    private let delegate = Delegate()

    private func makePresented() -> UIViewController {
        let b = UIViewController()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        return b
    }

    func testAlongsideAnimationRunsWithTheTransition() {
        let b = makePresented()
        presenter.present(b, animated: true)
        let coordinator = b.transitionCoordinator
        XCTAssertNotNil(coordinator)
        XCTAssertTrue(presenter.transitionCoordinator === coordinator, "the presenter sees the same coordinator")
        XCTAssertEqual(coordinator?.transitionDuration, 1)
        XCTAssertEqual(coordinator?.presentationStyle, .custom)
        XCTAssertTrue(coordinator?.containerView === b.presentationController?.containerView)
        let dimming = delegate.controller!.dimmingView
        advance(to: LabClock.currentTime + 0.5)
        let alpha = dimming.layer.presentation()!.opacity
        XCTAssertTrue(alpha > 0.2 && alpha < 0.8, "fading in with the transition: \(alpha)")
        settle()
        XCTAssertEqual(dimming.layer.presentation()!.opacity, 1)
        XCTAssertEqual(delegate.controller!.events, ["presentationWillBegin", "presentationDidEnd(true)",
                                                     "alongsideCompletion(cancelled: false)"])
        XCTAssertNil(b.transitionCoordinator, "no coordinator once the transition ended")
        b.dismiss(animated: true)
        advance(to: LabClock.currentTime + 0.25)
        let leaving = dimming.layer.presentation()!.opacity
        XCTAssertTrue(leaving > 0.05 && leaving < 1, "fading out: \(leaving)")
        settle()
        XCTAssertNil(dimming.superview)
        XCTAssertEqual(delegate.controller!.events.suffix(2), ["dismissalWillBegin", "dismissalDidEnd(true)"])
    }

    /// An interactive presentation drives the alongside animations in the container with the
    /// animator's; a cancelled one reports `isCancelled` and undoes the presentation.
    func testInteractiveCancelledPresentation() {
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.driver = driver
        let b = makePresented()
        var completed = false
        presenter.present(b, animated: true) { completed = true }
        driver.update(0.25)
        step()
        let dimming = delegate.controller!.dimmingView
        // A quarter of the way on the alongside block's ease-in-out curve (0.42, 0, 0.58, 1):
        // x(s) = 0.25 at s ≈ 0.2251, where y(s) ≈ 0.1292.
        XCTAssertEqual(Double(dimming.layer.presentation()!.opacity), 0.1292, accuracy: 0.005, "scrubbed with the driver")
        XCTAssertTrue(b.transitionCoordinator!.isInteractive)
        driver.cancel()
        settle()
        XCTAssertFalse(completed)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(window.subviews.count, 1, "the container is gone")
        XCTAssertEqual(delegate.controller!.events, ["presentationWillBegin", "presentationDidEnd(false)",
                                                     "alongsideCompletion(cancelled: true)"])
        // A new presentation works.
        delegate.driver = nil
        presenter.present(b, animated: true) { completed = true }
        settle(1.2)
        XCTAssertTrue(completed)
    }

    /// A pushed controller animates alongside the push from `viewWillAppear`, as UIKit code
    /// does with its navigation bar (Apple: `transitionCoordinator` "… the transition
    /// coordinator object associated with the current transition").
    func testPushedControllerAnimatesAlongsideFromViewWillAppear() {
        final class Pushed: UIViewController {
            let badge = UIView()
            var hadCoordinator = false
            var completions = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.alpha = 0
                view.addSubview(badge)
            }
            override func viewWillAppear(_ animated: Bool) {
                hadCoordinator = transitionCoordinator != nil
                transitionCoordinator?.animate(alongsideTransition: { _ in self.badge.alpha = 1 }) { _ in self.completions += 1 }
            }
        }
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        commit()
        let pushed = Pushed()
        navigation.pushViewController(pushed, animated: true)
        XCTAssertTrue(pushed.hadCoordinator)
        XCTAssertEqual(navigation.transitionCoordinator?.presentationStyle, UIModalPresentationStyle.none)
        XCTAssertEqual(navigation.transitionCoordinator?.transitionDuration, 0.35)
        advance(to: LabClock.currentTime + 0.175)
        let alpha = pushed.badge.layer.presentation()!.opacity
        XCTAssertTrue(alpha > 0.2 && alpha < 0.8, "fading in with the slide: \(alpha)")
        settle()
        XCTAssertEqual(pushed.completions, 1)
        XCTAssertNil(pushed.transitionCoordinator)
    }

    func testUnanimatedTransitionRunsAlongsideBlocksAtOnce() {
        let b = makePresented()
        presenter.present(b, animated: false)
        XCTAssertEqual(delegate.controller!.dimmingView.alpha, 1)
        XCTAssertEqual(delegate.controller!.events, ["presentationWillBegin", "presentationDidEnd(true)",
                                                     "alongsideCompletion(cancelled: false)"])
    }
}
