import Foundation

/// The grip on a row's trailing edge in editing mode when the row can be reordered: three
/// gray bars, 18 x 2 points 5 points apart, centered in a 44-point column that the row's
/// content gives up. Dragging it reorders the row.
final class TableReorderControl: UIView {
    /// The width of the control's column.
    static let width: CGFloat = 44

    /// The bars' gray, as iOS draws the grip over white (`systemGray2` in light mode:
    /// 174, 174, 178).
    static let gripColor = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)

    private let bars = [UIView(), UIView(), UIView()]

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        for bar in bars {
            bar.backgroundColor = TableReorderControl.gripColor
            bar.layer.cornerRadius = 1
            bar.bounds = CGRect(x: 0, y: 0, width: 18, height: 2)
            addSubview(bar)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (index, bar) in bars.enumerated() {
            bar.center = CGPoint(x: bounds.midX, y: bounds.midY + CGFloat(index - 1) * 5)
        }
    }
}
