import Foundation

/// The bar of tabs at the bottom of the screen, drawn as UIKit draws it since iOS 15 when
/// content scrolls under it: 49 points tall plus the bottom safe area, a translucent light
/// background with a hairline on top, the items side by side in equal widths, each an icon
/// with a 10-point medium title under it, in the tint colour when selected and grey otherwise.
open class UITabBar: UIView {
    /// The bar's height above the bottom safe area on an iPhone in portrait.
    static let contentHeight: CGFloat = 49

    /// Told when the user selects an item (a tab bar controller is the delegate of its own bar).
    open weak var delegate: UITabBarDelegate?

    /// The items, left to right.
    open var items: [UITabBarItem]? {
        get { itemList }
        set { setItems(newValue, animated: false) }
    }
    private var itemList: [UITabBarItem]?

    /// The item drawn selected; one that is not among `items` is reported and ignored.
    open var selectedItem: UITabBarItem? {
        get { selection }
        set {
            if let newValue, !(itemList ?? []).contains(where: { $0 === newValue }) {
                LabDiagnostics.report("UITabBar.selectedItem: the item is not one of the bar's items; ignored")
                return
            }
            selection = newValue
            refreshButtons()
        }
    }
    private var selection: UITabBarItem?

    /// The colour of unselected items' icons and titles (nil: the system grey).
    open var unselectedItemTintColor: UIColor? { didSet { refreshButtons() } }
    /// The background colour (nil: the standard translucent light background).
    open var barTintColor: UIColor? { didSet { refreshBackground() } }
    /// Whether the background lets content show through a little (default true).
    open var isTranslucent = true {
        didSet {
            refreshBackground()
            // The controller showing the bar lays its content out under or beside it.
            superview?.setNeedsLayout()
        }
    }

    /// Whether a tab bar controller manages the bar: its controller, the delegate, decides on
    /// a tapped item (the selection changes only if it switches tabs).
    private var isManagedByController: Bool { (delegate as? UITabBarController)?.tabBar === self }

    private let backgroundView = UIView()
    private let hairline = UIView()
    private var buttons: [TabBarButton] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        addSubview(hairline)
        refreshBackground()
        applyAppearance()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Replaces the items (without animation in the lab); the selection is kept when its item
    /// stays.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in itemList ?? [] { item.stopObserving(by: self) }
        itemList = items
        if let selection, !(items ?? []).contains(where: { $0 === selection }) { self.selection = nil }
        for button in buttons { button.removeFromSuperview() }
        buttons = (items ?? []).map { item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [unowned self, unowned item] _ in userSelected(item) }, for: .touchUpInside)
            addSubview(button)
            item.observe(by: self) { [unowned self] in refreshButtons() }
            return button
        }
        refreshButtons()
        setNeedsLayout()
    }

    private func userSelected(_ item: UITabBarItem) {
        if !isManagedByController { selectedItem = item }
        delegate?.tabBar(self, didSelect: item)
    }

    /// 49 points plus the bottom safe area, the width offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UITabBar.contentHeight + safeAreaInsets.bottom)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView.frame = bounds
        let hairlineWidth = 1 / UIScreen.main.scale
        hairline.frame = CGRect(x: 0, y: -hairlineWidth, width: bounds.width, height: hairlineWidth)
        let left = safeAreaInsets.left, width = bounds.width - left - safeAreaInsets.right
        let fillWidth = buttons.isEmpty ? 0 : width / CGFloat(buttons.count)
        // The lab's screen is an iPhone's, horizontally compact: `.automatic` fills. Centered
        // items without a width or spacing of their own take the fill width and no spacing,
        // the lab's stand-in for UIKit's undocumented defaults.
        var step = fillWidth, itemWidth = fillWidth, start = left
        if itemPositioning == .centered {
            itemWidth = self.itemWidth > 0 ? self.itemWidth : fillWidth
            step = itemWidth + itemSpacing
            start = left + (width - (step * CGFloat(buttons.count) - itemSpacing)) / 2
        }
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: start + CGFloat(index) * step, y: 0, width: itemWidth, height: UITabBar.contentHeight)
        }
    }

    /// How the items are placed: `.automatic` (the default) spreads them over the width on
    /// an iPhone, as `.fill` does; `.centered` uses `itemWidth` and `itemSpacing`.
    open var itemPositioning = ItemPositioning.automatic { didSet { setNeedsLayout() } }
    /// The items' width when centered (0, the default: the system's width; negative becomes 0).
    open var itemWidth: CGFloat = 0 {
        didSet {
            if !(itemWidth >= 0) || !itemWidth.isFinite { itemWidth = 0 }
            setNeedsLayout()
        }
    }
    /// The space between centered items (0, the default: the system's spacing; negative becomes 0).
    open var itemSpacing: CGFloat = 0 {
        didSet {
            if !(itemSpacing >= 0) || !itemSpacing.isFinite { itemSpacing = 0 }
            setNeedsLayout()
        }
    }

    /// Where a tab bar places its items.
    public enum ItemPositioning: Int, Sendable {
        /// By the environment: `.fill` when horizontally compact (an iPhone), `.centered` when regular.
        case automatic
        /// Spread over the whole width.
        case fill
        /// `itemWidth` wide, `itemSpacing` apart, centered.
        case centered
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshButtons()
    }

    private func refreshButtons() {
        let unselected = unselectedItemTintColor ?? .systemGray
        for button in buttons {
            button.show(selected: button.item === selection, tint: tintColor, unselectedTint: unselected)
        }
    }

    /// iOS 15's default bar material approximated by a flat colour (the lab has no blur).
    private func refreshBackground() {
        let base = barTintColor ?? UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 1)
        backgroundView.backgroundColor = isTranslucent ? base.withAlphaComponent(0.94) : base.withAlphaComponent(1)
    }
}
