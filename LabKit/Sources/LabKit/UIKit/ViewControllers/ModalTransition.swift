import Foundation

/// Runs modal presentations and dismissals: builds the presentation controller and the
/// container, asks the transitioning delegate for the animator and interaction controller,
/// drives them through the same `TransitionContext` as navigation transitions, and keeps the
/// links, views and appearance calls consistent whether a transition completes or is cancelled.
enum ModalTransition {
    static func present(_ presented: UIViewController, from source: UIViewController, animated: Bool,
                        completion: (() -> Void)?) {
        let presenter = source.presentationRoot
        let name = "\(type(of: presented))", presenterName = "\(type(of: presenter))"
        if let current = presenter.presentation.presented {
            LabDiagnostics.report("Attempt to present \(name) on \(presenterName) which is already presenting \(type(of: current)); ignored")
            return
        }
        if presenter.isBeingPresented || presenter.isBeingDismissed {
            LabDiagnostics.report("Attempt to present \(name) on \(presenterName) while a presentation is in progress; ignored")
            return
        }
        if presented.presentation.presenting != nil || presented === presenter {
            LabDiagnostics.report("Application tried to present modally \(name), which is already presented; ignored")
            return
        }
        if presented.parent != nil {
            LabDiagnostics.report("Application tried to present modally \(name), which has a parent view controller; ignored")
            return
        }
        guard let window = presenter.viewIfLoaded?.window else {
            LabDiagnostics.report("Attempt to present \(name) on \(presenterName) whose view is not in the window hierarchy; ignored")
            return
        }
        // The presented view loads first, as in UIKit: a controller that sets its own
        // transitioning delegate or style in `viewDidLoad` (TransitionButton's) gets them.
        presented.loadViewIfNeeded()
        if presented.modalPresentationStyle == .none {
            LabDiagnostics.report("\(name).modalPresentationStyle is .none, which only names no adaptation; presenting it full screen")
        }
        let style = presented.modalPresentationStyle.resolved
        let delegate = presented.transitioningDelegate
        let controller: UIPresentationController
        switch style {
        case .custom:
            controller = delegate?.presentationController(forPresented: presented, presenting: presenter, source: source)
                ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        case .pageSheet: controller = SheetPresentationController(presentedViewController: presented, presenting: presenter)
        case .fullScreen: controller = FullScreenPresentationController(presentedViewController: presented, presenting: presenter)
        default: controller = UIPresentationController(presentedViewController: presented, presenting: presenter)
        }
        controller.setPresenting(presenter)
        presenter.presentation.presented = presented
        presented.presentation.presenting = presenter
        presented.presentation.controller = controller
        presented.presentation.isBeingPresented = true

        let container = UITransitionView(frame: window.bounds)
        container.presentationController = controller
        container.holdsPresentedViewFrame = true
        window.addSubview(container)
        controller.containerView = container

        let animator = animated
            ? delegate?.animationController(forPresented: presented, presenting: presenter, source: source)
                ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: true)
            : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let removesPresenter = controller.shouldRemovePresentersView
        let presentedView = controller.presentedView ?? presented.view!
        let finalFrame = controller.frameOfPresentedViewInContainerView
        presentedView.frame = finalFrame
        if removesPresenter {
            // As UIKit does, the presenter's view moves into the container for the transition
            // and goes back where it was only if the presentation is cancelled.
            presented.presentation.presenterHome = PresenterViewHome(presenter.view)
            presented.presentation.presenterHome.move(presenter.view, into: container)
        }
        let presenterFrame = presenter.view.convert(presenter.view.bounds, to: container)

