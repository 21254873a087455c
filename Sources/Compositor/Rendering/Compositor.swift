import Foundation
import LabKit

/// Walks a layer tree and produces the `RenderList` for one frame.
///
/// Each layer paints, in Core Animation's order, its background, its contents (a shape
/// layer's fill then stroke), its sublayers sorted by `zPosition`, then its border. A layer is
/// rendered offscreen and composited when it has a mask, or opacity below 1 over more than one
/// thing it paints (group opacity); `masksToBounds` clips contents and sublayers through a
/// mask of the rounded bounds. Geometry is flattened to `tolerance` device pixels.
public struct Compositor {
    /// Largest distance between a curve and its flattened polygon, in device pixels.
    public var tolerance: CGFloat

    public init(tolerance: CGFloat = 0.25) {
        self.tolerance = tolerance
    }

    /// The render list for `root` at `scale` device pixels per point on a canvas of
    /// `width × height` device pixels.
    public func renderList(for root: CALayer, scale: CGFloat, width: Int, height: Int) -> RenderList {
        var builder = RenderListBuilder(list: RenderList(width: width, height: height), tolerance: tolerance)
        builder.visit(root, parent: CATransform3DMakeScale(scale, scale, 1), alpha: 1)
        return builder.list
    }
}

/// The mutable state of one walk.
struct RenderListBuilder {
    var list: RenderList
    let tolerance: CGFloat

    mutating func visit(_ layer: CALayer, parent: CATransform3D, alpha: Float) {
        guard !layer.isHidden, layer.opacity > 0, alpha > 0 else { return }
        let matrix = CATransform3DConcat(CATransform3DConcat(layer.transformToSuperlayer, CALayer.flattening), parent)
        let sublayers = (layer.sublayers ?? [])
            .filter { !$0.isHidden && $0.opacity > 0 }
            .enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
        let opacity = min(layer.opacity, 1)
        let paints = LayerPaints(layer)
        let isolated = layer.mask != nil
            || (opacity < 1 && layer.allowsGroupOpacity && paints.count + sublayers.count > 1)
        let contentAlpha = isolated ? 1 : alpha * opacity
        var transformIndex: Int32?
        let context = DrawContext(matrix: matrix, tolerance: tolerance / RenderListBuilder.scale(of: matrix))

        if isolated { list.commands.append(.pushLayer) }
        if let background = paints.background {
            fill(background.shape, rule: .nonZero, color: background.color, alpha: contentAlpha, context, &transformIndex)
        }
        let clips = layer.masksToBounds && (!sublayers.isEmpty || paints.hasContents)
        if clips { list.commands.append(.pushLayer) }
        if let shape = layer as? CAShapeLayer, let path = shape.path {
            drawShape(shape, path: path, alpha: contentAlpha, context, &transformIndex)
        }
        for sublayer in sublayers { visit(sublayer, parent: matrix, alpha: contentAlpha) }
        if clips {
            list.commands.append(.pushMask)
            fill(paints.boundsShape, rule: .nonZero, color: .white, alpha: 1, context, &transformIndex)
            list.commands.append(.popMask(opacity: 1))
        }
        if let border = paints.border {
            fill(border.shape, rule: .evenOdd, color: border.color, alpha: contentAlpha, context, &transformIndex)
        }
        if isolated {
            if let mask = layer.mask {
                list.commands.append(.pushMask)
                visit(mask, parent: matrix, alpha: 1)
                list.commands.append(.popMask(opacity: alpha * opacity))
            } else {
                list.commands.append(.popLayer(opacity: alpha * opacity))
            }
        }
    }

    private mutating func drawShape(_ shape: CAShapeLayer, path: CGPath, alpha: Float, _ context: DrawContext,
                                    _ transformIndex: inout Int32?) {
        let fillColor = shape.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let stroke = shape.strokeColor.flatMap { $0.alpha > 0 && shape.lineWidth > 0 ? $0 : nil }
        guard fillColor != nil || stroke != nil else { return }
        let contours = PathFlattener.flatten(path.segments, tolerance: context.tolerance)
        if let fillColor {
            fill(contours, rule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero, color: fillColor,
                 alpha: alpha, context, &transformIndex)
        }
        if let stroke {
            let dashes = shape.lineDashPattern.flatMap { StrokeTrimmer.normalizedDashes($0.map { CGFloat($0.doubleValue) }) }
            if shape.lineDashPattern != nil && dashes == nil {
                LabDiagnostics.report("CAShapeLayer.lineDashPattern \(shape.lineDashPattern!) is not a valid pattern; stroking solid")
            }
            let pieces = StrokeTrimmer.trim(contours, start: shape.strokeStart, end: shape.strokeEnd,
                                            dashes: dashes, phase: shape.lineDashPhase)
            let style = StrokeStyle(lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
                                    miterLimit: shape.miterLimit)
            let first = list.vertices.count
            Stroker(style: style, tolerance: context.tolerance).append(pieces, to: &list.vertices)
            let color = premultiplied(stroke, alpha: alpha)
            emit(from: first, stencil: color.w >= 1 ? .none : .union, color: color, context, &transformIndex)
        }
    }

