import Foundation

/// A scene built from a view controller, as an iOS app is: the host's canvas becomes a
/// `UIWindow` whose root view controller this returns. `load(into:)` is provided.
public protocol ViewControllerScene: Scene {
    /// The controller whose view fills the window.
    func makeRootViewController() -> UIViewController
}

public extension ViewControllerScene {
    /// Installs `makeRootViewController()` in a key window filling `root`.
    func load(into root: CALayer) {
        UIScreen.main.bounds = root.bounds
        let window = UIWindow(frame: root.bounds)
        window.rootViewController = makeRootViewController()
        root.addSublayer(window.layer)
        window.makeKeyAndVisible()
    }
}
