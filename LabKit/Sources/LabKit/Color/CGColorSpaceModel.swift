import Foundation

/// The kind of a color space: how many components its colors have and what they mean.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Unknown.
    case unknown = -1
    /// Gray: one component.
    case monochrome = 0
    /// Red, green, blue.
    case rgb = 1
    /// Cyan, magenta, yellow, black.
    case cmyk = 2
    /// L*a*b*.
    case lab = 3
    /// DeviceN.
    case deviceN = 4
    /// Indexed.
    case indexed = 5
    /// Pattern.
    case pattern = 6
    /// CIE XYZ.
    case XYZ = 7
}
