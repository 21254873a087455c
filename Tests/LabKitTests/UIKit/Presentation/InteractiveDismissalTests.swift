import LabKit
import XCTest

/// An interactive dismissal through a `UIPercentDrivenInteractiveTransition` from
/// `interactionControllerForDismissal(using:)`: the container's time follows the driver, and
/// `finish()` dismisses while `cancel()` leaves the controller presented, appearance calls
/// undone (Apple: UIPercentDrivenInteractiveTransition, UIViewControllerTransitioningDelegate).
final class InteractiveDismissalTests: PresentationTestCase {
    private let delegate = RecordingTransitioningDelegate()
    private var presented: LoggingController!
    private var animator: GrowAnimator!

    override func setUp() {
        super.setUp()
        animator = GrowAnimator(duration: 1)
        delegate.dismissAnimator = animator
        presented = LoggingController("B", log: log)
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        presenter.present(presented, animated: false)
        log.entries = []
    }

    func testFinishedDismissal() {
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.dismissDriver = driver
        var dismissed = false
        let container = presented.presentationController!.containerView!
        presented.dismiss(animated: true) { dismissed = true }
        XCTAssertTrue(animator.contexts[0].isInteractive)
        driver.update(0.5)
        step()
        XCTAssertEqual(presented.view.layer.presentation()!.transform.m11, 0.55, accuracy: 0.01, "half-way: 1 − 0.9 · 0.5")
        advance(to: LabClock.currentTime + 2)
        XCTAssertEqual(presented.view.layer.presentation()!.transform.m11, 0.55, accuracy: 0.01, "held while the finger rests")
        XCTAssertTrue(presented.isBeingDismissed)
        driver.finish()
        advance(to: LabClock.currentTime + 0.6)
        XCTAssertTrue(dismissed)
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertNil(presented.view.window)
        XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        XCTAssertEqual(animator.ended, [true])
        XCTAssertEqual(window.subviews.count, 1)
        XCTAssertEqual(container.layer.speed, 1, "the driver restored the container's time")
    }

    func testCancelledDismissal() {
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.dismissDriver = driver
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        driver.update(0.3)
        step()
        driver.cancel()
        advance(to: LabClock.currentTime + 0.5)
        XCTAssertFalse(dismissed, "a cancelled dismissal does not run the completion")
        XCTAssertFalse(presented.isBeingDismissed)
        XCTAssertTrue(presenter.presentedViewController === presented)
        XCTAssertTrue(presented.view.window === window)
        XCTAssertNil(presenter.view.superview, "the presenter's view leaves again")
        XCTAssertEqual(presented.view.transform, .identity)
        XCTAssertEqual(presented.view.layer.presentation()!.transform.m11, 1, accuracy: 1e-9)
        XCTAssertEqual(log.entries, ["B.willDisappear", "A.willAppear", "B.willAppear", "A.willDisappear",
                                     "B.didAppear", "A.didDisappear"])
        XCTAssertEqual(animator.ended, [false])
        XCTAssertEqual(presented.presentationController!.containerView!.layer.speed, 1, "the container's time runs again")
        // It can still be dismissed afterwards.
        delegate.dismissDriver = nil
        presented.dismiss(animated: true) { dismissed = true }
        settle(1.2)
        XCTAssertTrue(dismissed)
        XCTAssertNil(presenter.presentedViewController)
    }

    /// After `finish()` the rest plays on `completionCurve` (default ease-in-out): from 50%,
    /// the remaining 0.5 s at a fifth of the way in time (0.1 s) is 0.0817 along the
    /// ease-in-out Bézier (0.42, 0), (0.58, 1), so 0.5 + 0.5 × 0.0817 = 54.1% (scale
    /// 1 − 0.9 × 0.541 = 0.513); linear, 60% (0.46).
    func testTheRestPlaysOnTheCompletionCurve() {
        for (curve, scale) in [(UIView.AnimationCurve.easeInOut, 0.513), (.linear, 0.46)] {
            let driver = UIPercentDrivenInteractiveTransition()
            XCTAssertEqual(driver.completionCurve, .easeInOut)
            driver.completionCurve = curve
            delegate.dismissDriver = driver
            presented.dismiss(animated: true)
            driver.update(0.5)
            step()
            driver.finish()
            let released = LabClock.currentTime
            advance(to: released + 0.1)
            XCTAssertEqual(presented.view.layer.presentation()!.transform.m11, scale, accuracy: 0.002, "\(curve)")
            settle(1)
            delegate.dismissDriver = nil
            presenter.present(presented, animated: false)
            settle(0.1)
        }
    }

    /// With `wantsInteractiveStart` false the transition plays on its own (linearly, as the
    /// interactive part does) until `pause()`, then follows `update(_:)`.
    func testANonInteractiveStartPlaysUntilPaused() {
        let driver = UIPercentDrivenInteractiveTransition()
        driver.wantsInteractiveStart = false
        delegate.dismissDriver = driver
        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        XCTAssertEqual(Double(driver.percentComplete), 0.25, accuracy: 0.02)
        driver.pause()
        driver.update(0.1)
        step()
        XCTAssertEqual(presented.view.layer.presentation()!.transform.m11, 0.91, accuracy: 0.01, "driven back to 10%")
        driver.finish()
        settle(1.5)
        XCTAssertTrue(dismissed)
    }
}
