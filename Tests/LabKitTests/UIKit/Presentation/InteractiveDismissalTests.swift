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
}
