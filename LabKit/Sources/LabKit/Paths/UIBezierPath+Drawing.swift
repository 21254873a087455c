import Foundation

/// Drawing a path into the current context with its own line style, as UIKit does: the
/// context's colors, transform, clip, shadow and alpha apply; the context's current path is
/// left alone.
extension UIBezierPath {
    /// Fills the path with the current fill color, by `usesEvenOddFillRule`.
    public func fill() { fill(with: .normal, alpha: 1) }

    /// Strokes the path with the current stroke color and the path's line style.
    public func stroke() { stroke(with: .normal, alpha: 1) }

    /// Fills the path blended by `blendMode` at `alpha` (times the context's).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw(blendMode: blendMode, alpha: alpha) { $0.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding) }
    }

    /// Strokes the path blended by `blendMode` at `alpha` (times the context's).
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        draw(blendMode: blendMode, alpha: alpha) { context in
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: lineDash.phase, lengths: lineDash.pattern)
            context.strokePath()
        }
    }

    /// Dashes `stroke()`: the first `count` lengths of `pattern` (painted, unpainted, …),
    /// starting `phase` into it; nil or a zero count draws solid lines.
    public func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
        lineDash = (Array((pattern ?? []).prefix(max(0, count))), phase)
    }

    /// Intersects the current context's clip with the path's area.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let kept = context.path
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.path = kept
    }

    private func draw(blendMode: CGBlendMode, alpha: CGFloat, _ paint: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let kept = context.path
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(context.state.alpha * min(1, max(0, alpha)))
        context.beginPath()
        context.addPath(cgPath)
        paint(context)
        context.restoreGState()
        context.path = kept
    }
}
