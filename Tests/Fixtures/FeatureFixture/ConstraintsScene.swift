import LabKit

/// Auto Layout on one 320 x 480 pt screen, for golden frames driven by an input script: a card
/// whose height constraint grows (a tap on it) inside `UIView.animate { layoutIfNeeded() }`,
/// and below it a stack view row of three coloured views whose middle one a tap hides with
/// animation. Everything is positioned by constraints to the safe area and margins.
final class ConstraintsScene: ViewControllerScene {
    static let info = SceneInfo(name: "Constraints", summary: "An animated height constraint and a stack view collapsing a view",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { ConstraintsController() }
}

/// The screen: a title, the card, the row.
final class ConstraintsController: UIViewController {
    private let card = UIView()
    private var cardHeight: NSLayoutConstraint!
    private let row = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
        let guide = view.safeAreaLayoutGuide

        let title = UILabel()
        title.text = "Auto Layout"
        title.font = .boldSystemFont(ofSize: 24)
        title.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(title)

        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.15
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        let caption = UILabel()
        caption.text = "Tap to grow"
        caption.textColor = .darkGray
        caption.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(caption)

        let accent = UIView()
        accent.backgroundColor = .systemBlue
        accent.layer.cornerRadius = 4
        accent.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(accent)

        for color in [UIColor.systemRed, .systemGreen, .systemBlue] {
            let tile = UIView()
            tile.backgroundColor = color
            tile.layer.cornerRadius = 8
            row.addArrangedSubview(tile)
        }
        row.distribution = .fillEqually
        row.spacing = 12
        row.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(row)

        cardHeight = card.heightAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: guide.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: 12),

            card.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 16),
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            cardHeight,

            caption.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor, constant: 8),
            caption.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor, constant: 8),
            accent.leadingAnchor.constraint(equalTo: caption.leadingAnchor),
            accent.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor, constant: -8),
            accent.bottomAnchor.constraint(equalTo: card.layoutMarginsGuide.bottomAnchor, constant: -8),
            accent.heightAnchor.constraint(equalToConstant: 8),

            row.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 24),
            row.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: card.trailingAnchor),
            row.heightAnchor.constraint(equalToConstant: 80),
        ])

        card.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in toggleCard() })
        row.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in toggleMiddleTile() })
    }

    /// The iOS idiom: change the constant, then animate the layout.
    private func toggleCard() {
        cardHeight.constant = cardHeight.constant == 120 ? 220 : 120
        UIView.animate(withDuration: 0.6) { self.view.layoutIfNeeded() }
    }

    /// Hiding an arranged subview inside an animation block collapses it with animation.
    private func toggleMiddleTile() {
        let middle = row.arrangedSubviews[1]
        UIView.animate(withDuration: 0.6) { middle.isHidden.toggle() }
    }
}
