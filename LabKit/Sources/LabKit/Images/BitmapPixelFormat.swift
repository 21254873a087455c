import Foundation

/// An 8-bit-per-component pixel format the lab reads and writes: where each component sits in
/// a pixel's bytes, and how pixels convert to and from the lab's premultiplied RGBA.
///
/// Core Graphics names components by significance ("first" is the most significant bits); a
/// 32-bit little-endian byte order reverses them in memory, so premultiplied-first with
/// `byteOrder32Little` is B, G, R, A in memory.
struct BitmapPixelFormat: Equatable {
    /// What the color components are.
    enum Model: Equatable {
        case rgb, gray, alphaOnly
    }

    let model: Model
    let alpha: CGImageAlphaInfo
    let bytesPerPixel: Int
    /// Byte offsets in a pixel of red, green and blue (all three the gray byte in a gray
    /// format; unused in an alpha-only one).
    let red: Int, green: Int, blue: Int
    /// The alpha byte's offset; nil when there is none (no alpha, or a skipped byte).
    let alphaOffset: Int?
    /// The skipped byte's offset, if any.
    let skipOffset: Int?

    /// Whether alpha is stored premultiplied (or there is no color to premultiply).
    var isPremultiplied: Bool { alpha != .first && alpha != .last }

    /// The most pixels a bitmap context or image may have in the lab: 4096 × 4096 (64 MiB of
    /// RGBA), so a bad size cannot allocate without bound.
    static let maximumPixels = 4096 * 4096
    /// The most pixels a side may have in the lab (within what the GL renderer draws).
    static let maximumSide = 8192
    /// The most bytes a bitmap's rows may span in the lab (`bytesPerRow × height`).
    static let maximumBytes = 1 << 28

    /// The format of a bitmap context with these parameters, as Core Graphics supports them
    /// (Quartz 2D Programming Guide, "Supported Pixel Formats": on iOS, alpha-only 8-bit with
    /// no color space or a gray one, gray 8-bit without alpha, and RGB 8-bit in 32 bits with
    /// premultiplied or skipped alpha, first or last), or why not. RGB 5-bit, 16-bit and
    /// float formats, which Core Graphics also draws into, are refused in the lab.
    static func forContext(bitsPerComponent: Int, space: CGColorSpace?, info: CGBitmapInfo) -> Result<BitmapPixelFormat, Reason> {
        guard !info.contains(.floatComponents) else { return .failure(.unsupported("floating-point components")) }
        guard bitsPerComponent == 8 else { return .failure(.unsupported("\(bitsPerComponent) bits per component")) }
        guard let alpha = info.alpha else { return .failure(.invalid("alpha info \(info.rawValue & 0x1F)")) }
        let model = space?.model
        switch (model, alpha) {
        case (nil, .alphaOnly), (.monochrome?, .alphaOnly):
            return .success(BitmapPixelFormat(alphaOnly: ()))
        case (.monochrome?, .none):
            return .success(BitmapPixelFormat(gray: ()))
        case (.rgb?, .premultipliedLast), (.rgb?, .premultipliedFirst), (.rgb?, .noneSkipLast), (.rgb?, .noneSkipFirst):
            return rgb32(alpha: alpha, byteOrder: info.byteOrder)
        case (.rgb?, .last), (.rgb?, .first), (.rgb?, .none):
            return .failure(.invalid("alpha info \(alpha) (not premultiplied, or no byte to skip) for a context"))
        default:
            return .failure(.unsupported("alpha info \(alpha) in a \(model.map { "\($0)" } ?? "nil") color space"))
        }
    }

