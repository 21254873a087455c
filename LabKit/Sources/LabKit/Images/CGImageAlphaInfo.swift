import Foundation

/// Whether a bitmap's pixels hold alpha, where it sits and whether the color components are
/// premultiplied by it, as Core Graphics describes a pixel format. "First" and "last" name
/// the most and least significant bits of a pixel; the byte order in ``CGBitmapInfo`` says
/// which of them comes first in memory.
///
/// Pass it where a bitmap info is taken, as iOS code does:
/// `bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue`.
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha: every pixel is opaque.
    case none = 0
    /// Alpha in the least significant bits, color premultiplied by it (RGBA).
    case premultipliedLast = 1
    /// Alpha in the most significant bits, color premultiplied by it (ARGB).
    case premultipliedFirst = 2
    /// Alpha in the least significant bits, color not premultiplied.
    case last = 3
    /// Alpha in the most significant bits, color not premultiplied.
    case first = 4
    /// No alpha; the least significant bits of a pixel are unused (RGBX).
    case noneSkipLast = 5
    /// No alpha; the most significant bits of a pixel are unused (XRGB).
    case noneSkipFirst = 6
    /// Alpha only, no color.
    case alphaOnly = 7
}
