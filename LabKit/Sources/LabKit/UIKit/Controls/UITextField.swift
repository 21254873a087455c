import Foundation

/// Told about a text field's editing; every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Asked before the field starts editing (a tap on it); false keeps it from editing.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field became first responder and shows its caret.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// The field stopped editing (return, escape, tab, or another field took over).
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Asked before typed text or a backspace replaces `range` (UTF-16) with `string`
    /// (empty for a deletion); false drops the change.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// Return was pressed; true ends editing.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

public extension UITextFieldDelegate {
    /// Lets every field edit.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Does nothing.
    func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Accepts every change.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    /// Ends editing on return.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single line of editable text: tap it to edit, type into it, backspace deletes, return
/// ends editing. While editing a caret in the tint color follows the text. The text is laid
/// out in `textRect(forBounds:)`, or `editingRect(forBounds:)` while editing; override them
/// to inset the text.
open class UITextField: UIControl, UIKeyInput {
    /// Posted (object: the field) when the field starts editing.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted (object: the field) when the field stops editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// Posted (object: the field) when typing changes the text.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    /// The border drawn around the field.
    public enum BorderStyle: Int, Sendable {
        /// No border (the default).
        case none
        /// A thin dark rectangle.
        case line
        /// A rectangle with a shaded, inset edge.
        case bezel
        /// A rounded rectangle with a light border and white fill.
        case roundedRect
    }

    /// When a side view (`leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// Only while the field is being edited.
        case whileEditing
        /// Only while it is not.
        case unlessEditing
        /// Always.
        case always
    }

