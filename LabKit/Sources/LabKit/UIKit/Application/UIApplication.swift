import Foundation

/// The app object, as UIKit code reaches it: `UIApplication.shared`. In the lab a scene is
/// the app: its windows are the app's windows, and it becomes active when the scene's first
/// frame commits and resigns when the host loads another scene. As on iOS it is a responder.
public final class UIApplication: UIResponder {
    /// The one app object.
    public static let shared = UIApplication()

    /// Posted when the scene's first frame has been committed.
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the scene is about to be replaced or unloaded.
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")

    /// The app's states.
    public enum State: Int, Sendable {
        /// Running in the foreground, receiving events.
        case active
        /// In the foreground, not receiving events.
        case inactive
        /// Not shown.
        case background
    }

    /// Whether the scene has become active.
    public private(set) var applicationState: State = .inactive

    /// Accepted: the lab's display never sleeps.
    public var isIdleTimerDisabled = false

    /// The status bar's style, as apps set it before view-controller-based appearance
    /// (iOS 9 deprecated it): kept and read back; the lab's screen has no status bar.
    public var statusBarStyle: UIStatusBarStyle = .default

    /// Whether the status bar is hidden (deprecated in iOS 9): kept and read back.
    public var isStatusBarHidden = false

    /// Sets `statusBarStyle` (deprecated in iOS 9, still in older code).
    @available(*, deprecated, message: "Use the view controller's preferredStatusBarStyle")
    public func setStatusBarStyle(_ statusBarStyle: UIStatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }

    /// Sets `isStatusBarHidden` (deprecated in iOS 9, still in older code).
    @available(*, deprecated, message: "Use the view controller's prefersStatusBarHidden")
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) {
        isStatusBarHidden = hidden
    }

    /// The status bar's frame: empty, as the lab's screen has none (its safe area is zero too).
    public var statusBarFrame: CGRect { .zero }
    /// The interface's orientation: the lab's screen is portrait.
    public var statusBarOrientation: UIInterfaceOrientation { .portrait }

    /// The app went to the background.
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// The app is about to come to the foreground.
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// The app is about to end.
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// The system is short of memory.
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    private override init() { super.init() }

    /// The delegate set by the plugin (held weakly, as UIKit's is not retained either).
    weak var assignedDelegate: UIApplicationDelegate?
    /// The delegate an `AppDelegateScene` launched, held until its scene unloads.
    var launchedDelegate: UIApplicationDelegate?

    /// The scene's windows, in the order they were made.
    public var windows: [UIWindow] { UIWindow.all }

    /// The key window (deprecated on iOS 13, still widely used).
    public var keyWindow: UIWindow? { UIWindow.key }

    /// Opening URLs is outside the lab: logged, and the completion hears `false`.
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        LabDiagnostics.report("UIApplication.open(\(url)): the lab opens no URLs")
        completionHandler?(false)
    }

    /// Whether a URL could be opened: never in the lab.
    public func canOpenURL(_ url: URL) -> Bool { false }

    /// Opens a URL (deprecated in iOS 10 for `open(_:options:completionHandler:)`, still
    /// called by older code): logged, and `false`, as the lab opens no URLs.
    @available(*, deprecated, message: "Use open(_:options:completionHandler:)")
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        open(url)
        return false
    }

    /// Marks the app active after the scene's first commit, posting the notification once.
    func sceneDidCommit() {
        guard applicationState != .active else { return }
        applicationState = .active
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        let scene = UIWindowScene.current
        NotificationCenter.default.post(name: UIScene.didActivateNotification, object: scene)
        scene.delegate?.sceneDidBecomeActive(scene)
        assignedDelegate?.applicationDidBecomeActive(self)
    }

    /// Resigns the active state (the host is loading another scene), posting the notification,
    /// and lets go of the unloading plugin's delegates.
    func sceneWillUnload() {
        let scene = UIWindowScene.current
        if applicationState == .active {
            scene.delegate?.sceneWillResignActive(scene)
            assignedDelegate?.applicationWillResignActive(self)
            NotificationCenter.default.post(name: UIScene.willDeactivateNotification, object: scene)
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
            applicationState = .inactive
        }
        scene.delegate = nil
        launchedDelegate = nil
    }
}
