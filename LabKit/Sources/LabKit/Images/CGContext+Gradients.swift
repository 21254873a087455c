import Foundation

/// Core Graphics gradients, recorded as a `GradientDrawingLayer` covering the canvas (in
/// user space, under a holder that applies the transform, so a skewed or scaled context
/// skews the gradient as Core Graphics does). The clip limits them.
extension CGContext {
    /// Paints `gradient` along the line from `start` to `end` (user space), constant across
    /// it; beyond the ends only with `options`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else {
            return LabDiagnostics.report("CGContext.drawLinearGradient: non-finite points; ignored")
        }
        record(GradientDrawing(gradient, kind: .linear, start: start, end: end, options: options))
    }

    /// Paints `gradient` over the circles interpolated from the start circle to the end
    /// circle (user space), later ones on top; beyond them only with `options`.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard [startCenter.x, startCenter.y, endCenter.x, endCenter.y, startRadius, endRadius].allSatisfy(\.isFinite),
              startRadius >= 0, endRadius >= 0 else {
            return LabDiagnostics.report("CGContext.drawRadialGradient: negative or non-finite radii or centers; ignored")
        }
        record(GradientDrawing(gradient, kind: .radial(startRadius: startRadius, endRadius: endRadius),
                               start: startCenter, end: endCenter, options: options))
    }

    private func record(_ drawing: GradientDrawing) {
        let t = state.ctm
        guard t.a * t.d - t.b * t.c != 0 else { return }
        // The canvas, in user space: what the gradient may cover.
        let inverse = t.inverted(), b = canvas.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY)]
        let layer = GradientDrawingLayer()
        layer.frame = CGRect.boundingBox(of: corners.map { $0.applying(inverse) })
        layer.gradientDrawing = drawing
        let holder = userSpaceHolder()
        holder.addSublayer(layer)
        append(holder)
    }
}

/// A layer of the canvas whose sublayers are in user space: its sublayer transform is the
/// current transform, about the canvas's origin.
extension CGContext {
    func userSpaceHolder() -> CALayer {
        let holder = CALayer()
        let b = canvas.bounds
        holder.bounds = b
        // The anchor (which the sublayer transform turns about) at the coordinates' origin.
        holder.anchorPoint = CGPoint(x: b.width > 0 ? -b.minX / b.width : 0, y: b.height > 0 ? -b.minY / b.height : 0)
        holder.position = .zero
        holder.sublayerTransform = CATransform3DMakeAffineTransform(state.ctm)
        return holder
    }
}

/// What a recorded Core Graphics gradient paints, in its layer's coordinates.
@_spi(Rendering) public struct GradientDrawing: Equatable {
    /// The shape of the ramp.
    public enum Kind: Equatable {
        /// Along the line from `start` to `end`.
        case linear
        /// Over circles from (`start`, `startRadius`) to (`end`, `endRadius`).
        case radial(startRadius: CGFloat, endRadius: CGFloat)
    }
    public let kind: Kind
    public let start: CGPoint
    public let end: CGPoint
    /// Non-decreasing, 0…1, one per color.
    public let locations: [CGFloat]
    /// Straight (unpremultiplied) sRGB colors.
    public let colors: [SIMD4<Double>]
    public let drawsBeforeStart: Bool
    public let drawsAfterEnd: Bool

    init(_ gradient: CGGradient, kind: Kind, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        self.kind = kind
        self.start = start
        self.end = end
        locations = gradient.locations
        colors = gradient.colors.map { c in
            let rgba = c.rgba
            return SIMD4(Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
        }
        drawsBeforeStart = options.contains(.drawsBeforeStartLocation)
        drawsAfterEnd = options.contains(.drawsAfterEndLocation)
    }
}

/// The layer a context records a gradient as: it paints `gradientDrawing` over its bounds.
final class GradientDrawingLayer: CALayer {
    var gradientDrawing: GradientDrawing?

    override init() { super.init() }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override init(layer: Any) { super.init(layer: layer) }

    override func copyLayerState(from other: CALayer) {
        super.copyLayerState(from: other)
        if let other = other as? GradientDrawingLayer { gradientDrawing = other.gradientDrawing }
    }

    override class func makeLabKitInstance() -> CALayer { GradientDrawingLayer() }

    override var content: LayerContent? { gradientDrawing.map { .cgGradient($0) } }
}
