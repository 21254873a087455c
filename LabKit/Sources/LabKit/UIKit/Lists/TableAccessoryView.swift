import Foundation

/// The standard accessory a cell's `accessoryType` asks for, drawn as vector outlines in the
/// sizes iOS 13 and later draw them: a gray chevron (8 x 13 points), a checkmark in the tint
/// (14 x 11), an info button (a 22-point circle in the tint around an "i"), or the info button
/// and the chevron together.
final class TableAccessoryView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }

    let type: UITableViewCell.AccessoryType
    private var shape: CAShapeLayer { layer as! CAShapeLayer }
    private let chevron = CAShapeLayer()

    /// The chevron's gray: iOS draws it in `tertiaryLabel` over white, 196, 196, 199.
    static let chevronColor = UIColor(red: 196 / 255, green: 196 / 255, blue: 199 / 255, alpha: 1)

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(origin: .zero, size: TableAccessoryView.size(of: type)))
        isUserInteractionEnabled = false
        shape.fillColor = nil
        shape.lineCap = .round
        shape.lineJoin = .round
        chevron.fillColor = nil
        chevron.lineCap = .round
        chevron.lineJoin = .round
        chevron.lineWidth = 2
        chevron.strokeColor = TableAccessoryView.chevronColor.cgColor
        draw()
    }

    required init?(coder: NSCoder) { return nil }

    /// The accessory's size in points.
    static func size(of type: UITableViewCell.AccessoryType) -> CGSize {
        switch type {
        case .none: return .zero
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 22 + 12 + 8, height: 22)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        draw()
    }

    /// Draws the outline for `type` in the current tint.
    private func draw() {
        let path = CGMutablePath()
        let tint = (tintColor ?? .systemBlue).cgColor
        chevron.removeFromSuperlayer()
        switch type {
        case .none:
            shape.path = nil
        case .disclosureIndicator:
            path.addLines(between: [CGPoint(x: 1, y: 1), CGPoint(x: 7, y: 6.5), CGPoint(x: 1, y: 12)])
            shape.path = path
            shape.lineWidth = 2
            shape.strokeColor = TableAccessoryView.chevronColor.cgColor
        case .checkmark:
            path.addLines(between: [CGPoint(x: 1, y: 6), CGPoint(x: 5, y: 10), CGPoint(x: 13, y: 1)])
            shape.path = path
            shape.lineWidth = 2
            shape.strokeColor = tint
        case .detailButton, .detailDisclosureButton:
            path.addEllipse(in: CGRect(x: 0.5, y: 0.5, width: 21, height: 21))
            // The "i": a dot and a stem.
            path.move(to: CGPoint(x: 11, y: 7))
            path.addLine(to: CGPoint(x: 11, y: 7.01))
            path.move(to: CGPoint(x: 11, y: 10))
            path.addLine(to: CGPoint(x: 11, y: 16))
            shape.path = path
            shape.lineWidth = 1.5
            shape.strokeColor = tint
            if type == .detailDisclosureButton {
                let chevronPath = CGMutablePath()
                chevronPath.addLines(between: [CGPoint(x: 35, y: 5.5), CGPoint(x: 41, y: 11), CGPoint(x: 35, y: 16.5)])
                chevron.path = chevronPath
                layer.addSublayer(chevron)
            }
        }
    }
}
