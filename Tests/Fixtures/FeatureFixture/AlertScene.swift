import LabKit

/// Alerts and action sheets: "Delete" presents an alert with a message and Cancel/Delete side
/// by side, "Share" an action sheet with three actions and Cancel, "Rename" an alert with a
/// text field. The label shows the last action chosen. `alerts.txt` opens each and taps a
/// button.
final class AlertScene: ViewControllerScene {
    static let info = SceneInfo(name: "Alerts", summary: "An alert, an action sheet and an alert with a text field",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { AlertHomeController() }
}

private final class AlertHomeController: UIViewController {
    private let chosen = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)
        for (index, name) in ["Delete", "Share", "Rename"].enumerated() {
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 20, y: 60 + CGFloat(index) * 64, width: 280, height: 48)
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 12
            button.setTitle(name, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.addAction(UIAction { [unowned self] _ in open(name) }, for: .touchUpInside)
            view.addSubview(button)
        }
        chosen.frame = CGRect(x: 20, y: 260, width: 280, height: 30)
        chosen.textAlignment = .center
        chosen.text = "Nothing chosen"
        view.addSubview(chosen)
    }

    private func open(_ name: String) {
        let note: (UIAlertAction) -> Void = { [unowned self] in chosen.text = "Chose \($0.title ?? "")" }
        let alert: UIAlertController
        switch name {
        case "Delete":
            alert = UIAlertController(title: "Delete the photo?", message: "It is also deleted from your other devices.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: note))
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: note))
        case "Share":
            alert = UIAlertController(title: "Share", message: "Choose where to send it", preferredStyle: .actionSheet)
            for title in ["Messages", "Mail", "Copy Link"] { alert.addAction(UIAlertAction(title: title, style: .default, handler: note)) }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: note))
        default:
            alert = UIAlertController(title: "Rename", message: "Enter a new name.", preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: note))
            let save = UIAlertAction(title: "Save", style: .default) { [unowned self, unowned alert] _ in
                chosen.text = "Renamed to \(alert.textFields?.first?.text ?? "")"
            }
            alert.addAction(save)
            alert.preferredAction = save
        }
        present(alert, animated: true)
    }
}
