import LabKit

/// The Ping transition: the incoming screen appears through a circle that grows from the
/// outgoing screen's button until it covers the screen. Used for push and pop alike.
final class CircleTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    weak var transitionContext: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.5
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        // 1
        self.transitionContext = transitionContext

        // 2
        let containerView = transitionContext.containerView
        guard let fromViewController = transitionContext.viewController(forKey: .from) as? ViewController,
              let toViewController = transitionContext.viewController(forKey: .to) as? ViewController else { return }
        let button = fromViewController.button

        // 3
        containerView.addSubview(toViewController.view)

        // 4
        let circleMaskPathInitial = UIBezierPath(ovalIn: button.frame)
        let extremePoint = CGPoint(x: button.center.x - 0, y: button.center.y - toViewController.view.bounds.maxY)
        let radius = sqrt((extremePoint.x * extremePoint.x) + (extremePoint.y * extremePoint.y))
        let circleMaskPathFinal = UIBezierPath(ovalIn: button.frame.insetBy(dx: -radius, dy: -radius))

        // 5
        let maskLayer = CAShapeLayer()
        maskLayer.path = circleMaskPathFinal.cgPath
        toViewController.view.layer.mask = maskLayer

        // 6
        let maskLayerAnimation = CABasicAnimation(keyPath: "path")
        maskLayerAnimation.fromValue = circleMaskPathInitial.cgPath
        maskLayerAnimation.toValue = circleMaskPathFinal.cgPath
        maskLayerAnimation.duration = transitionDuration(using: transitionContext)
        maskLayerAnimation.delegate = self
        maskLayer.add(maskLayerAnimation, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        transitionContext?.completeTransition(!(transitionContext?.transitionWasCancelled ?? false))
        // The tutorial clears the *from* controller's mask here, which leaves the screen just
        // revealed masked by the final circle (and the next transition masking the wrong
        // view). The mask was put on the *to* controller's view, so that is the one cleared.
        transitionContext?.viewController(forKey: .to)?.view.layer.mask = nil
    }
}
