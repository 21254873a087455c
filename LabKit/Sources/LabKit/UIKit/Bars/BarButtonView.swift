import Foundation

/// A bar button item as a navigation bar shows it: its custom view, else its image (template
/// images in the tint colour), else its title in 17 points, semibold for `.done`, in the tint
/// colour. A tap (touch up inside) runs the item's primary action.
final class BarButtonView: UIControl {
    let item: UIBarButtonItem
    private let titleLabel = UILabel()
    private let imageView = UIImageView()

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        for view in [titleLabel, imageView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        if let custom = item.customView { addSubview(custom) }
        addAction(UIAction { [unowned self] _ in
            if let action = self.item.primaryAction { sendAction(action) }
        }, for: .touchUpInside)
        refresh()
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows the item's current title, image and colour.
    func refresh() {
        let color = item.tintColor ?? tintColor ?? .systemBlue
        titleLabel.text = item.image == nil ? item.title : nil
        titleLabel.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        titleLabel.textColor = color
        imageView.image = item.image
        imageView.tintColor = color
        isEnabled = item.isEnabled
        alpha = item.isEnabled ? 1 : 0.35
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// The width the item takes in the bar.
    var preferredWidth: CGFloat {
        if let custom = item.customView { return custom.bounds.width }
        if let image = item.image { return max(image.size.width, 22) }
        return ceil(titleLabel.sizeThatFits(CGSize(width: 200, height: 44)).width)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let custom = item.customView {
            custom.center = CGPoint(x: bounds.midX, y: bounds.midY)
            return
        }
        titleLabel.frame = bounds
        let size = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                                 width: size.width, height: size.height)
    }
}
