import Foundation

/// The content of a list cell, header or footer (iOS 14): an image, a text and a secondary
/// text with their styles, laid out by a `UIListContentView`. Cells hand one out, styled for
/// them, from `defaultContentConfiguration()`.
///
/// Metrics: texts in the body (17 points) and subheadline (15 points) styles, 11 points above
/// and below (a one-line cell is 44 points tall, as UIKit's), 16 points between image and
/// text; the secondary text's style per kind and the 3-point gap under the text are the
/// lab's estimates (see "Differences from Apple").
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The text's look.
    public struct TextProperties {
        /// The font.
        public var font: UIFont
        /// The color.
        public var color: UIColor
        /// Applied to the color.
        public var colorTransformer: UIConfigurationColorTransformer?
        /// The alignment.
        public var alignment: Alignment = .natural
        /// The most lines shown (0: any number).
        public var numberOfLines = 0
        /// How a line too long ends.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        /// How text aligns in its space.
        public enum Alignment: Int, Sendable {
            /// Leading.
            case natural
            /// Centered.
            case center
            /// Justified to both edges (drawn leading).
            case justified
        }

        /// The color after the transformer.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }
    }

    /// The image's look.
    public struct ImageProperties {
        /// The tint of template and symbol images (nil: the view's tint).
        public var tintColor: UIColor?
        /// Applied to the tint.
        public var tintColorTransformer: UIConfigurationColorTransformer?
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize = CGSize.zero
        /// The space kept for the image, even when smaller (zero: the image's size).
        public var reservedLayoutSize = CGSize.zero
        /// The corners' radius.
        public var cornerRadius: CGFloat = 0
    }

    /// The text.
    public var text: String?
    /// The text with attributes (wins over `text`).
    public var attributedText: NSAttributedString?
    /// Text under or beside the text.
    public var secondaryText: String?
    /// The secondary text with attributes (wins over `secondaryText`).
    public var secondaryAttributedText: NSAttributedString?
    /// The image on the leading side.
    public var image: UIImage?
    /// The text's look.
    public var textProperties: TextProperties
    /// The secondary text's look.
    public var secondaryTextProperties: TextProperties
    /// The image's look.
    public var imageProperties = ImageProperties()
    /// Space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// Space between the text and the secondary text under it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// Space between the text and the secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Space around the content.
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    /// Whether the secondary text goes beside the text when they fit.
    public var prefersSideBySideTextAndSecondaryText: Bool

    init(text: TextProperties, secondary: TextProperties, sideBySide: Bool = false) {
        textProperties = text
        secondaryTextProperties = secondary
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    /// A cell's: the secondary text under the text, gray.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel))
    }

    /// A subtitle cell's: a smaller secondary text under the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
    }

    /// A value cell's: the secondary text at the trailing side, gray.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .body), color: .label),
                                   secondary: TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel), sideBySide: true)
    }

    /// A section header's in a plain list.
    public static func plainHeader() -> UIListContentConfiguration { header() }
    /// A section footer's in a plain list.
    public static func plainFooter() -> UIListContentConfiguration { footer() }
    /// A section header's in a grouped list.
    public static func groupedHeader() -> UIListContentConfiguration { header() }
    /// A section footer's in a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration { footer() }

    /// A section header's: gray footnote text.
    public static func header() -> UIListContentConfiguration {
        var header = UIListContentConfiguration(text: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                                secondary: TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel))
        header.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16)
        return header
    }

    /// A section footer's: gray footnote text.
    public static func footer() -> UIListContentConfiguration {
        var footer = header()
        footer.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16)
        return footer
    }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for `state` (the same: list cells change their background, not their content).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
