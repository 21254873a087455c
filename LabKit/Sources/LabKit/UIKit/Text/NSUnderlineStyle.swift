import Foundation

/// How an underline or strikethrough is drawn: a line style, optionally a pattern.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value (as stored in attributed strings).
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line of the font's underline thickness.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One line twice as thick.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    /// Accepted; drawn solid in the lab.
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    /// Accepted; drawn solid in the lab.
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    /// Accepted; drawn solid in the lab.
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    /// Accepted; drawn solid in the lab.
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Accepted; the lab underlines the spaces between words too.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
