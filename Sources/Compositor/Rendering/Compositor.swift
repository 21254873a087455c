import Foundation
@_spi(Rendering) import LabKit

/// Walks a layer tree and produces the `RenderList` for one frame, drawing each layer's
/// presentation (its animations applied at the current lab time).
///
/// Each layer paints, in Core Animation's order, its background, its contents (the contents
/// image placed by its gravity, a shape layer's fill then stroke, a text layer's glyph
/// outlines), its sublayers sorted by `zPosition`, then its border. A layer is
/// rendered offscreen and composited when it has a mask, or opacity below 1 over more than one
/// thing it paints (group opacity); `masksToBounds` clips contents and sublayers through a
/// mask of the rounded bounds. Geometry is flattened to `tolerance` device pixels.
public final class Compositor {
    /// Largest distance between a curve and its flattened polygon, in device pixels.
    public let tolerance: CGFloat
    /// The previous frame's sizes, reserved up front so that consecutive frames of an
    /// animation do not grow their arrays step by step.
    private var previousVertexCount = 0
    private var previousCommandCount = 0
    private let cache = GeometryCache()

    /// The number of path geometries kept from the last frame.
    public var cachedGeometryCount: Int { cache.count }

    public init(tolerance: CGFloat = 0.25) {
        self.tolerance = tolerance
    }

    /// The render list for `root` at `scale` device pixels per point on a canvas of
    /// `width × height` device pixels.
    public func renderList(for root: CALayer, scale: CGFloat, width: Int, height: Int) -> RenderList {
        var list = RenderList(width: width, height: height)
        list.vertices.reserveCapacity(previousVertexCount * 2)
        list.commands.reserveCapacity(previousCommandCount)
        cache.beginFrame()
        var builder = RenderListBuilder(list: list, tolerance: tolerance, cache: cache)
        if let (layer, time) = root.renderingPresentation(parentTime: CACurrentMediaTime()) {
            let base = CATransform3DConcat(CALayer.flattening, CATransform3DMakeScale(scale, scale, 1))
            builder.visit(root, layer, time: time, base: base, alpha: 1)
        }
        previousVertexCount = builder.list.vertexCount
        previousCommandCount = builder.list.commands.count
        return builder.list
    }
}

/// The mutable state of one walk.
struct RenderListBuilder {
    var list: RenderList
    let tolerance: CGFloat
    let cache: GeometryCache
    /// Polylines whose point buffers the next flattening reuses.
    var contourBuffers: [Polyline] = []
    /// The open offscreen scopes: where each one's push command is, and the device pixels
    /// painted in it so far (patched into the push when it closes).
    var scopes: [(command: Int, painted: PixelBounds)] = []

