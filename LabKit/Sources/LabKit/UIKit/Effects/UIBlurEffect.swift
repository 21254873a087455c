import Foundation

/// A blur of what lies behind a `UIVisualEffectView`, in one of UIKit's styles.
///
/// Each style is a Gaussian blur of the backdrop, a saturation boost and a tint laid over it.
/// The classic styles take the values of Apple's own recipe for the iOS 7 blurs, the
/// `UIImage+ImageEffects` category of the WWDC 2013 sample code (blur radius in points as
/// the Gaussian's standard deviation, saturation delta factor 1.8, and a white or dark
/// tint); the material styles of iOS 13 are estimates in the same terms, from thinnest to
/// thickest. See "Differences from Apple's API" in the documentation.
open class UIBlurEffect: UIVisualEffect {
    /// The blur styles (raw values as UIKit's).
    public enum Style: Int, Sendable, CaseIterable {
        /// A light blur with a nearly opaque white tint.
        case extraLight = 0
        /// A light blur with a thin white tint.
        case light = 1
        /// A blur darkened by a dark gray tint.
        case dark = 2
        /// A blur that adapts to the interface style (light in the lab: as `.light`).
        case regular = 4
        /// A more opaque blur that adapts to the interface style (light in the lab: as `.extraLight`).
        case prominent = 5
        /// An ultra-thin material, adapting to the interface style (light in the lab).
        case systemUltraThinMaterial = 6
        /// A thin material, adapting to the interface style (light in the lab).
        case systemThinMaterial = 7
        /// A material of normal thickness, adapting to the interface style (light in the lab).
        case systemMaterial = 8
        /// A material thicker than normal, adapting to the interface style (light in the lab).
        case systemThickMaterial = 9
        /// The system chrome, adapting to the interface style (light in the lab).
        case systemChromeMaterial = 10
        /// An ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// A thin material, always light.
        case systemThinMaterialLight = 12
        /// A material of normal thickness, always light.
        case systemMaterialLight = 13
        /// A material thicker than normal, always light.
        case systemThickMaterialLight = 14
        /// The system chrome, always light.
        case systemChromeMaterialLight = 15
        /// An ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// A thin material, always dark.
        case systemThinMaterialDark = 17
        /// A material of normal thickness, always dark.
        case systemMaterialDark = 18
        /// A material thicker than normal, always dark.
        case systemThickMaterialDark = 19
        /// The system chrome, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The effect's style.
    public let style: Style

    /// A blur effect of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// There are no archives in the lab: a `.light` blur.
    public required init?(coder: NSCoder) {
        style = .light
        super.init()
    }

    override var appearance: VisualEffectAppearance { UIBlurEffect.appearance(of: style) }

    /// Whether the style is one of the dark ones (for vibrancy).
    var isDark: Bool {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
             .systemChromeMaterialDark: return true
        default: return false
        }
    }

    /// A style's blur radius (points), saturation and tint.
    static func appearance(of style: Style) -> VisualEffectAppearance {
        func look(_ radius: CGFloat, white: CGFloat, alpha: CGFloat) -> VisualEffectAppearance {
            VisualEffectAppearance(blurRadius: radius, saturation: 1.8, tintColor: CGColor(gray: white, alpha: alpha), vibrancy: nil)
        }
        switch style {
        // UIImage+ImageEffects: applyExtraLightEffect, applyLightEffect, applyDarkEffect.
        case .extraLight, .prominent: return look(20, white: 0.97, alpha: 0.82)
        case .light, .regular: return look(30, white: 1, alpha: 0.3)
        case .dark: return look(20, white: 0.11, alpha: 0.73)
        // Estimates: the same blur, a tint that thickens with the material.
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return look(30, white: 0.97, alpha: 0.35)
        case .systemThinMaterial, .systemThinMaterialLight: return look(30, white: 0.97, alpha: 0.55)
        case .systemMaterial, .systemMaterialLight: return look(30, white: 0.97, alpha: 0.7)
        case .systemThickMaterial, .systemThickMaterialLight: return look(30, white: 0.97, alpha: 0.85)
        case .systemChromeMaterial, .systemChromeMaterialLight: return look(30, white: 0.94, alpha: 0.75)
        case .systemUltraThinMaterialDark: return look(30, white: 0.11, alpha: 0.4)
        case .systemThinMaterialDark: return look(30, white: 0.11, alpha: 0.55)
        case .systemMaterialDark: return look(30, white: 0.11, alpha: 0.7)
        case .systemThickMaterialDark: return look(30, white: 0.11, alpha: 0.85)
        case .systemChromeMaterialDark: return look(30, white: 0.15, alpha: 0.75)
        }
    }
}
