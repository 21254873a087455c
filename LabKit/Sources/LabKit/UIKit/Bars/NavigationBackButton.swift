import Foundation

/// The back button of a navigation bar: a chevron 8 points from the leading edge and the
/// previous item's back title in 17 points, both in the tint colour.
final class NavigationBackButton: UIControl {
    /// Where the title starts, from the bar's leading edge.
    static let titleX: CGFloat = 28

    let chevron = UIImageView(image: UIImage(systemName: "chevron.left",
                                             withConfiguration: UIImage.SymbolConfiguration(pointSize: 24, weight: .semibold)))
    let titleLabel = UILabel()

    init(title: String) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        for view in [chevron, titleLabel] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        tintColorDidChange()
    }

    required init?(coder: NSCoder) { return nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        titleLabel.textColor = tintColor
    }

    /// The width the button takes in the bar.
    var preferredWidth: CGFloat {
        NavigationBackButton.titleX + ceil(titleLabel.sizeThatFits(CGSize(width: 200, height: 44)).width)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The symbol's stroke starts 30% into its square: that point sits 8 points in.
        let side = chevron.image?.size.width ?? 0
        chevron.frame = CGRect(x: 8 - side * 0.3, y: bounds.midY - side / 2, width: side, height: side)
        titleLabel.frame = CGRect(x: NavigationBackButton.titleX, y: 0, width: bounds.width - NavigationBackButton.titleX,
                                  height: bounds.height)
    }
}
