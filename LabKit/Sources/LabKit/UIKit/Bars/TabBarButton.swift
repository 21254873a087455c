import Foundation

/// One item of a tab bar as UIKit lays it out on an iPhone in portrait: the icon centred
/// 18 points from the top, the 10-point medium title under it, the badge at the icon's top
/// right. A control, so a tap (touch up inside) selects it.
final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badge = UIView()
    private let badgeLabel = UILabel()
    private var isItemSelected = false
    private static let titleFont = UIFont.systemFont(ofSize: 10, weight: .medium)

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.font = TabBarButton.titleFont
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badge.addSubview(badgeLabel)
        for view in [imageView, titleLabel, badge] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Shows the item's current state: icon, title and their colour, and the badge.
    func show(selected: Bool, tint: UIColor, unselectedTint: UIColor) {
        isItemSelected = selected
        let color = selected ? tint : unselectedTint
        imageView.image = (selected ? (item.selectedImage ?? item.image) : item.image).map(Self.barSized)
        imageView.tintColor = color
        titleLabel.text = item.title
        // The title's attributes for the state (a selected title without its own takes the
        // normal font, and the tint).
        let normal = item.effectiveTitleTextAttributes(for: .normal)
        let attributes = selected ? item.effectiveTitleTextAttributes(for: .selected) : normal
        titleLabel.textColor = attributes?[.foregroundColor] as? UIColor ?? color
        titleLabel.font = attributes?[.font] as? UIFont ?? normal?[.font] as? UIFont ?? TabBarButton.titleFont
        alpha = item.isEnabled ? 1 : 0.4
        isEnabled = item.isEnabled
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        badgeLabel.text = item.badgeValue
        setNeedsLayout()
    }

    /// A symbol made without a configuration drawn at the tab bar's size (the body size,
    /// large scale); other images as they are.
    private static func barSized(_ image: UIImage) -> UIImage {
        guard let name = image.unconfiguredSymbolName else { return image }
        return UIImage(systemName: name, withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, scale: .large)) ?? image
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let midX = bounds.midX
        let imageSize = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: midX - imageSize.width / 2, y: 18 - imageSize.height / 2,
                                 width: imageSize.width, height: imageSize.height)
        let offset = item.effectiveTitlePositionAdjustment
        titleLabel.frame = CGRect(x: offset.horizontal, y: 34 + offset.vertical, width: bounds.width, height: 12)
        // A capsule at least as wide as it is tall (a circle for one digit).
        let textWidth = badgeLabel.sizeThatFits(CGSize(width: 200, height: 18)).width
        let badgeWidth = max(18, textWidth + 10)
        badge.frame = CGRect(x: midX + 7, y: 2, width: badgeWidth, height: 18)
        badge.layer.cornerRadius = 9
        badgeLabel.frame = badge.bounds
    }
}
