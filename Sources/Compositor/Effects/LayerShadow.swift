import Foundation
@_spi(Rendering) import LabKit

/// A layer's shadow as Core Animation draws it: the layer's composited alpha (or its
/// `shadowPath`, filled non-zero) blurred by a Gaussian whose standard deviation is
/// `shadowRadius`, moved by `shadowOffset`, filled with `shadowColor` at `shadowOpacity`,
/// below the layer. Offset and blur are in the superlayer's space: a layer's own transform
/// does not turn its shadow.
struct LayerShadow {
    let effect: ShadowEffect

    /// Nil when the layer casts no visible shadow. `base` maps the layer's parent plane to
    /// device pixels.
    init?(_ layer: CALayer, base: CATransform3D) {
        let opacity = min(max(layer.shadowOpacity, 0), 1)
        guard opacity > 0, let color = layer.shadowColor, color.alpha > 0 else { return nil }
        let radius = layer.shadowRadius.isFinite ? max(0, layer.shadowRadius) : 0
        let offset = layer.shadowOffset
        let dx = offset.width * base.m11 + offset.height * base.m21
        let dy = offset.width * base.m12 + offset.height * base.m22
        guard dx.isFinite, dy.isFinite else { return nil }
        guard case .solid(let premultiplied) = Paint.solid(color, alpha: opacity) else { return nil }
        // Past these a shadow lies wholly off any canvas or is blurred to nothing; bounding
        // them keeps pixel arithmetic in range whatever a plugin sets.
        let limit: CGFloat = 1_000_000
        let sigma = min(radius * RenderListBuilder.scale(of: base), 10_000)
        effect = ShadowEffect(color: premultiplied, offset: SIMD2(Float(max(-limit, min(limit, dx))), Float(max(-limit, min(limit, dy)))),
                              sigma: Float(sigma), drawsContent: layer.shadowPath == nil)
    }

    /// The device pixels the shadow of what painted `content` may cover.
    func pixels(under content: PixelBounds, canvas: PixelBounds) -> PixelBounds {
        guard !content.isEmpty else { return .empty }
        let reach = effect.reach + 1
        let dx = Int(effect.offset.x.rounded(.down)), dy = Int(effect.offset.y.rounded(.down))
        return canvas.intersection(PixelBounds(x: content.x + dx - reach, y: content.y + dy - reach,
                                               width: content.width + 2 * reach + 1, height: content.height + 2 * reach + 1))
    }
}

extension RenderListBuilder {
    /// Draws the shadow of `path` (layer coordinates) on its own, below what the layer paints.
    mutating func drawShadow(_ shadow: LayerShadow, of path: CGPath, alpha: Float, _ context: DrawContext,
                             _ transformIndex: inout Int32?) {
        openScope(mask: false)
        fill(path, rule: .nonZero, paint: .solid(SIMD4(1, 1, 1, 1)), context, &transformIndex)
        let caster = closeScope()
        painted(shadow.pixels(under: caster, canvas: canvas))
        list.commands.append(.popShadow(shadow.effect, opacity: alpha))
    }
}
