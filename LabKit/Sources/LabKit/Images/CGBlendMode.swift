import Foundation

/// How what is drawn combines with what is below it, as Core Graphics names the PDF blend
/// modes and the Porter-Duff operators. Colors are premultiplied: for the Porter-Duff
/// modes R is the result, S the source, D the destination, Sa and Da their alphas.
public enum CGBlendMode: Int32, Sendable {
    /// S over D (the default).
    case normal
    /// The product of the colors: darkens; white leaves the destination unchanged.
    case multiply
    /// The inverse of the product of the inverses: lightens; black leaves it unchanged.
    case screen
    /// Multiply or screen, by the destination's color: the destination's pattern kept.
    case overlay
    /// The darker of the two colors.
    case darken
    /// The lighter of the two colors.
    case lighten
    /// Brightens the destination toward the source.
    case colorDodge
    /// Darkens the destination toward the source.
    case colorBurn
    /// Darkens or lightens softly, by the source.
    case softLight
    /// Multiply or screen, by the source's color.
    case hardLight
    /// The difference of the colors.
    case difference
    /// Like difference, lower in contrast.
    case exclusion
    /// Not supported by the lab (drawn as `.normal` with a diagnostic).
    case hue
    /// Not supported by the lab (drawn as `.normal` with a diagnostic).
    case saturation
    /// Not supported by the lab (drawn as `.normal` with a diagnostic).
    case color
    /// Not supported by the lab (drawn as `.normal` with a diagnostic).
    case luminosity
    /// R = 0: erases where it draws.
    case clear
    /// R = S: replaces where it draws.
    case copy
    /// R = S × Da.
    case sourceIn
    /// R = S × (1 − Da).
    case sourceOut
    /// R = S × Da + D × (1 − Sa).
    case sourceAtop
    /// R = S × (1 − Da) + D.
    case destinationOver
    /// R = D × Sa.
    case destinationIn
    /// R = D × (1 − Sa).
    case destinationOut
    /// R = S × (1 − Da) + D × Sa.
    case destinationAtop
    /// R = S × (1 − Da) + D × (1 − Sa).
    case xor
    /// Not supported by the lab (drawn as `.normal` with a diagnostic).
    case plusDarker
    /// R = min(1, S + D).
    case plusLighter

    /// Whether the lab's renderer draws the mode (the non-separable modes and plusDarker it
    /// does not).
    var isSupported: Bool { ![.hue, .saturation, .color, .luminosity, .plusDarker].contains(self) }
}

extension CGContext {
    /// How what is drawn next combines with what was drawn before (in this context: a
    /// layer's drawing starts transparent, as its bitmap would on iOS).
    public func setBlendMode(_ mode: CGBlendMode) {
        guard mode.isSupported else {
            LabDiagnostics.report("CGContext.setBlendMode: \(mode) is not supported by the lab; drawing with .normal")
            state.blendMode = .normal
            return
        }
        state.blendMode = mode
    }
}

extension CALayer {
    /// How the layer's own paints blend with what is below them: a context records its blend
    /// mode here (Core Animation has no public equivalent on a layer).
    @_spi(Rendering) public var drawingBlendMode: CGBlendMode { state.drawingBlendMode }

    func setDrawingBlendMode(_ mode: CGBlendMode) { setState(\.drawingBlendMode, mode, key: "drawingBlendMode", runsAction: false) }
}
