import Foundation

/// How a `UIGraphicsImageRenderer` makes its images.
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point (default: the screen's scale).
    public var scale: CGFloat
    /// Whether the image has no transparency. Images are always RGBA in the lab; an opaque
    /// format starts from black instead of clear.
    public var opaque = false

    /// The default format: the screen's scale, transparent.
    public init() {
        scale = UIScreen.main.scale
    }

    /// The default format.
    public static func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The scale images are made at: `scale`, or 1 when it is not a positive number.
    var resolvedScale: CGFloat { scale > 0 && scale.isFinite ? scale : 1 }
}

/// The drawing context of one `UIGraphicsImageRenderer.image(actions:)` call.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw into (points, origin top-left).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills `rect` with the context's fill color.
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Strokes `rect` with the context's stroke color.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Fills `rect` with the context's fill color, blended by `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) { blended(blendMode) { cgContext.fill(rect) } }

    /// Strokes `rect` with the context's stroke color, blended by `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) { blended(blendMode) { cgContext.stroke(rect) } }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }

    /// What was drawn so far, as an image at the format's scale.
    public var currentImage: UIImage { cgContext.rasterized(scale: format.resolvedScale, opaque: format.opaque) }

    private func blended(_ mode: CGBlendMode, _ draw: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(mode)
        draw()
        cgContext.restoreGState()
    }
}

/// Draws images, as UIKit's renderer does: `image(actions:)` runs the drawing closure and
/// returns the result at the format's scale.
///
///     let tile = UIGraphicsImageRenderer(size: CGSize(width: 90, height: 90)).image { context in
///         context.cgContext.setStrokeColor(UIColor.cyan.cgColor)
///         context.cgContext.strokeLineSegments(between: [.zero, CGPoint(x: 90, y: 90)])
///     }
///
/// The pixels come from the same GPU renderer as the frames (the host provides it), so an
/// image drawn here looks exactly like the same drawing in a layer.
public final class UIGraphicsImageRenderer {
    /// The image size in points.
    public let size: CGSize
    /// The format images are made in.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer for images of `size` points.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        self.size = size
        self.format = format
    }

    /// A renderer for images of `bounds.size` points.
    public convenience init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.init(size: bounds.size, format: format)
    }

    /// Runs `actions` on a fresh context and returns what it drew. Without a host to
    /// rasterize (a unit test), the image is transparent and a diagnostic says so.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.resolvedScale
        let context = CGContext(bounds: CGRect(origin: .zero, size: size))
        context.imageFormat = (scale, format.opaque)
        // The renderer's context is UIKit's current context inside the closure.
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        UIGraphicsPopContext()
        return context.rasterized(scale: scale, opaque: format.opaque)
    }
}

extension CGContext {
    /// What was drawn so far, as an image of the canvas at `scale` pixels per point, on black
    /// when `opaque`. Without a host to rasterize (a unit test), the image is transparent and
    /// a diagnostic says so.
    func rasterized(scale: CGFloat, opaque: Bool) -> UIImage {
        UIImage(cgImage: rasterizedPixels(scale: scale, opaque: opaque), scale: scale)
    }

    /// What was drawn so far, as `rasterized(scale:opaque:)` draws it, in pixels.
    func rasterizedPixels(scale: CGFloat, opaque: Bool) -> CGImage {
        let size = canvas.bounds.size
        let width = max(1, Int((size.width * scale).rounded())), height = max(1, Int((size.height * scale).rounded()))
        guard let rasterize = LayerRasterizer.rasterize else {
            LabDiagnostics.report("UIGraphicsImageRenderer: no host renderer to draw with; the image is blank")
            return CGImage(width: width, height: height, premultipliedRGBA: [UInt8](repeating: 0, count: width * height * 4))!
        }
        canvas.backgroundColor = opaque ? CGColor(red: 0, green: 0, blue: 0, alpha: 1) : nil
        defer { canvas.backgroundColor = nil }
        return rasterize(canvas, width, height, scale)
    }

    /// An image of what was drawn so far: a bitmap context's memory (converted to the lab's
    /// premultiplied RGBA; a gray context's pixels gray and opaque, an alpha-only context's
    /// black with their alpha), or an image context's drawing (`UIGraphicsBeginImageContext`,
    /// `UIGraphicsImageRenderer`) at its scale. A layer's or view's drawing is recorded, not a
    /// bitmap, in the lab: nil, with a diagnostic.
    public func makeImage() -> CGImage? {
        if let bitmap { return bitmap.image() }
        guard let imageFormat else {
            LabDiagnostics.report("CGContext.makeImage: only bitmap contexts and image contexts (UIGraphicsBeginImageContextWithOptions, UIGraphicsImageRenderer) make images in the lab; nil")
            return nil
        }
        return rasterizedPixels(scale: imageFormat.scale, opaque: imageFormat.opaque)
    }
}

/// How layer trees become pixels outside the frame loop. LabKit cannot reach the GPU; the
/// host installs its renderer here before a scene loads.
@_spi(LabHost) public enum LayerRasterizer {
    /// Renders `root` (its bounds are the image, in points) into `width × height` pixels at
    /// `scale` pixels per point.
    nonisolated(unsafe) public static var rasterize: ((_ root: CALayer, _ width: Int, _ height: Int, _ scale: CGFloat) -> CGImage)?
}
