import Foundation

/// The control on a row's leading edge in editing mode: a red circle with a white bar for
/// `.delete` rows (tapped, it turns upright and the row's Delete button shows), a green circle
/// with a white cross for `.insert` rows. iOS 13 and later draw it 22 points across, its
/// circle ending where the row's indented content begins.
final class TableEditingControl: UIView {
    /// The width of the control's column, and how far the row's content moves aside for it.
    static let width: CGFloat = 38
    /// The circle's diameter.
    static let diameter: CGFloat = 22

    let style: UITableViewCell.EditingStyle
    private let circle = UIView()
    private let bars: [UIView]

    init(style: UITableViewCell.EditingStyle) {
        self.style = style
        bars = style == .insert ? [UIView(), UIView()] : [UIView()]
        super.init(frame: CGRect(x: 0, y: 0, width: TableEditingControl.width, height: 44))
        isUserInteractionEnabled = false
        circle.backgroundColor = style == .insert ? .systemGreen : .systemRed
        circle.layer.cornerRadius = TableEditingControl.diameter / 2
        circle.bounds = CGRect(x: 0, y: 0, width: TableEditingControl.diameter, height: TableEditingControl.diameter)
        addSubview(circle)
        // A 10 x 2 bar, and for insert the same bar upright.
        for (index, bar) in bars.enumerated() {
            bar.backgroundColor = .white
            bar.layer.cornerRadius = 1
            bar.bounds = index == 0 ? CGRect(x: 0, y: 0, width: 10, height: 2) : CGRect(x: 0, y: 0, width: 2, height: 10)
            bar.center = CGPoint(x: TableEditingControl.diameter / 2, y: TableEditingControl.diameter / 2)
            circle.addSubview(bar)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Whether the row's Delete button shows: the circle turns a quarter turn, its bar upright.
    var isConfirmingDeletion = false {
        didSet {
            guard isConfirmingDeletion != oldValue else { return }
            circle.transform = isConfirmingDeletion ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        circle.center = CGPoint(x: bounds.width - TableEditingControl.diameter / 2, y: bounds.midY)
    }
}
