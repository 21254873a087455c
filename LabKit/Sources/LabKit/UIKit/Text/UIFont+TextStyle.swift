import Foundation

/// Dynamic Type's text styles at the default content size (Large), the sizes and weights of
/// Apple's Human Interface Guidelines' "Dynamic Type sizes" table for iOS. The lab's
/// content size never changes, so the fonts never scale.
extension UIFont {
    /// A semantic text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's name for the style (`UICTFontTextStyleBody`…).
        public let rawValue: String
        /// A style named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// 34 points, regular.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// 28 points, regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// 22 points, regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// 20 points, regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// 17 points, regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// 16 points, regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// 15 points, regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// 13 points, regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// 12 points, regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// 11 points, regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the Large content size; an unknown style is the body's.
        var metrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: return (34, .regular)
            case .title1: return (28, .regular)
            case .title2: return (22, .regular)
            case .title3: return (20, .regular)
            case .headline: return (17, .semibold)
            case .callout: return (16, .regular)
            case .subheadline: return (15, .regular)
            case .footnote: return (13, .regular)
            case .caption1: return (12, .regular)
            case .caption2: return (11, .regular)
            default: return (17, .regular)
            }
        }
    }

    /// The system font of `style` at the lab's content size (the default, Large).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let metrics = style.metrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }

    /// The system font of `style`; the lab's traits are always the default ones.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
}
