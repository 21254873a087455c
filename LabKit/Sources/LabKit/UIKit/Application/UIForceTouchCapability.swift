import Foundation

/// Whether the device measures the pressure of touches (3D Touch).
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown
    /// No pressure: `UITouch.force` is 0 (the lab's iPhone, as every iPhone since the XR).
    case unavailable
    /// Touches carry their pressure.
    case available
}

extension UITraitCollection {
    /// Whether touches carry their pressure: `.unavailable` in the lab.
    public var forceTouchCapability: UIForceTouchCapability { .unavailable }
}
