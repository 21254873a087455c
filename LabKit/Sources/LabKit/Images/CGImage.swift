import Foundation

/// A bitmap: 8-bit RGBA, premultiplied alpha, rows top to bottom, in sRGB.
///
/// Core Graphics' `CGImage` describes many pixel formats through data providers; LabKit's has
/// exactly one format and exposes its bytes directly (`premultipliedRGBA`). Images made from
/// other formats (a data provider's bytes, a gray or alpha-only bitmap context) are converted
/// to it, and describe themselves in it (``alphaInfo``, ``bitmapInfo``, ``dataProvider``).
/// An image mask (``isMask``) holds its coverage: white, premultiplied by how much paint the
/// mask lets through.
public final class CGImage: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixels: `width × height × 4` bytes, premultiplied RGBA, top row first.
    public let premultipliedRGBA: [UInt8]
    /// Whether the image is an image mask (`CGImage(maskWidth:…)`): a stencil that paints the
    /// fill color where it lets paint through, rather than an image with colors of its own.
    public let isMask: Bool

    /// 8.
    public var bitsPerComponent: Int { 8 }
    /// 32.
    public var bitsPerPixel: Int { 32 }
    /// `width × 4`.
    public var bytesPerRow: Int { width * 4 }

    /// Wraps premultiplied RGBA bytes; nil when the count does not match the size.
    public init?(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
        guard width > 0, height > 0, premultipliedRGBA.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.premultipliedRGBA = premultipliedRGBA
        isMask = false
    }

    /// An image mask whose coverage (255: paint passes, 0: masked out) is `coverage`, one byte
    /// a pixel, top row first.
    init(maskWidth width: Int, height: Int, coverage: [UInt8]) {
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for (i, c) in coverage.enumerated() {
            pixels[i * 4] = c
            pixels[i * 4 + 1] = c
            pixels[i * 4 + 2] = c
            pixels[i * 4 + 3] = c
        }
        premultipliedRGBA = pixels
        isMask = true
    }

    /// The pixels as straight (not premultiplied) RGBA, as PNG files and video encoders take
    /// them: each color channel divided by alpha, rounded.
    public var straightRGBA: [UInt8] {
        var straight = premultipliedRGBA
        for i in stride(from: 0, to: straight.count, by: 4) {
            let alpha = UInt32(straight[i + 3])
            guard alpha != 0 && alpha != 255 else { continue }
            for c in 0..<3 { straight[i + c] = UInt8(min(255, (UInt32(straight[i + c]) * 255 + alpha / 2) / alpha)) }
        }
        return straight
    }

    /// The premultiplied RGBA of one pixel.
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let i = (y * width + x) * 4
        return (premultipliedRGBA[i], premultipliedRGBA[i + 1], premultipliedRGBA[i + 2], premultipliedRGBA[i + 3])
    }
}
