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
        var contours: [Polyline]?
        if let fillColor {
            fill(path, rule: layer.shapeState.fillRule == .evenOdd ? .evenOdd : .nonZero, paint: .solid(fillColor, alpha: alpha),
                 context, contours: &contours, &transformIndex)
        }
        if let stroke {
            // The setter has already ignored invalid patterns; an empty one is solid.
            let dashes = layer.shapeState.lineDashPattern.flatMap {
                StrokeTrimmer.normalizedDashes($0.map { CGFloat($0.doubleValue) })
            }
            let style = StrokeStyle(lineWidth: lineWidth, lineCap: layer.shapeState.lineCap, lineJoin: layer.shapeState.lineJoin,
                                    miterLimit: layer.shapeState.miterLimit)
            let (start, end, phase) = (layer.shapeState.strokeStart, layer.shapeState.strokeEnd, layer.shapeState.lineDashPhase)
            let first = list.vertices.count, fringeFirst = list.fringeVertices.count
            let shape = appendGeometry(of: path, style: .stroke(style, start: start, end: end, dashes: dashes, phase: phase),
                                       context, contours: &contours) { contours, vertices, fringe, _ in
                let pieces = StrokeTrimmer.trim(contours, start: start, end: end, dashes: dashes, phase: phase)
                if let bounds = RenderListBuilder.appendAnalyticStroke(pieces, style: style, context, &vertices, &fringe) {
                    return GeometryCache.Shape(isConvex: true, bounds: bounds)
                }
                Stroker(style: style, tolerance: context.tolerance).append(pieces, to: &vertices)
                return GeometryCache.Shape(isConvex: false, bounds: nil)
            }
            let paint = Paint.solid(stroke, alpha: alpha)
            emit(from: first, fringeFrom: fringeFirst, stencil: shape.isConvex || paint.isOpaque ? .none : .union,
                 bounds: shape.bounds, paint: paint, context, &transformIndex)
        }
    }

    static func shapePaintCount(_ layer: CAShapeLayer) -> Int {
        guard layer.shapeState.path != nil else { return 0 }
        let fills = (layer.shapeState.fillColor?.alpha ?? 0) > 0 ? 1 : 0
        let strokes = (layer.shapeState.strokeColor?.alpha ?? 0) > 0 && layer.shapeState.lineWidth > 0 ? 1 : 0
        return fills + strokes
    }
}
