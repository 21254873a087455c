import Foundation
@_spi(Rendering) import LabKit

/// Turns a presentation snapshot of a layer tree into the `RenderList` for one frame.
///
/// Each layer paints, in Core Animation's order, its shadow, its background, its contents
/// image, its kind's own content (see `LayerContent`), its sublayers (already in `zPosition`
/// order in the snapshot; a transform layer's sorted by depth, see `TransformLayerRendering`),
/// then its border. A layer is rendered offscreen and composited
/// when it has a mask, a shadow that follows its alpha, or opacity below 1 over more than one
/// thing it paints (group opacity); `masksToBounds` clips contents and sublayers through a
/// mask of the rounded bounds (and the shadow too, as on iOS). Geometry is flattened to
/// `tolerance` device pixels.
public final class Compositor {
    /// Largest distance between a curve and its flattened polygon, in device pixels.
    public let tolerance: CGFloat
    /// The previous frame's sizes, reserved up front so that consecutive frames of an
    /// animation do not grow their arrays step by step.
    private var previousVertexCount = 0
    private var previousFringeFloatCount = 0
    private var previousEdgeFloatCount = 0
    private var previousCommandCount = 0
    private var previousInstanceFloatCount = 0
    private var previousNodeCount = 0
    private var previousReplicaCount = 0
    private let cache = GeometryCache()
    private let shapes = LayerShapeCache()

    /// Whether a replicator's copies that draw as their run's first copy does are added
    /// without being visited (see `ReplicaCopyTemplate`); off, every copy is visited, the
    /// walk the shortcut must match.
    var addsCopiesFromTemplates = true
    /// How many replicator copies the last frame added from templates without visiting them.
    @_spi(Rendering) public private(set) var copiesAddedFromTemplates = 0
    /// How many of the last frame's runs of replicator copies began with a copy drawn from a
    /// template of an earlier run, without visiting it.
    @_spi(Rendering) public private(set) var runsStartedFromTemplates = 0

    /// The number of path geometries kept from the last frame.
    public var cachedGeometryCount: Int { cache.count }

    public init(tolerance: CGFloat = 0.25) {
        self.tolerance = tolerance
    }

    /// The tree under `root` as it shows at lab time `time`, to render and outline.
    @_spi(Rendering) public func snapshot(of root: CALayer, at time: CFTimeInterval) -> PresentationSnapshot {
        let snapshot = PresentationSnapshot(root: root, time: time, reservingCapacity: previousNodeCount,
                                            replicaCapacity: previousReplicaCount)
        previousNodeCount = snapshot.nodes.count
        previousReplicaCount = snapshot.replicas.count
        return snapshot
    }

    /// The render list for `root` at lab time `time`, at `scale` device pixels per point on a
    /// canvas of `width × height` device pixels.
    public func renderList(for root: CALayer, at time: CFTimeInterval, scale: CGFloat, width: Int, height: Int) -> RenderList {
        renderList(for: snapshot(of: root, at: time), scale: scale, width: width, height: height)
    }

    /// The render list for a snapshot, at `scale` device pixels per point on a canvas of
    /// `width × height` device pixels.
    @_spi(Rendering) public func renderList(for snapshot: PresentationSnapshot, scale: CGFloat, width: Int, height: Int) -> RenderList {
        var list = RenderList(width: width, height: height)
        list.vertices.reserveCapacity(previousVertexCount * 2)
        list.fringeVertices.reserveCapacity(previousFringeFloatCount)
        list.areaEdges.reserveCapacity(previousEdgeFloatCount)
        list.commands.reserveCapacity(previousCommandCount)
        list.instances.reserveCapacity(previousInstanceFloatCount)
        cache.beginFrame(budget: list.vertexBudget.perPath)
        shapes.beginFrame()
        var builder = RenderListBuilder(list: list, snapshot: snapshot, tolerance: tolerance, cache: cache, shapes: shapes,
                                        budget: list.vertexBudget, addsCopiesFromTemplates: addsCopiesFromTemplates)
        if !snapshot.isEmpty {
            builder.visit(0, base: CATransform3DConcat(CALayer.flattening, CATransform3DMakeScale(scale, scale, 1)), alpha: 1)
        }
        previousVertexCount = builder.list.vertexCount
        previousFringeFloatCount = builder.list.fringeVertices.count
        previousEdgeFloatCount = builder.list.areaEdges.count
        previousCommandCount = builder.list.commands.count
        previousInstanceFloatCount = builder.list.instances.count
        copiesAddedFromTemplates = builder.copiesAddedFromTemplates
        runsStartedFromTemplates = builder.runsStartedFromTemplates
        return builder.list
    }
}

