import Foundation

/// The coordinator of one controller transition (a modal presentation or dismissal, a push or
/// a pop): it collects the blocks to animate alongside, runs
/// them in one animation block when the animator starts, and the completions when the
/// transition context completes.
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private let context: TransitionContext
    let transitionDuration: TimeInterval
    let presentationStyle: UIModalPresentationStyle
    private var pending: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false

    init(context: TransitionContext, duration: TimeInterval, presentationStyle: UIModalPresentationStyle) {
        self.context = context
        transitionDuration = duration
        self.presentationStyle = presentationStyle
    }

    var isAnimated: Bool { context.isAnimated }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var containerView: UIView { context.containerView }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let completion { completions.append(completion) }
        if let animation {
            if started { run([animation]) } else { pending.append(animation) }
        }
        return true
    }

    /// The animator started: the blocks registered so far animate with it (under an
    /// interactive transition the container's paused time drives the ones in the container).
    func start() {
        started = true
        run(pending)
        pending = []
    }

    /// The transition ended: the completions run.
    func end() {
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }

    /// The animator's duration for the blocks animated alongside; a malformed one is reported
    /// and taken as 0 (they then happen at once).
    static func duration(of animator: UIViewControllerAnimatedTransitioning?, _ context: TransitionContext) -> TimeInterval {
        guard let animator else { return 0 }
        let duration = animator.transitionDuration(using: context)
        guard duration.isFinite, duration >= 0 else {
            LabDiagnostics.report("\(type(of: animator)).transitionDuration is \(duration), not a finite, non-negative number; the transition's alongside animations happen at once")
            return 0
        }
        return duration
    }

    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        if isAnimated && transitionDuration > 0 {
            UIView.animate(withDuration: transitionDuration, animations: { for block in blocks { block(self) } })
        } else {
            UIView.performWithoutAnimation { for block in blocks { block(self) } }
        }
    }
}
