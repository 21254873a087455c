import Foundation

/// Bitmap contexts (`CGBitmapContextCreate`): a context that draws into memory, its own or
/// the caller's, in one of Core Graphics' pixel formats.
///
/// Its coordinates are Core Graphics' native ones: one unit a pixel, origin at the bottom
/// left, y up (UIKit's image contexts flip theirs; a bitmap context does not). Its memory is
/// laid out as Core Graphics lays it out: the first row in memory is the top row of the
/// image, rows `bytesPerRow` apart.
///
/// The lab records drawing as layers and draws them with its GPU renderer, so a bitmap
/// context draws after each drawing call (each fill, stroke, image, gradient, string or
/// `CALayer.render(in:)`; a transparency layer when it ends): it renders what its memory
/// holds with the new drawing on top and writes the result back, so the bytes are there when
/// the call returns, and bytes the caller wrote in between are drawn over as Core Graphics
/// would. Without a host renderer (unit tests) drawing leaves the memory as it is, with a
/// diagnostic.
extension CGContext {
    /// A bitmap context over `data` (nil: memory the context allocates, zeroed, and frees when
    /// it goes), `width × height` pixels, `bitsPerComponent` bits a component, rows
    /// `bytesPerRow` apart (0: packed, `width ×` the pixel's bytes), in `space` with the
    /// alpha and byte order of `bitmapInfo` (a ``CGImageAlphaInfo`` raw value, possibly
    /// combined with ``CGBitmapInfo`` byte-order bits), as Swift imports
    /// `CGBitmapContextCreate`.
    ///
    /// The lab supports Core Graphics' 8-bit formats: RGB in 32 bits with premultiplied or
    /// skipped alpha, first or last, in the default (big-endian) or 32-bit little-endian byte
    /// order (so RGBA, ARGB, BGRA, ABGR and their no-alpha variants); gray without alpha; and
    /// alpha only (a gray color space, or none). Any other format, an empty size, a size over
    /// the lab's limit (8192 pixels a side, 4096 × 4096 pixels in all, 256 MiB of rows) or
    /// rows shorter than a row of pixels gives nil with a diagnostic.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent, bytesPerRow: bytesPerRow,
                  space: Optional(space), bitmapInfo: CGBitmapInfo(rawValue: bitmapInfo))
    }

    /// A bitmap context, as the `UInt32` form makes one; `space` may be nil for an alpha-only
    /// context (`CGImageAlphaInfo.alphaOnly`).
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace?, bitmapInfo: CGBitmapInfo) {
        let name = "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)"
        let format: BitmapPixelFormat
        switch BitmapPixelFormat.forContext(bitsPerComponent: bitsPerComponent, space: space, info: bitmapInfo) {
        case .success(let found): format = found
        case .failure(let reason):
            LabDiagnostics.report("\(name): \(reason); nil")
            return nil
        }
        let (packed, overflow) = width.multipliedReportingOverflow(by: format.bytesPerPixel)
        let rowBytes = overflow ? Int.max : packed
        let stride = bytesPerRow == 0 ? rowBytes : bytesPerRow
        if let problem = CGImage.problem(width: width, height: height, bytesPerRow: stride, rowBytes: rowBytes, available: nil) {
            LabDiagnostics.report("\(name): \(problem); nil")
            return nil
        }
        self.init(bounds: CGRect(x: 0, y: 0, width: width, height: height))
        bitmap = BitmapContextStorage(data: data, width: width, height: height, bytesPerRow: stride, format: format,
                                      bitmapInfo: bitmapInfo, colorSpace: space)
        // User space is y up: the canvas, y down, sees it flipped.
        baseTransform = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height))
        state.ctm = baseTransform
    }

    /// A bitmap context's memory: the first row is the image's top row. Nil for other
    /// contexts.
    public var data: UnsafeMutableRawPointer? { bitmap?.data }

    /// A bitmap context's width in pixels; 0 for other contexts.
    public var width: Int { bitmap?.width ?? 0 }

    /// A bitmap context's height in pixels; 0 for other contexts.
    public var height: Int { bitmap?.height ?? 0 }

    /// The bytes from one row of a bitmap context's memory to the next; 0 for other contexts.
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }

    /// A bitmap context's bits per component (8); 0 for other contexts.
    public var bitsPerComponent: Int { bitmap == nil ? 0 : 8 }

    /// A bitmap context's bits per pixel (32 for RGB, 8 for gray and alpha only); 0 for other
    /// contexts.
    public var bitsPerPixel: Int { (bitmap?.format.bytesPerPixel ?? 0) * 8 }

    /// A bitmap context's bitmap info, as it was made; empty for other contexts.
    public var bitmapInfo: CGBitmapInfo { bitmap?.bitmapInfo ?? [] }

    /// A bitmap context's alpha info; `.none` for other contexts.
    public var alphaInfo: CGImageAlphaInfo { bitmap?.format.alpha ?? .none }

    /// A bitmap context's color space (nil for an alpha-only context made without one, and
    /// for other contexts).
    public var colorSpace: CGColorSpace? { bitmap?.colorSpace }

    /// Draws what was just recorded into a bitmap context's memory: the memory as it is,
    /// with the recording on top, rendered and written back; then drops the recorded layers
    /// (keeping the clips still in force).
    func drawRecordingIntoBitmap() {
        guard let bitmap else { return }
        defer { discardDrawnLayers() }
        guard let rasterize = LayerRasterizer.rasterize else {
            LabDiagnostics.report("CGContext: no host renderer to draw with; the bitmap context's memory is unchanged")
            return
        }
        if bitmap.isBlank {
            // Zeroed memory is clear, or black in a format without alpha.
            canvas.backgroundColor = bitmap.format.alphaOffset == nil ? CGColor(red: 0, green: 0, blue: 0, alpha: 1) : nil
        } else {
            canvas.contents = bitmap.image()
        }
        defer {
            canvas.contents = nil
            canvas.backgroundColor = nil
        }
        let drawn = rasterize(canvas, bitmap.width, bitmap.height, 1)
        guard drawn.width == bitmap.width, drawn.height == bitmap.height else {
            return LabDiagnostics.report("CGContext: the renderer drew \(drawn.width) × \(drawn.height) pixels for a \(bitmap.width) × \(bitmap.height) bitmap; memory unchanged")
        }
        bitmap.store(drawn)
    }

    /// Removes every recorded layer except the clip containers the current or a saved state
    /// draws into (and the containers around them).
    private func discardDrawnLayers() {
        var live = Set<ObjectIdentifier>()
        for target in [state.target] + saved.map(\.target) {
            var layer: CALayer? = target
            while let current = layer, current !== canvas {
                live.insert(ObjectIdentifier(current))
                layer = current.superlayer
            }
        }
        func prune(_ layer: CALayer) {
            for sublayer in layer.sublayers ?? [] {
                if live.contains(ObjectIdentifier(sublayer)) {
                    prune(sublayer)
                } else {
                    sublayer.removeFromSuperlayer()
                }
            }
        }
        prune(canvas)
    }
}

