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

    /// Where a linear ramp from `start` to `end` (unit points) must end in `bounds` for the
    /// paint, whose lines of equal color are square to the ramp in points, to show Core
    /// Animation's: it lays the ramp out in the unit square, its lines square to the ramp
    /// there, and stretches the square over the bounds, so on a wide layer a (0, 0)–(1, 1)
    /// ramp has its middle color on the other diagonal (corner to corner), not square to the
    /// ramp. The ramp's value at a point is linear in its unit position, so it is a linear ramp
    /// in points from the same start, along `g / |g|²` where `g` is the gradient of that value.
    /// Nil when the ramp has no length (drawn as before) or the bounds are square.
    static func stretchedLinearEnd(_ start: CGPoint, _ end: CGPoint, in bounds: CGRect) -> SIMD2<Float>? {
        let dx = end.x - start.x, dy = end.y - start.y
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0, bounds.width != bounds.height else { return nil }
        let gx = dx / (bounds.width * lengthSquared), gy = dy / (bounds.height * lengthSquared)
        let g2 = gx * gx + gy * gy
        guard g2 > 0, g2.isFinite else { return nil }
        let sx = bounds.minX + start.x * bounds.width, sy = bounds.minY + start.y * bounds.height
        return SIMD2(Float(sx + gx / g2), Float(sy + gy / g2))
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
        let start = place(gradient.startPoint)
        var end = place(gradient.endPoint)
        if kind == .linear, let stretched = stretchedLinearEnd(gradient.startPoint, gradient.endPoint, in: bounds) { end = stretched }
        return .gradient(GradientPaint(kind: kind, start: start, end: end,
                                       locations: stops.map { Float($0.location) },
                                       colors: stops.map { SIMD4<Float>(Float($0.color.x), Float($0.color.y), Float($0.color.z), Float($0.color.w)) },
                                       interpolation: .premultiplied, opacity: alpha))
    }
}
