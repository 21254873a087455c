import Foundation

/// The background of a configured view (a button's `configuration.background`): a color, a
/// corner radius, an outline and an optional view of the caller's.
public struct UIBackgroundConfiguration {
    /// The fill (nil: the owner's default, for a button its style's color).
    public var backgroundColor: UIColor?
    /// Applied to the resolved fill.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The corners' radius (a button's `cornerStyle` other than `.fixed` replaces it).
    public var cornerRadius: CGFloat = 0
    /// The outline's color (nil: none).
    public var strokeColor: UIColor?
    /// Applied to the resolved outline color.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The outline's width, drawn inside the edges.
    public var strokeWidth: CGFloat = 0
    /// A view shown under the content, filling the background.
    public var customView: UIView?

    /// No fill, no outline.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }

    /// The fill for `tintColor`: the color (or `tintColor` when none) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline color for `tintColor`: the color (or `tintColor` when none) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
