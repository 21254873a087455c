import LabKit

/// Attributed and multi-line text: a label mixing fonts, colors, kern, underline,
/// strikethrough, a highlight and a shadow; a wrapped label cut to three lines with an
/// ellipsis; a label shrunk to fit its width; a search field with side views and an
/// attributed placeholder; and a text view that the `attributed-text-typing` script types
/// into until it scrolls.
final class AttributedTextScene: ViewControllerScene {
    static let info = SceneInfo(name: "AttributedText", summary: "Attributed labels, truncation, a text field's side views, a text view",
                                preferredSize: CGSize(width: 375, height: 560))

    init() {}

    func makeRootViewController() -> UIViewController {
        let controller = UIViewController()
        let view = controller.view!
        view.backgroundColor = .white
        view.addSubview(mixedLabel())
        view.addSubview(truncatedLabel())
        view.addSubview(shrunkLabel())
        view.addSubview(searchField())
        view.addSubview(notes())
        return controller
    }

    private func mixedLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: 30, width: 335, height: 80))
        label.numberOfLines = 0
        let text = NSMutableAttributedString(string: "")
        let body = UIFont.systemFont(ofSize: 20)
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 1.5, height: 2)
        shadow.shadowColor = UIColor(white: 0, alpha: 0.35)
        let parts: [(String, [NSAttributedString.Key: Any])] = [
            ("Bold ", [.font: UIFont.boldSystemFont(ofSize: 24), .foregroundColor: UIColor.systemRed]),
            ("spaced ", [.font: body, .kern: 4, .foregroundColor: UIColor.systemBlue]),
            ("underlined", [.font: body, .underlineStyle: NSUnderlineStyle.single.rawValue]),
            (" ", [.font: body]),
            ("struck", [.font: body, .strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.gray]),
            (" ", [.font: body]),
            ("marked", [.font: body, .backgroundColor: UIColor.systemYellow]),
            (" and ", [.font: UIFont.italicSystemFont(ofSize: 16)]),
            ("shadowed", [.font: UIFont.boldSystemFont(ofSize: 26), .foregroundColor: UIColor.systemGreen, .shadow: shadow]),
        ]
        for (string, attributes) in parts { text.append(NSAttributedString(string: string, attributes: attributes)) }
        label.attributedText = text
        return label
    }

    private func truncatedLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: 124, width: 335, height: 66))
        label.backgroundColor = UIColor(white: 0.94, alpha: 1)
        label.font = .systemFont(ofSize: 15)
        label.numberOfLines = 3
        label.text = "A label allowed three lines wraps its text at word boundaries and, when the text needs more "
            + "lines than it may show, ends the last line it shows with an ellipsis, as UIKit's labels do by default."
        return label
    }

    private func shrunkLabel() -> UILabel {
        let label = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 30))
        label.backgroundColor = UIColor(white: 0.94, alpha: 1)
        label.font = .systemFont(ofSize: 20)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        label.text = "This line shrinks to fit its width"
        return label
    }

    private func searchField() -> UITextField {
        let field = UITextField(frame: CGRect(x: 20, y: 246, width: 335, height: 36))
        field.borderStyle = .roundedRect
        field.backgroundColor = UIColor(white: 0.93, alpha: 1)
        let lens = UIView(frame: CGRect(x: 0, y: 0, width: 32, height: 20))
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 9, y: 3, width: 11, height: 11)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.gray.cgColor
        ring.lineWidth = 2
        let handle = CAShapeLayer()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 18, y: 12))
        path.addLine(to: CGPoint(x: 23, y: 17))
        handle.path = path.cgPath
        handle.strokeColor = UIColor.gray.cgColor
        handle.lineWidth = 2
        handle.lineCap = .round
        lens.layer.addSublayer(ring)
        lens.layer.addSublayer(handle)
        field.leftView = lens
        field.leftViewMode = .always
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 44, height: 22))
        badge.text = "⌘K"
        badge.font = .systemFont(ofSize: 13)
        badge.textColor = .darkGray
        badge.textAlignment = .center
        field.rightView = badge
        field.rightViewMode = .unlessEditing
        let placeholder = NSMutableAttributedString(string: "Search ", attributes: [.foregroundColor: UIColor.gray])
        placeholder.append(NSAttributedString(string: "recipes", attributes: [
            .foregroundColor: UIColor.systemOrange, .font: UIFont.italicSystemFont(ofSize: 17),
        ]))
        field.attributedPlaceholder = placeholder
        return field
    }

    private func notes() -> UITextView {
        let notes = UITextView(frame: CGRect(x: 20, y: 300, width: 335, height: 92))
        notes.font = .systemFont(ofSize: 17)
        notes.layer.borderWidth = 1
        notes.layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
        notes.layer.cornerRadius = 8
        notes.text = "Notes: "
        return notes
    }
}
