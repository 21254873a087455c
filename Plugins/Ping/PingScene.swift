import LabKit

/// The tutorial's app: the storyboard's navigation controller in a window the size of an
/// iPhone 6 (the phone of the tutorial's time).
final class PingScene: ViewControllerScene {
    static let info = SceneInfo(name: "Ping", summary: "A circle grows from the button to reveal the next screen; tap it or pan",
                                preferredSize: CGSize(width: 375, height: 667))

    /// The storyboard's delegate object, which the navigation controller holds only weakly.
    private var navigationDelegate: NavigationControllerDelegate?

    init() {}

    func makeRootViewController() -> UIViewController {
        let (navigationController, delegate) = MainStoryboard.instantiateInitialViewController()
        navigationDelegate = delegate
        return navigationController
    }
}
