import Foundation

/// The bar at the top of a navigation controller, drawn as UIKit draws it since iOS 15 when
/// content scrolls under it: 44 points tall below the top safe area, a translucent light
/// background reaching up to the top of the screen with a hairline under it, the top item's
/// title centred in 17-point semibold, its buttons in the tint colour, and a back button
/// (chevron and the previous item's back title) when there is an item below. Pushes and
/// pops slide and fade the titles as UIKit does.
open class UINavigationBar: UIView {
    /// The bar's height on an iPhone in portrait (without large titles).
    static let contentHeight: CGFloat = 44
    /// How long a push or pop of items takes when no controller transition drives it.
    static let itemTransitionDuration: TimeInterval = 0.35

    /// The items, bottom first; the last one is shown.
    open var items: [UINavigationItem]? {
        get { itemList.isEmpty ? nil : itemList }
        set { setItems(newValue, animated: false) }
    }
    private var itemList: [UINavigationItem] = []

    /// The item shown.
    open var topItem: UINavigationItem? { itemList.last }
    /// The item below the top one, whose back title the back button shows.
    open var backItem: UINavigationItem? { itemList.count > 1 ? itemList[itemList.count - 2] : nil }

    /// The background colour (nil: the standard translucent light background).
    open var barTintColor: UIColor? { didSet { refreshBackground() } }
    /// Whether the bar shows large titles (kept; the lab's bar shows every title at the
    /// standard size, see "Differences from Apple").
    open var prefersLargeTitles = false
    /// The bar's style: `.black` gives it a dark background when it has no tint colour.
    open var barStyle = UIBarStyle.default { didSet { refreshBackground() } }
    /// The image under the bar's bottom edge (nil: the standard hairline; an image without
    /// pixels: none, as iOS code hides the hairline with `UIImage()`).
    open var shadowImage: UIImage? { didSet { refreshBackground() } }
    private(set) var backgroundImages: [UIBarMetrics: UIImage] = [:]
    /// The title's attributes: its font (`.font`) and colour (`.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { refreshContent() } }

