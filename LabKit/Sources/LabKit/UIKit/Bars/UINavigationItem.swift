import Foundation

/// What a navigation bar shows for one controller of a navigation stack: a title (or a view
/// instead), buttons on the left and right, and how the back button to the controller below
/// looks. A bar showing the item redraws when it changes.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the middle (a controller's `title` sets it).
    open var title: String? { didSet { itemDidChange() } }
    /// A view shown in the middle instead of the title.
    open var titleView: UIView? { didSet { itemDidChange() } }
    /// The button on the left (it replaces the back button); the bar redraws when it changes
    /// too (a title set on it, as `editButtonItem`'s "Edit" becoming "Done").
    open var leftBarButtonItem: UIBarButtonItem? { didSet { buttonDidChange(from: oldValue, to: leftBarButtonItem) } }
    /// The button on the right, redrawn as the left one.
    open var rightBarButtonItem: UIBarButtonItem? { didSet { buttonDidChange(from: oldValue, to: rightBarButtonItem) } }
    /// The title of the back button that leads to this item's controller from the one above
    /// it (nil: this item's title).
    open var backButtonTitle: String? { didSet { itemDidChange() } }
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false { didSet { itemDidChange() } }
    /// Whether the item's title shows large (kept; the lab's bar shows every title at the
    /// standard size, see "Differences from Apple").
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic

    /// When a navigation bar shows an item's title large.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it does.
        case automatic
        /// Always large (when the bar prefers large titles).
        case always
        /// Never large.
        case never
        /// Inline, in the bar's middle (iOS 17).
        case inline
    }

    /// An item with no title.
    public override init() { super.init() }

    /// An item with `title`.
    public init(title: String) {
        super.init()
        self.title = title
    }

    /// Sets the left button (without animation in the lab).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right button (without animation in the lab).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Hides or shows the back button (without animation in the lab).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The title the back button leading to this item shows: `backButtonTitle`, else the
    /// title, else "Back", as UIKit does.
    var backTitle: String { backButtonTitle ?? title ?? "Back" }

    private var observers: [ObjectIdentifier: () -> Void] = [:]
    func observe(by owner: AnyObject, _ handler: @escaping () -> Void) { observers[ObjectIdentifier(owner)] = handler }
    func stopObserving(by owner: AnyObject) { observers[ObjectIdentifier(owner)] = nil }
    private func itemDidChange() { for handler in observers.values { handler() } }

    /// Follows the changes of a new button instead of an old one.
    private func buttonDidChange(from old: UIBarButtonItem?, to new: UIBarButtonItem?) {
        if let old, old !== leftBarButtonItem, old !== rightBarButtonItem { old.stopObserving(by: self) }
        new?.observe(by: self) { [weak self] in self?.itemDidChange() }
        itemDidChange()
    }
}
