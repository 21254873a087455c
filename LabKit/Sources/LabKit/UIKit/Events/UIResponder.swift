import Foundation

/// UIKit's responder: an object that handles touches and keyboard input, passing what it does
/// not handle to its `next` responder (a view's superview or view controller, up to the window).
/// As on iOS it is an `NSObject`: equal only to itself, hashable, described as `<UIView: 0x…>`.
@preconcurrency @MainActor
open class UIResponder: NSObject, RuntimeStorageOwner, NSKeyValueObserving {
    /// Creates a responder.
    public override init() { super.init() }

    /// Associated objects and key-value observers (nil until the first is added).
    nonisolated(unsafe) var runtimeStorage: ObjectRuntimeStorage?

    /// Called on this responder when it observes a key path (see
    /// `addObserver(_:forKeyPath:options:context:)`); override it to hear the changes. The base
    /// implementation reports that it was not handled.
    nonisolated open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        reportUnhandledObservation(forKeyPath: keyPath)
    }

    /// How key-value coding reads and writes the property `key` of this class; views override it.
    class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? { nil }

    /// `<UIViewController: 0x…>`, as UIKit describes a responder.
    open override var description: String { appleDescription }

    /// The class's name, as `NSObject`'s class method gives it: `UIView`, or a plugin's
    /// `Module.Class` (code splits it to find a nib or a reuse identifier).
    open class func description() -> String { appleClassName(self) }

    /// Called on objects loaded from a nib or storyboard once their outlets are connected. The
    /// lab has no nibs, so neither UIKit nor LabKit calls it; it exists so that overrides compile.
    open func awakeFromNib() {}

    /// Called by Interface Builder before it renders a designable view; never called in the lab.
    open func prepareForInterfaceBuilder() {}

    // MARK: Accessibility (UIKit's informal protocol, overridable as there)

    /// What the element is called.
    open var accessibilityLabel: String? {
        get { accessibility.label }
        set { accessibility.label = newValue }
    }
    /// What activating the element does.
    open var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's value (a slider's, a field's).
    open var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }
    /// An identifier for UI tests.
    open var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// Whether the object is an element a screen reader stops at (default: controls, labels and image views are; other responders are not).
    open var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? (self is UIControl || self is UILabel || self is UIImageView) }
        set { accessibility.isElement = newValue }
    }
    /// What the element is and does.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits }
        set { accessibility.traits = newValue }
    }
    /// Whether a screen reader ignores the element's siblings.
    open var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// The elements inside, in reading order.
    open var accessibilityElements: [Any]? {
        get { accessibility.elements }
        set { accessibility.elements = newValue }
    }
    /// How many elements are inside.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    /// The element at `index`.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    /// The index of `element`, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// The responder events go to when this one does not handle them.
    open var next: UIResponder? { nil }

    /// Touches began; the default passes them to `next`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended; the default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled (a gesture recognizer took them); the default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Whether the responder can take keyboard focus (default false).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder can give keyboard focus up (default true).
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder has keyboard focus in its window.
    open var isFirstResponder: Bool { UIResponder.focused === self }

    /// Takes keyboard focus when `canBecomeFirstResponder`, resigning the previous holder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = UIResponder.focused, !current.resignFirstResponder() { return false }
        UIResponder.focused = self
        didChangeFirstResponder(true)
        return true
    }

    /// Gives keyboard focus up.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIResponder.focused = nil
        didChangeFirstResponder(false)
        return true
    }

    /// Called after focus arrives or leaves; controls update their look here.
    func didChangeFirstResponder(_ isFirst: Bool) {}

    /// The responder that has keyboard focus (one per process: the lab has one window).
    nonisolated(unsafe) static weak var focused: UIResponder?

    /// The current first responder, if any.
    @_spi(LabHost) public static var currentFirstResponder: UIResponder? { focused }
}

/// What a responder that accepts typing implements (UIKit's `UIKeyInput`).
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts typed text (a "\n" for the return key).
    func insertText(_ text: String)
    /// Deletes the character before the caret.
    func deleteBackward()
}
