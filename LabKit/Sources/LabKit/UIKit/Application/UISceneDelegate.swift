import Foundation

/// A scene's delegate, as an app's `SceneDelegate` adopts it. Every method is optional, as in
/// UIKit. The lab starts no app, so nothing connects a plugin's delegate to its scene; one
/// set as ``UIScene/delegate`` hears the scene become active (after its first frame) and
/// resign (before the host loads another).
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {
    /// The scene is being added to the app.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was removed from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active and receives events.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop receiving events.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing unless the delegate implements it.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing unless the delegate implements it.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing unless the delegate implements it.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a scene that shows windows, as the iOS 13 app template's `SceneDelegate`
/// adopts it, with the window it keeps.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window (optional in UIKit: a delegate without one keeps none).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window, for a delegate that declares none.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
