import Foundation
@_spi(Rendering) import LabKit

/// A Core Graphics gradient a context recorded: its ramp over the layer's bounds (the
/// canvas in user space), unpremultiplied, transparent beyond the ends unless its options
/// extend it.
extension RenderListBuilder {
    mutating func drawCGGradient(_ gradient: GradientDrawing, in bounds: CGRect, alpha: Float, _ context: DrawContext,
                                 _ transformIndex: inout Int32?) {
        guard bounds.width > 0, bounds.height > 0, alpha > 0 else { return }
        let first = list.vertices.count
        FillTessellator.appendQuad(RenderListBuilder.drawable(bounds, context), to: &list.vertices)
        emit(from: first, stencil: .none, bounds: bounds, paint: .gradient(RenderListBuilder.gradientPaint(gradient, alpha: alpha)),
             context, &transformIndex)
    }

    /// The paint of a recorded Core Graphics gradient.
    static func gradientPaint(_ gradient: GradientDrawing, alpha: Float) -> GradientPaint {
        let kind: GradientPaint.Kind
        switch gradient.kind {
        case .linear: kind = .linear
        case .radial(let startRadius, let endRadius): kind = .twoCircle(startRadius: Float(startRadius), endRadius: Float(endRadius))
        }
        var locations = gradient.locations.map(Float.init)
        var colors = gradient.colors.map { SIMD4<Float>(Float($0.x), Float($0.y), Float($0.z), Float($0.w)) }
        if colors.count > GradientPaint.maximumStops {
            // Resampled in straight color, as the ramp mixes.
            let full = GradientPaint(kind: kind, start: .zero, end: .zero, locations: locations, colors: colors,
                                     interpolation: .premultiplied, opacity: 1)
            let n = GradientPaint.maximumStops
            locations = (0..<n).map { Float($0) / Float(n - 1) }
            colors = locations.map { full.color(at: $0) }
        }
        return GradientPaint(kind: kind, start: SIMD2(Float(gradient.start.x), Float(gradient.start.y)),
                             end: SIMD2(Float(gradient.end.x), Float(gradient.end.y)), locations: locations, colors: colors,
                             interpolation: .unpremultiplied, opacity: alpha,
                             extendsStart: gradient.drawsBeforeStart, extendsEnd: gradient.drawsAfterEnd)
    }
}