    /// Paints `model` as its presentation `layer` shows it: `base` maps the layer's parent
    /// plane to device pixels, `time` is the layer's local time (its sublayers' parent time).
    mutating func visit(_ model: CALayer, _ layer: CALayer, time: Double, base: CATransform3D, alpha: Float) {
        guard !layer.isHidden, layer.opacity > 0, alpha > 0 else { return }
        let matrix = CATransform3DConcat(layer.positioningTransform, base)
        var sublayers: [(model: CALayer, layer: CALayer, time: Double)] = []
        if let children = model.sublayers {
            sublayers.reserveCapacity(children.count)
            for child in children {
                guard let (shown, childTime) = child.renderingPresentation(parentTime: time),
                      !shown.isHidden, shown.opacity > 0 else { continue }
                sublayers.append((child, shown, childTime))
            }
        }
        if let z = sublayers.first?.layer.zPosition, sublayers.contains(where: { $0.layer.zPosition != z }) {
            sublayers = sublayers.enumerated()
                .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
                .map(\.element)
        }
        let opacity = min(layer.opacity, 1)
        let paints = LayerPaints(layer)
        let mask = model.mask.flatMap { mask in mask.renderingPresentation(parentTime: time).map { (mask, $0) } }
        let isolated = mask != nil
            || (opacity < 1 && layer.allowsGroupOpacity && paints.count + sublayers.count > 1)
        let contentAlpha = isolated ? 1 : alpha * opacity
        var transformIndex: Int32?
        let context = DrawContext(matrix: matrix, tolerance: tolerance / RenderListBuilder.scale(of: matrix))

        if isolated { openScope(mask: false) }
        if let color = paints.backgroundColor {
            fill(paints.boundsShape, rule: .nonZero, color: color, alpha: contentAlpha, context, &transformIndex)
        }
        let clips = layer.masksToBounds && (!sublayers.isEmpty || paints.hasContents)
        let rectangularClip = clips ? pixelAlignedClip(of: layer, matrix) : nil
        if let rectangularClip {
            list.commands.append(.pushClip(rectangularClip))
        } else if clips {
            openScope(mask: false)
        }
        if let image = paints.contents {
            drawContents(image, of: layer, alpha: contentAlpha, context, &transformIndex)
        }
        if let shape = layer as? CAShapeLayer, let path = shape.path {
            drawShape(shape, path: path, alpha: contentAlpha, context, &transformIndex)
        }
        if let text = paints.text {
            fill(text.path, rule: .nonZero, color: text.color, alpha: contentAlpha, context, &transformIndex)
        }
        if !sublayers.isEmpty {
            let sublayerBase = RenderListBuilder.sublayerBase(of: layer, matrix: matrix)
            for sublayer in sublayers {
                visit(sublayer.model, sublayer.layer, time: sublayer.time, base: sublayerBase, alpha: contentAlpha)
            }
        }
        if rectangularClip != nil {
            list.commands.append(.popClip)
        } else if clips {
            let content = closeScope()
            openScope(mask: true)
            fill(paints.boundsShape, rule: .nonZero, color: .white, alpha: 1, context, &transformIndex)
            painted(content.intersection(closeScope()))
            list.commands.append(.popMask(opacity: 1))
        }
        if let color = paints.borderColor {
            fill(paints.borderShape, rule: .evenOdd, color: color, alpha: contentAlpha, context, &transformIndex)
        }
        if isolated {
            if let (maskModel, maskPresentation) = mask {
                let content = closeScope()
                openScope(mask: true)
                visit(maskModel, maskPresentation.layer, time: maskPresentation.time,
                      base: CATransform3DConcat(CALayer.flattening, matrix), alpha: 1)
                painted(content.intersection(closeScope()))
                list.commands.append(.popMask(opacity: alpha * opacity))
            } else {
                painted(closeScope())
                list.commands.append(.popLayer(opacity: alpha * opacity))
            }
        }
    }

    /// Draws the layer's contents image where its gravity puts it.
    private mutating func drawContents(_ image: CGImage, of layer: CALayer, alpha: Float, _ context: DrawContext,
                                       _ transformIndex: inout Int32?) {
        let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let r = layer.contentsGravity.rect(for: size, in: layer.bounds)
        guard r.width > 0, r.height > 0, alpha > 0 else { return }
        let index = transform(context, &transformIndex)
        list.commands.append(.image(ImageCommand(image: image, rect: SIMD4(Float(r.minX), Float(r.minY), Float(r.width), Float(r.height)),
                                                 alpha: alpha, transform: index)))
        if !scopes.isEmpty { painted(deviceBounds(of: r, context.matrix)) }
    }