    /// Sets the background image for `barMetrics` (the lab's bar is always `.default`): it
    /// fills the bar in place of its colour; an image without pixels leaves the bar clear.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        backgroundImages[barMetrics] = backgroundImage
        refreshBackground()
    }

    /// Sets the background image for a bar position and `barMetrics`.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    /// The background image for `barMetrics`.
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImages[barMetrics] }
    /// Whether the background lets content show through a little (default true).
    open var isTranslucent = true {
        didSet {
            refreshBackground()
            // The controller showing the bar lays its content out under or beside it.
            superview?.setNeedsLayout()
        }
    }

    /// A navigation controller's hook: a tap on the back button pops its controller.
    var backTapHandler: (() -> Void)?

    private let backgroundView = UIView()
    /// The custom background image, over `backgroundView`'s colour.
    private let backgroundImageView = UIView()
    private let hairline = UIView()
    private var content: NavigationBarContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        backgroundView.addSubview(backgroundImageView)
        backgroundView.addSubview(hairline)
        refreshBackground()
        applyAppearance()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items; animated, it pushes or pops to the new top item as UIKit does.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        let items = items ?? []
        let operation: UINavigationController.Operation
        if let old = itemList.last, let new = items.last, old !== new {
            operation = itemList.contains { $0 === new } ? .pop : .push
        } else {
            operation = .none
        }
        show(items, operation: animated ? operation : .none, coordinator: nil)
    }

    /// Pushes `item` on top.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        show(itemList + [item], operation: animated ? .push : .none, coordinator: nil)
    }

    /// Pops the top item and returns it (nil with only one item, as there is nothing to go
    /// back to).
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard itemList.count > 1, let top = itemList.last else { return nil }
        show(Array(itemList.dropLast()), operation: animated ? .pop : .none, coordinator: nil)
        return top
    }

    /// Shows `newItems`; with an operation, animates the old top item away and the new one in,
    /// alongside `coordinator`'s transition or on their own. A cancelled transition puts the
    /// old items back.
    func show(_ newItems: [UINavigationItem], operation: UINavigationController.Operation,
              coordinator: UIViewControllerTransitionCoordinator?) {
        let oldItems = itemList
        let old = content
        setItemList(newItems)
        let new = makeContent()
        guard operation != .none, let old, let new else {
            old?.removeFromSuperview()
            return
        }
        new.prepareEntrance(over: old, operation: operation)
        let animations = {
            new.settle()
            old.leave(for: new, operation: operation)
        }
        let completion = { [self] (cancelled: Bool) in
            guard cancelled else {
                old.removeFromSuperview()
                return
            }
            new.removeFromSuperview()
            old.settle()
            content = old
            setItemList(oldItems)
        }
        if let coordinator {
            coordinator.animate(alongsideTransition: { _ in animations() }, completion: { context in completion(context.isCancelled) })
        } else {
            UIView.animate(withDuration: Self.itemTransitionDuration, animations: animations) { _ in completion(false) }
        }
    }

    private func setItemList(_ items: [UINavigationItem]) {
        for item in itemList { item.stopObserving(by: self) }
        itemList = items
        for item in items { item.observe(by: self) { [unowned self] in refreshContent() } }
    }

    /// Builds the content of the top item over the current one (nil without items).
    @discardableResult
    private func makeContent() -> NavigationBarContent? {
        guard let top = itemList.last else {
            content = nil
            return nil
        }
        let made = NavigationBarContent(item: top, backItem: backItem, titleAttributes: titleTextAttributes) { [unowned self] in tappedBack() }
        made.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.contentHeight)
        addSubview(made)
        made.layoutIfNeeded()
        content = made
        return made
    }

    /// An item changed: the top item's content is rebuilt in place.
    private func refreshContent() {
        let old = content
        makeContent()
        old?.removeFromSuperview()
    }

    private func tappedBack() {
        if let backTapHandler { backTapHandler() } else { popItem(animated: true) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The background reaches up under the top safe area (the status bar on an iPhone).
        let above = frame.minY > 0 ? frame.minY : 0
        backgroundView.frame = CGRect(x: 0, y: -above, width: bounds.width, height: bounds.height + above)
        backgroundImageView.frame = backgroundView.bounds
        let hairlineWidth = 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: backgroundView.bounds.height, width: bounds.width, height: hairlineWidth)
        for case let view as NavigationBarContent in subviews {
            view.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.contentHeight)
        }
    }

    /// iOS 15's default bar material approximated by a flat colour (the lab has no blur). A
    /// custom background image replaces it; an opaque bar puts an opaque colour under the
    /// image, as `isTranslucent`'s documentation says: the bar tint colour, else black for a
    /// `.black` bar or white (so `setBackgroundImage(UIImage(), …)` on an opaque bar with a
    /// tint colour shows that colour, without the material's hairline when `shadowImage` is
    /// an empty image too).
    private func refreshBackground() {
        if let image = backgroundImages[.default] {
            backgroundImageView.backgroundColor = image.size == .zero ? .clear : UIColor(patternImage: image)
            backgroundView.backgroundColor = isTranslucent ? .clear : barTintColor?.withAlphaComponent(1) ?? (barStyle == .black ? .black : .white)
        } else {
            backgroundImageView.backgroundColor = .clear
            let standard = barStyle == .black ? UIColor(white: 0.11, alpha: 1) : UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)
            let base = barTintColor ?? standard
            backgroundView.backgroundColor = isTranslucent ? base.withAlphaComponent(0.94) : base.withAlphaComponent(1)
        }
        hairline.isHidden = shadowImage?.size == .zero
        if !hairline.isHidden {
            hairline.backgroundColor = shadowImage.map { UIColor(patternImage: $0) } ?? UIColor(white: 0, alpha: 0.3)
        }
    }
}