        let ids = (presenter: ObjectIdentifier(presenter), presented: ObjectIdentifier(presented))
        var views: [UITransitionContextViewKey: UIView] = [.to: presentedView]
        if removesPresenter { views[.from] = presenter.view }
        var coordinator: TransitionCoordinator?
        let context = TransitionContext(
            container: container, from: presenter, to: presented, animated: animator != nil, interactive: interaction != nil,
            initialFrames: [ids.presenter: presenterFrame, ids.presented: .zero],
            finalFrames: [ids.presenter: removesPresenter ? .zero : presenterFrame, ids.presented: finalFrame],
            views: views) { completed in
                presented.presentation.isBeingPresented = false
                container.holdsPresentedViewFrame = false
                if completed {
                    if presentedView.superview == nil { container.addSubview(presentedView) }
                    if removesPresenter { presenter.view.removeFromSuperview() }
                    // The order UIKit gives: the presented controller appears, then the
                    // presenter's disappearance ends.
                    presented.endAppearanceTransition()
                    if removesPresenter { presenter.endAppearanceTransition() }
                } else {
                    presentedView.removeFromSuperview()
                    if removesPresenter { presented.presentation.presenterHome.restore(presenter.view, from: container) }
                    container.removeFromSuperview()
                    presented.beginAppearanceTransition(false, animated: animated)
                    if removesPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
                    presented.endAppearanceTransition()
                    if removesPresenter { presenter.endAppearanceTransition() }
                    unlink(presented, from: presenter)
                }
                controller.presentationTransitionDidEnd(completed)
                animator?.animationEnded(completed)
                presented.presentation.coordinator = nil
                coordinator?.end()
                if !completed { presented.presentation.controller = nil }
                container.setNeedsLayout()
                if completed { completion?() }
            }
        let transition = TransitionCoordinator(context: context, duration: TransitionCoordinator.duration(of: animator, context),
                                               presentationStyle: style)
        coordinator = transition
        presented.presentation.coordinator = transition