    private mutating func drawShape(_ shape: CAShapeLayer, path: CGPath, alpha: Float, _ context: DrawContext,
                                    _ transformIndex: inout Int32?) {
        let fillColor = shape.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let stroke = shape.strokeColor.flatMap { $0.alpha > 0 && shape.lineWidth > 0 ? $0 : nil }
        guard fillColor != nil || stroke != nil else { return }
        var contours: [Polyline]?
        if let fillColor {
            fill(path, rule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero, color: fillColor, alpha: alpha,
                 context, contours: &contours, &transformIndex)
        }
        if let stroke {
            let dashes = shape.lineDashPattern.flatMap { StrokeTrimmer.normalizedDashes($0.map { CGFloat($0.doubleValue) }) }
            if shape.lineDashPattern != nil && dashes == nil {
                LabDiagnostics.report("CAShapeLayer.lineDashPattern \(shape.lineDashPattern!) is not a valid pattern; stroking solid")
            }
            let style = StrokeStyle(lineWidth: shape.lineWidth, lineCap: shape.lineCap, lineJoin: shape.lineJoin,
                                    miterLimit: shape.miterLimit)
            let (start, end, phase) = (shape.strokeStart, shape.strokeEnd, shape.lineDashPhase)
            let first = list.vertices.count
            _ = appendGeometry(of: path, style: .stroke(style, start: start, end: end, dashes: dashes, phase: phase),
                               context, contours: &contours) { contours, vertices in
                let pieces = StrokeTrimmer.trim(contours, start: start, end: end, dashes: dashes, phase: phase)
                Stroker(style: style, tolerance: context.tolerance).append(pieces, to: &vertices)
                return GeometryCache.Shape(isConvex: false, bounds: nil)
            }
            let color = premultiplied(stroke, alpha: alpha)
            emit(from: first, stencil: color.w >= 1 ? .none : .union, bounds: nil, color: color, context, &transformIndex)
        }
    }

    /// Appends a path's fill or stroke triangles, from the cache when it has them; `build`
    /// tessellates flattened contours (flattened once per path and shared by fill and stroke)
    /// and says whether the result is one convex polygon and, when it knows, its bounds.
    private mutating func appendGeometry(of path: CGPath, style: GeometryCache.Style, _ context: DrawContext,
                                         contours: inout [Polyline]?,
                                         build: ([Polyline], inout [Float]) -> GeometryCache.Shape) -> GeometryCache.Shape {
        let lookup = cache.lookup(path, tolerance: context.tolerance, style: style)
        if case .hit(let geometry) = lookup {
            list.vertices.append(contentsOf: geometry.vertices)
            return geometry.shape
        }
        if contours == nil {
            PathFlattener.flatten(path.segments, tolerance: context.tolerance, into: &contourBuffers)
            contours = contourBuffers
        }
        guard case .miss(let key) = lookup else { return build(contours!, &list.vertices) }
        var vertices: [Float] = []
        let shape = build(contours!, &vertices)
        cache.store(GeometryCache.Geometry(vertices: vertices, shape: shape), for: key, path: path)
        list.vertices.append(contentsOf: vertices)
        return shape
    }

    /// Fills `path`: stencil-then-cover by `rule`, or directly when it is one convex polygon.
    private mutating func fill(_ path: CGPath, rule: StencilMode, color: CGColor, alpha: Float, _ context: DrawContext,
                               contours: inout [Polyline]?, _ transformIndex: inout Int32?) {
        let first = list.vertices.count
        let shape = appendGeometry(of: path, style: .fill, context, contours: &contours) { contours, vertices in
            let bounds = FillTessellator.appendStrip(contours, to: &vertices)
            return GeometryCache.Shape(isConvex: FillTessellator.isConvex(contours), bounds: bounds)
        }
        emit(from: first, stencil: shape.isConvex ? .none : rule, bounds: shape.bounds,
             color: premultiplied(color, alpha: alpha), context, &transformIndex)
    }

    /// Fills a path of the layer's own (background, clip, border), flattened just for this.
    private mutating func fill(_ path: CGPath, rule: StencilMode, color: CGColor, alpha: Float,
                               _ context: DrawContext, _ transformIndex: inout Int32?) {
        var contours: [Polyline]?
        fill(path, rule: rule, color: color, alpha: alpha, context, contours: &contours, &transformIndex)
    }

