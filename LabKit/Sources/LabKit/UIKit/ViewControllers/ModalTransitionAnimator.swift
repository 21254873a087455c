import Foundation

/// UIKit's standard modal transitions, one per `UIModalTransitionStyle`, presenting or
/// dismissing: cover vertical slides the presented view up (and back down), cross-dissolve
/// fades it, flip horizontal turns the screen over in 3D, partial curl lifts the presenter's
/// view off like a page (approximated).
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let style: UIModalTransitionStyle
    let isPresenting: Bool

    init(style: UIModalTransitionStyle, isPresenting: Bool) {
        self.style = style
        self.isPresenting = isPresenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        switch style {
        case .coverVertical: return 0.5
        case .crossDissolve: return 0.35
        case .flipHorizontal, .partialCurl: return 0.75
        }
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewKey = isPresenting ? .to : .from
        guard let presented = context.view(forKey: key),
              let presentedController = context.viewController(forKey: isPresenting ? .to : .from),
              let presenterController = context.viewController(forKey: isPresenting ? .from : .to) else {
            context.completeTransition(false)
            return
        }
        let container = context.containerView
        let duration = transitionDuration(using: context)
        if isPresenting {
            presented.frame = context.finalFrame(for: presentedController)
            container.addSubview(presented)
        }
        switch style {
        case .coverVertical:
            let rest = presented.frame
            var below = rest
            below.origin.y = container.bounds.maxY
            if isPresenting { presented.frame = below }
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
                presented.frame = self.isPresenting ? rest : below
            }, completion: { _ in
                let cancelled = context.transitionWasCancelled
                if cancelled { presented.frame = self.isPresenting ? below : rest }
                context.completeTransition(!cancelled)
            })
        case .crossDissolve:
            let alpha = presented.alpha
            if isPresenting { presented.alpha = 0 }
            UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
                presented.alpha = self.isPresenting ? alpha : 0
            }, completion: { _ in
                // The dismissed view keeps its alpha for a later presentation.
                presented.alpha = alpha
                context.completeTransition(!context.transitionWasCancelled)
            })
        case .flipHorizontal, .partialCurl:
            turn(presented: presented, presenter: presenterController.view, in: container, duration: duration, context: context)
        }
    }

    /// Flip and curl: snapshots of what each side shows turn in the container, which shows
    /// black behind them, as the window does on iOS.
    private func turn(presented: UIView, presenter: UIView, in container: UIView, duration: TimeInterval,
                      context: UIViewControllerContextTransitioning) {
        let presenterSnapshot = presenter.layer.snapshotTree()
        presenterSnapshot.position = presenter.convert(CGPoint(x: presenter.bounds.midX, y: presenter.bounds.midY), to: container)
        let presentedSnapshot = presented.layer.snapshotTree()
        let motion: ViewTransitionMotion
        if style == .flipHorizontal {
            motion = .flip(isPresenting ? .right : .left)
        } else {
            motion = isPresenting ? .curlUp : .curlDown
        }
        let (old, new) = isPresenting ? (presenterSnapshot, presentedSnapshot) : (presentedSnapshot, presenterSnapshot)
        let background = container.backgroundColor
        if style == .flipHorizontal { container.backgroundColor = .black }
        presented.isHidden = true
        if motion.oldOnTop {
            container.layer.addSublayer(new)
            container.layer.addSublayer(old)
        } else {
            container.layer.addSublayer(old)
            container.layer.addSublayer(new)
        }
        motion.animate(old: old, new: new, duration: duration, timing: CAMediaTimingFunction(name: .easeInEaseOut)) { _ in
            old.removeFromSuperlayer()
            new.removeFromSuperlayer()
            container.backgroundColor = background
            presented.isHidden = false
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}