        if removesPresenter { presenter.beginAppearanceTransition(false, animated: animator != nil) }
        presented.beginAppearanceTransition(true, animated: animator != nil)
        controller.presentationTransitionWillBegin()
        run(animator, interaction, context, transition) { container.addSubview(presentedView) }
    }

    static func dismiss(from source: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let root = source.presentationRoot
        guard let presented = root.presentation.presented ?? (root.presentation.presenting != nil ? root : nil),
              let presenter = presented.presentation.presenting else {
            completion?()
            return
        }
        if presented.isBeingPresented || presented.isBeingDismissed {
            LabDiagnostics.report("Attempt to dismiss \(type(of: presented)) while a presentation or dismissal is in progress; ignored")
            return
        }
        // Controllers presented above the one dismissed go with it, without their own animation.
        if let above = presented.presentation.presented, !above.isBeingPresented, !above.isBeingDismissed {
            dismiss(from: above, animated: false, completion: nil)
        }
        guard let controller = presented.presentation.controller,
              let container = controller.containerView as? UITransitionView else { return }
        let delegate = presented.transitioningDelegate
        presented.presentation.isBeingDismissed = true
        container.holdsPresentedViewFrame = true
        let animator = animated
            ? delegate?.animationController(forDismissed: presented)
                ?? ModalTransitionAnimator(style: presented.modalTransitionStyle, isPresenting: false)
            : nil
        let interaction = animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let removesPresenter = controller.shouldRemovePresentersView
        let presentedView = controller.presentedView ?? presented.view!
        // The presenter's view comes back into the container, below the presented one, for
        // the transition, and goes home once it completes.
        if removesPresenter { presented.presentation.presenterHome.move(presenter.view, into: container) }
        let presenterFrame = presenter.view.convert(presenter.view.bounds, to: container)
        let ids = (presenter: ObjectIdentifier(presenter), presented: ObjectIdentifier(presented))
        var views: [UITransitionContextViewKey: UIView] = [.from: presentedView]
        if removesPresenter { views[.to] = presenter.view }
        var coordinator: TransitionCoordinator?
        let context = TransitionContext(
            container: container, from: presented, to: presenter, animated: animator != nil, interactive: interaction != nil,
            initialFrames: [ids.presented: presentedView.frame, ids.presenter: presenterFrame],
            finalFrames: [ids.presented: .zero, ids.presenter: presenterFrame],
            views: views) { completed in
                presented.presentation.isBeingDismissed = false
                container.holdsPresentedViewFrame = false
                if completed {
                    presentedView.removeFromSuperview()
                    if removesPresenter { presented.presentation.presenterHome.restore(presenter.view, from: container) }
                    container.removeFromSuperview()
                    // UIKit's order: the presented controller's disappearance ends, then the
                    // presenter appears.
                    presented.endAppearanceTransition()
                    if removesPresenter { presenter.endAppearanceTransition() }
                    unlink(presented, from: presenter)
                } else {
                    if presentedView.superview == nil { container.addSubview(presentedView) }
                    if removesPresenter { presenter.view.removeFromSuperview() }
                    presented.beginAppearanceTransition(true, animated: animated)
                    if removesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
                    presented.endAppearanceTransition()
                    if removesPresenter { presenter.endAppearanceTransition() }
                }
                controller.dismissalTransitionDidEnd(completed)
                animator?.animationEnded(completed)
                presented.presentation.coordinator = nil
                coordinator?.end()
                if completed {
                    presented.presentation.controller = nil
                    completion?()
                } else {
                    container.setNeedsLayout()
                }
            }
        let transition = TransitionCoordinator(context: context, duration: TransitionCoordinator.duration(of: animator, context),
                                               presentationStyle: presented.modalPresentationStyle.resolved)
        coordinator = transition
        presented.presentation.coordinator = transition

        presented.beginAppearanceTransition(false, animated: animator != nil)
        if removesPresenter { presenter.beginAppearanceTransition(true, animated: animator != nil) }
        controller.dismissalTransitionWillBegin()
        run(animator, interaction, context, transition) {}
    }

    /// Starts the animator (under its interaction controller if there is one) and the blocks
    /// animated alongside; without an animator, makes the change at once and completes.
    private static func run(_ animator: UIViewControllerAnimatedTransitioning?,
                            _ interaction: UIViewControllerInteractiveTransitioning?,
                            _ context: TransitionContext, _ coordinator: TransitionCoordinator,
                            immediateChange: () -> Void) {
        guard let animator else {
            coordinator.start()
            immediateChange()
            context.completeTransition(true)
            return
        }
        if let interaction {
            (interaction as? UIPercentDrivenInteractiveTransition)?.attach(animator)
            // The driver pauses the container's time first, so that the alongside animations
            // are driven with the animator's.
            interaction.startInteractiveTransition(context)
            coordinator.start()
        } else {
            coordinator.start()
            animator.animateTransition(using: context)
        }
    }

    private static func unlink(_ presented: UIViewController, from presenter: UIViewController) {
        presenter.presentation.presented = nil
        presented.presentation.presenting = nil
    }
}

/// Where a presenter's view lives outside the transitions of a presentation that removes it:
/// its superview and its place among the siblings.
struct PresenterViewHome {
    weak var superview: UIView?
    var index = 0

    init() {}

    init(_ view: UIView) {
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
    }

    /// Puts `view` at the bottom of `container`, where it showed.
    func move(_ view: UIView, into container: UIView) {
        let frame = superview.map { $0.convert(view.frame, to: container) } ?? view.frame
        container.insertSubview(view, at: 0)
        view.frame = frame
    }

    /// Puts `view` back in its superview, at its place, where it showed in `container`.
    func restore(_ view: UIView, from container: UIView) {
        guard let superview else { return }
        let frame = view.superview === container ? container.convert(view.frame, to: superview) : view.frame
        superview.insertSubview(view, at: min(index, superview.subviews.count))
        view.frame = frame
    }
}

/// UIKit's full-screen presentation: the presented view covers the container and the
/// presenter's view leaves the window once the transition ends.
final class FullScreenPresentationController: UIPresentationController {
    override var shouldRemovePresentersView: Bool { true }
}
