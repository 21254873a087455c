import Foundation
@_spi(Rendering) import LabKit

/// A gradient layer's content: its ramp over the whole bounds (clipped by the corner radius
/// only with `masksToBounds`, as contents are), mapped from the unit square of the bounds.
extension RenderListBuilder {
    mutating func drawGradient(_ gradient: GradientLayerContent, in bounds: CGRect, alpha: Float, _ context: DrawContext,
                               _ transformIndex: inout Int32?) {
        guard bounds.width > 0, bounds.height > 0,
              let paint = RenderListBuilder.gradientPaint(gradient, in: bounds, alpha: alpha) else { return }
        let first = list.vertices.count
        FillTessellator.appendQuad(RenderListBuilder.drawable(bounds, context), to: &list.vertices)
        emit(from: first, stencil: .none, bounds: bounds, paint: paint, context, &transformIndex)
    }

    /// The paint of a gradient layer's content over `bounds`.
    static func gradientPaint(_ gradient: GradientLayerContent, in bounds: CGRect, alpha: Float) -> Paint? {
        func place(_ unit: CGPoint) -> SIMD2<Float> {
            SIMD2(Float(bounds.minX + unit.x * bounds.width), Float(bounds.minY + unit.y * bounds.height))
        }
        let kind: GradientPaint.Kind
        switch gradient.type {
        case .radial: kind = .radial
        case .conic: kind = .conic
        default: kind = .linear
        }
        var stops = gradient.stops
        if stops.count > GradientPaint.maximumStops {
            let n = GradientPaint.maximumStops
            stops = (0..<n).map { i in
                let t = Double(i) / Double(n - 1)
                return GradientLayerContent.Stop(location: t, color: gradient.color(at: t))
            }
        }
        return .gradient(GradientPaint(kind: kind, start: place(gradient.startPoint), end: place(gradient.endPoint),
                                       locations: stops.map { Float($0.location) },
                                       colors: stops.map { SIMD4<Float>(Float($0.color.x), Float($0.color.y), Float($0.color.z), Float($0.color.w)) },
                                       interpolation: .premultiplied, opacity: alpha))
    }
}
