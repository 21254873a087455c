import Foundation

/// The buttons of a swipe configuration, revealed beside a cell's content as a swipe moves it:
/// each a colored rectangle with its title (and image) in white, the first action outermost.
/// While the content moves less than the buttons' total width they share what is revealed in
/// proportion; past it, the outermost button takes the rest, as iOS stretches it toward a
/// full swipe.
final class SwipeActionsView: UIView {
    /// The configuration the buttons show.
    let configuration: UISwipeActionsConfiguration
    /// Whether the buttons are on the trailing edge (a leftward swipe).
    let isTrailing: Bool
    private(set) var buttons: [UIView] = []
    private let naturalWidths: [CGFloat]

    /// The narrowest a button is, and the space beside its title: iOS's action buttons are
    /// at least 74 points wide, the title 15 points from each side.
    static let minimumButtonWidth: CGFloat = 74
    static let titlePadding: CGFloat = 15

    init(configuration: UISwipeActionsConfiguration, isTrailing: Bool) {
        self.configuration = configuration
        self.isTrailing = isTrailing
        var widths: [CGFloat] = []
        var buttons: [UIView] = []
        for action in configuration.actions {
            let button = UIView()
            button.backgroundColor = action.backgroundColor ?? (action.style == .destructive ? .systemRed : .systemGray)
            button.isUserInteractionEnabled = false
            var width = SwipeActionsView.minimumButtonWidth
            if let title = action.title, !title.isEmpty {
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 15, weight: .medium)
                label.textColor = .white
                label.textAlignment = .center
                label.tag = 1
                button.addSubview(label)
                width = max(width, label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width
                            + 2 * SwipeActionsView.titlePadding)
            }
            if let image = action.image {
                let imageView = UIImageView(image: image)
                imageView.tintColor = .white
                imageView.tag = 2
                button.addSubview(imageView)
                width = max(width, image.size.width + 2 * SwipeActionsView.titlePadding)
            }
            widths.append(width.rounded(.up))
            buttons.append(button)
        }
        naturalWidths = widths
        self.buttons = buttons
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        // Each button reaches from its place to the content's edge, so no gap shows while
        // they spread; the inner ones are drawn over the outer ones.
        for button in buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { return nil }

    /// The width the buttons take at rest, open.
    var openWidth: CGFloat { naturalWidths.reduce(0, +) }

    /// Places the view beside `cell`'s content and the buttons in the part of it revealed.
    func layoutButtons(in cell: UITableViewCell) {
        let revealed = abs(cell.swipeOffset), size = cell.bounds.size
        frame = CGRect(x: isTrailing ? size.width : -revealed, y: 0, width: revealed, height: size.height)
        let total = openWidth
        guard total > 0 else { return }
        let scale = min(1, revealed / total), extra = max(0, revealed - total)
        // Outermost first: from the outer edge inward.
        var edge: CGFloat = isTrailing ? revealed : 0
        for (index, button) in buttons.enumerated() {
            let width = naturalWidths[index] * scale + (index == 0 ? extra : 0)
            let x = isTrailing ? edge - width : edge
            button.frame = isTrailing ? CGRect(x: 0, y: 0, width: x + width, height: size.height)
                : CGRect(x: x, y: 0, width: revealed - x, height: size.height)
            layoutContent(of: button, centeredIn: CGRect(x: x, y: 0, width: width, height: size.height))
            edge = isTrailing ? x : x + width
        }
    }

    /// Centers the title and image of `button` in `slot` (in the actions view's coordinates).
    private func layoutContent(of button: UIView, centeredIn slot: CGRect) {
        let local = CGRect(x: slot.minX - button.frame.minX, y: 0, width: slot.width, height: slot.height)
        let label = button.viewWithTag(1) as? UILabel, imageView = button.viewWithTag(2)
        let labelSize = label?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)) ?? .zero
        let imageSize = imageView?.bounds.size ?? .zero
        let gap: CGFloat = label != nil && imageView != nil ? 4 : 0
        var y = local.midY - (labelSize.height + imageSize.height + gap) / 2
        if let imageView {
            imageView.frame = CGRect(x: local.midX - imageSize.width / 2, y: y, width: imageSize.width, height: imageSize.height)
            y += imageSize.height + gap
        }
        label?.frame = CGRect(x: local.midX - labelSize.width / 2, y: y, width: labelSize.width, height: labelSize.height)
    }

    /// The action whose button holds `point` (in this view's coordinates).
    func action(at point: CGPoint) -> UIContextualAction? {
        guard bounds.contains(point) else { return nil }
        let total = openWidth, revealed = bounds.width
        let scale = total > 0 ? min(1, revealed / total) : 0, extra = max(0, revealed - total)
        var edge: CGFloat = isTrailing ? revealed : 0
        for (index, action) in configuration.actions.enumerated() {
            let width = naturalWidths[index] * scale + (index == 0 ? extra : 0)
            let range = isTrailing ? (edge - width)...edge : edge...(edge + width)
            if range.contains(point.x) { return action }
            edge = isTrailing ? edge - width : edge + width
        }
        return nil
    }
}
