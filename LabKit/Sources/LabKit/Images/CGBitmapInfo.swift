import Foundation

/// How a bitmap's pixels are laid out: its alpha (the ``CGImageAlphaInfo`` raw value in the
/// low five bits), whether components are floating point, and the byte order of a pixel.
///
/// `CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue) .union(.byteOrder32Little)`
/// is BGRA in memory: a little-endian 32-bit pixel whose most significant byte is alpha.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32

    /// Bitmap info with these bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The bits that hold the ``CGImageAlphaInfo``.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits that say whether and how components are floating point.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// The components are floating-point values.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits that hold the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order: components in memory in the order the format names them
    /// (big endian).
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit pixels, little endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit pixels, little endian: the pixel's least significant byte first in memory.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit pixels, big endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit pixels, big endian: the pixel's most significant byte first in memory.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    /// 16-bit pixels in the host's byte order (little endian on the machines the lab and iOS
    /// run on).
    public static let byteOrder16Host = byteOrder16Little
    /// 32-bit pixels in the host's byte order (little endian on the machines the lab and iOS
    /// run on).
    public static let byteOrder32Host = byteOrder32Little

    /// The alpha information, or nil when the bits hold no ``CGImageAlphaInfo``.
    var alpha: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
    /// The byte-order bits alone.
    var byteOrder: CGBitmapInfo { intersection(.byteOrderMask) }
}
