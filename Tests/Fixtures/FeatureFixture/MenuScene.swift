import LabKit

/// A pull-down button (iOS 14): a tinted "Sort" button whose menu, shown by a tap, has a
/// checked option, an image, a section and a destructive action.
final class MenuScene: ViewControllerScene {
    static let info = SceneInfo(name: "Menu", summary: "A button's menu shown by a tap",
                                preferredSize: CGSize(width: 320, height: 400))
    init() {}

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemGroupedBackground
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Sort"
        configuration.image = UIImage(systemName: "chevron.down")
        configuration.imagePlacement = .trailing
        configuration.imagePadding = 6
        let button = UIButton(configuration: configuration)
        button.menu = UIMenu(children: [
            UIAction(title: "Date", state: .on) { _ in },
            UIAction(title: "Name") { _ in },
            UIAction(title: "Favorites", image: UIImage(systemName: "star")) { _ in },
            UIMenu(options: .displayInline, children: [
                UIAction(title: "Archived", attributes: .disabled) { _ in },
                UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ]),
        ])
        button.showsMenuAsPrimaryAction = true
        button.frame = CGRect(x: 20, y: 30, width: 110, height: 36)
        controller.view.addSubview(button)
        return controller
    }
}
