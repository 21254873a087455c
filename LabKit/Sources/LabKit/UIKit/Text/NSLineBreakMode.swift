import Foundation

/// How text that does not fit its width is broken into lines or shortened.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries (a word longer than the line breaks between characters).
    case byWordWrapping
    /// Wrap at any character.
    case byCharWrapping
    /// Wrap at words; what does not fit is cut at the edge, without an ellipsis.
    case byClipping
    /// Shortened with an ellipsis; the lab puts it at the end, as `.byTruncatingTail`.
    case byTruncatingHead
    /// Wrap at words; the last line that fits ends with an ellipsis when text is cut.
    case byTruncatingTail
    /// Shortened with an ellipsis; the lab puts it at the end, as `.byTruncatingTail`.
    case byTruncatingMiddle

    /// Whether text that is cut ends with "…".
    var truncates: Bool { self == .byTruncatingHead || self == .byTruncatingTail || self == .byTruncatingMiddle }
}