    /// Records a draw of the vertices appended since `first`, adding its cover quad (over
    /// `bounds`, or the vertices' own bounds when nil) when stenciled.
    private mutating func emit(from first: Int, stencil: StencilMode, bounds: CGRect?, color: SIMD4<Float>,
                               _ context: DrawContext, _ transformIndex: inout Int32?) {
        let count = (list.vertices.count - first) / 2
        guard count > 0, color.w > 0 else {
            list.vertices.removeSubrange(first...)
            return
        }
        var coverFirst = Int32(list.vertices.count / 2)
        // The vertices' bounds are needed for a cover quad without known bounds, and for the
        // pixels an offscreen scope paints.
        let localBounds = stencil != .none && bounds != nil ? bounds
            : (stencil != .none || !scopes.isEmpty ? vertexBounds(from: first) : nil)
        if stencil != .none, let localBounds {
            FillTessellator.appendQuad(localBounds, to: &list.vertices)
        } else {
            coverFirst = 0
        }
        if !scopes.isEmpty, let localBounds { painted(deviceBounds(of: localBounds, context.matrix)) }
        let index = transform(context, &transformIndex)
        list.commands.append(.draw(DrawCommand(first: Int32(first / 2), count: Int32(count), coverFirst: coverFirst,
                                               stencil: stencil, color: color, transform: index)))
    }

