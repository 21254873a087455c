import Foundation

/// Setting the current context's colors, as UIKit's drawing code does inside `draw(_:)`.
extension UIColor {
    /// Makes the color the current context's fill color (nothing without a current context).
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Makes the color the current context's stroke color.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }

    /// Makes the color both the fill and the stroke color of the current context.
    public func set() {
        setFill()
        setStroke()
    }
}
