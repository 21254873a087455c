import Foundation

/// The device, as UIKit describes it: the lab presents itself as an iPhone in portrait.
@preconcurrency @MainActor
public final class UIDevice: NSObject {
    /// The one device.
    public static let current = UIDevice()
    /// Posted when the device turns; the lab's phone stays upright, so it is never posted.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// The kinds of interface an app may run in.
    public enum UserInterfaceIdiom: Int, Sendable {
        /// Unknown.
        case unspecified = -1
        /// An iPhone (the lab's idiom).
        case phone
        /// An iPad.
        case pad
        /// A TV.
        case tv
        /// CarPlay.
        case carPlay
        /// A Mac.
        case mac = 5
    }

    /// How the device is held.
    public enum Orientation: Int, Sendable {
        /// Unknown.
        case unknown
        /// Upright (the lab's orientation).
        case portrait
        /// Upside down.
        case portraitUpsideDown
        /// Turned with the home side on the right.
        case landscapeLeft
        /// Turned with the home side on the left.
        case landscapeRight
        /// Lying face up.
        case faceUp
        /// Lying face down.
        case faceDown

        /// Whether the orientation is one of the portrait ones.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the orientation is one of the landscape ones.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    private override init() { super.init() }

    /// The device's name.
    public let name = "AnimationLab"
    /// The model.
    public let model = "iPhone"
    /// The operating system's name.
    public let systemName = "iOS"
    /// The iOS version whose behaviour LabKit follows.
    public let systemVersion = "17.0"
    /// The interface idiom: phone.
    public let userInterfaceIdiom: UserInterfaceIdiom = .phone
    /// The orientation: portrait.
    public let orientation: Orientation = .portrait
}
