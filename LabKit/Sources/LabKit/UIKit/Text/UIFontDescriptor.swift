import Foundation

/// A description of a font: its name, size and traits, from which `UIFont(descriptor:size:)`
/// makes the font. Code reaches for it to change one thing about a font (its size, bold or
/// italic) and keep the rest.
public final class UIFontDescriptor: Hashable, CustomStringConvertible {
    /// A font's stylistic traits.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        /// The traits' bits, as UIKit numbers them.
        public let rawValue: UInt32
        /// Traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Italic (or oblique).
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than the regular width (kept; the lab draws the regular width).
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than the regular width (kept; the lab draws the regular width).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide as the others (kept; the lab draws the family's glyphs).
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Tighter line spacing (kept; the lab uses the face's).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Looser line spacing (kept; the lab uses the face's).
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The font's PostScript name, as the font reports it.
    public let postscriptName: String
    /// The size in points.
    public let pointSize: CGFloat
    /// Its traits: bold and italic from the font, the others as set.
    public let symbolicTraits: SymbolicTraits
    let families: [String]
    let weight: UIFont.Weight

    init(name: String, families: [String], weight: UIFont.Weight, traits: SymbolicTraits, size: CGFloat) {
        postscriptName = name
        self.families = families
        self.weight = weight
        symbolicTraits = traits
        pointSize = size
    }

    /// The descriptor of the font named `fontName` at `size`.
    public convenience init(name fontName: String, size: CGFloat) {
        let font = UIFont(name: fontName, size: size) ?? .systemFont(ofSize: size)
        self.init(name: font.fontName, families: font.families, weight: font.weight,
                  traits: UIFontDescriptor.traits(of: font), size: font.pointSize)
    }

    /// The same description at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(name: postscriptName, families: families, weight: weight, traits: symbolicTraits, size: newPointSize)
    }

    /// The same description with exactly `traits`: bold takes the bold weight (a font that was
    /// bolder keeps its weight), dropping bold the regular one; italic likewise.
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var newWeight = weight
        if traits.contains(.traitBold), weight.rawValue < UIFont.Weight.bold.rawValue { newWeight = .bold }
        if !traits.contains(.traitBold), weight.rawValue >= UIFont.Weight.bold.rawValue { newWeight = .regular }
        return UIFontDescriptor(name: postscriptName, families: families, weight: newWeight, traits: traits, size: pointSize)
    }

    static func traits(of font: UIFont) -> SymbolicTraits {
        var traits: SymbolicTraits = []
        if font.isItalic { traits.insert(.traitItalic) }
        if font.weight.rawValue >= UIFont.Weight.bold.rawValue { traits.insert(.traitBold) }
        return traits
    }

    /// Equal when they describe the same font at the same size.
    public static func == (lhs: UIFontDescriptor, rhs: UIFontDescriptor) -> Bool {
        lhs.postscriptName == rhs.postscriptName && lhs.pointSize == rhs.pointSize && lhs.symbolicTraits == rhs.symbolicTraits
            && lhs.weight == rhs.weight
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(postscriptName)
        hasher.combine(pointSize)
        hasher.combine(symbolicTraits.rawValue)
    }

    /// `UIFontDescriptor <name> <size>pt`.
    public var description: String { "UIFontDescriptor \(postscriptName) \(pointSize)pt" }
}

extension UIFont {
    /// The font's description: name, size and traits.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(name: fontName, families: families, weight: weight, traits: UIFontDescriptor.traits(of: self), size: pointSize)
    }

    /// The font `descriptor` describes, at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 && pointSize.isFinite ? pointSize : descriptor.pointSize
        self.init(fontName: descriptor.postscriptName, families: descriptor.families, weight: descriptor.weight,
                  italic: descriptor.symbolicTraits.contains(.traitItalic), size: size)
    }
}
