import Foundation

/// Drawing images into the current context, upright (UIKit flips them for its y-down
/// contexts, unlike `CGContext.draw(_:in:)`).
extension UIImage {
    /// Draws the image at its size (points) with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image stretched into `rect`.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image stretched into `rect`, blended by `blendMode` at `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let image = displayedImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(context.state.alpha * min(1, max(0, alpha)))
        context.drawImage(image, in: rect, transform: context.state.ctm)
        context.restoreGState()
    }
}
