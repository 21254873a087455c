import Foundation

/// The accessibility settings animation code asks about. The lab runs with the settings an
/// iPhone has out of the box: no reduced motion or transparency, no VoiceOver.
public enum UIAccessibility {
    /// Whether the user asked for less motion (false: the lab plays every animation).
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the user asked for less transparency (false: blurs are drawn).
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether VoiceOver is running (false).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether cross-fades are preferred to sliding transitions (false).
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Posted when `isReduceMotionEnabled` changes (never, in the lab).
    public static let reduceMotionStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when `isReduceTransparencyEnabled` changes (never, in the lab).
    public static let reduceTransparencyStatusDidChangeNotification = Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when `isVoiceOverRunning` changes (never, in the lab).
    public static let voiceOverStatusDidChangeNotification = Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
