import Foundation

/// What text is drawn with when its attributes say nothing: a label's or layer's own font,
/// color, alignment and line break mode.
struct TextDefaults {
    var font: UIFont
    var color: CGColor
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// A label's `allowsDefaultTighteningForTruncation`.
    var tightensBeforeTruncating = false
    /// A label's own shadow (`shadowColor`, `shadowOffset`).
    var shadow: (offset: CGSize, color: CGColor)?
}

/// The attributes of a run of text, resolved against the defaults. Values of the wrong type
/// or not finite are ignored with a diagnostic, as UIKit ignores them.
struct TextStyle {
    var font: UIFont
    var color: CGColor
    var background: CGColor?
    var kern: CGFloat = 0
    var underline: NSUnderlineStyle = []
    var underlineColor: CGColor?
    var strikethrough: NSUnderlineStyle = []
    var strikethroughColor: CGColor?
    var shadow: (offset: CGSize, color: CGColor)?
    var paragraph: NSParagraphStyle?

    init(defaults: TextDefaults) {
        font = defaults.font
        color = defaults.color
        shadow = defaults.shadow
    }

    init(_ attributes: [NSAttributedString.Key: Any], defaults: TextDefaults) {
        self.init(defaults: defaults)
        if let font = attributes[.font] as? UIFont { self.font = font }
        if let color = TextStyle.color(attributes[.foregroundColor]) { self.color = color }
        background = TextStyle.color(attributes[.backgroundColor])
        if let kern = TextStyle.number(attributes[.kern]) {
            if kern.isFinite {
                self.kern = kern
            } else {
                LabDiagnostics.report("NSAttributedString: .kern \(kern) is not finite; ignored")
            }
        }
        underline = TextStyle.lineStyle(attributes[.underlineStyle])
        underlineColor = TextStyle.color(attributes[.underlineColor])
        strikethrough = TextStyle.lineStyle(attributes[.strikethroughStyle])
        strikethroughColor = TextStyle.color(attributes[.strikethroughColor])
        if let shadow = attributes[.shadow] as? NSShadow {
            let offset = shadow.shadowOffset
            if offset.width.isFinite, offset.height.isFinite {
                self.shadow = (offset, TextStyle.color(shadow.shadowColor) ?? CGColor(red: 0, green: 0, blue: 0, alpha: 1.0 / 3))
            } else {
                LabDiagnostics.report("NSShadow: offset \(offset) is not finite; shadow ignored")
            }
        }
        paragraph = attributes[.paragraphStyle] as? NSParagraphStyle
    }

    /// The same style with its font (and kern) scaled, for text shrunk to fit.
    func scaled(by scale: CGFloat) -> TextStyle {
        guard scale != 1 else { return self }
        var copy = self
        copy.font = font.withSize(font.pointSize * scale)
        copy.kern = kern * scale
        return copy
    }

    static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let color as UIColor: return color.cgColor
        case let color as CGColor: return color
        default: return nil
        }
    }

    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: return nil
        }
    }

    static func lineStyle(_ value: Any?) -> NSUnderlineStyle {
        switch value {
        case let style as NSUnderlineStyle: return style
        case let v as Int: return NSUnderlineStyle(rawValue: v)
        case let v as NSNumber: return NSUnderlineStyle(rawValue: v.intValue)
        default: return []
        }
    }
}

/// A string and the styles of its runs, ranges in UTF-16 offsets as NSString's.
struct StyledText {
    struct Run {
        let range: Range<Int>
        let style: TextStyle
    }

    let string: String
    let runs: [Run]

    /// Plain text in one style.
    init(_ string: String, style: TextStyle) {
        self.string = string
        runs = [Run(range: 0..<(string as NSString).length, style: style)]
    }

    /// An attributed string's runs; attributes it lacks come from `defaults`.
    init(_ attributed: NSAttributedString, defaults: TextDefaults) {
        string = attributed.string
        var runs: [Run] = []
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            runs.append(Run(range: range.location..<(range.location + range.length), style: TextStyle(attributes, defaults: defaults)))
        }
        if runs.isEmpty { runs = [Run(range: 0..<0, style: TextStyle(defaults: defaults))] }
        self.runs = runs
    }

    /// The same text with every font (and kern) scaled, for text shrunk to fit.
    func scaled(by scale: CGFloat) -> StyledText {
        guard scale != 1 else { return self }
        return StyledText(string: string, runs: runs.map { Run(range: $0.range, style: $0.style.scaled(by: scale)) })
    }

    private init(string: String, runs: [Run]) {
        self.string = string
        self.runs = runs
    }

    /// The style at a UTF-16 offset (the last run's past the end).
    func style(at offset: Int) -> TextStyle {
        (runs.first { $0.range.contains(offset) } ?? runs.last!).style
    }
}
