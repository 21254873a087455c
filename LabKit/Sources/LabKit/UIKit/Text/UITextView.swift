import Foundation

/// Told about a text view's editing; every method is optional.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before the view starts editing (a tap on it); false keeps it from editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view became first responder and shows its caret.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// The view stopped editing (escape, or another responder took over).
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before typed text or a backspace replaces `range` (UTF-16) with `text` (empty
    /// for a deletion); false drops the change.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing.
    func textViewDidChange(_ textView: UITextView)
}

public extension UITextViewDelegate {
    /// Lets every text view edit.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    func textViewDidEndEditing(_ textView: UITextView) {}
    /// Accepts every change.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    func textViewDidChange(_ textView: UITextView) {}
}

/// Scrollable, multi-line, editable text. The text wraps at the view's width less
/// `textContainerInset` and the container's 5-point line fragment padding; when it is taller
/// than the view it scrolls, and typing keeps the caret in view. Tap it to edit; return
/// types a new line, escape ends editing.
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted when the text view's text changes.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// The text (never nil when read: empty). Setting it drops any attributed text.
    open var text: String! {
        get { textLayer.textState.string ?? "" }
        set { setContent(newValue ?? "") }
    }

    /// The text with its attributes; runs without a font or color take the view's.
    open var attributedText: NSAttributedString! {
        get { textLayer.textState.attributed ?? NSAttributedString(string: text, attributes: [.font: resolvedFont, .foregroundColor: resolvedColor]) }
        set { setContent(newValue ?? NSAttributedString(string: "")) }
    }

    /// Whether the font follows the user's content size (Dynamic Type). The lab's content
    /// size is always the default, so a `preferredFont(forTextStyle:)` font never changes.
    open var adjustsFontForContentSizeCategory = false
    /// The font (default nil: the 12-point system font, as UIKit's).
    open var font: UIFont? { didSet { applyStyle() } }
    /// The text color (default nil: black).
    open var textColor: UIColor? { didSet { applyStyle() } }
    /// How lines align (default natural: left).
    open var textAlignment: NSTextAlignment = .natural { didSet { applyStyle() } }
    /// Whether taps start editing (default true).
    open var isEditable = true { didSet { if !isEditable { resignFirstResponder() } } }
    /// Accepted; the lab has no text selection.
    open var isSelectable = true
    /// The space between the bounds and the text container (default 8 top and bottom).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet {
            let i = textContainerInset
            if ![i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite) {
                LabDiagnostics.report("UITextView.textContainerInset \(i) is not finite; ignored")
                textContainerInset = oldValue
            }
            setNeedsLayout()
        }
    }
    /// Where the text is laid out (its line fragment padding).
    public let textContainer = NSTextContainer()
    /// The caret's place, in UTF-16 offsets (length 0: the lab has no selection). A range
    /// outside the text is ignored with a diagnostic.
    open var selectedRange: NSRange {
        get { NSRange(location: min(caret, length), length: 0) }
        set {
            guard newValue.location >= 0, newValue.length >= 0, newValue.location + newValue.length <= length else {
                return LabDiagnostics.report("UITextView.selectedRange \(newValue) is outside the text (length \(length)); ignored")
            }
            caret = newValue.location + newValue.length
            setNeedsLayout()
        }
    }
    /// Whether the view is being edited (has keyboard focus).
    public var isEditing: Bool { isFirstResponder }

    private let contentView = UIView()
    private let caretLayer = CALayer()
    private var caret = 0
    private let textLayer = CATextLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textContainer.owner = self
        contentView.isUserInteractionEnabled = false
        textLayer.textState.verticalAlignment = .top
        textLayer.isWrapped = true
        textLayer.textState.numberOfLines = 0
        textLayer.textState.lineBreakMode = .byWordWrapping
        textLayer.actions = ["bounds": NSNull(), "position": NSNull(), "contents": NSNull()]
        contentView.layer.addSublayer(textLayer)
        caretLayer.actions = ["bounds": NSNull(), "position": NSNull(), "hidden": NSNull(), "backgroundColor": NSNull()]
        caretLayer.isHidden = true
        contentView.layer.addSublayer(caretLayer)
        addSubview(contentView)
        if backgroundColor == nil { backgroundColor = .white }
        applyStyle()
    }

    /// The delegate, when it is a text view delegate (UIKit's `delegate` of a text view).
    private var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    private var length: Int { (text as NSString).length }
    private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }
    private var resolvedColor: UIColor { textColor ?? .black }

    private func applyStyle() {
        textLayer.font = resolvedFont
        textLayer.fontSize = resolvedFont.pointSize
        textLayer.foregroundColor = resolvedColor.cgColor
        switch textAlignment {
        case .center: textLayer.alignmentMode = .center
        case .right: textLayer.alignmentMode = .right
        default: textLayer.alignmentMode = .left
        }
        setNeedsLayout()
    }

    private func setContent(_ content: Any) {
        textLayer.string = content
        caret = length
        setNeedsLayout()
    }

    /// The width text wraps at: the bounds less the insets and the padding at both ends.
    private var containerWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let origin = CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
        textLayer.frame = CGRect(x: origin.x, y: origin.y, width: containerWidth, height: 0)
        let layout = textLayer.layout()
        let height = max(layout.size.height, resolvedFont.lineHeight.rounded(.up))
        textLayer.frame.size.height = height
        contentView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: origin.y + height + textContainerInset.bottom)
        contentSize = CGSize(width: bounds.width, height: contentView.frame.height)
        caretLayer.frame = caretRect(at: caret, in: layout).offsetBy(dx: origin.x, dy: origin.y)
        caretLayer.backgroundColor = tintColor.cgColor
        caretLayer.isHidden = !isEditing
    }

    /// The caret's rectangle at a UTF-16 offset, in the text layer: on the last line that
    /// starts at or before it, after the glyph before it.
    private func caretRect(at offset: Int, in layout: TextLayout) -> CGRect {
        let origins = layout.baselineOrigins(in: CGRect(x: 0, y: 0, width: containerWidth, height: 0), top: 0)
        guard let n = layout.lines.lastIndex(where: { $0.start <= offset }) ?? layout.lines.indices.first else {
            return CGRect(x: 0, y: 0, width: 2, height: resolvedFont.lineHeight)
        }
        let line = layout.lines[n]
        var x: CGFloat = 0
        if let glyph = line.glyphs.last(where: { $0.index < offset }) {
            x = glyph.x + glyph.advance
            // Spaces at the end of a line are not laid out; the caret still moves past them.
            let utf16 = Array(layout.text.string.utf16)
            let after = utf16[min(glyph.index + 1, offset)..<min(offset, utf16.count)]
            if !after.isEmpty, after.allSatisfy({ $0 == 0x20 }) {
                let style = layout.text.runs[glyph.run].style
                let space = style.font.face.shape(" ").first.map { $0.advance * glyph.unit } ?? 0
                x += CGFloat(after.count) * (space + style.kern)
            }
        }
        return CGRect(x: (origins[n].x + x).rounded(), y: line.top, width: 2, height: line.height)
    }

    /// The caret's rectangle at `offset` in the view's content, with the bottom inset below it.
    private func visibleRect(at offset: Int) -> CGRect {
        layoutIfNeeded()
        let rect = caretRect(at: offset, in: textLayer.layout()).offsetBy(dx: textLayer.frame.minX, dy: textLayer.frame.minY)
        return CGRect(x: rect.minX, y: rect.minY - textContainerInset.top, width: rect.width,
                      height: rect.height + textContainerInset.top + textContainerInset.bottom)
    }

    /// Scrolls so the text at `range` shows; a range outside the text is ignored with a
    /// diagnostic.
    open func scrollRangeToVisible(_ range: NSRange) {
        guard range.location >= 0, range.length >= 0, range.location + range.length <= length else {
            return LabDiagnostics.report("UITextView.scrollRangeToVisible \(range) is outside the text (length \(length)); ignored")
        }
        scrollRectToVisible(visibleRect(at: range.location + range.length), animated: false)
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable && (textViewDelegate?.textViewShouldBeginEditing(self) ?? true) }

    override func didChangeFirstResponder(_ isFirst: Bool) {
        setNeedsLayout()
        if isFirst {
            textViewDelegate?.textViewDidBeginEditing(self)
        } else {
            textViewDelegate?.textViewDidEndEditing(self)
        }
    }

    /// A tap inside starts editing, the caret at the end.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        if inside { becomeFirstResponder() }
    }

    public var hasText: Bool { length > 0 }

    /// Types `text` at the caret (a newline starts a new line).
    public func insertText(_ text: String) {
        replace(NSRange(location: min(caret, length), length: 0), with: text)
    }

    /// Deletes the character before the caret.
    public func deleteBackward() {
        let at = min(caret, length)
        guard at > 0 else { return }
        let composed = (self.text as NSString).rangeOfComposedCharacterSequence(at: at - 1)
        replace(composed, with: "")
    }

    private func replace(_ range: NSRange, with string: String) {
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        if let attributed = textLayer.textState.attributed {
            let edited = NSMutableAttributedString(attributedString: attributed)
            let typing = range.location > 0 ? edited.attributes(at: range.location - 1, effectiveRange: nil) : [:]
            edited.replaceCharacters(in: range, with: NSAttributedString(string: string, attributes: typing))
            textLayer.string = edited
        } else {
            textLayer.string = (text as NSString).replacingCharacters(in: range, with: string)
        }
        caret = range.location + (string as NSString).length
        setNeedsLayout()
        scrollRectToVisible(visibleRect(at: caret), animated: false)
        textViewDelegate?.textViewDidChange(self)
    }
}
