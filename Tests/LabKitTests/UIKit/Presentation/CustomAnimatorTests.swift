import LabKit
import XCTest

/// An animator that records the context it was given and grows the incoming view (or
/// shrinks the outgoing one) with `UIView.animate`.
final class GrowAnimator: UIViewControllerAnimatedTransitioning {
    let duration: TimeInterval
    var contexts: [UIViewControllerContextTransitioning] = []
    var ended: [Bool] = []

    init(duration: TimeInterval = 0.4) { self.duration = duration }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        contexts.append(transitionContext)
        let controller = transitionContext.viewController(forKey: .to)!
        if controller.isBeingPresented, let to = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(to)
            to.frame = transitionContext.finalFrame(for: controller)
            to.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                to.transform = .identity
            }, completion: { _ in
                if transitionContext.transitionWasCancelled { to.removeFromSuperview() }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else if let from = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                from.transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
            }, completion: { _ in
                from.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

/// A transitioning delegate with settable animators and drivers, recording what it was asked.
final class RecordingTransitioningDelegate: UIViewControllerTransitioningDelegate {
    var presentAnimator: UIViewControllerAnimatedTransitioning?
    var dismissAnimator: UIViewControllerAnimatedTransitioning?
    var presentDriver: UIViewControllerInteractiveTransitioning?
    var dismissDriver: UIViewControllerInteractiveTransitioning?
    var asked: [String] = []

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("presented")
        return presentAnimator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        asked.append("dismissed")
        return dismissAnimator
    }

    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        asked.append("interactivePresentation")
        return presentDriver
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        asked.append("interactiveDismissal")
        return dismissDriver
    }
}

/// A custom animator gets UIKit's context: the container (the transition view over the
/// window), both controllers, only the presented view for a presentation that keeps the
/// presenter (Apple: `view(forKey:)` "may return nil … if the view is not being added or
/// removed"), and the final frame of the presented controller.
final class CustomAnimatorTests: PresentationTestCase {
    private let delegate = RecordingTransitioningDelegate()

    func testPresentationContext() {
        let animator = GrowAnimator()
        delegate.presentAnimator = animator
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        presenter.present(b, animated: true)
        XCTAssertEqual(delegate.asked, ["presented", "interactivePresentation"])
        let context = animator.contexts[0]
        XCTAssertTrue(context.containerView === b.presentationController?.containerView)
        XCTAssertTrue(context.containerView.superview === window)
        XCTAssertTrue(context.viewController(forKey: .from) === presenter)
        XCTAssertTrue(context.viewController(forKey: .to) === b)
        XCTAssertTrue(context.view(forKey: .to) === b.view)
        XCTAssertNil(context.view(forKey: .from), "the presenter's view stays where it is")
        XCTAssertEqual(context.finalFrame(for: b), window.bounds)
        XCTAssertTrue(context.isAnimated)
        XCTAssertFalse(context.isInteractive)
        advance(to: LabClock.currentTime + 0.2)
        XCTAssertEqual(b.view.layer.presentation()!.transform.m11, 0.1 + 0.9 * 0.5, accuracy: 0.03, "growing linearly")
        XCTAssertEqual(log.entries, ["B.willAppear"])
        settle()
        XCTAssertEqual(animator.ended, [true])
        XCTAssertEqual(log.entries, ["B.willAppear", "B.didAppear"])
        XCTAssertTrue(b.view.superview === animator.contexts[0].containerView)
    }

    /// A controller that makes itself its transitioning delegate in `viewDidLoad` (as
    /// TransitionButton's does) gets its own animator: the presented view loads before the
    /// delegate is read, as in UIKit.
    func testADelegateSetInViewDidLoadIsAsked() {
        final class SelfPresenting: UIViewController {
            let own = RecordingTransitioningDelegate()
            override func viewDidLoad() {
                super.viewDidLoad()
                own.presentAnimator = GrowAnimator()
                transitioningDelegate = own
            }
        }
        let controller = SelfPresenting()
        presenter.present(controller, animated: true)
        XCTAssertEqual(controller.own.asked.first, "presented")
        settle()
        XCTAssertEqual((controller.own.presentAnimator as? GrowAnimator)?.ended, [true])
    }

