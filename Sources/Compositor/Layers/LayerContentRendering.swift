@_spi(Rendering) import LabKit

/// The one place that dispatches on layer kinds: each kind's content is drawn by its own
/// file (`ShapeLayerRendering`, `TextLayerRendering`, `GradientLayerRendering`, `DrawingRendering`, `EmitterRendering`, `VisualEffectRendering`…).
extension RenderListBuilder {
    /// Draws a layer's content in its own coordinates.
    mutating func draw(_ content: LayerContent, of node: PresentationSnapshot.Node, alpha: Float, _ context: DrawContext,
                       _ transformIndex: inout Int32?) {
        let layer = node.layer
        switch content {
        case .shape(let shape): drawShape(shape, alpha: alpha, context, &transformIndex)
        case .text(let outline, let color): drawText(outline, color: color, alpha: alpha, context, &transformIndex)
        case .styledText(let pieces):
            for piece in pieces { drawText(piece.outline, color: piece.color, alpha: alpha, context, &transformIndex) }
        case .gradient(let gradient): drawGradient(gradient, in: layer.bounds, alpha: alpha, context, &transformIndex)
        case .cgGradient(let gradient): drawCGGradient(gradient, in: layer.bounds, alpha: alpha, context, &transformIndex)
        case .drawing(let drawing): drawDrawing(drawing, node: node.drawing, of: layer, alpha: alpha, context)
        case .emitter(let emitter): drawEmitter(emitter, time: node.time, alpha: alpha, context)
        case .visualEffect(let effect): drawBackdrop(effect, of: layer, alpha: alpha, context, &transformIndex)
        }
    }

    /// How many separate things the content paints (two overlapping ones make a layer with
    /// opacity below 1 render as a group).
    static func paintCount(of content: LayerContent) -> Int {
        switch content {
        case .shape(let shape): return shapePaintCount(shape)
        case .text: return 1
        case .styledText(let pieces): return pieces.count
        case .gradient, .cgGradient: return 1
        case .drawing(let drawing): return drawing.isIsolated ? 1 : drawing.canvas.sublayers?.count ?? 0
        // Particles overlap one another.
        case .emitter: return 2
        case .visualEffect(let effect): return effect.hasBackdrop ? 1 : 0
        }
    }
}