/// The mutable state of one walk.
struct RenderListBuilder {
    var list: RenderList
    let snapshot: PresentationSnapshot
    let tolerance: CGFloat
    let cache: GeometryCache
    /// Layer outlines kept between frames.
    let shapes: LayerShapeCache
    /// What the frame may draw (see `VertexBudget`).
    let budget: VertexBudget
    /// See `Compositor.addsCopiesFromTemplates`.
    let addsCopiesFromTemplates: Bool
    var copiesAddedFromTemplates = 0
    var runsStartedFromTemplates = 0
    /// The templates of this frame's runs of copies, for later runs on the same geometry step.
    var stepTemplates: [ReplicaCopyTemplate] = []
    /// Whether a draw found the frame's budget spent: the rest of the frame draws nothing,
    /// so that it costs no more work either.
    var isFrameFull = false
    /// Polylines whose point buffers the next flattening reuses.
    var contourBuffers: [Polyline] = []
    /// The open offscreen scopes: where each one's push command is, and the device pixels
    /// painted in it so far (patched into the push when it closes).
    var scopes: [(command: Int, painted: PixelBounds)] = []
    /// How the draws of the layer being painted blend (its `drawingBlendMode`); sublayers
    /// and effects draw normally.
    var blendMode: CGBlendMode = .normal
    /// What every paint is multiplied by (unpremultiplied red, green, blue, alpha): a
    /// replicator's copy colors, nested ones multiplied together; nil for none.
    var tint: SIMD4<Float>?
    /// The cached geometries last appended, the latest last (see `GeometrySpan`).
    var placedGeometries: [PlacedGeometry] = []

