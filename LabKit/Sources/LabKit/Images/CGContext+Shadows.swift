import Foundation

/// Core Graphics shadows, recorded as the shadow of each layer drawn while one is set.
extension CGContext {
    /// Shadows what is drawn next: `offset` in base space (not moved by the transform;
    /// positive height is down in UIKit's contexts, up in a bitmap context, whose base space
    /// is y up), `blur` the blur amount, `color` (nil or clear turns shadows off).
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        guard offset.width.isFinite, offset.height.isFinite, blur.isFinite else {
            return LabDiagnostics.report("CGContext.setShadow: offset \(offset) or blur \(blur) is not finite; ignored")
        }
        guard let color, color.alpha > 0 else {
            state.shadow = nil
            return
        }
        // The canvas is y down: a bitmap context's base space is flipped onto it.
        let base = baseTransform
        let onCanvas = CGSize(width: offset.width * base.a + offset.height * base.c,
                              height: offset.width * base.b + offset.height * base.d)
        state.shadow = Shadow(offset: onCanvas, blur: max(0, blur), color: color)
    }

    /// Shadows what is drawn next in black at 1/3 alpha, Core Graphics' default shadow color.
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    /// The Core Animation shadow radius (a Gaussian's standard deviation, as the lab's layer
    /// shadows take it) for a Core Graphics blur: half of it. Core Graphics does not define
    /// its blur; the HTML canvas, whose `shadowBlur` WebKit hands to Core Graphics unchanged,
    /// defines the Gaussian's standard deviation as half the blur.
    static func shadowRadius(forBlur blur: CGFloat) -> CGFloat { blur / 2 }
}
