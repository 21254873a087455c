import Foundation

/// The view of a `UIAlertController`: the header (title and message), an alert's text fields
/// and the buttons, on the material of an alert or the two groups of an action sheet. See
/// `UIAlertController` for the metrics.
final class AlertView: UIView {
    static let alertWidth: CGFloat = 270
    static let sheetMargin: CGFloat = 8
    private static let alertButtonHeight: CGFloat = 44
    private static let sheetButtonHeight: CGFloat = 57
    private static let separatorColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)

    private unowned let controller: UIAlertController
    private var isSheet: Bool { controller.preferredStyle == .actionSheet }
    /// The material behind the header and the buttons (all of an alert).
    private let mainGroup = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
    /// An action sheet's cancel button sits on a group of its own.
    private let cancelGroup = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [(action: UIAlertAction, button: UIButton)] = []
    private var separators: [UIView] = []

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        let radius: CGFloat = controller.preferredStyle == .alert ? 14 : 13
        for group in [mainGroup, cancelGroup] as [UIView] {
            group.layer.cornerRadius = radius
            group.clipsToBounds = true
            addSubview(group)
        }
        cancelGroup.backgroundColor = .white
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.contentView.addSubview(label)
        }
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    /// Makes the buttons, separators and fields again after an action or field was added.
    func rebuild() {
        for (_, button) in buttons { button.removeFromSuperview() }
        buttons = controller.actions.map { action in
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.addAction(UIAction { [unowned self] _ in controller.choose(action) }, for: .touchUpInside)
            for event: UIControl.Event in [.touchDown, .touchDragEnter] {
                button.addAction(UIAction { _ in button.backgroundColor = UIColor(white: 0, alpha: 0.08) }, for: event)
            }
            for event: UIControl.Event in [.touchUpInside, .touchUpOutside, .touchCancel, .touchDragExit] {
                button.addAction(UIAction { _ in button.backgroundColor = nil }, for: event)
            }
            (isSheet && action.style == .cancel ? cancelGroup : mainGroup.contentView).addSubview(button)
            return (action, button)
        }
        for field in controller.textFields ?? [] where field.superview == nil { mainGroup.contentView.addSubview(field) }
        refreshButtons()
        setNeedsLayout()
    }

    /// Colors and fonts of the buttons: destructive red, disabled gray, the others in the tint;
    /// cancel and the preferred action semibold.
    func refreshButtons() {
        titleLabel.text = controller.title
        titleLabel.font = isSheet ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = isSheet ? .systemGray : .black
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = isSheet ? .systemGray : .black
        for (action, button) in buttons {
            let bold = action.style == .cancel || action === controller.preferredAction
            button.titleLabel?.font = .systemFont(ofSize: isSheet ? 20 : 17, weight: bold ? .semibold : .regular)
            let color: UIColor = !action.isEnabled ? .systemGray : action.style == .destructive ? .systemRed : tintColor
            button.setTitleColor(color, for: .normal)
            button.isEnabled = action.isEnabled
        }
    }

    /// The frames of everything for a width: the main group's height and the rest.
    private struct Layout {
        var title = CGRect.zero
        var message = CGRect.zero
        var fields: [CGRect] = []
        var buttons: [CGRect] = []
        var separators: [CGRect] = []
        var mainHeight: CGFloat = 0
        var cancel: CGRect?
        var height: CGFloat { cancel.map { $0.maxY } ?? mainHeight }
    }

    /// The actions in the order they are shown: an alert's two side by side put cancel on the
    /// left; stacked, cancel goes last.
    private func orderedButtons(sideBySide: Bool) -> [(action: UIAlertAction, button: UIButton)] {
        let cancel = buttons.filter { $0.action.style == .cancel }, others = buttons.filter { $0.action.style != .cancel }
        return sideBySide ? cancel + others : others + cancel
    }

    private func sideBySide(width: CGFloat) -> Bool {
        guard !isSheet, buttons.count == 2 else { return false }
        return buttons.allSatisfy { $0.button.titleLabel!.intrinsicContentSize.width <= width / 2 - 16 }
    }

    private func layout(width: CGFloat) -> Layout {
        var result = Layout()
        let textWidth = width - 32
        var y: CGFloat = 0
        let hasHeader = !(controller.title ?? "").isEmpty || !(controller.message ?? "").isEmpty
        if hasHeader {
            y = isSheet ? 14 : 20
            if !(controller.title ?? "").isEmpty {
                let height = titleLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
                result.title = CGRect(x: 16, y: y, width: textWidth, height: height)
                y += height
            }
            if !(controller.message ?? "").isEmpty {
                if result.title != .zero { y += isSheet ? 4 : 2 }
                let height = messageLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
                result.message = CGRect(x: 16, y: y, width: textWidth, height: height)
                y += height
            }
            y += isSheet ? 14 : (controller.textFields == nil ? 20 : 16)
        }
        for (index, _) in (controller.textFields ?? []).enumerated() {
            if index > 0 { y += 4 }
            result.fields.append(CGRect(x: 16, y: y, width: textWidth, height: 24))
            y += 24
        }
        if controller.textFields != nil { y += 16 }
        let rowHeight = isSheet ? AlertView.sheetButtonHeight : AlertView.alertButtonHeight
        let pair = sideBySide(width: width)
        for (index, entry) in orderedButtons(sideBySide: pair).enumerated() {
            if isSheet && entry.action.style == .cancel {
                result.cancel = CGRect(x: 0, y: 0, width: width, height: rowHeight)
                continue
            }
            if pair {
                result.buttons.append(CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: rowHeight))
                if index == 0 { result.separators.append(CGRect(x: 0, y: y, width: width, height: 0.5)) }
                if index == 1 { result.separators.append(CGRect(x: width / 2 - 0.25, y: y, width: 0.5, height: rowHeight)) }
            } else {
                if y > 0 { result.separators.append(CGRect(x: 0, y: y, width: width, height: 0.5)) }
                result.buttons.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
                y += rowHeight
            }
        }
        if pair { y += rowHeight }
        result.mainHeight = y
        if let cancel = result.cancel {
            result.cancel = cancel.offsetBy(dx: 0, dy: y > 0 ? y + AlertView.sheetMargin : 0)
        }
        return result
    }

    /// The height everything takes at `width`.
    func contentHeight(width: CGFloat) -> CGFloat { layout(width: width).height }

    override func layoutSubviews() {
        super.layoutSubviews()
        let layout = layout(width: bounds.width)
        mainGroup.frame = CGRect(x: 0, y: 0, width: bounds.width, height: layout.mainHeight)
        mainGroup.isHidden = layout.mainHeight == 0
        titleLabel.frame = layout.title
        messageLabel.frame = layout.message
        for (field, frame) in zip(controller.textFields ?? [], layout.fields) { field.frame = frame }
        let shown = orderedButtons(sideBySide: sideBySide(width: bounds.width)).filter { !(isSheet && $0.action.style == .cancel) }
        for (entry, frame) in zip(shown, layout.buttons) { entry.button.frame = frame }
        cancelGroup.isHidden = layout.cancel == nil
        if let cancel = layout.cancel {
            cancelGroup.frame = cancel
            buttons.first { $0.action.style == .cancel }?.button.frame = cancelGroup.bounds
        }
        while separators.count < layout.separators.count {
            let separator = UIView()
            separator.backgroundColor = AlertView.separatorColor
            mainGroup.contentView.addSubview(separator)
            separators.append(separator)
        }
        while separators.count > layout.separators.count { separators.removeLast().removeFromSuperview() }
        for (separator, frame) in zip(separators, layout.separators) { separator.frame = frame }
    }
}
