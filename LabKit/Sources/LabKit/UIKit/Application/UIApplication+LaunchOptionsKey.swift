import Foundation

extension UIApplication {
    /// The keys of the launch options an app delegate receives
    /// (`application(_:didFinishLaunchingWithOptions:)`), so that a ported delegate's signature
    /// compiles. The lab launches no app: nothing passes launch options, and a plugin's
    /// delegate is never called (see `UIApplicationDelegate`).
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// A key from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}
