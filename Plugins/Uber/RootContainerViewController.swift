import LabKit

/// Runs the dispatch_after the tutorial's `delay` helper wraps, on the lab clock.
func delay(_ delay: TimeInterval, closure: @escaping () -> Void) {
    LabTimer.after(delay, execute: closure)
}

/// The app's root: it shows the splash as a child controller and, in the final version,
/// cross-dissolves to the menu once the (pretend) network work is done.
final class RootContainerViewController: UIViewController {
    private var rootViewController: UIViewController?

    /// Whether `viewDidLoad` runs the tutorial's final `showSplashViewController()` (the
    /// splash, then the menu after 6 s) rather than `showSplashViewControllerNoPing()`.
    var showsMenuAfterSplash = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.white
        if showsMenuAfterSplash {
            showSplashViewController()
        } else {
            showSplashViewControllerNoPing()
        }
    }

    /// Does not transition to any other UIViewControllers; the splash loops forever.
    func showSplashViewControllerNoPing() {
        if rootViewController is SplashViewController {
            return
        }

        rootViewController?.willMove(toParent: nil)
        rootViewController?.removeFromParent()
        rootViewController?.view.removeFromSuperview()
        rootViewController?.didMove(toParent: nil)

        let splashViewController = SplashViewController(tileViewFileName: "Chimes")
        rootViewController = splashViewController
        splashViewController.pulsing = true

        splashViewController.willMove(toParent: self)
        addChild(splashViewController)
        view.addSubview(splashViewController.view)
        splashViewController.didMove(toParent: self)
    }

    /// Simulates an API handshake success and transitions to the menu.
    func showSplashViewController() {
        showSplashViewControllerNoPing()

        delay(6.00) {
            self.showMenuNavigationViewController()
        }
    }

    /// Displays the menu (the storyboard's "MenuNavigationController").
    func showMenuNavigationViewController() {
        guard !(rootViewController is UINavigationController) else { return }

        let nav = UINavigationController(rootViewController: MenuViewController())
        nav.willMove(toParent: self)
        addChild(nav)

        if let rootViewController = self.rootViewController {
            self.rootViewController = nav
            rootViewController.willMove(toParent: nil)

            transition(from: rootViewController, to: nav, duration: 0.55, options: [.transitionCrossDissolve, .curveEaseOut],
                       animations: { () -> Void in
            }, completion: { _ in
                nav.didMove(toParent: self)
                rootViewController.removeFromParent()
                rootViewController.didMove(toParent: nil)
            })
        } else {
            rootViewController = nav
            view.addSubview(nav.view)
            nav.didMove(toParent: self)
        }
    }
}
