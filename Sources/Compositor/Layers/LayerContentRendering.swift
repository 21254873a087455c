@_spi(Rendering) import LabKit

/// The one place that dispatches on layer kinds: each kind's content is drawn by its own
/// file (`ShapeLayerRendering`, `TextLayerRendering`, `GradientLayerRendering`…).
extension RenderListBuilder {
    /// Draws a layer's content in its own coordinates.
    mutating func draw(_ content: LayerContent, of layer: CALayer, alpha: Float, _ context: DrawContext,
                       _ transformIndex: inout Int32?) {
        switch content {
        case .shape(let shape): drawShape(shape, alpha: alpha, context, &transformIndex)
        case .text(let outline, let color): drawText(outline, color: color, alpha: alpha, context, &transformIndex)
        case .gradient(let gradient): drawGradient(gradient, in: layer.bounds, alpha: alpha, context, &transformIndex)
        }
    }

    /// How many separate things the content paints (two overlapping ones make a layer with
    /// opacity below 1 render as a group).
    static func paintCount(of content: LayerContent) -> Int {
        switch content {
        case .shape(let shape): return shapePaintCount(shape)
        case .text: return 1
        case .gradient: return 1
        }
    }
}
