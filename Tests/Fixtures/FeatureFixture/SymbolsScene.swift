import LabKit

/// Every system symbol the lab draws, in rows of image views tinted by the view's tint.
final class SymbolsScene: ViewControllerScene {
    static let info = SceneInfo(name: "Symbols", summary: "Every system symbol the lab draws, tinted",
                                preferredSize: CGSize(width: 320, height: 560))
    init() {}

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        let names = UIImage.labSystemSymbolNames
        let columns = 10, cell: CGFloat = 30
        for (index, name) in names.enumerated() {
            let view = UIImageView(image: UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20)))
            view.tintColor = [UIColor.systemBlue, .systemRed, .systemGreen, .label][index % 4]
            view.frame = CGRect(x: 10 + CGFloat(index % columns) * cell, y: 10 + CGFloat(index / columns) * cell, width: 24, height: 24)
            view.contentMode = .scaleAspectFit
            controller.view.addSubview(view)
        }
        return controller
    }
}
