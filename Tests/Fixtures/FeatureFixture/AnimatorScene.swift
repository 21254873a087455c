import LabKit

/// A property animator scrubbed by a pan, and a keyframe block, on one 320 x 480 pt screen,
/// for golden frames driven by input scripts.
///
/// Top: a card whose paused `UIViewPropertyAnimator` (1 s, ease-in-out) moves it 160 pt to the
/// right, turns it a quarter turn and recolours it from blue to orange. A horizontal pan over
/// the screen scrubs the animator's `fractionComplete` (160 pt: the whole way, linearly);
/// releasing continues it on its curve over the remaining time.
/// Bottom: a square going round four corners in 2 s with `UIView.animateKeyframes` in
/// `.calculationModeCubic`, one keyframe per side, started when the scene loads.
final class AnimatorScene: ViewControllerScene {
    static let info = SceneInfo(name: "Animator", summary: "A scrubbed property animator and a cubic keyframe block",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { AnimatorController() }
}

/// The screen of `AnimatorScene`.
final class AnimatorController: UIViewController {
    private let card = UIView(frame: CGRect(x: 20, y: 80, width: 120, height: 80))
    private let square = UIView(frame: CGRect(x: 60, y: 300, width: 40, height: 40))
    private var animator: UIViewPropertyAnimator?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.96, alpha: 1)

        card.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = 14
        view.addSubview(card)

        // The square's four corners, marked so that a frame shows where the curve runs.
        let corners = [CGPoint(x: 80, y: 320), CGPoint(x: 240, y: 320), CGPoint(x: 240, y: 420), CGPoint(x: 80, y: 420)]
        for corner in corners {
            let dot = UIView(frame: CGRect(x: corner.x - 4, y: corner.y - 4, width: 8, height: 8))
            dot.backgroundColor = .gray
            dot.layer.cornerRadius = 4
            view.addSubview(dot)
        }
        square.backgroundColor = UIColor(red: 0.1, green: 0.7, blue: 0.4, alpha: 1)
        square.layer.cornerRadius = 6
        view.addSubview(square)

        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { [card] in
            card.center.x += 160
            card.transform = CGAffineTransform(rotationAngle: .pi / 2)
            card.backgroundColor = UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 1)
        }
        // Active and paused at 0: ready to be scrubbed, as interactive animators are built.
        animator.pauseAnimation()
        self.animator = animator
        view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in scrub(pan) })

        UIView.animateKeyframes(withDuration: 2, delay: 0, options: .calculationModeCubic, animations: { [square] in
            for (i, corner) in (corners.dropFirst() + [corners[0]]).enumerated() {
                UIView.addKeyframe(withRelativeStartTime: Double(i) / 4, relativeDuration: 0.25) { square.center = corner }
            }
        })
    }

    /// Scrubs while the finger moves; continues on release.
    private func scrub(_ pan: UIPanGestureRecognizer) {
        guard let animator else { return }
        switch pan.state {
        case .changed:
            animator.fractionComplete = min(1, max(0, pan.translation(in: view).x / 160))
        case .ended, .cancelled:
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }
}
