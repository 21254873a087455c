import Foundation

/// What a navigation bar shows for its top item: the back button (to the item below) or the
/// left button, the right button, and the title (or title view) centred in the bar. A push or
/// pop animates two of these against each other.
final class NavigationBarContent: UIView {
    let item: UINavigationItem
    let backButton: NavigationBackButton?
    let leftButton: BarButtonView?
    let rightButton: BarButtonView?
    let titleView: UIView

    /// The side margin of bar buttons on an iPhone in portrait.
    private static let margin: CGFloat = 16

    init(item: UINavigationItem, backItem: UINavigationItem?, titleAttributes: [NSAttributedString.Key: Any]?, onBack: @escaping () -> Void) {
        self.item = item
        leftButton = item.leftBarButtonItem.map(BarButtonView.init)
        rightButton = item.rightBarButtonItem.map(BarButtonView.init)
        backButton = (backItem != nil && leftButton == nil && !item.hidesBackButton)
            ? NavigationBackButton(title: backItem?.backTitle ?? "") : nil
        if let custom = item.titleView {
            titleView = custom
        } else {
            let label = UILabel()
            label.text = item.title
            label.font = titleAttributes?[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
            if let color = titleAttributes?[.foregroundColor] as? UIColor { label.textColor = color }
            label.textAlignment = .center
            titleView = label
        }
        super.init(frame: .zero)
        backButton?.addAction(UIAction { _ in onBack() }, for: .touchUpInside)
        for view in [titleView, backButton, leftButton, rightButton].compactMap({ $0 }) { addSubview(view) }
    }

    required init?(coder: NSCoder) { return nil }

    /// The back button, or else the left button.
    var leadingView: UIView? { backButton ?? leftButton }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = bounds.height
        var leadingEdge: CGFloat = 0, trailingEdge = bounds.width
        if let backButton {
            backButton.frame = CGRect(x: 0, y: 0, width: backButton.preferredWidth, height: height)
            leadingEdge = backButton.frame.maxX
        } else if let leftButton {
            leftButton.frame = CGRect(x: Self.margin, y: 0, width: leftButton.preferredWidth, height: height)
            leadingEdge = leftButton.frame.maxX
        }
        if let rightButton {
            let width = rightButton.preferredWidth
            rightButton.frame = CGRect(x: bounds.width - Self.margin - width, y: 0, width: width, height: height)
            trailingEdge = rightButton.frame.minX
        }
        // Centred in the bar, narrowed to stay clear of the buttons.
        let natural = titleView is UILabel ? ceil(titleView.sizeThatFits(CGSize(width: bounds.width, height: height)).width)
                                           : titleView.bounds.width
        let halfRoom = min(bounds.midX - leadingEdge, trailingEdge - bounds.midX) - 8
        let width = max(0, min(natural, 2 * halfRoom))
        let titleHeight = titleView is UILabel ? height : titleView.bounds.height
        titleView.frame = CGRect(x: bounds.midX - width / 2, y: (height - titleHeight) / 2, width: width, height: titleHeight)
    }

    /// The views that fade as wholes in a push or pop (everything but the moving titles).
    private var buttonViews: [UIView] { [leftButton, rightButton].compactMap { $0 } }

    // MARK: Push and pop

    /// Sets where the content starts when it arrives over `old`: on a push the title comes in
    /// from half a bar to the right, the back title from where the old title is; on a pop the
    /// title comes from where the old back title is and the back title from the left.
    func prepareEntrance(over old: NavigationBarContent, operation: UINavigationController.Operation) {
        // A chevron both show stays put: the old one goes at once, the new one is there.
        if backButton != nil { old.backButton?.chevron.alpha = 0 }
        for view in buttonViews { view.alpha = 0 }
        titleView.alpha = 0
        if operation == .push {
            titleView.transform = CGAffineTransform(translationX: bounds.width / 2, y: 0)
            if let backButton {
                backButton.titleLabel.alpha = 0
                backButton.titleLabel.transform = CGAffineTransform(translationX: old.titleFrameX - NavigationBackButton.titleX, y: 0)
                if old.backButton == nil { backButton.chevron.alpha = 0 }
            }
        } else {
            titleView.transform = CGAffineTransform(translationX: NavigationBackButton.titleX - titleView.frame.minX, y: 0)
            if let backButton {
                backButton.titleLabel.alpha = 0
                backButton.titleLabel.transform = CGAffineTransform(translationX: -backButton.titleLabel.bounds.width / 2, y: 0)
                if old.backButton == nil { backButton.chevron.alpha = 0 }
            }
        }
    }

    /// The end of the entrance: everything in place and opaque.
    func settle() {
        for view in buttonViews + [titleView] {
            view.alpha = 1
            view.transform = .identity
        }
        backButton?.titleLabel.alpha = 1
        backButton?.titleLabel.transform = .identity
        backButton?.chevron.alpha = 1
    }

    /// Leaves as `new` arrives: on a push the title slides to where the new back title ends
    /// and the back title slides away left; on a pop the title slides half a bar right and the back title
    /// to where the new title ends. Everything fades.
    func leave(for new: NavigationBarContent, operation: UINavigationController.Operation) {
        for view in buttonViews + [titleView] { view.alpha = 0 }
        if operation == .push {
            titleView.transform = CGAffineTransform(translationX: NavigationBackButton.titleX - titleView.frame.minX, y: 0)
            backButton?.titleLabel.transform = CGAffineTransform(translationX: -(backButton?.titleLabel.bounds.width ?? 0) / 2, y: 0)
        } else {
            titleView.transform = CGAffineTransform(translationX: bounds.width / 2, y: 0)
            backButton?.titleLabel.transform = CGAffineTransform(translationX: new.titleFrameX - NavigationBackButton.titleX, y: 0)
        }
        backButton?.titleLabel.alpha = 0
        backButton?.chevron.alpha = 0
    }

    /// Where the title starts in the bar.
    private var titleFrameX: CGFloat { titleView.frame.minX }
}
