import Foundation

/// The colors and line style of the graphics state.
extension CGContext {
    /// The color fills use.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// The fill color from sRGB components (0…1).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The fill color as a gray level and alpha (0…1).
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }

    /// The color strokes use.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// The stroke color from sRGB components (0…1).
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    /// The stroke color as a gray level and alpha (0…1).
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    /// The stroke width, in user space (negative or non-finite widths are ignored).
    public func setLineWidth(_ width: CGFloat) {
        guard width.isFinite, width >= 0 else {
            return LabDiagnostics.report("CGContext.setLineWidth: \(width) is negative or not finite; ignored")
        }
        state.lineWidth = width
    }
    /// How open stroke ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    /// How stroke corners are drawn.
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    /// Miter joins longer than `limit` × line width are beveled (default 10).
    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite else { return LabDiagnostics.report("CGContext.setMiterLimit: \(limit) is not finite; ignored") }
        state.miterLimit = limit
    }
    /// Dashes strokes: alternating painted and unpainted `lengths` (user space), starting
    /// `phase` into the pattern. Empty lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        guard phase.isFinite, lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            return LabDiagnostics.report("CGContext.setLineDash: negative or non-finite lengths or phase; ignored")
        }
        state.lineDash = lengths.contains { $0 > 0 } ? lengths : []
        state.lineDashPhase = phase
    }
}
