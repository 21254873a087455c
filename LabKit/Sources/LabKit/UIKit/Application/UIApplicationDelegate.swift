import Foundation

/// The app delegate, as code reaches it through `UIApplication.shared.delegate`. The lab's
/// app is a scene run by the host. A plugin's delegate is launched only by an
/// ``AppDelegateScene``, which calls its launch methods as iOS does, then tells it when the
/// app becomes active and resigns; what code reads from the delegate, its window, is the
/// scene's. Every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app is launching: the first launch method iOS calls.
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app has launched: where an app made in code builds its window and root view
    /// controller. Unless the delegate implements it, it calls `applicationDidFinishLaunching(_:)`,
    /// as iOS calls that one only then.
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    /// The app has launched (the older form, without options).
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// The app became active: after the scene's first frame.
    func applicationDidBecomeActive(_ application: UIApplication)
    /// The app is about to stop being active: before the host loads another scene.
    func applicationWillResignActive(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// Launching goes on.
    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    /// Calls `applicationDidFinishLaunching(_:)`; launching goes on.
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }

    /// Does nothing unless the delegate implements it.
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    /// Does nothing unless the delegate implements it.
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    /// Does nothing unless the delegate implements it.
    public func applicationWillResignActive(_ application: UIApplication) {}

    /// The app's window: the scene's key window. Doubly optional, as Swift imports UIKit's
    /// optional property requirement, so `delegate?.window??.rootViewController` reads as
    /// on iOS.
    public var window: UIWindow?? { UIApplication.shared.keyWindow }
}

/// The delegate `UIApplication.shared.delegate` gives when the plugin set none.
final class LabApplicationDelegate: UIApplicationDelegate {
    static let shared = LabApplicationDelegate()
}

extension UIApplication {
    /// The app delegate: the one set, else the lab's, whose window is the scene's key window.
    public var delegate: UIApplicationDelegate? {
        get { assignedDelegate ?? LabApplicationDelegate.shared }
        set { assignedDelegate = newValue }
    }

    /// Launches `delegate` as iOS launches an app's: it becomes the app's delegate, held
    /// until the scene unloads (UIKit's `delegate` is weak; the app's main function holds it),
    /// and gets its two launch methods.
    func launch(_ delegate: UIApplicationDelegate) {
        launchedDelegate = delegate
        self.delegate = delegate
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
    }
}
