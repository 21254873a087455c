import Foundation

/// UIKit's semantic colors as iOS 13 and later resolve them in light mode (the lab has no dark
/// mode): the colors table views, labels and separators are drawn in.
extension UIColor {
    /// The background of a plain view: white.
    public static let systemBackground = UIColor.white
    /// The background behind grouped content (a grouped table's): 242, 242, 247.
    public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The grouped table background of iOS 12 and earlier, which iOS 13 resolves as
    /// `systemGroupedBackground`.
    @available(*, deprecated, renamed: "systemGroupedBackground")
    public static var groupTableViewBackground: UIColor { systemGroupedBackground }
    /// Grouped content over `systemGroupedBackground` (a grouped table's cells): white.
    public static let secondarySystemGroupedBackground = UIColor.white
    /// Primary text: black.
    public static let label = UIColor.black
    /// Secondary text (a value1 cell's detail, a grouped section's header): 60, 60, 67 at 60 %.
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// Tertiary text and glyphs (a disclosure chevron): 60, 60, 67 at 30 %.
    public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// Thin separators that let the content show through (a table's): 60, 60, 67 at 29 %.
    public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
    /// The same separator, opaque: 198, 198, 200.
    public static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
    /// 209, 209, 214 (a selected table cell's background).
    public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
    /// 229, 229, 234.
    public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
    /// 242, 242, 247.
    public static let systemGray6 = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)

    /// The background of content over `systemBackground`: 242, 242, 247.
    public static let secondarySystemBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// The background of content over `secondarySystemBackground`: white.
    public static let tertiarySystemBackground = UIColor.white
    /// The background of content over `secondarySystemGroupedBackground`: 242, 242, 247.
    public static let tertiarySystemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
    /// 174, 174, 178.
    public static let systemGray2 = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
    /// 199, 199, 204.
    public static let systemGray3 = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
    /// 162, 132, 94.
    public static let systemBrown = UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
    /// 50, 173, 230.
    public static let systemCyan = UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1)
    /// 0, 199, 190.
    public static let systemMint = UIColor(red: 0 / 255, green: 199 / 255, blue: 190 / 255, alpha: 1)
    /// Text of the least importance: 60, 60, 67 at 18 %.
    public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
    /// Placeholder text: 60, 60, 67 at 30 %.
    public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
    /// Links: 0, 122, 255.
    public static let link = UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1)
    /// Fills of thin shapes (a slider's track): 120, 120, 128 at 20 %.
    public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// Fills of medium shapes (a switch's background): 120, 120, 128 at 16 %.
    public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// Fills of large shapes (a search field): 118, 118, 128 at 12 %.
    public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// Fills of the largest areas: 116, 116, 128 at 8 %.
    public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
    /// The app's tint: system blue, 0, 122, 255.
    public static let tintColor = UIColor(red: 0 / 255, green: 122 / 255, blue: 255 / 255, alpha: 1)
    /// Text on light backgrounds (legacy): black.
    public static let darkText = UIColor.black
    /// Text on dark backgrounds (legacy): white at 60 %.
    public static let lightText = UIColor(white: 1, alpha: 0.6)
}