    /// Paints snapshot node `index`: `base` maps the layer's parent plane to device pixels.
    mutating func visit(_ index: Int32, base: CATransform3D, alpha: Float) {
        let node = snapshot.nodes[Int(index)]
        let layer = node.layer
        guard !layer.isHidden, layer.opacity > 0, alpha > 0 else { return }
        // A transform layer reached here (the root, a mask, a drawn canvas) has its parent's
        // plane as the space its arrangement is sorted in.
        guard layer.flattensSublayers else { return drawTransformLayer(index, space: CATransform3DIdentity, plane: base, alpha: alpha) }
        let base = snapshot.base(of: node, under: base)
        let outerTint = tint
        if node.replica >= 0 {
            let color = snapshot.replicas[Int(node.replica)].color
            tint = (tint ?? SIMD4(repeating: 1)) * color
        }
        defer { tint = outerTint }
        let matrix = CATransform3DConcat(layer.positioningTransform, base)
        guard RenderListBuilder.isFinite(matrix) else {
            LabDiagnostics.report("\(type(of: node.model)) \(node.model.name ?? ""): its transforms overflow to infinity; not drawn")
            return
        }
        if !layer.isDoubleSided && RenderListBuilder.facesAway(matrix) { return }
        let sublayers = snapshot.sublayers(of: node)
        let opacity = min(layer.opacity, 1)
        let paints = LayerPaints(layer)
        let mask = node.mask >= 0 ? node.mask : nil
        let shadow = LayerShadow(layer, base: base)
        // A shadow that follows the layer's alpha is made from the layer rendered offscreen,
        // which then carries the layer's opacity; otherwise the layer's own scope does.
        let shadowScope = shadow != nil && layer.shadowPath == nil
        let isolated = mask != nil
            || (!shadowScope && opacity < 1 && layer.allowsGroupOpacity && paints.count + paintCount(of: sublayers) > 1)
        let contentAlpha = isolated || shadowScope ? 1 : alpha * opacity
        var transformIndex: Int32?
        let scale = RenderListBuilder.scale(of: matrix)
        let context = DrawContext(matrix: matrix, tolerance: tolerance / RenderListBuilder.geometryScale(scale), pixel: 1 / scale,
                                  band: RenderListBuilder.fringeBand(of: matrix))

        let clips = layer.masksToBounds && (!sublayers.isEmpty || paints.hasContents || shadow != nil)
        // Clipping to bounds takes the shadow with it; then it wraps everything the layer
        // paints, which only changes what the shadow shows (the rest lies within the bounds).
        let clipsShadow = clips && shadow != nil
        var clip: ClipScope?
        if clipsShadow { clip = openClip(paints, of: layer, context) }
        if let shadow, let path = layer.shadowPath {
            drawShadow(shadow, of: path, alpha: alpha * opacity, context, &transformIndex)
        }
        if shadowScope { openScope(mask: false) }
        if isolated {
            // A recorded clip with blend modes inside lets them see what is below it.
            if mask != nil && layer.isBackdropClip { openBackdropScope() } else { openScope(mask: false) }
        }
        blendMode = layer.drawingBlendMode
        if let color = paints.backgroundColor {
            fill(paints.boundsShape(shapes), rule: .nonZero, paint: .solid(color, alpha: contentAlpha), context, &transformIndex)
        }
        if clips && !clipsShadow { clip = openClip(paints, of: layer, context) }
        if let image = paints.contents {
            drawContents(image, of: layer, alpha: contentAlpha, context, &transformIndex)
        }
        if let content = paints.content {
            if layer.isGeometryFlipped {
                // Paths, drawings and text mirror with the geometry; the contents image above does not.
                let flipped = CATransform3DConcat(layer.geometryFlip, matrix)
                var flippedIndex: Int32?
                draw(content, of: node, alpha: contentAlpha,
                     DrawContext(matrix: flipped, tolerance: context.tolerance, pixel: context.pixel, band: context.band), &flippedIndex)
            } else {
                draw(content, of: node, alpha: contentAlpha, context, &transformIndex)
            }
        }
        blendMode = .normal
        if !sublayers.isEmpty {
            let sublayerBase = RenderListBuilder.sublayerBase(of: layer, matrix: matrix)
            // A vibrancy effect view's content takes its color; its own clip and border do not.
            let layerTint = tint
            if let vibrancy = paints.vibrancy { tint = (tint ?? SIMD4(repeating: 1)) * vibrancy }
            if sublayers.allSatisfy({ snapshot.nodes[Int($0)].layer.flattensSublayers }) {
                visitSublayers(sublayers, base: sublayerBase, alpha: contentAlpha)
            } else {
                for sublayer in sublayers {
                    if snapshot.nodes[Int(sublayer)].layer.flattensSublayers {
                        visit(sublayer, base: sublayerBase, alpha: contentAlpha)
                    } else {
                        // A 3D arrangement is sorted in this layer's sublayer space, then flattened into its plane.
                        drawTransformLayer(sublayer, space: layer.sublayerTransformAroundAnchor,
                                           plane: CATransform3DConcat(CALayer.flattening, matrix), alpha: contentAlpha)
                    }
                }
            }
            tint = layerTint
        }
        if let open = clip, !clipsShadow { closeClip(open, paints, context, &transformIndex) }
        if let color = paints.borderColor {
            // A ring: covered by its edge areas, flattened as finely as convex fills' analytic edges.
            fill(paints.borderShape(shapes), rule: .evenOdd, paint: .solid(color, alpha: contentAlpha), context,
                 areaRefinement: RenderListBuilder.analyticFlatteningDivisor, &transformIndex)
        }
        let groupOpacity = shadowScope ? 1 : alpha * opacity
        if isolated {
            if let mask {
                let content = closeScope()
                openScope(mask: true)
                visit(mask, base: CATransform3DConcat(CALayer.flattening, matrix), alpha: 1)
                painted(content.intersection(closeScope()))
                list.commands.append(.popMask(opacity: groupOpacity))
            } else {
                painted(closeScope())
                list.commands.append(.popLayer(opacity: groupOpacity))
            }
        }
        if shadowScope, let shadow {
            let content = closeScope()
            painted(content.union(shadow.pixels(under: content, canvas: canvas)))
            list.commands.append(.popShadow(shadow.effect, opacity: alpha * opacity))
        }
        if let open = clip, clipsShadow { closeClip(open, paints, context, &transformIndex) }
    }

