import LabKit

/// The one screen: white, with the animation box in the middle; when the box has filled
/// the screen, "Welcome" springs up, and a tap anywhere then starts over.
final class ViewController: UIViewController, AnimationViewDelegate {
    var animationView = AnimationView(frame: .zero)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        addAnimationView()
    }

    /// Frames the box (100 x 100, centred) and shows it. The box started its stages when
    /// it was created, with the controller, as in the tutorial.
    func addAnimationView() {
        let size: CGFloat = 100.0
        animationView.frame = CGRect(x: view.bounds.width / 2 - size / 2, y: view.bounds.height / 2 - size / 2,
                                     width: size, height: size)
        animationView.parentFrame = view.frame
        animationView.delegate = self
        view.addSubview(animationView)
    }

    // MARK: -
    // MARK: AnimationViewDelegate
    func completeAnimation() {
        // 1
        animationView.removeFromSuperview()
        view.backgroundColor = UIColor.colorWithHexString(mintColorHex)

        // 2
        let label = UILabel(frame: view.frame)
        label.textColor = UIColor.white
        label.font = UIFont(name: "HelveticaNeue-Thin", size: 50.0)
        label.textAlignment = .center
        label.text = "Welcome"
        label.transform = label.transform.scaledBy(x: 0.25, y: 0.25)
        view.addSubview(label)

        // 3
        UIView.animate(withDuration: 0.4, delay: 0.0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.1,
                       options: .curveEaseInOut, animations: {
            label.transform = label.transform.scaledBy(x: 4.0, y: 4.0)
        }, completion: { _ in
            self.addTouchButton()
        })
    }

    /// A transparent button over the whole screen: a tap anywhere replays the animation.
    func addTouchButton() {
        let button = UIButton()
        button.frame = view.frame
        button.addAction(UIAction { [unowned self] _ in buttonPressed() }, for: .touchUpInside)
        view.addSubview(button)
    }

    func buttonPressed() {
        view.backgroundColor = UIColor.white
        view.subviews.forEach { $0.removeFromSuperview() }
        animationView = AnimationView(frame: .zero)
        addAnimationView()
    }
}
