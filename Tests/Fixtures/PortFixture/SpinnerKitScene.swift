import LabKit

/// SpinnerView, the view `lab port` chose from the ported sources (see the package's
/// README), created, placed in the middle of the canvas and started. Edit it
/// from here: its size, its properties, what it is shown doing.
final class SpinnerKitScene: ViewControllerScene {
    static let info = SceneInfo(name: "SpinnerKit", summary: "SpinnerView, ported by lab port",
                                preferredSize: CGSize(width: 320, height: 480))

    /// SpinnerView's `@IBInspectable` properties, set with `lab --set NAME=VALUE`.
    static let parameters: [SceneParameter] = [
        SceneParameter("lineWidth", \SpinnerKitScene.lineWidth, summary: "SpinnerView.lineWidth"),
    ]

    var lineWidth: CGFloat = 4

    init() {}

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        let subject = SpinnerView(frame: CGRect(x: 60, y: 140, width: 200, height: 200))
        controller.view.addSubview(subject)
        subject.lineWidth = lineWidth
        subject.startAnimating()
        return controller
    }
}
