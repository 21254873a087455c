import LabKit

/// Modal presentation and view transitions on one 320 x 480 pt screen, for golden frames
/// driven by input scripts: a "Card" button presents a custom modal whose animator grows the
/// card out of the button (a downward pan dismisses it interactively), a "Sheet" button
/// presents an iOS 13 page sheet (swipe it down to dismiss), and a tile flips from the left
/// on a tap.
final class PresentationScene: ViewControllerScene {
    static let info = SceneInfo(name: "Presentation", summary: "A custom modal card, a page sheet, a flipping tile",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { PresentationHomeController() }
}

/// The presenting screen.
final class PresentationHomeController: UIViewController {
    private let cardButton = UIButton(type: .custom)
    private let sheetButton = UIButton(type: .custom)
    private let tile = UIView()
    private let tileLabel = UILabel()
    private var tileShowsBack = false
    private let cardTransitions = CardTransitions()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)

        let title = UILabel(frame: CGRect(x: 20, y: 40, width: 280, height: 40))
        title.text = "Presentation"
        title.font = .boldSystemFont(ofSize: 28)
        view.addSubview(title)

        for (button, text, y) in [(cardButton, "Card", CGFloat(100)), (sheetButton, "Sheet", 160)] {
            button.frame = CGRect(x: 20, y: y, width: 280, height: 48)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 12
            button.setTitle(text, for: .normal)
            button.setTitleColor(.white, for: .normal)
            view.addSubview(button)
        }
        cardButton.addAction(UIAction { [unowned self] _ in presentCard() }, for: .touchUpInside)
        sheetButton.addAction(UIAction { [unowned self] _ in present(SheetContentController(), animated: true) },
                              for: .touchUpInside)

        tile.frame = CGRect(x: 100, y: 280, width: 120, height: 120)
        tile.layer.cornerRadius = 16
        tile.clipsToBounds = true
        tileLabel.frame = tile.bounds
        tileLabel.textAlignment = .center
        tileLabel.font = .boldSystemFont(ofSize: 22)
        tileLabel.textColor = .white
        tile.addSubview(tileLabel)
        showTileSide()
        tile.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in flipTile() })
        view.addSubview(tile)
    }

    private func showTileSide() {
        tile.backgroundColor = tileShowsBack ? .systemOrange : .systemGreen
        tileLabel.text = tileShowsBack ? "Back" : "Front"
    }

    /// Flips the tile over in 1 s, its other side showing from half-way.
    private func flipTile() {
        UIView.transition(with: tile, duration: 1, options: .transitionFlipFromLeft, animations: {
            self.tileShowsBack.toggle()
            self.showTileSide()
        })
    }

    private func presentCard() {
        let card = CardContentController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = cardTransitions
        cardTransitions.origin = cardButton.frame
        card.onPan = { [unowned self, unowned card] pan in cardTransitions.handleDismissPan(pan, of: card) }
        present(card, animated: true)
    }
}

/// The custom modal: a white card with a title.
final class CardContentController: UIViewController {
    var onPan: (UIPanGestureRecognizer) -> Void = { _ in }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.layer.cornerRadius = 20
        view.clipsToBounds = true
        let label = UILabel(frame: CGRect(x: 0, y: 24, width: 280, height: 40))
        label.text = "Card"
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 26)
        view.addSubview(label)
        let hint = UILabel(frame: CGRect(x: 0, y: 70, width: 280, height: 30))
        hint.text = "Pull down to close"
        hint.textAlignment = .center
        hint.font = .systemFont(ofSize: 15)
        hint.textColor = .gray
        view.addSubview(hint)
        view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in onPan(pan) })
    }
}

/// The page sheet's content.
final class SheetContentController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1, green: 0.85, blue: 0.2, alpha: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 30, width: 320, height: 40))
        label.text = "Page sheet"
        label.textAlignment = .center
        label.font = .boldSystemFont(ofSize: 26)
        view.addSubview(label)
    }
}

/// The card's transitioning delegate: a presentation controller that dims the screen and
/// places the card, the grow animator for both directions, and a pan-driven dismissal.
final class CardTransitions: UIViewControllerTransitioningDelegate {
    /// The button's frame, where the card grows from and shrinks back to.
    var origin = CGRect.zero
    private var interaction: UIPercentDrivenInteractiveTransition?

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingCardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        GrowFromButtonAnimator(origin: origin, presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        GrowFromButtonAnimator(origin: origin, presenting: false)
    }

    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }

    /// A downward pan dismisses interactively: progress is the drag over 300 points; released
    /// past 40% it finishes, else it cancels.
    func handleDismissPan(_ pan: UIPanGestureRecognizer, of card: UIViewController) {
        guard let container = card.view.superview else { return }
        let progress = max(0, pan.translation(in: container).y / 300)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            card.dismiss(animated: true)
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.4 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }
}

/// Dims the presenter with 40% black, fading with the transition, and rests the card in the
/// middle of the screen.
final class DimmingCardPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 20, y: bounds.midY - 130, width: bounds.width - 40, height: 260)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.4)
        dimmingView.frame = containerView.bounds
        dimmingView.alpha = 0
        containerView.insertSubview(dimmingView, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 1 })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimmingView.alpha = 0 })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { dimmingView.removeFromSuperview() } else { dimmingView.alpha = 1 }
    }
}

/// Grows the card out of the button's frame (0.6 s) and shrinks it back into it.
final class GrowFromButtonAnimator: UIViewControllerAnimatedTransitioning {
    let origin: CGRect
    let presenting: Bool

    init(origin: CGRect, presenting: Bool) {
        self.origin = origin
        self.presenting = presenting
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let card = transitionContext.viewController(forKey: key) else { return }
        let rest = presenting ? transitionContext.finalFrame(for: card) : card.view.frame
        if presenting {
            transitionContext.containerView.addSubview(card.view)
            card.view.frame = origin
        }
        UIView.animate(withDuration: 0.6, delay: 0, options: [], animations: {
            card.view.frame = self.presenting ? rest : self.origin
        }, completion: { _ in
            let cancelled = transitionContext.transitionWasCancelled
            if cancelled { card.view.frame = self.presenting ? self.origin : rest }
            transitionContext.completeTransition(!cancelled)
        })
    }
}
