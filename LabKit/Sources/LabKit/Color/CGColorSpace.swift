import Foundation

/// A color space. The lab draws in sRGB only: every color space is accepted and treated as
/// sRGB, so ported code that names one keeps working.
public final class CGColorSpace {
    /// The space's name.
    public let name: String?

    /// The standard sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended-range sRGB space's name (drawn as sRGB).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The Display P3 space's name (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic gray space's name (drawn as sRGB gray).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    /// The space named `name`.
    public init?(name: String) { self.name = name }

    init() { name = nil }
}

/// The device RGB space (sRGB in the lab).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }
