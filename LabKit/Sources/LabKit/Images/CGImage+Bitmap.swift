import Foundation

/// Images from raw bytes, and an image's bytes and how to read them. Every lab image is
/// stored as 8-bit premultiplied RGBA, top row first, rows `width × 4` bytes: that is what
/// ``dataProvider`` gives and what ``alphaInfo``, ``bitmapInfo``, ``bitsPerPixel`` and
/// ``bytesPerRow`` describe, whatever format the image was made from.
extension CGImage {
    /// `.premultipliedLast`: every lab image is premultiplied RGBA (an image mask: `.none`).
    public var alphaInfo: CGImageAlphaInfo { isMask ? .none : .premultipliedLast }

    /// The alpha info with the default (big-endian) byte order: R, G, B, A in memory.
    public var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alphaInfo.rawValue) }

    /// sRGB, the space of every lab image; nil for an image mask, which has no color.
    public var colorSpace: CGColorSpace? { isMask ? nil : CGColorSpace(name: CGColorSpace.sRGB) }

    /// A provider of the image's bytes: ``premultipliedRGBA``, `bytesPerRow` (`width × 4`)
    /// apart, top row first. An image mask's bytes are its coverage (white premultiplied by
    /// how much paint passes).
    public var dataProvider: CGDataProvider? { CGDataProvider(bytes: Data(premultipliedRGBA)) }

    /// An image of `provider`'s bytes in the format the parameters describe, converted to
    /// the lab's premultiplied RGBA. The lab reads 8-bit components: RGB in 32 bits with
    /// alpha premultiplied, straight or skipped, first or last, in the default or 32-bit
    /// little-endian byte order; RGB in 24 bits; gray in 8 bits, or 16 with alpha; alpha
    /// only in 8 bits. Other formats, a size over the lab's limit (8192 pixels a side,
    /// 4096 × 4096 in all), rows shorter than a pixel row or a provider with too few bytes
    /// give nil with a diagnostic. A decode array is ignored (with a diagnostic); the
    /// interpolation flag and rendering intent are accepted and ignored.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
                             space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
                             decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let name = "CGImage(width:height:bitsPerComponent:bitsPerPixel:bytesPerRow:space:bitmapInfo:provider:…)"
        let format: BitmapPixelFormat
        switch BitmapPixelFormat.forImage(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, space: space,
                                          info: bitmapInfo) {
        case .success(let found): format = found
        case .failure(let reason):
            LabDiagnostics.report("\(name): \(reason); nil")
            return nil
        }
        if let problem = CGImage.problem(width: width, height: height, bytesPerRow: bytesPerRow,
                                         rowBytes: width.multipliedReportingOverflow(by: format.bytesPerPixel).partialValue,
                                         available: provider.bytes.count) {
            LabDiagnostics.report("\(name): \(problem); nil")
            return nil
        }
        if decode != nil { LabDiagnostics.report("\(name): the decode array is ignored in the lab") }
        let pixels = provider.bytes.withUnsafeBytes { bytes in
            format.premultipliedRGBA(from: bytes.baseAddress!, width: width, height: height, bytesPerRow: bytesPerRow)
        }
        self.init(width: width, height: height, premultipliedRGBA: pixels)
    }

    /// What is wrong with a bitmap of `width × height` pixels whose rows are `bytesPerRow`
    /// apart and hold `rowBytes` bytes of pixels, read from `available` bytes (nil: enough
    /// memory is promised); nil when nothing is.
    static func problem(width: Int, height: Int, bytesPerRow: Int, rowBytes: Int, available: Int?) -> String? {
        guard width > 0, height > 0 else { return "size \(width) × \(height) is empty" }
        guard width <= BitmapPixelFormat.maximumSide, height <= BitmapPixelFormat.maximumSide,
              width * height <= BitmapPixelFormat.maximumPixels else {
            return "size \(width) × \(height) is over the lab's limit (\(BitmapPixelFormat.maximumSide) pixels a side, \(BitmapPixelFormat.maximumPixels) pixels)"
        }
        guard bytesPerRow >= rowBytes else { return "bytesPerRow \(bytesPerRow) is less than a row of pixels (\(rowBytes) bytes)" }
        let (span, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard !overflow, span <= BitmapPixelFormat.maximumBytes else {
            return "bytesPerRow \(bytesPerRow) × height \(height) is over the lab's limit (\(BitmapPixelFormat.maximumBytes) bytes)"
        }
        if let available, available < span + rowBytes {
            return "the provider has \(available) bytes, fewer than the \(span + rowBytes) the rows need"
        }
        return nil
    }
}
