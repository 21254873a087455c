import Foundation

/// A menu shown over the window from a control: a frosted card of rows (a title at the
/// leading side, the image at the trailing side; destructive ones red, disabled ones gray),
/// sections apart by a thick separator, under the control (over it when there is no room).
/// A tap on a row dismisses the menu and runs its action; a tap elsewhere dismisses it.
final class MenuPresentation: UIView {
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let sectionGap: CGFloat = 8

    private let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    /// Holds the card and casts its shadow (the card clips to its corners).
    private let holder = UIView()
    private var rows: [(frame: CGRect, action: UIAction)] = []
    private weak var sender: UIControl?

    /// Shows `menu` for `control` in its window; nothing when it is in none or has no actions.
    @discardableResult
    static func present(_ menu: UIMenu, from control: UIControl) -> MenuPresentation? {
        guard let window = control.window, !menu.sections.isEmpty else { return nil }
        let presentation = MenuPresentation(frame: window.bounds)
        presentation.sender = control
        presentation.build(menu, anchor: control.convert(control.bounds, to: window))
        window.addSubview(presentation)
        presentation.holder.alpha = 0
        presentation.holder.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [], animations: {
            presentation.holder.alpha = 1
            presentation.holder.transform = .identity
        })
        return presentation
    }

    private func build(_ menu: UIMenu, anchor: CGRect) {
        var y: CGFloat = 0
        let content = card.contentView
        for (index, section) in menu.sections.enumerated() {
            if index > 0 {
                let gap = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: Self.sectionGap))
                gap.backgroundColor = UIColor.black.withAlphaComponent(0.08)
                content.addSubview(gap)
                y += Self.sectionGap
            }
            for (row, entry) in section.enumerated() {
                if row > 0 {
                    let line = UIView(frame: CGRect(x: 0, y: y, width: Self.width, height: 1 / max(1, UIScreen.main.scale)))
                    line.backgroundColor = .separator
                    content.addSubview(line)
                }
                let disabled = entry.action.attributes.contains(.disabled)
                let color: UIColor = disabled ? .tertiaryLabel : entry.destructive ? .systemRed : .label
                let title = UILabel(frame: CGRect(x: 16, y: y, width: Self.width - 60, height: Self.rowHeight))
                title.text = entry.action.title
                title.font = .preferredFont(forTextStyle: .body)
                title.textColor = color
                content.addSubview(title)
                if let image = entry.action.image {
                    let icon = UIImageView(image: image)
                    icon.tintColor = color
                    icon.contentMode = .scaleAspectFit
                    icon.frame = CGRect(x: Self.width - 16 - 22, y: y + (Self.rowHeight - 22) / 2, width: 22, height: 22)
                    content.addSubview(icon)
                }
                if entry.action.state == .on {
                    title.frame.origin.x = 36
                    let check = UIImageView(image: UIImage(systemName: "checkmark"))
                    check.tintColor = color
                    check.frame = CGRect(x: 12, y: y + (Self.rowHeight - 16) / 2, width: 16, height: 16)
                    content.addSubview(check)
                }
                if !disabled { rows.append((CGRect(x: 0, y: y, width: Self.width, height: Self.rowHeight), entry.action)) }
                y += Self.rowHeight
            }
        }
        let margin: CGFloat = 8
        let below = anchor.maxY + margin
        let top = below + y <= bounds.height - margin ? below : max(margin, anchor.minY - margin - y)
        let x = min(max(margin, anchor.minX), max(margin, bounds.width - margin - Self.width))
        holder.frame = CGRect(x: x, y: top, width: Self.width, height: y)
        holder.layer.shadowColor = UIColor.black.cgColor
        holder.layer.shadowOpacity = 0.15
        holder.layer.shadowRadius = 20
        holder.layer.shadowOffset = CGSize(width: 0, height: 8)
        holder.layer.shadowPath = UIBezierPath(roundedRect: holder.bounds, cornerRadius: 13).cgPath
        card.frame = holder.bounds
        card.layer.cornerRadius = 13
        card.clipsToBounds = true
        holder.addSubview(card)
        addSubview(holder)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let point = touch.location(in: card)
        let chosen = rows.first { $0.frame.contains(point) }?.action
        removeFromSuperview()
        if let chosen, let sender { sender.sendAction(chosen) }
    }
}
