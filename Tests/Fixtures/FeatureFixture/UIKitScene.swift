import LabKit

/// The UIKit subset on one 320 x 480 pt screen, for golden frames driven by input scripts:
/// labels, a PNG and a JPEG from the plugin's resources, a button, a text field, and a
/// navigation push with a custom circle-reveal animator (1 s, so a frame can catch it
/// mid-way) that a horizontal pan can also drive.
final class UIKitScene: ViewControllerScene {
    static let info = SceneInfo(name: "UIKit", summary: "Labels, images, a button, a text field, a custom push",
                                preferredSize: CGSize(width: 320, height: 480))
    private let navigator = Navigator()

    init() {}

    func makeRootViewController() -> UIViewController {
        let home = HomeController()
        let navigation = UINavigationController(rootViewController: home)
        navigation.isNavigationBarHidden = true
        navigation.delegate = navigator
        home.onNext = { [unowned navigation] in navigation.pushViewController(DetailController(), animated: true) }
        navigator.attach(to: navigation)
        return navigation
    }
}

/// The first screen.
final class HomeController: UIViewController {
    var onNext: () -> Void = {}
    let button = UIButton(type: .custom)
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)

        let title = UILabel(frame: CGRect(x: 20, y: 24, width: 280, height: 40))
        title.text = "LabKit UIKit"
        title.font = .boldSystemFont(ofSize: 28)
        view.addSubview(title)

        let body = UILabel(frame: CGRect(x: 20, y: 68, width: 280, height: 60))
        body.text = "Views, text shaped with HarfBuzz, images, controls and transitions."
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 15)
        body.textColor = .darkGray
        view.addSubview(body)

        let photo = UIImageView(image: UIImage(named: "photo", in: .module))
        photo.frame = CGRect(x: 20, y: 140, width: 180, height: 100)
        photo.contentMode = .scaleAspectFill
        photo.clipsToBounds = true
        photo.layer.cornerRadius = 10
        view.addSubview(photo)

        let icon = UIImageView(image: UIImage(named: "icon", in: .module))
        icon.frame = CGRect(x: 216, y: 150, width: 84, height: 84)
        icon.contentMode = .scaleAspectFit
        view.addSubview(icon)

        field.frame = CGRect(x: 20, y: 264, width: 280, height: 40)
        field.borderStyle = .roundedRect
        field.placeholder = "Your name"
        view.addSubview(field)

        button.frame = CGRect(x: 20, y: 324, width: 280, height: 48)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 12
        button.setTitle("Next screen", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.addAction(UIAction { [unowned self] _ in onNext() }, for: .touchUpInside)
        view.addSubview(button)
    }
}

/// The second screen.
final class DetailController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 1, green: 0.85, blue: 0.2, alpha: 1)
        let label = UILabel(frame: CGRect(x: 0, y: 200, width: 320, height: 80))
        label.text = "Second screen"
        label.font = UIFont(name: "HelveticaNeue-Thin", size: 40)
        label.textAlignment = .center
        view.addSubview(label)
    }
}

/// Returns the circle animator for push and pop, and the pan driver while a pan runs.
final class Navigator: UINavigationControllerDelegate {
    private var interaction: UIPercentDrivenInteractiveTransition?
    private weak var navigation: UINavigationController?

    func attach(to navigation: UINavigationController) {
        self.navigation = navigation
        navigation.view.addGestureRecognizer(UIPanGestureRecognizer { [unowned self] pan in handle(pan) })
    }

    /// A pan to the left pushes, to the right pops; progress is the horizontal distance over the width.
    private func handle(_ pan: UIPanGestureRecognizer) {
        guard let navigation, let view = pan.view else { return }
        let translation = pan.translation(in: view)
        let progress = abs(translation.x / view.bounds.width)
        switch pan.state {
        case .began:
            interaction = UIPercentDrivenInteractiveTransition()
            if translation.x < 0 {
                navigation.pushViewController(DetailController(), animated: true)
            } else {
                navigation.popViewController(animated: true)
            }
        case .changed:
            interaction?.update(progress)
        case .ended:
            if progress > 0.3 { interaction?.finish() } else { interaction?.cancel() }
            interaction = nil
        default:
            interaction?.cancel()
            interaction = nil
        }
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        CircleReveal()
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? {
        interaction
    }
}

/// Reveals the incoming screen through a circle growing from the bottom center, with a
/// `path` animation on a shape-layer mask whose delegate completes the transition.
final class CircleReveal: NSObject, UIViewControllerAnimatedTransitioning, CAAnimationDelegate {
    private var context: UIViewControllerContextTransitioning?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        guard let to = transitionContext.view(forKey: .to) else { return }
        container.addSubview(to)
        let origin = CGRect(x: container.bounds.midX - 20, y: container.bounds.maxY - 60, width: 40, height: 40)
        let radius = hypot(container.bounds.width, container.bounds.height)
        let initial = UIBezierPath(ovalIn: origin)
        let final = UIBezierPath(ovalIn: origin.insetBy(dx: -radius, dy: -radius))
        let mask = CAShapeLayer()
        mask.path = final.cgPath
        to.layer.mask = mask
        let grow = CABasicAnimation(keyPath: "path")
        grow.fromValue = initial.cgPath
        grow.toValue = final.cgPath
        grow.duration = transitionDuration(using: transitionContext)
        grow.delegate = self
        mask.add(grow, forKey: "path")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        guard let context else { return }
        context.completeTransition(!context.transitionWasCancelled)
        context.view(forKey: .to)?.layer.mask = nil
        context.view(forKey: .from)?.layer.mask = nil
    }
}