    /// The whole canvas, in device pixels.
    var canvas: PixelBounds { PixelBounds(x: 0, y: 0, width: list.width, height: list.height) }

    /// A clip to a layer's rounded bounds that is open: a scissor, or an offscreen scope
    /// that the bounds shape masks when it closes.
    enum ClipScope { case scissor, mask }

    private mutating func openClip(_ paints: LayerPaints, of layer: CALayer, _ context: DrawContext) -> ClipScope {
        if paints.isRectangular, let rectangular = pixelAlignedClip(of: layer, context.matrix) {
            list.commands.append(.pushClip(rectangular))
            return .scissor
        }
        if layer.isBackdropClip { openBackdropScope() } else { openScope(mask: false) }
        return .mask
    }

    private mutating func closeClip(_ clip: ClipScope, _ paints: LayerPaints, _ context: DrawContext,
                                    _ transformIndex: inout Int32?) {
        switch clip {
        case .scissor:
            list.commands.append(.popClip)
        case .mask:
            let content = closeScope()
            openScope(mask: true)
            fill(paints.boundsShape(shapes), rule: .nonZero, paint: .solid(SIMD4(1, 1, 1, 1)), context, &transformIndex)
            painted(content.intersection(closeScope()))
            list.commands.append(.popMask(opacity: 1))
        }
    }

    /// Draws `image` stretched over `rect` (layer units), or the part of it within `rect` when
    /// the whole image lies at `imageRect` (see `imageRect(showing:filling:)`).
    mutating func drawImage(_ image: CGImage, in rect: CGRect, imageRect: SIMD4<Float>? = nil, transform colorTransform: ColorTransform,
                            sampling: ImageSampling = .standard, _ context: DrawContext, _ transformIndex: inout Int32?) {
        let first = list.vertices.count
        FillTessellator.appendQuad(RenderListBuilder.drawable(rect, context), to: &list.vertices)
        let placed = imageRect ?? SIMD4(Float(rect.minX), Float(rect.minY), Float(rect.width), Float(rect.height))
        let paint = ImagePaint(image: image, rect: placed, colorTransform: colorTransform, sampling: sampling)
        emit(from: first, stencil: .none, bounds: rect, paint: .image(paint), context, &transformIndex)
    }

