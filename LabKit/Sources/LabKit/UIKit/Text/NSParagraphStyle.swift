import Foundation

/// How the lines of a paragraph are aligned, spaced and broken: the value of the
/// `.paragraphStyle` attribute, read at each paragraph's first character.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    private let coreFoundationHeader = CoreFoundationHeader()

    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var allowsDefaultTighteningForTruncation = false
    }

    var values = Values()

    /// The default style: natural alignment, no extra spacing, word wrapping.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// Creates a default style.
    public override init() { super.init() }

    /// How lines align (default natural: left).
    open var alignment: NSTextAlignment { values.alignment }
    /// Points added between a line's bottom and the next line's top (default 0).
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after the paragraph's last line (default 0).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Each line's natural height is multiplied by this when positive (default 0: not).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    /// The least height of a line, in points (default 0: none).
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The greatest height of a line, in points (default 0: no limit).
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// How lines break (default by word wrapping).
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Whether a line a little too wide for a truncating mode has its characters drawn
    /// closer before it is truncated (default false); see `TextLayout.tighteningLimit`.
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// A finite, non-negative length; anything else is ignored (0) with a diagnostic.
    static func length(_ value: CGFloat, _ name: String) -> CGFloat {
        guard value.isFinite, value >= 0 else {
            LabDiagnostics.report("NSMutableParagraphStyle.\(name) = \(value): not a finite length ≥ 0; using 0")
            return 0
        }
        return value
    }

    /// An immutable copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    /// A mutable copy.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.hashValue }
}

/// A paragraph style whose properties can be set.
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// How lines align (default natural: left).
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    /// Points added between a line's bottom and the next line's top (default 0).
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = NSParagraphStyle.length(newValue, "lineSpacing") }
    }
    /// Points added after the paragraph's last line (default 0).
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = NSParagraphStyle.length(newValue, "paragraphSpacing") }
    }
    /// Each line's natural height is multiplied by this when positive (default 0: not).
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = NSParagraphStyle.length(newValue, "lineHeightMultiple") }
    }
    /// The least height of a line, in points (default 0: none).
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = NSParagraphStyle.length(newValue, "minimumLineHeight") }
    }
    /// The greatest height of a line, in points (default 0: no limit).
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = NSParagraphStyle.length(newValue, "maximumLineHeight") }
    }
    /// How lines break (default by word wrapping).
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    /// Whether a line a little too wide for a truncating mode has its characters drawn
    /// closer before it is truncated (default false); see `TextLayout.tighteningLimit`.
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
}