    /// The format of an image with these parameters (``CGImage`` from a data provider): the
    /// context formats, plus straight (not premultiplied) alpha, 24-bit RGB and 16-bit gray
    /// with alpha; or why not.
    static func forImage(bitsPerComponent: Int, bitsPerPixel: Int, space: CGColorSpace?,
                         info: CGBitmapInfo) -> Result<BitmapPixelFormat, Reason> {
        guard !info.contains(.floatComponents) else { return .failure(.unsupported("floating-point components")) }
        guard bitsPerComponent == 8 else { return .failure(.unsupported("\(bitsPerComponent) bits per component")) }
        guard let alpha = info.alpha else { return .failure(.invalid("alpha info \(info.rawValue & 0x1F)")) }
        let model = space?.model
        switch (model, alpha, bitsPerPixel) {
        case (nil, .alphaOnly, 8), (.monochrome?, .alphaOnly, 8):
            return .success(BitmapPixelFormat(alphaOnly: ()))
        case (.monochrome?, .none, 8):
            return .success(BitmapPixelFormat(gray: ()))
        case (.monochrome?, .premultipliedLast, 16), (.monochrome?, .premultipliedFirst, 16), (.monochrome?, .last, 16),
             (.monochrome?, .first, 16), (.monochrome?, .noneSkipLast, 16), (.monochrome?, .noneSkipFirst, 16):
            // Significance order: gray then alpha ("last"), or alpha then gray ("first").
            let last = [.premultipliedLast, .last, .noneSkipLast].contains(alpha)
            var gray = last ? 0 : 1, second = last ? 1 : 0
            switch info.byteOrder {
            case .byteOrderDefault, .byteOrder16Big: break
            case .byteOrder16Little: swap(&gray, &second)
            default: return .failure(.unsupported("byte order \(info.byteOrder.rawValue >> 12) for 16-bit pixels"))
            }
            let skips = alpha == .noneSkipLast || alpha == .noneSkipFirst
            return .success(BitmapPixelFormat(model: .gray, alpha: alpha, bytesPerPixel: 2, red: gray, green: gray, blue: gray,
                                              alphaOffset: skips ? nil : second, skipOffset: skips ? second : nil))
        case (.rgb?, .none, 24):
            guard info.byteOrder == .byteOrderDefault else {
                return .failure(.unsupported("byte order \(info.byteOrder.rawValue >> 12) for 24-bit pixels"))
            }
            return .success(BitmapPixelFormat(model: .rgb, alpha: .none, bytesPerPixel: 3, red: 0, green: 1, blue: 2,
                                              alphaOffset: nil, skipOffset: nil))
        case (.rgb?, _, 32) where alpha != .none && alpha != .alphaOnly:
            return rgb32(alpha: alpha, byteOrder: info.byteOrder)
        default:
            return .failure(.unsupported("alpha info \(alpha), \(bitsPerPixel) bits per pixel in a \(model.map { "\($0)" } ?? "nil") color space"))
        }
    }

    /// Why a format is refused.
    enum Reason: Error, CustomStringConvertible {
        /// Core Graphics would refuse it too.
        case invalid(String)
        /// Core Graphics has it; the lab does not.
        case unsupported(String)

        var description: String {
            switch self {
            case .invalid(let what): "\(what) is not a pixel format"
            case .unsupported(let what): "\(what) is not supported in the lab (8-bit RGB with premultiplied or skipped alpha, 8-bit gray and 8-bit alpha-only are)"
            }
        }
    }

    private init(model: Model, alpha: CGImageAlphaInfo, bytesPerPixel: Int, red: Int, green: Int, blue: Int,
                 alphaOffset: Int?, skipOffset: Int?) {
        self.model = model
        self.alpha = alpha
        self.bytesPerPixel = bytesPerPixel
        self.red = red
        self.green = green
        self.blue = blue
        self.alphaOffset = alphaOffset
        self.skipOffset = skipOffset
    }

    private init(alphaOnly: Void) {
        self.init(model: .alphaOnly, alpha: .alphaOnly, bytesPerPixel: 1, red: 0, green: 0, blue: 0, alphaOffset: 0, skipOffset: nil)
    }

    private init(gray: Void) {
        self.init(model: .gray, alpha: .none, bytesPerPixel: 1, red: 0, green: 0, blue: 0, alphaOffset: nil, skipOffset: nil)
    }

