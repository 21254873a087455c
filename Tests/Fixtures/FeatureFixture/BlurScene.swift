import LabKit

/// Frosted glass over colorful content: a rounded `systemMaterial` card with a title in its
/// content view and a vibrant caption in a nested vibrancy view, small `.light`, `.dark` and
/// `.extraLight` cards over stripes, and a card whose effect is set to `.dark` inside an
/// animation block (from no effect, 0.5 s to 1.5 s), as apps blur a view in.
final class BlurScene: ViewControllerScene {
    static let info = SceneInfo(name: "Blur", summary: "UIVisualEffectView blurs, vibrancy and an animated blur",
                                preferredSize: CGSize(width: 360, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { BlurController() }
}

private final class BlurController: UIViewController {
    private let animated = UIVisualEffectView(effect: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        addBackdrop()

        let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        card.frame = CGRect(x: 30, y: 70, width: 300, height: 150)
        card.layer.cornerRadius = 22
        card.clipsToBounds = true
        view.addSubview(card)
        let title = UILabel(frame: CGRect(x: 20, y: 18, width: 260, height: 34))
        title.text = "Frosted glass"
        title.font = .boldSystemFont(ofSize: 28)
        card.contentView.addSubview(title)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial),
                                                                    style: .secondaryLabel))
        vibrancy.frame = CGRect(x: 0, y: 60, width: 300, height: 80)
        card.contentView.addSubview(vibrancy)
        let caption = UILabel(frame: CGRect(x: 20, y: 0, width: 260, height: 60))
        caption.text = "Vibrant text over a blur"
        caption.font = .systemFont(ofSize: 20)
        vibrancy.contentView.addSubview(caption)

        for (index, style) in [UIBlurEffect.Style.light, .dark, .extraLight].enumerated() {
            let small = UIVisualEffectView(effect: UIBlurEffect(style: style))
            small.frame = CGRect(x: 20 + CGFloat(index) * 110, y: 270, width: 100, height: 80)
            small.layer.cornerRadius = 12
            small.clipsToBounds = true
            view.addSubview(small)
        }

        animated.frame = CGRect(x: 60, y: 380, width: 240, height: 80)
        animated.layer.cornerRadius = 16
        animated.clipsToBounds = true
        view.addSubview(animated)
        let label = UILabel(frame: CGRect(x: 16, y: 20, width: 208, height: 40))
        label.text = "Blurring in"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 24)
        animated.contentView.addSubview(label)
        UIView.animate(withDuration: 1, delay: 0.5, options: [.curveLinear], animations: {
            self.animated.effect = UIBlurEffect(style: .dark)
        })
    }

    /// Bright shapes, stripes and large text behind the cards.
    private func addBackdrop() {
        let colors: [UIColor] = [.systemOrange, .systemPink, .systemBlue, .systemGreen, .systemYellow, .systemPurple]
        for (index, color) in colors.enumerated() {
            let dot = UIView(frame: CGRect(x: CGFloat(index % 3) * 120 + 10, y: CGFloat(index / 3) * 130 + 40, width: 110, height: 110))
            dot.backgroundColor = color
            dot.layer.cornerRadius = 55
            view.addSubview(dot)
        }
        for index in 0..<12 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 30, y: 250, width: 15, height: 230))
            stripe.backgroundColor = index % 2 == 0 ? .black : .systemTeal
            view.addSubview(stripe)
        }
        let word = UILabel(frame: CGRect(x: 20, y: 110, width: 320, height: 80))
        word.text = "BACKDROP"
        word.font = .boldSystemFont(ofSize: 56)
        word.textColor = .white
        view.addSubview(word)
    }
}
