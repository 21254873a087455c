import Foundation
@_spi(Rendering) import LabKit

/// What a layer's `display()` drew: its recorded canvas, a layer tree walked like sublayers
/// (but without the sublayer transform), stretched from the bounds it was drawn in to where
/// `contentsGravity` puts it in the current bounds, as Core Animation places a drawn bitmap.
extension RenderListBuilder {
    mutating func drawDrawing(_ drawing: LayerDrawing, node: Int32, of layer: CALayer, alpha: Float, _ context: DrawContext) {
        guard node >= 0 else { return }
        let drawn = drawing.canvas.bounds
        let target = layer.contentsGravity.rect(for: drawn.size, in: layer.bounds)
        guard drawn.width > 0, drawn.height > 0, target.width > 0, target.height > 0 else { return }
        var base = CATransform3DConcat(CALayer.flattening, context.matrix)
        if target != drawn {
            let center = drawing.canvas.position
            let fit = CATransform3DConcat(
                CATransform3DConcat(CATransform3DMakeTranslation(-center.x, -center.y, 0),
                                    CATransform3DMakeScale(target.width / drawn.width, target.height / drawn.height, 1)),
                CATransform3DMakeTranslation(target.midX, target.midY, 0))
            base = CATransform3DConcat(fit, base)
        }
        guard drawing.isIsolated else { return visit(node, base: base, alpha: alpha) }
        // Blend modes blend with what the drawing itself put below them.
        openScope(mask: false)
        visit(node, base: base, alpha: 1)
        painted(closeScope())
        list.commands.append(.popLayer(opacity: alpha))
    }
}
