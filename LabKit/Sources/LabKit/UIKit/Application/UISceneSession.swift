import Foundation

/// The record of one scene of the app, as UIKit hands it to an app delegate's
/// `application(_:configurationForConnecting:options:)` and a scene delegate's
/// `scene(_:willConnectTo:options:)`. The lab's one window scene has one session.
public final class UISceneSession: NSObject {
    /// The kind of interface a session's scene shows.
    public struct Role: RawRepresentable, Hashable, Sendable {
        /// The role's string, as UIKit spells it.
        public let rawValue: String
        /// A role from its string.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The app's main, interactive window: the lab's scene.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The lab's one session, for its one window scene.
    static let current = UISceneSession()

    /// The scene the session is shown in: the lab's window scene.
    public var scene: UIScene? { UIWindowScene.current }
    /// The interface's kind: the app's main window.
    public let role: Role = .windowApplication
    /// The configuration the scene was made with.
    public let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: .windowApplication)
    /// An identifier that stays the session's as long as it lives.
    public let persistentIdentifier = UUID().uuidString
    /// Whatever the app keeps with the session.
    public var userInfo: [String: Any]?

    private override init() { super.init() }
}

/// What a scene is made with: a name (of an `Info.plist` entry, on iOS), the role it serves,
/// and the classes and storyboard an app names. The lab reads none of it; an app delegate's
/// `application(_:configurationForConnecting:options:)` makes one, and it keeps what it is given.
public final class UISceneConfiguration: NSObject {
    /// The configuration's name.
    public let name: String?
    /// The role of the sessions it serves.
    public let role: UISceneSession.Role
    /// The scene delegate's class.
    public var delegateClass: AnyClass?
    /// The scene's class.
    public var sceneClass: AnyClass?

    /// A configuration of `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}

extension UIScene {
    /// What a scene was connected with (URLs to open, a shortcut, an activity to continue).
    /// The lab connects its scene with none of these.
    public final class ConnectionOptions: NSObject {
        /// The app that asked for the scene: none in the lab.
        public let sourceApplication: String? = nil
        /// The type of the activity being handed off to the scene: none in the lab.
        public let handoffUserActivityType: String? = nil

        /// Options with none of these, as the lab connects its scene.
        @_spi(LabHost) public override init() { super.init() }
    }

    /// The scene's session.
    public var session: UISceneSession { .current }
}
