import Foundation

/// iOS 15's button configurations: a button's content (title, subtitle, image or spinner)
/// and look (style, size, colors, corners, insets) as one value, resolved for the button's
/// state (`updated(for:)`) whenever it changes.
///
/// Metrics: the medium size (the default) has UIKit's content insets of 7 and 12 points
/// (Apple's developer forums) and the body font, 17 points; the other sizes, the corner
/// radii and the styles' state colors are the lab's estimates of what iOS draws (see
/// "Differences from Apple").
extension UIButton {
    /// A button's content and look.
    public struct Configuration {
        /// The predefined looks.
        enum Style { case plain, tinted, gray, filled }
        let style: Style

        /// The title.
        public var title: String?
        /// The title with attributes (its runs' `font` and `foregroundColor` win).
        public var attributedTitle: AttributedString?
        /// Text under the title.
        public var subtitle: String?
        /// The subtitle with attributes.
        public var attributedSubtitle: AttributedString?
        /// The image beside the text (template images take the foreground color).
        public var image: UIImage?
        /// The edge of the text the image is on (default leading).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the text.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How title and subtitle align with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// The text and image color (nil: the style's, from the tint).
        public var baseForegroundColor: UIColor?
        /// The background color the style derives its fill from (nil: the tint).
        public var baseBackgroundColor: UIColor?
        /// The background.
        public var background = UIBackgroundConfiguration()
        /// How the background's corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class of fonts, insets and corners (default medium).
        public var buttonSize: Size = .medium
        /// Shows a spinning activity indicator in the image's place.
        public var showsActivityIndicator = false
        /// Changes the title's attributes before it is drawn.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes before it is drawn.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the image's color.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// The symbol configuration for a symbol image.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        private var explicitContentInsets: NSDirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        /// Space around the content (default: the size's).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { explicitContentInsets ?? buttonSize.contentInsets }
            set { explicitContentInsets = newValue }
        }

        /// No background; tinted text.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A light wash of the tint behind tinted text.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background behind tinted text.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// The tint behind white text.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// `plain()`, as iOS names the borderless style.
        public static func borderless() -> Configuration { plain() }
        /// `gray()`, as iOS names the bordered style.
        public static func bordered() -> Configuration { gray() }
        /// `tinted()`, as iOS names the bordered tinted style.
        public static func borderedTinted() -> Configuration { tinted() }
        /// `filled()`, as iOS names the bordered prominent style.
        public static func borderedProminent() -> Configuration { filled() }

        /// This configuration with its colors resolved for `button`'s tint and state: the
        /// foreground and the background fill the style gives, dimmed while highlighted and
        /// gray while disabled.
        public func updated(for button: UIButton) -> Configuration {
            resolved(tint: button.tintColor ?? .systemBlue, state: button.state)
        }

        /// The colors for `tint` in `state`.
        func resolved(tint: UIColor, state: UIControl.State) -> Configuration {
            var resolved = self
            var foreground = baseForegroundColor ?? (style == .filled ? .white : tint)
            var fill: UIColor? = background.backgroundColor ?? {
                switch style {
                case .plain: return nil
                case .tinted:
                    let base = baseBackgroundColor ?? tint
                    return base.withAlphaComponent(base.cgColor.alpha * 0.15)
                case .gray: return baseBackgroundColor ?? .tertiarySystemFill
                case .filled: return baseBackgroundColor ?? tint
                }
            }()
            if state.contains(.disabled) {
                foreground = .tertiaryLabel
                if style != .plain { fill = .tertiarySystemFill }
            } else if state.contains(.highlighted) {
                if style == .plain { foreground = foreground.withAlphaComponent(foreground.cgColor.alpha * 0.2) }
                fill = fill.map { $0.withAlphaComponent($0.cgColor.alpha * 0.7) }
            }
            resolved.baseForegroundColor = foreground
            resolved.background.backgroundColor = fill ?? .clear
            return resolved
        }

        /// The background's corner radius for a button `height` points tall.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .dynamic: return buttonSize.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }

        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// The background's own `cornerRadius`.
            case fixed = -1
            /// The size's radius.
            case dynamic
            /// A small radius.
            case small
            /// A medium radius.
            case medium
            /// A large radius.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// The sizes of fonts, insets and corners.
        public enum Size: Int, Sendable {
            /// Standard.
            case medium
            /// Smaller.
            case small
            /// Smallest.
            case mini
            /// Larger.
            case large

            var contentInsets: NSDirectionalEdgeInsets {
                switch self {
                case .mini: return NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
                case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                }
            }

            var titleFont: UIFont {
                switch self {
                case .mini: return .preferredFont(forTextStyle: .caption1)
                case .small: return .preferredFont(forTextStyle: .subheadline)
                case .medium, .large: return .preferredFont(forTextStyle: .body)
                }
            }

            var subtitleFont: UIFont {
                switch self {
                case .mini: return .preferredFont(forTextStyle: .caption2)
                case .small: return .preferredFont(forTextStyle: .caption1)
                case .medium, .large: return .preferredFont(forTextStyle: .subheadline)
                }
            }

            var cornerRadius: CGFloat {
                switch self {
                case .mini: return 4
                case .small, .medium: return 6
                case .large: return 8
                }
            }
        }

        /// How a title and subtitle align.
        public enum TitleAlignment: Int, Sendable {
            /// Centered (leading when the image is leading and there is a subtitle).
            case automatic
            /// Leading edges.
            case leading
            /// Centered.
            case center
            /// Trailing edges.
            case trailing
        }

        /// The title as drawn: its attributes over the size's font and the foreground color,
        /// then the transformer.
        func drawnTitle() -> NSAttributedString? {
            text(attributedTitle, title, font: buttonSize.titleFont, transformer: titleTextAttributesTransformer)
        }

        /// The subtitle as drawn.
        func drawnSubtitle() -> NSAttributedString? {
            text(attributedSubtitle, subtitle, font: buttonSize.subtitleFont, transformer: subtitleTextAttributesTransformer)
        }

        private func text(_ attributed: AttributedString?, _ plain: String?, font: UIFont,
                          transformer: UIConfigurationTextAttributesTransformer?) -> NSAttributedString? {
            guard var string = attributed ?? plain.map({ AttributedString($0) }), !string.characters.isEmpty else { return nil }
            var defaults = AttributeContainer()
            defaults[AttributeScopes.UIKitAttributes.FontAttribute.self] = font
            defaults[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = baseForegroundColor ?? .systemBlue
            for run in string.runs {
                var container = defaults
                if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { container[AttributeScopes.UIKitAttributes.FontAttribute.self] = font }
                if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] {
                    container[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] = color
                }
                if let transformer { container = transformer(container) }
                string[run.range].mergeAttributes(container, mergePolicy: .keepNew)
            }
            return NSAttributedString(uiKit: string)
        }
    }
}
