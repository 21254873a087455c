import Foundation

/// The app delegate, as code reaches it through `UIApplication.shared.delegate`. The lab's
/// app is a scene run by the host, so a plugin's own delegate receives no launch or life
/// cycle calls (observe `UIApplication`'s notifications instead); what code reads from the
/// delegate, its window, is the scene's.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
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
}