    /// The bounds of the vertices appended since `first` (a float index).
    private func vertexBounds(from first: Int) -> CGRect {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        var i = first
        while i < list.vertices.count {
            let x = list.vertices[i], y = list.vertices[i + 1]
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            i += 2
        }
        return CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX), height: CGFloat(maxY - minY))
    }

    /// The device pixels `rect` (layer units) covers through `m`, a pixel wider on each side
    /// and within the canvas; the whole canvas when a corner is behind the eye.
    private func deviceBounds(of rect: CGRect, _ m: CATransform3D) -> PixelBounds {
        let canvas = PixelBounds(x: 0, y: 0, width: list.width, height: list.height)
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            guard let p = RenderListBuilder.project(corner, m) else { return canvas }
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        let limit = CGFloat(Int32.max / 2)
        let x0 = Int(max(-limit, (minX - 1).rounded(.down))), y0 = Int(max(-limit, (minY - 1).rounded(.down)))
        let x1 = Int(min(limit, (maxX + 1).rounded(.up))), y1 = Int(min(limit, (maxY + 1).rounded(.up)))
        return canvas.intersection(PixelBounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// The device pixels of `layer`'s bounds when clipping to them is exactly a scissor: no
    /// corner radius, no rotation, skew or perspective, and edges on pixel edges (so the
    /// multisampled mask would cover whole pixels or none). Nil otherwise.
    private func pixelAlignedClip(of layer: CALayer, _ m: CATransform3D) -> PixelBounds? {
        guard layer.cornerRadius <= 0, m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return nil }
        let b = layer.bounds
        let xs = [b.minX * m.m11 + m.m41, b.maxX * m.m11 + m.m41].sorted()
        let ys = [b.minY * m.m22 + m.m42, b.maxY * m.m22 + m.m42].sorted()
        let edges = xs + ys
        guard edges.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-3 && abs($0) < 1e9 }) else { return nil }
        let x0 = Int(xs[0].rounded()), x1 = Int(xs[1].rounded()), y0 = Int(ys[0].rounded()), y1 = Int(ys[1].rounded())
        return PixelBounds(x: 0, y: 0, width: list.width, height: list.height)
            .intersection(PixelBounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// Opens an offscreen scope (its push is patched with its bounds when it closes).
    private mutating func openScope(mask: Bool) {
        scopes.append((list.commands.count, .empty))
        list.commands.append(mask ? .pushMask(.empty) : .pushLayer(.empty))
    }

    /// Closes the innermost scope: its push learns the pixels it painted, which are returned.
    private mutating func closeScope() -> PixelBounds {
        let scope = scopes.removeLast()
        if case .pushMask = list.commands[scope.command] {
            list.commands[scope.command] = .pushMask(scope.painted)
        } else {
            list.commands[scope.command] = .pushLayer(scope.painted)
        }
        return scope.painted
    }

    /// Records that `pixels` were painted in the innermost open scope.
    private mutating func painted(_ pixels: PixelBounds) {
        guard let last = scopes.indices.last else { return }
        scopes[last].painted = scopes[last].painted.union(pixels)
    }

    /// The index of the layer's transform, appended on its first draw.
    private mutating func transform(_ context: DrawContext, _ transformIndex: inout Int32?) -> Int32 {
        if let transformIndex { return transformIndex }
        let index = Int32(list.transforms.count / 16)
        let m = context.matrix
        for value in [m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24, m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44] {
            list.transforms.append(Float(value))
        }
        transformIndex = index
        return index
    }

    private func premultiplied(_ color: CGColor, alpha: Float) -> SIMD4<Float> {
        let c = color.rgba
        let a = Float(c.alpha) * alpha
        return SIMD4(Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a)
    }

    /// What a layer's sublayers are placed by: its sublayer transform about its anchor,
    /// flattened, then the layer's own `matrix`.
    static func sublayerBase(of layer: CALayer, matrix: CATransform3D) -> CATransform3D {
        CATransform3DConcat(CATransform3DConcat(layer.sublayerTransformAroundAnchor, CALayer.flattening), matrix)
    }

    /// Where a layer point lands through `m` (perspective divided); nil behind the eye or
    /// not finite.
    static func project(_ p: CGPoint, _ m: CATransform3D) -> CGPoint? {
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        guard w > 1e-6 else { return nil }
        let x = (p.x * m.m11 + p.y * m.m21 + m.m41) / w, y = (p.x * m.m12 + p.y * m.m22 + m.m42) / w
        return x.isFinite && y.isFinite ? CGPoint(x: x, y: y) : nil
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

/// What a layer paints besides its sublayers; shapes are built only when drawn.
struct LayerPaints {
    let bounds: CGRect
    let radius: CGFloat
    let borderWidth: CGFloat
    let backgroundColor: CGColor?
    let borderColor: CGColor?
    let hasContents: Bool
    let count: Int
    /// The contents image, when it is one.
    let contents: CGImage?
    /// A text layer's outline and color.
    let text: (path: CGPath, color: CGColor)?

    init(_ layer: CALayer) {
        bounds = layer.bounds
        radius = max(0, min(layer.cornerRadius, min(bounds.width, bounds.height) / 2))
        borderWidth = layer.borderWidth
        let hasArea = bounds.width > 0 && bounds.height > 0
        backgroundColor = layer.backgroundColor.flatMap { $0.alpha > 0 && hasArea ? $0 : nil }
        borderColor = layer.borderColor.flatMap { $0.alpha > 0 && hasArea && layer.borderWidth > 0 ? $0 : nil }
        var shapePaints = 0
        var text: (path: CGPath, color: CGColor)?
        if let shape = layer as? CAShapeLayer {
            if shape.path != nil {
                if (shape.fillColor?.alpha ?? 0) > 0 { shapePaints += 1 }
                if (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0 { shapePaints += 1 }
            }
        } else if let textLayer = layer as? CATextLayer {
            text = textLayer.renderedText()
        }
        self.text = text
        switch layer.contents {
        case nil: contents = nil
        case let image as CGImage: contents = image
        case let image as UIImage: contents = image.cgImage
        default: contents = nil
        }
        let ownPaints = (contents != nil ? 1 : 0) + (text != nil ? 1 : 0)
        hasContents = shapePaints + ownPaints > 0
        count = (backgroundColor != nil ? 1 : 0) + (borderColor != nil ? 1 : 0) + shapePaints + ownPaints
    }

    /// The bounds, rounded by the corner radius.
    var boundsShape: CGPath { LayerPaints.roundedRect(bounds, radius: radius) }

    /// The border ring: the rounded bounds and, inside, the bounds inset by the border width
    /// with the radius reduced by it (filled even-odd).
    var borderShape: CGPath {
        let shape = CGMutablePath()
        shape.addPath(boundsShape)
        let inner = bounds.insetBy(dx: borderWidth, dy: borderWidth)
        if inner.width > 0 && inner.height > 0 {
            shape.addPath(LayerPaints.roundedRect(inner, radius: max(0, radius - borderWidth)))
        }
        return shape
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
