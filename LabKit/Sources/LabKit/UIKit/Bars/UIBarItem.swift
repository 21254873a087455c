import Foundation

/// What the items of bars (tab bar items, bar button items) share: a title, an image, a tag
/// and whether the item can be used. A bar showing the item redraws when one of them changes.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Called on objects loaded from a nib or storyboard; the lab has no nibs, so nothing calls
    /// it (it exists so that overrides compile).
    open func awakeFromNib() {}

    /// Called by Interface Builder before it renders a designable item; never called in the lab.
    open func prepareForInterfaceBuilder() {}

    /// The text shown.
    open var title: String? { didSet { itemDidChange() } }
    /// The image shown (template images are drawn in the bar's tint).
    open var image: UIImage? { didSet { itemDidChange() } }
    /// A number the app identifies the item by.
    open var tag = 0
    /// Whether the item responds to touches (a disabled item is drawn dimmed).
    open var isEnabled = true { didSet { itemDidChange() } }

    /// Creates an item with no title or image.
    public override init() { super.init() }

    /// There are no archives in the lab: this creates an item as `init()` does, so that
    /// subclasses calling `super.init(coder:)` still work.
    public required init?(coder: NSCoder) { super.init() }

    private var titleAttributes: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// Sets the title's font (`.font`) and color (`.foregroundColor`) for `state` (`.normal`
    /// or `.selected`); nil removes them.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state] = attributes
        itemDidChange()
    }

    /// The title's attributes set for `state`.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state]
    }

    /// The bars showing the item, told when it changes.
    private var observers: [ObjectIdentifier: () -> Void] = [:]

    func observe(by owner: AnyObject, _ handler: @escaping () -> Void) { observers[ObjectIdentifier(owner)] = handler }
    func stopObserving(by owner: AnyObject) { observers[ObjectIdentifier(owner)] = nil }

    /// Tells the bars showing the item to redraw it.
    func itemDidChange() { for handler in observers.values { handler() } }
}
