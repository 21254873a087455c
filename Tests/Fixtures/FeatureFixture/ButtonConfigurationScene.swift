import LabKit

/// iOS 15 button configurations as modern UIKit code builds them: the four styles, a capsule,
/// an image beside and above its title, a subtitle, an outline, a spinner and a disabled
/// button, stacked by Auto Layout at their intrinsic sizes.
final class ButtonConfigurationScene: ViewControllerScene {
    static let info = SceneInfo(name: "ButtonConfigurations", summary: "UIButton.Configuration styles, sizes, images, subtitles and states",
                                preferredSize: CGSize(width: 320, height: 560))
    init() {}

    func makeRootViewController() -> UIViewController { ButtonConfigurationController() }
}

private final class ButtonConfigurationController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = UIStackView(arrangedSubviews: buttons())
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    private func buttons() -> [UIView] {
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        tinted.image = UIImage(systemName: "heart.fill")
        tinted.imagePadding = 8
        var gray = UIButton.Configuration.gray()
        gray.title = "Gray"
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Continue"
        capsule.buttonSize = .large
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        var stacked = UIButton.Configuration.tinted()
        stacked.title = "Above"
        stacked.image = UIImage(systemName: "star.fill")
        stacked.imagePlacement = .top
        stacked.imagePadding = 4
        var subtitled = UIButton.Configuration.filled()
        subtitled.title = "Download"
        subtitled.subtitle = "24 MB"
        subtitled.titleAlignment = .center
        subtitled.titlePadding = 2
        var outlined = UIButton.Configuration.plain()
        outlined.title = "Outlined"
        outlined.background.strokeColor = .systemRed
        outlined.background.strokeWidth = 2
        outlined.cornerStyle = .medium
        outlined.baseForegroundColor = .systemRed
        var loading = UIButton.Configuration.gray()
        loading.title = "Loading"
        loading.showsActivityIndicator = true
        loading.imagePadding = 6
        var disabled = UIButton.Configuration.filled()
        disabled.title = "Disabled"
        let off = UIButton(configuration: disabled)
        off.isEnabled = false
        return [filled, tinted, gray, plain, capsule, stacked, subtitled, outlined, loading].map { UIButton(configuration: $0) } + [off]
    }
}
