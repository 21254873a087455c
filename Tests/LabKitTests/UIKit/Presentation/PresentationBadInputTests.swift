import LabKit
import XCTest

/// Misuse is reported and ignored as UIKit logs and ignores it ("Attempt to present … which
/// is already presenting"), never a trap; dismissing with nothing presented still runs the
/// completion (Apple: `dismiss(animated:completion:)`).
final class PresentationBadInputTests: PresentationTestCase {
    func testPresentingWhileAlreadyPresentingIsIgnored() {
        final class First: UIViewController {}
        final class Second: UIViewController {}
        let first = First(), second = Second()
        presenter.present(first, animated: true)
        var ran = false
        presenter.present(second, animated: true) { ran = true }
        settle()
        XCTAssertFalse(ran)
        XCTAssertTrue(presenter.presentedViewController === first)
        XCTAssertNil(second.presentingViewController)
        XCTAssertTrue(diagnostics.contains { $0.contains("Attempt to present Second on LoggingController which is already presenting First") },
                      "\(diagnostics)")
    }

    func testPresentingAPresentedControllerIsIgnored() {
        final class Shown: UIViewController {}
        final class Other: UIViewController {}
        let shown = Shown()
        presenter.present(shown, animated: false)
        let other = Other()
        other.modalPresentationStyle = .fullScreen
        // `shown` presents `other`, which then tries to present `shown` again.
        shown.present(other, animated: false)
        other.present(shown, animated: false)
        XCTAssertTrue(shown.presentingViewController === presenter)
        XCTAssertNil(other.presentedViewController)
        XCTAssertTrue(diagnostics.contains { $0.contains("Shown, which is already presented") }, "\(diagnostics)")
    }

    func testPresentingWhileTheTransitionRunsIsIgnored() {
        final class Moving: UIViewController {}
        final class Late: UIViewController {}
        let moving = Moving()
        presenter.present(moving, animated: true)
        moving.present(Late(), animated: true)
        XCTAssertNil(moving.presentedViewController)
        XCTAssertTrue(diagnostics.contains { $0.contains("Attempt to present Late on Moving while a presentation is in progress") },
                      "\(diagnostics)")
        moving.dismiss(animated: true)
        XCTAssertTrue(diagnostics.contains { $0.contains("Attempt to dismiss Moving while a presentation or dismissal is in progress") },
                      "\(diagnostics)")
        settle()
        XCTAssertTrue(presenter.presentedViewController === moving, "the running presentation ends normally")
    }

    func testPresentingFromAControllerOutsideTheWindowIsIgnored() {
        final class Detached: UIViewController {}
        let detached = Detached()
        detached.present(UIViewController(), animated: true)
        XCTAssertNil(detached.presentedViewController)
        XCTAssertTrue(diagnostics.contains { $0.contains("on Detached whose view is not in the window hierarchy") }, "\(diagnostics)")
    }

    /// `.none` only names "no adaptation" (Apple: "Don't use this style to present a view
    /// controller"): presenting with it is reported and shown full screen.
    func testPresentingWithStyleNoneIsReportedAndFullScreen() {
        final class Unstyled: UIViewController {}
        let unstyled = Unstyled()
        unstyled.modalPresentationStyle = .none
        presenter.present(unstyled, animated: false)
        XCTAssertTrue(unstyled.presentationController!.shouldRemovePresentersView)
        XCTAssertNil(presenter.view.superview)
        XCTAssertTrue(diagnostics.contains { $0.contains("Unstyled.modalPresentationStyle is .none") }, "\(diagnostics)")
    }

    func testDismissingNothingStillCompletes() {
        var ran = 0
        presenter.dismiss(animated: true) { ran += 1 }
        XCTAssertEqual(ran, 1)
        XCTAssertEqual(diagnostics, [])
    }

    func testMalformedTransitionDurationsAreReported() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(container)
        let view = UIView(frame: container.bounds)
        container.addSubview(view)
        commit()
        var finished: [Bool] = []
        UIView.transition(with: view, duration: .nan, options: .transitionFlipFromLeft, animations: {
            view.backgroundColor = .red
        }) { finished.append($0) }
        XCTAssertEqual(view.backgroundColor, .red, "the change is made at once")
        XCTAssertNil(view.layer.animationKeys(), "nothing animates")
        let other = UIView()
        UIView.transition(from: view, to: other, duration: -1, options: .transitionCurlUp) { finished.append($0) }
        XCTAssertTrue(other.superview === container)
        step()
        XCTAssertEqual(finished, [true, true])
        XCTAssertTrue(diagnostics.contains { $0.contains("transition(with:duration:): duration nan") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.contains("transition(from:to:duration:): duration -1") }, "\(diagnostics)")
    }

    final class NaNAnimator: UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { .nan }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
            if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
            UIView.animate(withDuration: 0.2, animations: { transitionContext.containerView.alpha = 1 }) { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        }
    }

    /// An animator whose duration is NaN: the transition still runs and completes, reported.
    func testNaNAnimatorDurationIsReportedAndTheTransitionCompletes() {
        let delegate = RecordingTransitioningDelegate()
        delegate.presentAnimator = NaNAnimator()
        delegate.dismissAnimator = NaNAnimator()
        let driver = UIPercentDrivenInteractiveTransition()
        delegate.dismissDriver = driver
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        var done = [String]()
        presenter.present(b, animated: true) { done.append("presented") }
        settle()
        XCTAssertEqual(done, ["presented"])
        b.dismiss(animated: true) { done.append("dismissed") }
        driver.update(0.5)
        driver.finish()
        settle()
        XCTAssertEqual(done, ["presented", "dismissed"])
        XCTAssertNil(presenter.presentedViewController)
        XCTAssertTrue(diagnostics.contains { $0.contains("NaNAnimator.transitionDuration is nan") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.contains("the animator's transitionDuration is nan; the transition runs without the driver") }, "\(diagnostics)")
    }
}