/// A bitmap context's memory and pixel format.
final class BitmapContextStorage {
    let data: UnsafeMutableRawPointer
    /// Whether the context allocated `data` (and frees it).
    private let ownsData: Bool
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let format: BitmapPixelFormat
    let bitmapInfo: CGBitmapInfo
    let colorSpace: CGColorSpace?

    init(data: UnsafeMutableRawPointer?, width: Int, height: Int, bytesPerRow: Int, format: BitmapPixelFormat,
         bitmapInfo: CGBitmapInfo, colorSpace: CGColorSpace?) {
        if let data {
            self.data = data
            ownsData = false
        } else {
            let count = bytesPerRow * height
            self.data = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
            self.data.initializeMemory(as: UInt8.self, repeating: 0, count: count)
            ownsData = true
        }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.format = format
        self.bitmapInfo = bitmapInfo
        self.colorSpace = colorSpace
    }

    deinit {
        if ownsData { data.deallocate() }
    }

    /// Whether every byte of the pixels is zero.
    var isBlank: Bool {
        let bytes = data.assumingMemoryBound(to: UInt8.self), rowBytes = width * format.bytesPerPixel
        for y in 0..<height {
            let row = bytes + y * bytesPerRow
            for x in 0..<rowBytes where row[x] != 0 { return false }
        }
        return true
    }

    /// The memory as an image (premultiplied RGBA).
    func image() -> CGImage {
        let pixels = format.premultipliedRGBA(from: data, width: width, height: height, bytesPerRow: bytesPerRow)
        return CGImage(width: width, height: height, premultipliedRGBA: pixels)!
    }

    /// Writes `image` (the bitmap's size) into the memory in its format.
    func store(_ image: CGImage) {
        format.store(image.premultipliedRGBA, into: data, width: width, height: height, bytesPerRow: bytesPerRow)
    }
}