    /// Appends a path's fill or stroke triangles (and edge fringe or area edges), from the cache
    /// when it has them, and says where they are; a cached geometry that was the last one
    /// appended is read where it is instead (see `GeometrySpan`). `build` tessellates flattened
    /// contours (flattened once per path and shared by fill and stroke, huge curves clipped to
    /// where the layer shows grown by `reach()`, see `flatten`) and says whether the result is
    /// one convex polygon and, when it knows, its bounds. `build` keeps within the per-path
    /// budget; geometry past it, or past what is left of the frame's, is not drawn.
    mutating func appendGeometry(of path: CGPath, style: GeometryCache.Style, _ context: DrawContext,
                                 flattened: inout FlattenedPath?, reach: () -> CGFloat?,
                                 build: (FlattenedPath, inout [Float], inout [Float], inout [Float]) -> GeometryCache.Shape)
        -> (shape: GeometryCache.Shape, span: GeometrySpan) {
        let start = GeometrySpan.end(of: list)
        guard !isFrameFull else { return (.nothing, start) }
        let lookup = cache.lookup(path, tolerance: context.tolerance, band: context.band, style: style)
        if case .hit(let geometry) = lookup {
            if let placed = placedGeometries.last(where: { $0.id == geometry.id }) {
                var span = placed.span
                span.isShared = true
                return (geometry.shape, span)
            }
            guard fitsFrame(adding: geometry.vertices.count + geometry.fringe.count + geometry.edges.count) else { return (.nothing, start) }
            list.vertices.append(contentsOf: geometry.vertices)
            list.fringeVertices.append(contentsOf: geometry.fringe)
            list.areaEdges.append(contentsOf: geometry.edges)
            let span = GeometrySpan.appended(to: list, since: start)
            place(PlacedGeometry(id: geometry.id, span: span, shape: geometry.shape))
            return (geometry.shape, span)
        }
        if flattened == nil { flattened = flatten(path, context, reach: reach) }
        // Clipped geometry depends on where the layer is: it is not cached.
        guard case .miss(let key) = lookup, flattened!.isExact else {
            let shape = build(flattened!, &list.vertices, &list.fringeVertices, &list.areaEdges)
            return (keepWithinPathBudget(shape, from: start), GeometrySpan.appended(to: list, since: start))
        }
        var vertices: [Float] = [], fringe: [Float] = [], edges: [Float] = []
        let shape = build(flattened!, &vertices, &fringe, &edges)
        guard fitsPathAndFrame(vertices.count + fringe.count + edges.count) else { return (.nothing, start) }
        cache.store(vertices: vertices, fringe: fringe, edges: edges, shape: shape, for: key, path: path)
        list.vertices.append(contentsOf: vertices)
        list.fringeVertices.append(contentsOf: fringe)
        list.areaEdges.append(contentsOf: edges)
        return (shape, GeometrySpan.appended(to: list, since: start))
    }

    /// Fills `path` with `paint`: stencil-then-cover by `rule`, or directly when it is one
    /// convex polygon (with analytic edges when the transform allows). With an
    /// `areaRefinement`, a fill that is not convex is covered by its accumulated edge areas
    /// (see `AreaEdges`), flattened that many times finer than the frame's tolerance, when the
    /// transform allows, instead of the multisampled stencil. `reach` is how far around the
    /// outline the layer draws from the same flattening (see `appendGeometry`).
    mutating func fill(_ path: CGPath, rule: StencilMode, paint: Paint, _ context: DrawContext,
                       flattened: inout FlattenedPath?, reach: () -> CGFloat? = { 0 }, areaRefinement: CGFloat? = nil,
                       _ transformIndex: inout Int32?) {
        let budget = self.budget
        let (shape, span) = appendGeometry(of: path, style: areaRefinement.map { .exactAreaFill(refinement: $0) } ?? .fill, context,
                                           flattened: &flattened, reach: reach) { flat, vertices, fringe, edges in
            var contours = flat.contours
            if FillTessellator.maximumVertexCount(points: flat.pointCount, contours: contours.count) > budget.perPath {
                contours = RenderListBuilder.simplified(contours, for: .fill, context, budget) {
                    FillTessellator.maximumVertexCount(points: $0, contours: $1) <= budget.perPath
                }
            }
            let isConvex = FillTessellator.isConvex(contours)
            if isConvex, let bounds = RenderListBuilder.appendAnalyticFill(of: path, contours, pointCount: flat.pointCount, context,
                                                                         budget: budget.perPath, &vertices, &fringe) {
                return GeometryCache.Shape(isConvex: true, bounds: bounds)
            }
            if let areaRefinement,
               let bounds = RenderListBuilder.appendAreaEdges(of: path, flat, refinement: areaRefinement, context,
                                                              budget: budget.perPath, &edges) {
                return GeometryCache.Shape(isConvex: false, bounds: bounds)
            }
            let bounds = FillTessellator.appendStrip(contours, to: &vertices)
            return GeometryCache.Shape(isConvex: isConvex, bounds: bounds)
        }
        emit(span, stencil: shape.isConvex ? .none : rule, bounds: shape.bounds, paint: paint, context, &transformIndex)
    }