    /// 8-bit RGB in 32 bits with alpha (or a skipped byte) first or last.
    private static func rgb32(alpha: CGImageAlphaInfo, byteOrder: CGBitmapInfo) -> Result<BitmapPixelFormat, Reason> {
        let first = [.premultipliedFirst, .first, .noneSkipFirst].contains(alpha)
        // Byte offsets in significance order, most significant first.
        var offsets = first ? (a: 0, r: 1, g: 2, b: 3) : (a: 3, r: 0, g: 1, b: 2)
        switch byteOrder {
        case .byteOrderDefault, .byteOrder32Big: break
        case .byteOrder32Little: offsets = (3 - offsets.a, 3 - offsets.r, 3 - offsets.g, 3 - offsets.b)
        default: return .failure(.unsupported("byte order \(byteOrder.rawValue >> 12) for 32-bit pixels"))
        }
        let skips = alpha == .noneSkipFirst || alpha == .noneSkipLast
        return .success(BitmapPixelFormat(model: .rgb, alpha: alpha, bytesPerPixel: 4, red: offsets.r, green: offsets.g,
                                          blue: offsets.b, alphaOffset: skips ? nil : offsets.a,
                                          skipOffset: skips ? offsets.a : nil))
    }

    // MARK: Converting pixels

    /// The pixels of a `width × height` bitmap at `base` (rows `bytesPerRow` apart, top row
    /// first) as premultiplied RGBA; straight alpha is premultiplied, rounded.
    func premultipliedRGBA(from base: UnsafeRawPointer, width: Int, height: Int, bytesPerRow: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = bytes + y * bytesPerRow
                for x in 0..<width {
                    let pixel = row + x * bytesPerPixel, o = (y * width + x) * 4
                    let a = alphaOffset.map { pixel[$0] } ?? 255
                    switch model {
                    case .alphaOnly:
                        out[o + 3] = a
                    case .gray, .rgb:
                        var r = pixel[red], g = pixel[green], b = pixel[blue]
                        if !isPremultiplied && a != 255 {
                            r = Self.multiply(r, a)
                            g = Self.multiply(g, a)
                            b = Self.multiply(b, a)
                        }
                        out[o] = r
                        out[o + 1] = g
                        out[o + 2] = b
                        out[o + 3] = a
                    }
                }
            }
        }
        return rgba
    }

    /// Writes premultiplied RGBA pixels into a `width × height` bitmap at `base` (a context's
    /// formats: premultiplied or no alpha). Without alpha, the colors are kept as drawn over
    /// black (premultiplied) and a skipped byte is written 255; gray is the color's Rec. 601
    /// luma; alpha-only keeps alpha alone.
    func store(_ rgba: [UInt8], into base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
        let bytes = base.assumingMemoryBound(to: UInt8.self)
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = bytes + y * bytesPerRow
                for x in 0..<width {
                    let pixel = row + x * bytesPerPixel, i = (y * width + x) * 4
                    switch model {
                    case .alphaOnly:
                        pixel[0] = source[i + 3]
                    case .gray:
                        pixel[red] = Self.luma(source[i], source[i + 1], source[i + 2])
                        if let alphaOffset { pixel[alphaOffset] = source[i + 3] }
                        if let skipOffset { pixel[skipOffset] = 255 }
                    case .rgb:
                        pixel[red] = source[i]
                        pixel[green] = source[i + 1]
                        pixel[blue] = source[i + 2]
                        if let alphaOffset { pixel[alphaOffset] = source[i + 3] }
                        if let skipOffset { pixel[skipOffset] = 255 }
                    }
                }
            }
        }
    }

    /// `value × alpha / 255`, rounded.
    static func multiply(_ value: UInt8, _ alpha: UInt8) -> UInt8 {
        UInt8((UInt32(value) * UInt32(alpha) + 127) / 255)
    }

    /// The Rec. 601 luma of an sRGB color (as the lab reads a color image as gray everywhere).
    static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let weighted: Int = 299 * Int(r) + 587 * Int(g) + 114 * Int(b)
        return UInt8(min(255, (weighted + 500) / 1000))
    }
}
