import Foundation

/// What a layer of one kind draws between its background and its sublayers: each LabKit layer
/// class describes its own kind through `CALayer.content`, and the renderer turns each kind
/// into draw commands in one place of its own.
@_spi(Rendering) public enum LayerContent {
    /// A shape layer's path, filled then stroked (its `shapeState`).
    case shape(CAShapeLayer)
    /// A text layer's glyph outlines (layer coordinates) and their color.
    case text(outline: CGPath, color: CGColor)
    /// An attributed text layer's paints in drawing order (layer coordinates): backgrounds,
    /// shadows, glyphs and lines, one outline per color.
    indirect case styledText([TextPiece])
    /// A gradient layer's color ramp over its bounds. (The gradient payloads are boxed, so
    /// that the enum stays two words: every layer's content is copied each frame.)
    indirect case gradient(GradientLayerContent)
    /// A Core Graphics gradient drawn into a context, over the layer's bounds.
    indirect case cgGradient(GradientDrawing)
    /// What `display()` drew: a recorded canvas, itself a layer tree (see `LayerDrawing`).
    case drawing(LayerDrawing)
    /// An emitter's particles, evaluated at the layer's local time (`CAEmitterLayer.particles(at:)`).
    case emitter(CAEmitterLayer)
    /// A visual effect view's backdrop filter (blur, saturation, tint over what lies behind
    /// the layer, within its rounded bounds) and the vibrancy of its sublayers.
    case visualEffect(VisualEffectContent)
}

/// One color of attributed text: outlines filled in it.
@_spi(Rendering) public struct TextPiece {
    /// The outline, in layer coordinates, filled with the non-zero rule.
    public let outline: CGPath
    /// Its color.
    public let color: CGColor
}
