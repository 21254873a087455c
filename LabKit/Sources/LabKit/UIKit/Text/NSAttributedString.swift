import Foundation

/// UIKit's attribute keys. The attributed strings themselves are Foundation's
/// `NSAttributedString` and `NSMutableAttributedString`; the raw values are Apple's, so
/// strings built with either spelling read the same.
extension NSAttributedString.Key {
    /// The `UIFont` of the text (default Helvetica 12, as UIKit's).
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The `UIColor` of the text (default black).
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The `UIColor` behind the text (default none), filling each line's height.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// Points added after each character (a number; default 0).
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// The `NSParagraphStyle` of the paragraph (read at the paragraph's first character).
    public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
    /// The underline: an `NSUnderlineStyle` raw value (a number) or style.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The `UIColor` of the underline (default: the text's color).
    public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
    /// The strikethrough: an `NSUnderlineStyle` raw value (a number) or style.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The `UIColor` of the strikethrough line (default: the text's color).
    public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
    /// The `NSShadow` under the text (default none).
    public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
}