    /// The text (never nil when read: empty).
    open var text: String? {
        get { storage }
        set { storage = newValue ?? ""; contentDidChange() }
    }
    /// The text with attributes: the field draws its string in its own font and color.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: storage) }
        set { text = newValue?.string }
    }
    /// Shown in light gray while the text is empty. Setting it replaces `attributedPlaceholder`.
    open var placeholder: String? {
        get { placeholderStorage?.string }
        set { placeholderStorage = newValue.map { NSAttributedString(string: $0) }; contentDidChange() }
    }
    /// The placeholder with its attributes; runs without a font or color take the field's
    /// font and the placeholder gray. Setting it replaces `placeholder`.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderStorage }
        set { placeholderStorage = newValue?.copy() as? NSAttributedString; contentDidChange() }
    }
    /// A view at the field's left edge (an icon, a label), shown per `leftViewMode`.
    open var leftView: UIView? {
        didSet { replaceSideView(oldValue, with: leftView) }
    }
    /// When `leftView` shows (default never).
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's right edge, shown per `rightViewMode`.
    open var rightView: UIView? {
        didSet { replaceSideView(oldValue, with: rightView) }
    }
    /// When `rightView` shows (default never).
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether the font follows the user's content size (Dynamic Type). The lab's content
    /// size is always the default, so a `preferredFont(forTextStyle:)` font never changes.
    open var adjustsFontForContentSizeCategory = false
    /// The font (default: the system font at 17 points).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// The text color (default black).
    open var textColor: UIColor? = .black { didSet { contentDidChange() } }
    /// How the text aligns (default natural: left).
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// The border (default none).
    open var borderStyle: BorderStyle = .none { didSet { applyBorder() } }
    /// Whether the text shows as bullets.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    /// Told about editing.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is being edited (has keyboard focus).
    public var isEditing: Bool { isFirstResponder }

    private var storage = ""
    private var placeholderStorage: NSAttributedString?
    private let textLabel = UILabel()
    private let caret = CALayer()
    private let content = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        content.isUserInteractionEnabled = false
        content.addSubview(textLabel)
        content.layer.addSublayer(caret)
        caret.isHidden = true
        addSubview(content)
        contentDidChange()
    }

    // MARK: Geometry (overridable, as in UIKit)

    /// Where the text goes when not editing: the bounds, inset for the border and less the
    /// side views that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = borderStyle == .none ? bounds : bounds.insetBy(dx: 7, dy: 0)
        if shows(leftView, leftViewMode) {
            let edge = leftViewRect(forBounds: bounds).maxX
            if edge > rect.minX {
                rect.size.width = max(0, rect.maxX - edge)
                rect.origin.x = edge
            }
        }
        if shows(rightView, rightViewMode) {
            let edge = rightViewRect(forBounds: bounds).minX
            if edge < rect.maxX { rect.size.width = max(0, edge - rect.minX) }
        }
        return rect
    }

    /// Where the left view goes: its own size, at the left edge, centered vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right view goes: its own size, at the right edge, centered vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether a side view shows in its mode now.
    private func shows(_ view: UIView?, _ mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    private func replaceSideView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
    }

    /// Where the text goes while editing (default: `textRect(forBounds:)`).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder goes (default: `textRect(forBounds:)`).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The border's rectangle (default: the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Draws the placeholder in `rect` while the field is empty; called from the field's
    /// `draw(_:)` with its context current. The base shows `attributedPlaceholder` there. An
    /// override that does not call `super` hides it, and may draw its own into the context
    /// (fields that animate a placeholder label of their own override it to do nothing).
    open func drawPlaceholder(in rect: CGRect) { placeholderShownByBase = true }

    /// Whether the last `drawPlaceholder(in:)` reached the base implementation.
    private var placeholderShownByBase = true

    /// Asks `drawPlaceholder(in:)` whether the placeholder shows (see there).
    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        askPlaceholder()
    }

    /// Runs the display; a subclass's `draw(_:)` that does not call `super` (TextFieldEffects'
    /// fields draw their own borders) still has `drawPlaceholder(in:)` asked afterwards, in
    /// the same context, as UIKit asks it from the placeholder's own label, not from the
    /// field's `draw(_:)`.
    open override func draw(_ layer: CALayer, in ctx: CGContext) {
        super.draw(layer, in: ctx)
        // The base `draw(_:)` ran, so this class's did and asked already.
        guard !baseDrawRan else { return }
        UIGraphicsPushContext(ctx)
        askPlaceholder()
        UIGraphicsPopContext()
    }

    private func askPlaceholder() {
        guard storage.isEmpty, placeholderStorage != nil else { return }
        placeholderShownByBase = false
        drawPlaceholder(in: placeholderRect(forBounds: bounds))
        textLabel.isHidden = !placeholderShownByBase
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        bringSubviewToFront(content)
        for (view, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                   (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let view else { continue }
            view.isHidden = !shows(view, mode)
            view.frame = rect
        }
        let showsPlaceholder = storage.isEmpty
        // The caret is in the editing rectangle even while the placeholder shows in its own.
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        textLabel.frame = showsPlaceholder ? placeholderRect(forBounds: bounds) : rect
        let font = self.font ?? .systemFont(ofSize: 17)
        let shown = showsPlaceholder ? "" : displayedText
        let width = TextLayout(shown, font: font, width: nil, maximumLines: 1).lines.first?.width ?? 0
        let x: CGFloat
        switch textAlignment {
        case .center: x = rect.midX + width / 2
        case .right: x = rect.maxX
        default: x = rect.minX + width
        }
        let height = font.lineHeight
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        caret.frame = CGRect(x: x.rounded() + 1, y: rect.midY - height / 2, width: 2, height: height)
        caret.backgroundColor = tintColor.cgColor
        caret.isHidden = !isEditing
        CATransaction.commit()
    }

    private func applyBorder() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
        case .line, .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
            layer.cornerRadius = 5
            if backgroundColor == nil { backgroundColor = .white }
        }
    }

    private var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: storage.count) : storage
    }

    private func contentDidChange() {
        let font = self.font ?? .systemFont(ofSize: 17)
        textLabel.font = font
        textLabel.textAlignment = textAlignment
        // Editing text scrolls rather than truncates; at rest it ends with "…", as UIKit's.
        textLabel.lineBreakMode = isEditing ? .byClipping : .byTruncatingTail
        if storage.isEmpty {
            textLabel.textColor = UIColor(white: 0.7, alpha: 1)
            textLabel.attributedText = placeholderStorage
            textLabel.isHidden = !placeholderShownByBase
            setNeedsDisplay()
        } else {
            textLabel.text = displayedText
            textLabel.textColor = textColor ?? .black
            textLabel.isHidden = false
        }
        setNeedsLayout()
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled && (delegate?.textFieldShouldBeginEditing(self) ?? true) }

    override func didChangeFirstResponder(_ isFirst: Bool) {
        contentDidChange()
        if isFirst {
            sendActions(for: .editingDidBegin)
            delegate?.textFieldDidBeginEditing(self)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        } else {
            sendActions(for: .editingDidEnd)
            delegate?.textFieldDidEndEditing(self)
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        }
    }

    /// A tap inside starts editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.first.map { bounds.contains($0.location(in: self)) } ?? false
        super.touchesEnded(touches, with: event)
        if inside { becomeFirstResponder() }
    }

    public var hasText: Bool { !storage.isEmpty }

    /// Types `text`; a newline asks the delegate and ends editing.
    public func insertText(_ text: String) {
        if text == "\n" {
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: .editingDidEndOnExit)
                resignFirstResponder()
            }
            return
        }
        let range = NSRange(location: (storage as NSString).length, length: 0)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else { return }
        storage += text
        contentDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Deletes the last character.
    public func deleteBackward() {
        guard let last = storage.indices.last else { return }
        let length = (String(storage[last]) as NSString).length
        let range = NSRange(location: (storage as NSString).length - length, length: length)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: "") ?? true else { return }
        storage.removeLast()
        contentDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
