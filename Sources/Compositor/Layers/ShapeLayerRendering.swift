import Foundation
@_spi(Rendering) import LabKit

/// A shape layer's content: its path filled by its rule, then stroked (trimmed to
/// `strokeStart…strokeEnd`, dashed), flattened once for both.
extension RenderListBuilder {
    mutating func drawShape(_ layer: CAShapeLayer, alpha: Float, _ context: DrawContext, _ transformIndex: inout Int32?) {
        guard let path = layer.shapeState.path else { return }
        let fillColor = layer.shapeState.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        // A width past the flattener's coordinate limit strokes the same visible pixels.
        let lineWidth = min(layer.shapeState.lineWidth, context.tolerance * PathFlattener.coordinateLimit)
        let stroke = layer.shapeState.strokeColor.flatMap { $0.alpha > 0 && lineWidth > 0 ? $0 : nil }
        guard fillColor != nil || stroke != nil else { return }
        // One flattening for both, clipped around the canvas as far as the stroke reaches.
        func reach() -> CGFloat? { stroke == nil ? 0 : RenderListBuilder.strokeReach(of: layer, lineWidth: lineWidth) }
        var flattened: FlattenedPath?
        if let fillColor {
            fill(path, rule: layer.shapeState.fillRule == .evenOdd ? .evenOdd : .nonZero, paint: .solid(fillColor, alpha: alpha),
                 context, flattened: &flattened, reach: reach, areaRefinement: 1, &transformIndex)
        }
        if let stroke {
            // The setter has already ignored invalid patterns; an empty one is solid.
            let dashes = layer.shapeState.lineDashPattern.flatMap {
                StrokeTrimmer.normalizedDashes($0.map { CGFloat($0.doubleValue) })
            }
            let style = StrokeStyle(lineWidth: lineWidth, lineCap: layer.shapeState.lineCap, lineJoin: layer.shapeState.lineJoin,
                                    miterLimit: layer.shapeState.miterLimit)
            let (start, end, phase) = (layer.shapeState.strokeStart, layer.shapeState.strokeEnd, layer.shapeState.lineDashPhase)
            let budget = self.budget
            let (shape, span) = appendGeometry(of: path, style: .stroke(style, start: start, end: end, dashes: dashes, phase: phase),
                                       context, flattened: &flattened, reach: reach) { flat, vertices, fringe, edges in
                var pieces = StrokeTrimmer.trim(flat.contours, start: start, end: end, dashes: dashes, phase: phase)
                if let bounds = RenderListBuilder.appendAnalyticStroke(pieces, style: style, context, budget: budget.perPath,
                                                                       &vertices, &fringe) {
                    return GeometryCache.Shape(isConvex: true, bounds: bounds)
                }
                if let bounds = RenderListBuilder.appendAreaStroke(pieces, style: style, context, budget: budget.perPath, &edges) {
                    return GeometryCache.Shape(isConvex: false, bounds: bounds)
                }
                let stroker = Stroker(style: style, tolerance: context.tolerance)
                if !stroker.fits(points: pieces.pointCount, polylines: pieces.count, within: budget.perPath) {
                    pieces = RenderListBuilder.simplified(pieces, for: .stroke, context, budget) {
                        stroker.fits(points: $0, polylines: $1, within: budget.perPath)
                    }
                }
                stroker.append(pieces, to: &vertices)
                return GeometryCache.Shape(isConvex: false, bounds: nil)
            }
            let paint = Paint.solid(stroke, alpha: alpha)
            // An outline's area edges are covered by the nonzero rule.
            let stencil: StencilMode = !span.edges.isEmpty ? .nonZero : shape.isConvex || paint.isOpaque ? .none : .union
            emit(span, stencil: stencil, bounds: shape.bounds, paint: paint, context, &transformIndex)
        }
    }

    /// How far around its path a shape layer's stroke draws, in its units: half the width,
    /// times the miter limit for miter joins (how far a miter reaches) or √2 (square caps).
    /// Nil when a dash pattern or trimming measures the whole path, which is then not clipped.
    static func strokeReach(of layer: CAShapeLayer, lineWidth: CGFloat) -> CGFloat? {
        guard layer.shapeState.lineDashPattern == nil, layer.shapeState.strokeStart <= 0, layer.shapeState.strokeEnd >= 1
        else { return nil }
        return lineWidth / 2 * max(2.squareRoot(), layer.shapeState.lineJoin == .miter ? layer.shapeState.miterLimit : 1)
    }

    static func shapePaintCount(_ layer: CAShapeLayer) -> Int {
        guard layer.shapeState.path != nil else { return 0 }
        let fills = (layer.shapeState.fillColor?.alpha ?? 0) > 0 ? 1 : 0
        let strokes = (layer.shapeState.strokeColor?.alpha ?? 0) > 0 && layer.shapeState.lineWidth > 0 ? 1 : 0
        return fills + strokes
    }
}
