import Foundation

/// The vibrancy styles of iOS 13: how strongly content shows through a vibrancy effect.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    /// Text, as strong as the primary label color.
    case label = 0
    /// Secondary text.
    case secondaryLabel = 1
    /// Tertiary text.
    case tertiaryLabel = 2
    /// Quaternary text.
    case quaternaryLabel = 3
    /// Filled shapes.
    case fill = 4
    /// Secondary fills.
    case secondaryFill = 5
    /// Tertiary fills.
    case tertiaryFill = 6
    /// Separator lines.
    case separator = 7
}

/// Vibrancy for the content of a `UIVisualEffectView` nested in the `contentView` of a blur
/// effect view: the content takes on the colors of the blurred backdrop.
///
/// An approximation: iOS composites vibrant content with private blend filters against the
/// blur below; the lab multiplies the content's colors by the blur's vibrancy color (a dark
/// gray over light blurs, white over dark ones) at the style's opacity, so that the blur
/// shows through it. See "Differences from Apple's API" in the documentation.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur effect the vibrancy goes with.
    public let blurEffect: UIBlurEffect
    /// The vibrancy style (nil for the iOS 8 vibrancy, as strong as `.label`).
    public let style: UIVibrancyEffectStyle?

    /// Vibrancy for content over a view with `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    /// Vibrancy of `style` for content over a view with `blurEffect`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// There are no archives in the lab: vibrancy over a `.light` blur.
    public required init?(coder: NSCoder) {
        blurEffect = UIBlurEffect(style: .light)
        style = nil
        super.init()
    }

    override var appearance: VisualEffectAppearance {
        // The opacities of the semantic colors the styles are named after (label, secondaryLabel…).
        let alpha: CGFloat
        switch style {
        case nil, .label?: alpha = 0.85
        case .secondaryLabel?: alpha = 0.6
        case .tertiaryLabel?, .separator?: alpha = 0.3
        case .quaternaryLabel?: alpha = 0.18
        case .fill?: alpha = 0.2
        case .secondaryFill?: alpha = 0.16
        case .tertiaryFill?: alpha = 0.12
        }
        let white: CGFloat = blurEffect.isDark ? 1 : 0.25
        return VisualEffectAppearance(blurRadius: 0, saturation: 1, tintColor: nil, vibrancy: CGColor(gray: white, alpha: alpha))
    }
}
