import Foundation

/// Told about a text field's editing; every method is optional.
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

    /// The text (never nil when read: empty).
    open var text: String? {
        get { storage }
        set { storage = newValue ?? ""; contentDidChange() }
    }
    /// Shown in light gray while the text is empty.
    open var placeholder: String? { didSet { contentDidChange() } }
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

    /// Where the text goes when not editing (default: the bounds, inset for the border).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        borderStyle == .none ? bounds : bounds.insetBy(dx: 7, dy: 0)
    }

    /// Where the text goes while editing (default: `textRect(forBounds:)`).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder goes (default: `textRect(forBounds:)`).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The border's rectangle (default: the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content.frame = bounds
        bringSubviewToFront(content)
        let showsPlaceholder = storage.isEmpty
        let rect = showsPlaceholder ? placeholderRect(forBounds: bounds) : isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        textLabel.frame = rect
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
        if storage.isEmpty {
            textLabel.text = placeholder
            textLabel.textColor = UIColor(white: 0.7, alpha: 1)
        } else {
            textLabel.text = displayedText
            textLabel.textColor = textColor ?? .black
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
        } else {
            sendActions(for: .editingDidEnd)
            delegate?.textFieldDidEndEditing(self)
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
    }
}