    /// Fills a path flattened just for this draw.
    mutating func fill(_ path: CGPath, rule: StencilMode, paint: Paint, _ context: DrawContext, areaRefinement: CGFloat? = nil,
                       _ transformIndex: inout Int32?) {
        var flattened: FlattenedPath?
        fill(path, rule: rule, paint: paint, context, flattened: &flattened, areaRefinement: areaRefinement, &transformIndex)
    }

    /// Records a draw of the vertices appended since `first` (a float index); see `emit(_:…)`.
    mutating func emit(from first: Int, stencil: StencilMode, bounds: CGRect?, paint: Paint, _ context: DrawContext,
                       _ transformIndex: inout Int32?) {
        var span = GeometrySpan.end(of: list)
        span.vertices = first..<list.vertices.count
        emit(span, stencil: stencil, bounds: bounds, paint: paint, context, &transformIndex)
    }

    /// Records a draw of the geometry in `span`, adding its cover quad (over `bounds`, or the
    /// vertices' own bounds when nil) when stenciled. A draw with a fringe or area edges has
    /// its `bounds`. A draw past the frame's budget is dropped, with the geometry it appended.
    mutating func emit(_ span: GeometrySpan, stencil: StencilMode, bounds: CGRect?, paint: Paint, _ context: DrawContext,
                       _ transformIndex: inout Int32?) {
        let count = span.vertices.count / 2
        let fringeCount = span.fringe.count / EdgeFringe.stride
        let edgeCount = span.edges.count / AreaEdges.stride
        // The cover quad is four vertices of two floats.
        let paint = tint.map { paint.multiplied(by: $0) } ?? paint
        guard count > 0 || edgeCount > 0, !paint.isInvisible, fitsFrame(adding: stencil != .none ? 8 : 0) else {
            if !span.isShared { removeGeometry(from: span) }
            return
        }
        var coverFirst = Int32(list.vertices.count / 2)
        // The vertices' bounds are needed for a cover quad without known bounds, and for the
        // pixels an offscreen scope paints (a fringe reaches past the vertices).
        let localBounds = stencil != .none || !scopes.isEmpty ? paintedBounds(of: span, bounds: bounds, stencil: stencil) : nil
        if stencil != .none, let localBounds {
            FillTessellator.appendQuad(localBounds, to: &list.vertices)
        } else {
            coverFirst = 0
        }
        if !scopes.isEmpty, let localBounds { painted(deviceBounds(of: localBounds, context.matrix)) }
        let index = transform(context, &transformIndex)
        list.commands.append(.draw(DrawCommand(first: Int32(span.vertices.lowerBound / 2), count: Int32(count), coverFirst: coverFirst,
                                               stencil: stencil, paint: paint, transform: index, blendMode: blendMode,
                                               fringeFirst: Int32(span.fringe.lowerBound / EdgeFringe.stride), fringeCount: Int32(fringeCount),
                                               edgeFirst: Int32(span.edges.lowerBound / AreaEdges.stride), edgeCount: Int32(edgeCount))))
    }

    /// The box a draw of `span` paints within, in layer units: `bounds` (the shape's, when
    /// known) for a stenciled draw and one with a fringe or area edges (which reach past the
    /// vertices), else the vertices' own.
    func paintedBounds(of span: GeometrySpan, bounds: CGRect?, stencil: StencilMode) -> CGRect {
        (stencil != .none || !span.fringe.isEmpty || !span.edges.isEmpty ? bounds : nil) ?? vertexBounds(of: span.vertices)
    }

