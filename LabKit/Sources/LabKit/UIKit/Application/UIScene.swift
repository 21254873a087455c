import Foundation

/// One instance of the app's user interface, as UIKit models it since iOS 13. The lab shows
/// one scene at a time: ``UIApplication/connectedScenes`` holds one ``UIWindowScene``.
open class UIScene: UIResponder {
    /// Where a scene is in its life, as UIKit names the states.
    public enum ActivationState: Int, Sendable {
        /// Not connected to the app.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }

    /// Active once the lab's scene has committed its first frame (when
    /// `UIApplication.didBecomeActiveNotification` is posted), inactive before and while
    /// another scene loads.
    public var activationState: ActivationState {
        UIApplication.shared.applicationState == .active ? .foregroundActive : .foregroundInactive
    }

    /// A title for the scene (shown by the system's app switcher; kept, not shown, by the lab).
    public var title: String? = nil

    /// The scene's delegate, held strongly as UIKit holds it: it hears the scene become
    /// active and resign.
    public var delegate: UISceneDelegate?

    /// Posted after the scene became active.
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted before the scene resigns its active state.
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")

    override init() { super.init() }
}

/// The scene that holds the lab's windows, on the lab's one screen.
public final class UIWindowScene: UIScene {
    /// The lab's one window scene.
    static let current = UIWindowScene()

    private override init() { super.init() }

    /// The scene's windows, in the order they were made.
    public var windows: [UIWindow] { UIWindow.all }

    /// The key window (iOS 15).
    public var keyWindow: UIWindow? { UIWindow.key }

    /// The screen the scene is shown on.
    public var screen: UIScreen { .main }

    /// How the scene's interface is turned: the lab's screen is an iPhone in portrait.
    public var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

extension UIApplication {
    /// The scenes connected to the app: the lab's one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.current] }
}

extension UIWindow {
    /// The scene the window belongs to: the lab's one window scene (setting it, as code that
    /// shows a window of its own does, keeps it there).
    public var windowScene: UIWindowScene? {
        get { .current }
        set {}
    }

    /// A window the size of the screen in `windowScene` (the lab's one scene).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: UIScreen.main.bounds)
    }
}
