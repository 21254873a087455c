import Foundation

/// Painting paths, rectangles, ellipses and images: each operation records one layer.
extension CGContext {
    /// Strokes the current path with the stroke color and line style, then clears the path.
    public func strokePath() { drawPath(using: .stroke) }

    /// Fills the current path with the fill color, then clears the path.
    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .evenOdd ? .eoFill : .fill) }

    /// Fills and/or strokes the current path, then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { beginPath() }
        guard !path.isEmpty else { return }
        let fills = mode != .stroke, strokes = [.stroke, .fillStroke, .eoFillStroke].contains(mode)
        append(shape(path.copy()!, fill: fills ? state.fillColor : nil, evenOdd: [.eoFill, .eoFillStroke].contains(mode),
                     strokes: strokes))
    }

    /// A shape layer of `path` (context coordinates) in the state's colors and line style.
    func shape(_ path: CGPath, fill: CGColor?, evenOdd: Bool = false, strokes: Bool) -> CAShapeLayer {
        let shape = CAShapeLayer()
        placeOnCanvas(shape)
        shape.path = path
        shape.fillColor = fill
        shape.fillRule = evenOdd ? .evenOdd : .nonZero
        guard strokes else { return shape }
        let scale = CGContext.lengthScale(of: state.ctm)
        shape.strokeColor = state.strokeColor
        shape.lineWidth = state.lineWidth * scale
        shape.lineCap = [.butt: .butt, .round: .round, .square: .square][state.lineCap] ?? .butt
        shape.lineJoin = [.miter: .miter, .round: .round, .bevel: .bevel][state.lineJoin] ?? .miter
        shape.miterLimit = state.miterLimit
        if !state.lineDash.isEmpty {
            shape.lineDashPattern = state.lineDash.map { NSNumber(value: Double($0 * scale)) }
            shape.lineDashPhase = state.lineDashPhase * scale
        }
        return shape
    }

    /// Fills `rect` with the fill color (and clears the current path).
    public func fill(_ rect: CGRect) { fill([rect]) }

    /// Fills `rects` with the fill color, as one fill (and clears the current path).
    public func fill(_ rects: [CGRect]) {
        beginPath()
        addRects(rects)
        fillPath()
    }

    /// Strokes `rect` with the stroke color and line style.
    public func stroke(_ rect: CGRect) {
        beginPath()
        addRect(rect)
        strokePath()
    }

    /// Strokes `rect` `width` wide, whatever the state's line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
        fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath()
        addEllipse(in: rect)
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

    /// Makes `rect` transparent (what was drawn there is erased, within the clip).
    public func clear(_ rect: CGRect) {
        let area = CGMutablePath()
        area.addRect(rect, transform: state.ctm)
        append(shape(area, fill: .black, strokes: false), blendMode: .clear)
    }

    /// Draws `image` into `rect`. As in any UIKit context, whose y axis points down while
    /// Core Graphics draws images y up, the image lands upside down (draw a `UIImage`, or
    /// flip the context, to draw it upright); in a bitmap context, y up, it lands upright. An
    /// image mask paints the fill color through its coverage.
    public func draw(_ image: CGImage, in rect: CGRect) {
        let flip = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY)
        drawImage(image, in: rect, transform: flip.concatenating(state.ctm))
    }

    /// Draws `image` upright into `rect` (user space) through `transform`.
    func drawImage(_ image: CGImage, in rect: CGRect, transform t: CGAffineTransform) {
        append(imageLayer(image.isMask ? image.stencil(filledWith: state.fillColor) : image, in: rect, transform: t))
    }

    /// A layer showing `image` upright in `rect` (user space) through `transform`, in the
    /// canvas's coordinates.
    func imageLayer(_ image: CGImage, in rect: CGRect, transform t: CGAffineTransform) -> CALayer {
        let layer = CALayer()
        layer.anchorPoint = .zero
        layer.bounds = CGRect(origin: .zero, size: rect.size)
        layer.position = rect.origin.applying(t)
        layer.transform = CATransform3DMakeAffineTransform(CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0))
        layer.contents = image
        return layer
    }

    /// Adds `layer`'s tree as it is now, placed by the current transform (`CALayer.render(in:)`).
    func draw(_ layer: CALayer) {
        let holder = userSpaceHolder()
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
