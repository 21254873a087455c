import Foundation

/// A Core Graphics drawing context, as `UIGraphicsImageRenderer` hands one out.
///
/// The lab draws everything on the GPU from layers, so a context records what is drawn
/// into it as layers (each stroke or fill a `CAShapeLayer`, each image a layer with
/// contents, each `CALayer.render(in:)` a copy of that layer tree) in the order drawn,
/// and the renderer turns them into pixels once the drawing closure returns. The current
/// transformation matrix applies to paths when they are stroked or filled, as in Core
/// Graphics; line widths scale with it.
public final class CGContext {
    /// The layers drawn so far, in drawing order, in the context's coordinates (points,
    /// origin top-left, y down, as UIKit's contexts are).
    let canvas: CALayer

    private struct GState {
        var ctm = CGAffineTransform.identity
        var fillColor: CGColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var strokeColor: CGColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        var lineWidth: CGFloat = 1
        var lineCap: CGLineCap = .butt
        var lineJoin: CGLineJoin = .miter
        var alpha: CGFloat = 1
    }
    private var state = GState()
    private var saved: [GState] = []
    private var path = CGMutablePath()

    /// A context recording onto a canvas whose coordinates are `bounds` (a layer's own).
    init(bounds: CGRect) {
        canvas = CALayer()
        canvas.bounds = bounds
        canvas.position = CGPoint(x: bounds.midX, y: bounds.midY)
    }

    /// What was drawn, as a layer shows it; nil when nothing was.
    var recording: LayerDrawing? {
        canvas.sublayers == nil ? nil : LayerDrawing(canvas: canvas, isIsolated: false)
    }

    // MARK: Graphics state

    /// Pushes the graphics state (transform, colors, line style, alpha).
    public func saveGState() { saved.append(state) }

    /// Pops the state `saveGState()` pushed; unbalanced calls are reported and ignored.
    public func restoreGState() {
        guard let last = saved.popLast() else {
            LabDiagnostics.report("CGContext.restoreGState: no saved state; ignored")
            return
        }
        state = last
    }

    /// The current transformation matrix.
    public var ctm: CGAffineTransform { state.ctm }

    /// Moves the origin by (`tx`, `ty`).
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }

    /// Scales the coordinates.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }

    /// Rotates the coordinates by `angle` radians (clockwise on screen).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    /// Applies `transform` before the current one.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    /// The color fills use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// The color strokes use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// The stroke width, in the current coordinates.
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    /// How open stroke ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How stroke corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// An opacity applied to everything drawn next.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(1, max(0, alpha)) }

    // MARK: Path

    /// Discards the current path.
    public func beginPath() { path = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }
    /// Adds connected lines through `points`.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }
    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
    /// Adds `other`.
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.ctm) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }

    // MARK: Drawing

    /// Strokes the current path with the stroke color and line style, then clears the path.
    public func strokePath() { drawPath(using: .stroke) }

    /// Fills the current path with the fill color, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        guard !path.isEmpty else { return }
        let shape = CAShapeLayer()
        shape.frame = canvas.bounds
        shape.path = path.copy()
        let fills = mode != .stroke, strokes = [.stroke, .fillStroke, .eoFillStroke].contains(mode)
        shape.fillColor = fills ? state.fillColor : nil
        shape.fillRule = [.eoFill, .eoFillStroke].contains(mode) ? .evenOdd : .nonZero
        if strokes {
            shape.strokeColor = state.strokeColor
            shape.lineWidth = state.lineWidth * CGContext.lengthScale(of: state.ctm)
            shape.lineCap = [.butt: .butt, .round: .round, .square: .square][state.lineCap] ?? .butt
            shape.lineJoin = [.miter: .miter, .round: .round, .bevel: .bevel][state.lineJoin] ?? .miter
        }
        append(shape)
    }

    /// Fills `rect` with the fill color.
    public func fill(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        fillPath()
    }

    /// Strokes `rect` with the stroke color and line width.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes separate segments: points 0–1, 2–3, …
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        for index in stride(from: 0, to: points.count - 1, by: 2) {
            move(to: points[index])
            addLine(to: points[index + 1])
        }
        strokePath()
    }

    /// Draws `image` stretched into `rect`.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: .zero, size: rect.size)
        layer.position = rect.origin.applying(state.ctm)
        let t = state.ctm
        layer.transform = CATransform3DMakeAffineTransform(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0))
        layer.contents = image
        append(layer)
    }

    /// Adds `layer`'s tree as it is now, placed by the current transform (`CALayer.render(in:)`).
    func draw(_ layer: CALayer) {
        let holder = CALayer()
        holder.frame = canvas.bounds
        holder.sublayerTransform = CATransform3DMakeAffineTransform(state.ctm)
        // The layer draws in its own coordinates: its bounds land where they say, whatever
        // its position and transform in its own superlayer.
        let copy = layer.snapshotTree()
        let bounds = layer.bounds
        copy.position = CGPoint(x: bounds.minX + copy.anchorPoint.x * bounds.width,
                                y: bounds.minY + copy.anchorPoint.y * bounds.height)
        copy.transform = CATransform3DIdentity
        holder.addSublayer(copy)
        append(holder)
    }

    private func append(_ layer: CALayer) {
        if state.alpha < 1 { layer.opacity *= Float(state.alpha) }
        canvas.addSublayer(layer)
    }

    /// How much the transform stretches lengths (the geometric mean of its axes).
    private static func lengthScale(of t: CGAffineTransform) -> CGFloat {
        abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}

/// Which rule decides what is inside a filled path.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding.
    case winding
    /// Even-odd.
    case evenOdd
}

/// What `CGContext.drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Fill, non-zero winding.
    case fill
    /// Fill, even-odd.
    case eoFill
    /// Stroke only.
    case stroke
    /// Fill (non-zero), then stroke.
    case fillStroke
    /// Fill (even-odd), then stroke.
    case eoFillStroke
}

extension CALayer {
    /// Draws the layer and its sublayers, as they are now, into `context`.
    public func render(in context: CGContext) {
        context.draw(self)
    }
}
