import Foundation

/// A font at a size, resolved through fontconfig to an installed face.
///
/// Names follow Apple's PostScript style (`HelveticaNeue-Thin`, `Avenir-Heavy`): the family
/// and the weight are matched separately, so a missing family falls back to the system font
/// at the same weight. The system font is SF Pro when installed, else Inter, else the default
/// sans-serif (DejaVu Sans on the lab's machines today).
public final class UIFont: NSObject {
    private let coreFoundationHeader = CoreFoundationHeader()

    /// The font's weight on UIKit's scale (−1 ultra light … 1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A weight from its value on UIKit's scale (−1 ultra light … 0 regular … 1).
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The lightest weight.
        public static let ultraLight = Weight(-0.8)
        /// Thin (DejaVu Sans ExtraLight on the lab's machines).
        public static let thin = Weight(-0.6)
        /// Light.
        public static let light = Weight(-0.4)
        /// The normal weight.
        public static let regular = Weight(0)
        /// Medium.
        public static let medium = Weight(0.23)
        /// Semibold.
        public static let semibold = Weight(0.3)
        /// Bold.
        public static let bold = Weight(0.4)
        /// Heavy.
        public static let heavy = Weight(0.56)
        /// The heaviest weight.
        public static let black = Weight(0.62)
    }

    /// The name it was asked for (the system font's is ".SFUI-<weight>").
    public let fontName: String
    /// The family of the installed face.
    public var familyName: String { face.match.family }
    /// The size in points.
    public let pointSize: CGFloat
    let weight: Weight
    let isItalic: Bool
    /// The families asked of fontconfig, in order of preference.
    let families: [String]
    let face: FontFace

    init(fontName: String, families: [String], weight: Weight, italic: Bool, size: CGFloat) {
        self.fontName = fontName
        self.weight = weight
        self.isItalic = italic
        self.families = families
        pointSize = size.isFinite && size > 0 ? size : 17
        let request = FontMatcher.Request(families: families, weight: weight, italic: italic)
        let match = FontMatcher.match(request)
        face = FontFace.face(for: match) ?? FontFace.face(for: FontMatcher.match(
            FontMatcher.Request(families: [], weight: .regular, italic: false)))!
        super.init()
    }

    /// The system font at `size` and `weight`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.rawValue)", families: systemFamilies(size: size), weight: weight, italic: false, size: size)
    }

    /// The families that stand in for San Francisco, best first: Apple's own when installed
    /// (SF Pro Display from 20 points, SF Pro Text below, as iOS switches), then Inter, an
    /// interface sans modelled on it; without them, the default sans-serif.
    static func systemFamilies(size: CGFloat) -> [String] {
        [size >= 20 ? "SF Pro Display" : "SF Pro Text", "SF Pro", "Inter"]
    }

    /// The bold system font.
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    /// The italic system font.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        UIFont(fontName: ".SFUI-Italic", families: systemFamilies(size: size), weight: .regular, italic: true, size: size)
    }

    /// The font named `fontName` (a PostScript name such as `HelveticaNeue-Thin`, or a family
    /// name) at `size`. Never nil in the lab: what is not installed falls back as the type
    /// describes.
    public convenience init?(name fontName: String, size: CGFloat) {
        var (families, weight, italic) = UIFont.parse(fontName)
        // Helvetica Neue has no metric-compatible free font; Helvetica's (Liberation Sans, by
        // fontconfig's metric aliases) is the nearest.
        if families.contains("Helvetica Neue") { families.append("Helvetica") }
        self.init(fontName: fontName, families: families + UIFont.systemFamilies(size: size), weight: weight, italic: italic, size: size)
    }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        let families = fontName.hasPrefix(".SFUI") ? UIFont.systemFamilies(size: size) : self.families
        return UIFont(fontName: fontName, families: families, weight: weight, italic: isItalic, size: size)
    }

    /// The default label size of iOS.
    public static var labelFontSize: CGFloat { 17 }
    /// The default system font size of iOS.
    public static var systemFontSize: CGFloat { 14 }

    private var unit: CGFloat { pointSize / face.unitsPerEm }
    /// Above the baseline, in points.
    public var ascender: CGFloat { face.ascender * unit }
    /// Below the baseline, in points (negative).
    public var descender: CGFloat { face.descender * unit }
    /// Baseline to baseline, in points.
    public var lineHeight: CGFloat { face.lineSpacing * unit }
    /// Extra space between lines beyond ascender and descender, in points.
    public var leading: CGFloat { lineHeight - (ascender - descender) }
    /// Height of capitals, in points.
    public var capHeight: CGFloat { face.capHeight * unit }
    /// Height of lowercase x, in points.
    public var xHeight: CGFloat { face.xHeight * unit }

    /// Splits a PostScript name into family candidates, weight and slant:
    /// "HelveticaNeue-ThinItalic" → ["HelveticaNeue", "Helvetica Neue"], thin, italic.
    static func parse(_ name: String) -> (families: [String], weight: Weight, italic: Bool) {
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts.first ?? name
        var style = parts.count > 1 ? parts[1].lowercased() : ""
        let italic = style.contains("italic") || style.contains("oblique")
        style = style.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
        let weights: [(String, Weight)] = [("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin),
                                           ("light", .light), ("medium", .medium), ("semibold", .semibold),
                                           ("demibold", .semibold), ("extrabold", .heavy), ("bold", .bold),
                                           ("heavy", .heavy), ("black", .black)]
        let weight = weights.first { style.contains($0.0) }?.1 ?? .regular
        var spaced = ""
        for (i, c) in family.enumerated() {
            if i > 0, c.isUppercase, let previous = spaced.last, previous.isLowercase { spaced.append(" ") }
            spaced.append(c)
        }
        return (spaced == family ? [family] : [family, spaced], weight, italic)
    }

    /// Whether `object` is a font of the same name and size.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }

    /// A hash of the name and size.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(fontName)
        hasher.combine(pointSize)
        return hasher.finalize()
    }

    /// The name, size and installed face.
    public override var description: String { "<UIFont \(fontName) \(pointSize)pt → \(face.match.family) \(face.match.style)>" }
}
