import Foundation
@_spi(Rendering) import LabKit

/// A shape layer's content: its path filled by its rule, then stroked (trimmed to
/// `strokeStart…strokeEnd`, dashed), flattened once for both.
extension RenderListBuilder {
    mutating func drawShape(_ shape: ShapeLayerState, alpha: Float, _ context: DrawContext, _ transformIndex: inout Int32?) {
        guard let path = shape.path else { return }
        let fillColor = shape.fillColor.flatMap { $0.alpha > 0 ? $0 : nil }
        let stroke = shape.strokeColor.flatMap { $0.alpha > 0 && shape.lineWidth > 0 ? $0 : nil }
        guard fillColor != nil || stroke != nil else { return }
        var contours: [Polyline]?
        if let fillColor {
            fill(path, rule: shape.fillRule == .evenOdd ? .evenOdd : .nonZero, paint: .solid(fillColor, alpha: alpha),
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
            let first = list.vertices.count, fringeFirst = list.fringeVertices.count
            let shape = appendGeometry(of: path, style: .stroke(style, start: start, end: end, dashes: dashes, phase: phase),
                                       context, contours: &contours) { contours, vertices, fringe in
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

    static func shapePaintCount(_ shape: ShapeLayerState) -> Int {
        guard shape.path != nil else { return 0 }
        let fills = (shape.fillColor?.alpha ?? 0) > 0 ? 1 : 0
        let strokes = (shape.strokeColor?.alpha ?? 0) > 0 && shape.lineWidth > 0 ? 1 : 0
        return fills + strokes
    }
}
