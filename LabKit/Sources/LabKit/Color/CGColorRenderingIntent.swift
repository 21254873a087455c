import Foundation

/// How colors outside a destination's gamut are mapped into it. The lab draws in sRGB only
/// and ignores the intent.
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Absolute colorimetric.
    case absoluteColorimetric = 1
    /// Relative colorimetric.
    case relativeColorimetric = 2
    /// Perceptual.
    case perceptual = 3
    /// Saturation.
    case saturation = 4
}