    private mutating func fill(_ contours: [Polyline], rule: StencilMode, color: CGColor, alpha: Float,
                               _ context: DrawContext, _ transformIndex: inout Int32?) {
        let first = list.vertices.count
        FillTessellator.appendFans(contours, to: &list.vertices)
        let stencil = FillTessellator.isConvex(contours) ? .none : rule
        emit(from: first, stencil: stencil, color: premultiplied(color, alpha: alpha), context, &transformIndex)
    }

    private mutating func fill(_ path: CGPath, rule: StencilMode, color: CGColor, alpha: Float,
                               _ context: DrawContext, _ transformIndex: inout Int32?) {
        fill(PathFlattener.flatten(path.segments, tolerance: context.tolerance), rule: rule, color: color,
             alpha: alpha, context, &transformIndex)
    }

    /// Records a draw of the vertices appended since `first`, adding its cover quad when stenciled.
    private mutating func emit(from first: Int, stencil: StencilMode, color: SIMD4<Float>, _ context: DrawContext,
                               _ transformIndex: inout Int32?) {
        let count = (list.vertices.count - first) / 2
        guard count > 0, color.w > 0 else {
            list.vertices.removeSubrange(first...)
            return
        }
        var coverFirst = Int32(list.vertices.count / 2)
        if stencil != .none {
            var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
            var i = first
            while i < list.vertices.count {
                let x = list.vertices[i], y = list.vertices[i + 1]
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                i += 2
            }
            FillTessellator.appendQuad(CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX),
                                              height: CGFloat(maxY - minY)), to: &list.vertices)
        } else {
            coverFirst = 0
        }
        if transformIndex == nil {
            transformIndex = Int32(list.transforms.count / 16)
            list.transforms.append(contentsOf: context.matrix.entries.map { Float($0) })
        }
        list.commands.append(.draw(DrawCommand(first: Int32(first / 2), count: Int32(count), coverFirst: coverFirst,
                                               stencil: stencil, color: color, transform: transformIndex!)))
    }

    private func premultiplied(_ color: CGColor, alpha: Float) -> SIMD4<Float> {
        let c = color.rgba
        let a = Float(c.alpha) * alpha
        return SIMD4(Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a)
    }

    /// Device pixels per local unit: the larger axis scale of the transform's linear part.
    static func scale(of m: CATransform3D) -> CGFloat {
        let sx = (m.m11 * m.m11 + m.m12 * m.m12).squareRoot()
        let sy = (m.m21 * m.m21 + m.m22 * m.m22).squareRoot()
        let w = abs(m.m44) > 1e-6 ? abs(m.m44) : 1
        let s = max(sx, sy) / w
        return s.isFinite && s > 1e-6 ? s : 1
    }
}

/// Where a layer's geometry goes and how finely it is flattened.
struct DrawContext {
    let matrix: CATransform3D
    /// Flattening tolerance in the layer's own units.
    let tolerance: CGFloat
}

/// The shapes a layer paints besides its contents and sublayers.
struct LayerPaints {
    let background: (shape: CGPath, color: CGColor)?
    let border: (shape: CGPath, color: CGColor)?
    let boundsShape: CGPath
    let hasContents: Bool
    let count: Int

    init(_ layer: CALayer) {
        let bounds = layer.bounds
        let radius = max(0, min(layer.cornerRadius, min(bounds.width, bounds.height) / 2))
        boundsShape = LayerPaints.roundedRect(bounds, radius: radius)
        if let color = layer.backgroundColor, color.alpha > 0, bounds.width > 0, bounds.height > 0 {
            background = (boundsShape, color)
        } else {
            background = nil
        }
        if let color = layer.borderColor, color.alpha > 0, layer.borderWidth > 0, bounds.width > 0, bounds.height > 0 {
            let shape = CGMutablePath()
            shape.addPath(boundsShape)
            let inner = bounds.insetBy(dx: layer.borderWidth, dy: layer.borderWidth)
            if inner.width > 0 && inner.height > 0 {
                shape.addPath(LayerPaints.roundedRect(inner, radius: max(0, radius - layer.borderWidth)))
            }
            border = (shape, color)
        } else {
            border = nil
        }
        var contents = false
        var shapePaints = 0
        if let shape = layer as? CAShapeLayer, shape.path != nil {
            if (shape.fillColor?.alpha ?? 0) > 0 { shapePaints += 1 }
            if (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0 { shapePaints += 1 }
            contents = shapePaints > 0
        }
        hasContents = contents
        count = (background != nil ? 1 : 0) + (border != nil ? 1 : 0) + shapePaints
    }

    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        if radius > 0 {
            path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        } else {
            path.addRect(rect)
        }
        return path
    }
}