    /// The bounds of the vertices at `floats` (float indices).
    private func vertexBounds(of floats: Range<Int>) -> CGRect {
        var minX = Float.infinity, minY = Float.infinity, maxX = -Float.infinity, maxY = -Float.infinity
        var i = floats.lowerBound
        while i < floats.upperBound {
            let x = list.vertices[i], y = list.vertices[i + 1]
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            i += 2
        }
        return CGRect(x: CGFloat(minX), y: CGFloat(minY), width: CGFloat(maxX - minX), height: CGFloat(maxY - minY))
    }

    /// The device pixels `rect` (layer units) covers through `m`, a pixel wider on each side
    /// and within the canvas; the whole canvas when a corner is behind the eye.
    func deviceBounds(of rect: CGRect, _ m: CATransform3D) -> PixelBounds {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)] {
            guard let p = RenderListBuilder.project(corner, m) else { return canvas }
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return canvas }
        let limit = CGFloat(Int32.max / 2)
        func pixel(_ v: CGFloat) -> Int { Int(max(-limit, min(limit, v))) }
        let x0 = pixel((minX - 1).rounded(.down)), y0 = pixel((minY - 1).rounded(.down))
        let x1 = pixel((maxX + 1).rounded(.up)), y1 = pixel((maxY + 1).rounded(.up))
        return canvas.intersection(PixelBounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// The device pixels of `layer`'s bounds when clipping to its square corners is exactly a
    /// scissor: no rotation, skew or perspective, and edges on pixel edges (so the
    /// multisampled mask would cover whole pixels or none). Nil otherwise.
    private func pixelAlignedClip(of layer: CALayer, _ m: CATransform3D) -> PixelBounds? {
        guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return nil }
        let b = layer.bounds
        let xs = [b.minX * m.m11 + m.m41, b.maxX * m.m11 + m.m41].sorted()
        let ys = [b.minY * m.m22 + m.m42, b.maxY * m.m22 + m.m42].sorted()
        let edges = xs + ys
        guard edges.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-3 && abs($0) < 1e9 }) else { return nil }
        let x0 = Int(xs[0].rounded()), x1 = Int(xs[1].rounded()), y0 = Int(ys[0].rounded()), y1 = Int(ys[1].rounded())
        return canvas.intersection(PixelBounds(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// Opens an offscreen scope (its push is patched with its bounds when it closes).
    mutating func openScope(mask: Bool) {
        scopes.append((list.commands.count, .empty))
        list.commands.append(mask ? .pushMask(.empty) : .pushLayer(.empty))
    }

    /// Opens an offscreen scope that starts as a copy of what is below it (`pushBackdrop`).
    mutating func openBackdropScope() {
        scopes.append((list.commands.count, .empty))
        list.commands.append(.pushBackdrop(.empty))
    }

    /// Closes the innermost scope: its push learns the pixels it painted, which are returned.
    mutating func closeScope() -> PixelBounds {
        let scope = scopes.removeLast()
        switch list.commands[scope.command] {
        case .pushMask: list.commands[scope.command] = .pushMask(scope.painted)
        case .pushBackdrop: list.commands[scope.command] = .pushBackdrop(scope.painted)
        default: list.commands[scope.command] = .pushLayer(scope.painted)
        }
        return scope.painted
    }

    /// Records that `pixels` were painted in the innermost open scope.
    mutating func painted(_ pixels: PixelBounds) {
        guard let last = scopes.indices.last else { return }
        scopes[last].painted = scopes[last].painted.union(pixels)
    }

    /// The index of the layer's transform, appended on its first draw.
    mutating func transform(_ context: DrawContext, _ transformIndex: inout Int32?) -> Int32 {
        if let transformIndex { return transformIndex }
        let index = Int32(list.transforms.count / 16)
        RenderListBuilder.append(context.matrix, to: &list.transforms)
        transformIndex = index
        return index
    }

    /// Appends `m`'s sixteen entries as floats, row by row.
    static func append(_ m: CATransform3D, to floats: inout [Float]) {
        // Sixteen appends, without an intermediate array (a heap allocation per layer).
        floats.append(Float(m.m11)); floats.append(Float(m.m12)); floats.append(Float(m.m13)); floats.append(Float(m.m14))
        floats.append(Float(m.m21)); floats.append(Float(m.m22)); floats.append(Float(m.m23)); floats.append(Float(m.m24))
        floats.append(Float(m.m31)); floats.append(Float(m.m32)); floats.append(Float(m.m33)); floats.append(Float(m.m34))
        floats.append(Float(m.m41)); floats.append(Float(m.m42)); floats.append(Float(m.m43)); floats.append(Float(m.m44))
    }

    /// What a layer's sublayers are placed by: its sublayer transform about its anchor,
    /// flattened (unless it is a transform layer), then the layer's own `matrix`.
    static func sublayerBase(of layer: CALayer, matrix: CATransform3D) -> CATransform3D {
        guard layer.flattensSublayers else { return CATransform3DConcat(layer.sublayerTransformAroundAnchor, matrix) }
        return CATransform3DConcat(CATransform3DConcat(layer.sublayerTransformAroundAnchor, CALayer.flattening), matrix)
    }

    /// `rect` cut to the coordinates the flattener keeps (`PathFlattener.coordinateLimit`
    /// tolerances from the origin), for quads drawn without flattening: finite as floats.
    static func drawable(_ rect: CGRect, _ context: DrawContext) -> CGRect {
        let limit = context.tolerance * PathFlattener.coordinateLimit
        let r = rect.intersection(CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
        return r.isNull ? .zero : r
    }

    /// Whether every entry of `m` is finite in 32-bit floats, as the back end receives it.
    static func isFinite(_ m: CATransform3D) -> Bool {
        // One sum instead of sixteen branches: it is NaN or too large when an entry is (and
        // errs only for matrices whose entries near Float's limit together).
        let row1: CGFloat = abs(m.m11) + abs(m.m12) + abs(m.m13) + abs(m.m14)
        let row2: CGFloat = abs(m.m21) + abs(m.m22) + abs(m.m23) + abs(m.m24)
        let row3: CGFloat = abs(m.m31) + abs(m.m32) + abs(m.m33) + abs(m.m34)
        let row4: CGFloat = abs(m.m41) + abs(m.m42) + abs(m.m43) + abs(m.m44)
        return row1 + row2 + row3 + row4 <= CGFloat(Float.greatestFiniteMagnitude)
    }

    /// Where a layer point lands through `m` (perspective divided); nil behind the eye or
    /// not finite.
    static func project(_ p: CGPoint, _ m: CATransform3D) -> CGPoint? {
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        guard w > 1e-6 else { return nil }
        let x = (p.x * m.m11 + p.y * m.m21 + m.m41) / w, y = (p.x * m.m12 + p.y * m.m22 + m.m42) / w
        return x.isFinite && y.isFinite ? CGPoint(x: x, y: y) : nil
    }

    /// Steps per doubling of scale that the tessellation's tolerance and fringe follow.
    static let geometryScaleSteps: CGFloat = 4

    /// `scale` rounded up to the next of `geometryScaleSteps` steps per doubling (powers of two
    /// stay as they are): flattening is at least as fine as the scale needs, and layers whose
    /// scales differ slightly (a scale animation's frames, a replicator's shrinking copies)
    /// share one tessellation from the geometry cache, which lets copies be instanced.
    static func geometryScale(_ scale: CGFloat) -> CGFloat {
        let stepped = exp2((log2(scale) * geometryScaleSteps).rounded(.up) / geometryScaleSteps)
        return stepped.isFinite && stepped > 0 ? stepped : scale
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
    /// A device pixel in the layer's own units (along its most magnified axis).
    let pixel: CGFloat
    /// The width of an analytic edge fringe in the layer's own units (at least
    /// `EdgeFringe.pixels` device pixels in every direction); zero where edges are multisampled.
    let band: CGFloat
}
