import Foundation

/// Transparency layers: what is drawn between `beginTransparencyLayer` and
/// `endTransparencyLayer` is composited as one, with the alpha, shadow and blend mode current
/// at the beginning (so overlapping shapes cast one shadow). Recorded as a container layer
/// carrying them, which the renderer flattens as a group.
extension CGContext {
    /// Starts a transparency layer; inside it, alpha is 1, there is no shadow and blending is
    /// normal, until `endTransparencyLayer()`.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        let container = CALayer()
        placeOnCanvas(container)
        append(container, opensGroup: true)
        saved.append(state)
        transparencyLayerDepths.append(saved.count)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.target = container
    }

    /// Starts a transparency layer limited to `rect` (the lab does not limit it).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
    }

    /// Ends the innermost transparency layer, restoring the state current at its beginning;
    /// unbalanced calls are reported and ignored.
    public func endTransparencyLayer() {
        guard let depth = transparencyLayerDepths.popLast(), depth <= saved.count else {
            return LabDiagnostics.report("CGContext.endTransparencyLayer: no transparency layer; ignored")
        }
        saved.removeSubrange(depth...)
        state = saved.removeLast()
        if bitmap != nil, transparencyLayerDepths.isEmpty { drawRecordingIntoBitmap() }
    }
}
