import Foundation

/// UIKit's semantic colors as iOS 13 and later resolve them in light mode (the lab has no dark
/// mode): the colors table views, labels and separators are drawn in.
extension UIColor {
    /// The background of a plain view: white.
    public static let systemBackground = UIColor.white
    /// The background behind grouped content (a grouped table's): 242, 242, 247.
    public static let systemGroupedBackground = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
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
}
