import Foundation

/// The accessibility settings animation code asks about. The lab runs with the settings an
/// iPhone has out of the box: no reduced motion or transparency, no VoiceOver.
public enum UIAccessibility {
    /// What a posted accessibility notification announces.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        /// The notification's number.
        public let rawValue: UInt32
        /// A notification from its number.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a great deal.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// An announcement to speak.
        public static let announcement = Notification(rawValue: 1008)
        /// A page scrolled.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts an accessibility notification. The lab has no screen reader; nothing is spoken.
    public static func post(notification: Notification, argument: Any?) {}

    /// Whether the user asked for less motion (false: the lab plays every animation).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency (false: blurs are drawn).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether VoiceOver is running (false).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether cross-fades are preferred to sliding transitions (false).
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Posted when `isReduceMotionEnabled` changes (never, in the lab).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when `isReduceTransparencyEnabled` changes (never, in the lab).
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when `isVoiceOverRunning` changes (never, in the lab).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
