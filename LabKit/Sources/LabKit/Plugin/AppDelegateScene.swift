import Foundation

/// A scene that launches an iOS app as iOS does: its app delegate's launch methods build the
/// window and its root view controller in code, or its scene delegate's
/// `scene(_:willConnectTo:options:)` does; the host shows the windows they made visible.
/// `lab port` writes one for an app whose delegate builds its interface in code.
///
///     final class DemoScene: AppDelegateScene {
///         static let info = SceneInfo(name: "Demo", summary: "The demo app", preferredSize: CGSize(width: 375, height: 667))
///         init() {}
///         func makeAppDelegate() -> AppDelegate { AppDelegate() }
///     }
public protocol AppDelegateScene: Scene {
    /// The app's delegate class.
    associatedtype AppDelegate: UIApplicationDelegate
    /// A new app delegate, which the scene launches.
    func makeAppDelegate() -> AppDelegate
    /// The app's scene delegate, connected to the lab's window scene after launch (default:
    /// none, for apps whose app delegate makes the window).
    func makeSceneDelegate() -> UIWindowSceneDelegate?
}

public extension AppDelegateScene {
    /// No scene delegate.
    func makeSceneDelegate() -> UIWindowSceneDelegate? { nil }

    /// Launches the app delegate, connects the scene delegate, and puts the windows they made
    /// visible on the canvas (a diagnostic when none: an app whose interface is a storyboard).
    func load(into root: CALayer) {
        UIScreen.main.bounds = root.bounds
        UIApplication.shared.launch(makeAppDelegate())
        let scene = UIWindowScene.current
        if let sceneDelegate = makeSceneDelegate() {
            scene.delegate = sceneDelegate
            sceneDelegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        }
        guard let first = UIWindow.all.first(where: { !$0.isHidden }) else {
            return LabDiagnostics.report("\(Self.info.name): the app made no visible window at launch "
                                         + "(its interface may be a storyboard, which the lab cannot load); the canvas stays empty")
        }
        root.addSublayer(first.layer)
        UIWindow.arrangeWindows()
    }
}
