import LabKit

/// What the tutorial's Main.storyboard holds, built in code: a navigation controller with a
/// hidden bar; screen 1 (green, the iPad, a button whose "show" segue `PushSegue` leads to
/// screen 2); screen 2 (yellow, the iPhones, a button wired to `circleTapped:`); and the
/// `NavigationControllerDelegate` object connected to the navigation controller.
enum MainStoryboard {
    /// Returns the initial navigation controller and the delegate object, which the caller
    /// keeps alive as the storyboard would.
    static func instantiateInitialViewController() -> (UINavigationController, NavigationControllerDelegate) {
        let screen1 = makeScreen(background: UIColor(red: 0.4, green: 1, blue: 0.4, alpha: 1), imageNamed: "ipad.jpg")
        screen1.button.addAction(UIAction { [unowned screen1] _ in
            screen1.performSegue(withIdentifier: "PushSegue", sender: screen1.button)
        }, for: .touchUpInside)
        screen1.addSegue(withIdentifier: "PushSegue", kind: .show) {
            let screen2 = makeScreen(background: UIColor(red: 1, green: 1, blue: 0, alpha: 1), imageNamed: "iphone.jpg")
            screen2.button.addAction(UIAction { [unowned screen2] _ in screen2.circleTapped(screen2.button) },
                                     for: .touchUpInside)
            return screen2
        }

        let navigationController = UINavigationController(rootViewController: screen1)
        navigationController.isNavigationBarHidden = true
        let delegate = NavigationControllerDelegate()
        delegate.navigationController = navigationController
        navigationController.delegate = delegate
        delegate.awakeFromNib()
        return (navigationController, delegate)
    }

    private static func makeScreen(background: UIColor, imageNamed name: String) -> ViewController {
        let screen = ViewController()
        screen.view.backgroundColor = background
        screen.imageView.image = UIImage(named: name, in: .module)
        return screen
    }
}