    /// A controller that presents itself its own way overrides the presentation properties,
    /// as TransitionButton's and many card controllers do (UIKit declares them `open` in the
    /// class); the presentation reads the overrides.
    func testOverriddenPresentationPropertiesAreUsed() {
        final class CardController: UIViewController {
            let card = RecordingTransitioningDelegate()
            override var modalPresentationStyle: UIModalPresentationStyle { get { .custom } set {} }
            override var modalTransitionStyle: UIModalTransitionStyle { get { .crossDissolve } set {} }
            override var transitioningDelegate: UIViewControllerTransitioningDelegate? { get { card } set {} }
        }
        let card = CardController()
        card.card.presentAnimator = GrowAnimator()
        card.modalPresentationStyle = .fullScreen
        XCTAssertEqual(card.modalPresentationStyle, .custom)
        presenter.present(card, animated: true)
        XCTAssertEqual(card.card.asked, ["presented", "interactivePresentation"])
        XCTAssertEqual(card.presentationController?.presentationStyle, .custom)
        XCTAssertEqual(card.modalTransitionStyle, .crossDissolve)
        settle()
    }

    func testDismissalContextAndFullScreenViews() {
        let animator = GrowAnimator()
        delegate.presentAnimator = animator
        delegate.dismissAnimator = animator
        let b = LoggingController("B", log: log)
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        presenter.present(b, animated: true)
        XCTAssertTrue(animator.contexts[0].view(forKey: .from) === presenter.view, "full screen hands over the presenter's view")
        settle()
        presenter.dismiss(animated: true)
        XCTAssertEqual(delegate.asked, ["presented", "interactivePresentation", "dismissed", "interactiveDismissal"])
        let context = animator.contexts[1]
        XCTAssertTrue(context.viewController(forKey: .from) === b)
        XCTAssertTrue(context.viewController(forKey: .to) === presenter)
        XCTAssertTrue(context.view(forKey: .from) === b.view)
        XCTAssertTrue(context.view(forKey: .to) === presenter.view)
        XCTAssertTrue(presenter.view.superview === context.containerView, "the presenter's view is in the container for the transition")
        XCTAssertTrue(context.containerView.subviews.first === presenter.view, "below the presented view")
        XCTAssertEqual(context.initialFrame(for: b), window.bounds)
        settle()
        XCTAssertEqual(animator.ended, [true, true])
        XCTAssertNil(b.view.window)
        XCTAssertTrue(presenter.view.superview === window, "back where it was once the dismissal ends")
    }

    /// Without animation the delegate's animators are not asked for, as in UIKit.
    func testUnanimatedPresentationSkipsTheAnimator() {
        delegate.presentAnimator = GrowAnimator()
        let b = UIViewController()
        b.transitioningDelegate = delegate
        presenter.present(b, animated: false)
        XCTAssertEqual(delegate.asked, [])
        XCTAssertTrue(b.view.window === window)
    }

    /// A delegate that returns no animator gets the style's standard one (cover vertical).
    func testDelegateWithoutAnimatorGetsTheStandardTransition() {
        let b = UIViewController()
        b.modalPresentationStyle = .overFullScreen
        b.transitioningDelegate = delegate
        presenter.present(b, animated: true)
        advance(to: LabClock.currentTime + 0.25)
        let y = b.view.layer.presentation()!.position.y
        XCTAssertTrue(y > 240 && y < 240 + 480, "sliding up: \(y)")
        settle()
        XCTAssertEqual(b.view.layer.presentation()!.position.y, 240, accuracy: 1e-6)
    }
}
