import Foundation

/// A Core Graphics drawing context, as `UIGraphicsImageRenderer`, image contexts and
/// custom drawing (`UIView.draw(_:)`, `CALayer.draw(in:)`) hand one out.
///
/// The lab draws everything on the GPU from layers, so a context records what is drawn
/// into it as layers (each stroke or fill a `CAShapeLayer`, each image a layer with
/// contents, each gradient a gradient layer, each string a text layer, each
/// `CALayer.render(in:)` a copy of that layer tree) in the order drawn, and the renderer
/// turns them into pixels. The graphics state maps onto those layers: the current
/// transformation matrix applies to paths when they are stroked or filled (line widths scale
/// with it), the alpha is their opacity, a shadow is their shadow, a clip nests what is drawn
/// next under a layer masked by the clip path, a blend mode is how they composite.
///
/// Coordinates are UIKit's: points, origin top-left, y down; except in a bitmap context
/// (`CGContext(data:width:height:…)`), whose coordinates are Core Graphics' own: pixels,
/// origin bottom-left, y up. A bitmap context draws into its memory as each drawing call
/// returns.
public final class CGContext {
    /// The layers drawn so far, in drawing order, in the context's coordinates.
    let canvas: CALayer

    /// A Core Graphics shadow: offset in base space (points, y down as UIKit's contexts
    /// have it), blur, color.
    struct Shadow {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    /// The graphics state `saveGState()` pushes.
    struct GState {
        var ctm = CGAffineTransform.identity
        var fillColor: CGColor = .black
        var strokeColor: CGColor = .black
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var miterLimit: CGFloat = 10
        var lineDash: [CGFloat] = []
        var lineDashPhase: CGFloat = 0
        var alpha: CGFloat = 1
        var blendMode: CGBlendMode = .normal
        var shadow: Shadow?
        var interpolationQuality: CGInterpolationQuality = .default
        /// Where drawn layers go: the canvas, or the innermost clip's container.
        var target: CALayer
        /// The bounding box of the clip, in the canvas's coordinates (nil: not clipped).
        var clipBox: CGRect?
    }
    var state: GState
    var saved: [GState] = []
    /// The depth of `saved` at each open transparency layer's beginning.
    var transparencyLayerDepths: [Int] = []
    /// The current path, in the context's coordinates (the transform applied as it is built).
    var path = CGMutablePath()
    /// Whether anything was drawn with a blend mode other than normal.
    private var usesBlendModes = false
    /// How the context becomes an image, for the contexts that make images (image contexts and
    /// image renderers'); nil for a layer's or view's drawing.
    var imageFormat: (scale: CGFloat, opaque: Bool)?
    /// The memory and pixel format of a bitmap context; nil for other contexts.
    var bitmap: BitmapContextStorage?
    /// The transform from the context's default user space to the canvas: identity, or a
    /// bitmap context's flip (its user space is y up, the canvas y down).
    var baseTransform = CGAffineTransform.identity

    /// A context recording onto a canvas whose coordinates are `bounds` (a layer's own).
    init(bounds: CGRect) {
        canvas = CALayer()
        canvas.bounds = bounds
        canvas.position = CGPoint(x: bounds.midX, y: bounds.midY)
        state = GState(target: canvas)
    }

    /// What was drawn, as a layer shows it; nil when nothing was.
    var recording: LayerDrawing? {
        canvas.sublayers == nil ? nil : LayerDrawing(canvas: canvas, isIsolated: usesBlendModes)
    }

    // MARK: Graphics state

    /// Pushes the graphics state (transform, colors, line style, alpha, blend mode, shadow,
    /// clip).
    public func saveGState() { saved.append(state) }

    /// Pops the state `saveGState()` pushed; unbalanced calls are reported and ignored.
    public func restoreGState() {
        guard let last = saved.popLast() else {
            LabDiagnostics.report("CGContext.restoreGState: no saved state; ignored")
            return
        }
        state = last
    }

    /// The current transformation matrix (from user space to the context's default
    /// coordinates: points, or a bitmap context's pixels).
    public var ctm: CGAffineTransform { state.ctm.concatenating(baseTransform.inverted()) }

    /// Moves the origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Scales the coordinates.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Rotates the coordinates by `angle` radians (clockwise on screen).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the current one.
    public func concatenate(_ transform: CGAffineTransform) {
        guard [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].allSatisfy(\.isFinite) else {
            LabDiagnostics.report("CGContext.concatenate: \(transform) is not finite; ignored")
            return
        }
        state.ctm = transform.concatenating(state.ctm)
    }

    /// An opacity applied to everything drawn next (clamped to 0…1).
    public func setAlpha(_ alpha: CGFloat) {
        guard alpha.isFinite else { return LabDiagnostics.report("CGContext.setAlpha: \(alpha) is not finite; ignored") }
        state.alpha = min(1, max(0, alpha))
    }

    // MARK: Recording

    /// The bounds and position that give `layer` the canvas's coordinates.
    func placeOnCanvas(_ layer: CALayer) {
        layer.bounds = canvas.bounds
        layer.position = canvas.position
    }

    /// Adds a drawn layer where the clip puts it, with the state's alpha, shadow and blend
    /// mode (`blendMode` overrides the state's). A bitmap context then draws it into its
    /// memory, unless `opensGroup` (a transparency layer, drawn when it ends) or inside one.
    func append(_ layer: CALayer, blendMode: CGBlendMode? = nil, opensGroup: Bool = false) {
        if state.alpha < 1 { layer.opacity *= Float(state.alpha) }
        if let shadow = state.shadow, blendMode == nil {
            layer.shadowColor = shadow.color
            layer.shadowOpacity = 1
            layer.shadowOffset = shadow.offset
            layer.shadowRadius = CGContext.shadowRadius(forBlur: shadow.blur)
        }
        let mode = blendMode ?? state.blendMode
        if mode == .clear, let shape = layer as? CAShapeLayer {
            // Clearing ignores the color: the paint is opaque, so that its alpha is the shape's
            // coverage, by which the renderer weighs the clearing (an eraser stroked with
            // `UIColor.clear` still erases).
            if shape.fillColor != nil { shape.fillColor = .black }
            if shape.strokeColor != nil { shape.strokeColor = .black }
            layer.opacity = 1
        }
        if mode != .normal {
            layer.setDrawingBlendMode(mode)
            usesBlendModes = true
            noteBlendModeInClips()
        }
        state.target.addSublayer(layer)
        if bitmap != nil, !opensGroup, transparencyLayerDepths.isEmpty { drawRecordingIntoBitmap() }
    }

    /// How much the transform stretches lengths (the geometric mean of its axes).
    static func lengthScale(of t: CGAffineTransform) -> CGFloat {
        abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}
