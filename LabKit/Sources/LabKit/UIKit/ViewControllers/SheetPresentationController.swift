import Foundation

/// The iOS 13 page sheet on the lab's compact screen: the presented view is a card with
/// rounded top corners that leaves a gap at the top; the presenter's view shrinks behind it,
/// rounded, over black, under a dimming view; a downward swipe on the card dismisses it
/// interactively (or springs back when it may not be dismissed).
final class SheetPresentationController: UIPresentationController, UIGestureRecognizerDelegate {
    /// Where the presenter's view rests, scaled down: its top edge 20 points down, in the
    /// band an iPhone's status bar covers.
    static let presenterTop: CGFloat = 20
    /// The card's top edge: 10 points below the presenter's, as on iOS.
    static let cardTop: CGFloat = 30
    /// The presenter's view is narrowed by 16 points on each side.
    static let presenterInset: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    static let dimmingAlpha: CGFloat = 0.4

    private let backdrop = UIView()
    private let dimmingView = UIView()
    private var pan: UIPanGestureRecognizer?
    private var savedPresenterLook: (cornerRadius: CGFloat, clips: Bool)?

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        let top = SheetPresentationController.cardTop
        return CGRect(x: bounds.minX, y: bounds.minY + top, width: bounds.width, height: max(0, bounds.height - top))
    }

    /// The presenter's view shrunk so that it is `presenterInset` narrower on each side with
    /// its top edge at `presenterTop`.
    private var shrunkTransform: CGAffineTransform {
        guard let size = containerView?.bounds.size, size.width > 0 else { return .identity }
        let scale = max(0, 1 - 2 * SheetPresentationController.presenterInset / size.width)
        let top = size.height * (1 - scale) / 2
        return CGAffineTransform(translationX: 0, y: SheetPresentationController.presenterTop - top).scaledBy(x: scale, y: scale)
    }

    private var presenterView: UIView? { presentingViewController.viewIfLoaded }

    override func presentationTransitionWillBegin() {
        guard let container = containerView, let presenterView else { return }
        savedPresenterLook = (presenterView.layer.cornerRadius, presenterView.clipsToBounds)
        backdrop.backgroundColor = .black
        backdrop.frame = presenterView.superview?.bounds ?? container.bounds
        presenterView.superview?.insertSubview(backdrop, belowSubview: presenterView)
        dimmingView.backgroundColor = UIColor(white: 0, alpha: SheetPresentationController.dimmingAlpha)
        dimmingView.frame = container.bounds
        dimmingView.alpha = 0
        container.insertSubview(dimmingView, at: 0)
        presenterView.clipsToBounds = true
        let shrunk = shrunkTransform
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.showSheetLook(1, shrunk: shrunk)
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        guard completed else {
            restorePresenter()
            return
        }
        roundCard()
        let pan = UIPanGestureRecognizer { [unowned self] pan in self.swipe(pan) }
        pan.delegate = self
        presentedView?.addGestureRecognizer(pan)
        self.pan = pan
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
            self.showSheetLook(0, shrunk: self.shrunkTransform)
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed {
            restorePresenter()
        } else {
            showSheetLook(1, shrunk: shrunkTransform)
        }
    }

    override func containerViewWillLayoutSubviews() {
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        backdrop.frame = backdrop.superview?.bounds ?? container.bounds
        roundCard()
        // A new canvas size: the resting presenter shrinks anew for it.
        if savedPresenterLook != nil, !isSwiping, !presentedViewController.isBeingPresented,
           !presentedViewController.isBeingDismissed {
            presenterView?.transform = shrunkTransform
        }
    }

    /// The look `fraction` of the way from none (0) to the resting sheet (1).
    private func showSheetLook(_ fraction: CGFloat, shrunk: CGAffineTransform) {
        dimmingView.alpha = fraction
        guard let presenterView else { return }
        let t = shrunk
        presenterView.transform = CGAffineTransform(a: 1 + (t.a - 1) * fraction, b: t.b * fraction, c: t.c * fraction,
                                                    d: 1 + (t.d - 1) * fraction, tx: t.tx * fraction, ty: t.ty * fraction)
        let saved = savedPresenterLook?.cornerRadius ?? 0
        presenterView.layer.cornerRadius = saved + (SheetPresentationController.cornerRadius - saved) * fraction
    }

    private func roundCard() {
        guard let card = presentedView else { return }
        card.layer.cornerRadius = SheetPresentationController.cornerRadius
        card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        card.clipsToBounds = true
    }

    private func restorePresenter() {
        if let pan { presentedView?.removeGestureRecognizer(pan) }
        pan = nil
        backdrop.removeFromSuperview()
        dimmingView.removeFromSuperview()
        guard let presenterView, let saved = savedPresenterLook else { return }
        presenterView.transform = .identity
        presenterView.layer.cornerRadius = saved.cornerRadius
        presenterView.clipsToBounds = saved.clips
        savedPresenterLook = nil
    }

    // MARK: Swipe to dismiss

    private var swipeMayDismiss = false
    private var isSwiping = false

    /// The card follows the finger down (resisting upwards, and downwards too when it may
    /// not be dismissed), the presenter and the dimming following; released, it is dismissed
    /// if the drag, carried on by a fifth of a second of its speed, passes half the card's
    /// height, else it springs back.
    private func swipe(_ pan: UIPanGestureRecognizer) {
        guard let container = containerView as? UITransitionView, let card = presentedView,
              !presentedViewController.isBeingPresented, !presentedViewController.isBeingDismissed else { return }
        let rest = frameOfPresentedViewInContainerView
        let height = max(rest.height, 1)
        switch pan.state {
        case .began:
            isSwiping = true
            container.holdsPresentedViewFrame = true
            swipeMayDismiss = !presentedViewController.isModalInPresentation
                && (delegate?.presentationControllerShouldDismiss(self) ?? true)
            if swipeMayDismiss { delegate?.presentationControllerWillDismiss(self) }
        case .changed:
            let drag = pan.translation(in: container).y
            let offset = drag > 0 && swipeMayDismiss ? drag : SheetPresentationController.resisted(drag)
            card.frame = rest.offsetBy(dx: 0, dy: offset)
            showSheetLook(1 - min(1, max(0, offset) / height), shrunk: shrunkTransform)
        case .ended, .cancelled, .failed:
            isSwiping = false
            let offset = card.frame.minY - rest.minY
            let projected = offset + pan.velocity(in: container).y * 0.2
            if pan.state == .ended, swipeMayDismiss, projected > height / 2 {
                presentedViewController.dismiss(animated: true) { [weak self] in
                    guard let self else { return }
                    self.delegate?.presentationControllerDidDismiss(self)
                }
            } else {
                if !swipeMayDismiss, offset > 0 { delegate?.presentationControllerDidAttemptToDismiss(self) }
                UIView.animate(withDuration: 0.35, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                               animations: {
                                   card.frame = rest
                                   self.showSheetLook(1, shrunk: self.shrunkTransform)
                               }, completion: { _ in container.holdsPresentedViewFrame = false })
            }
        default: break
        }
    }

    /// A swipe that starts in a scroll view that scrolls vertically scrolls it and leaves the
    /// card where it is.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        var view = gestureRecognizer.trackedTouches.first?.view
        while let current = view, current !== gestureRecognizer.view {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
               scroll.alwaysBounceVertical || scroll.contentSize.height > scroll.bounds.height {
                return false
            }
            view = current.superview
        }
        return true
    }

    /// A drag the card resists: it moves a third as far, at most 60 points.
    private static func resisted(_ drag: CGFloat) -> CGFloat {
        let moved = drag / 3
        return min(60, max(-60, moved))
    }
}
