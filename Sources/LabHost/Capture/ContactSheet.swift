import Foundation
@_spi(LabHost) import LabKit

/// `--contact-sheet`: frames of a time range laid out in a grid on one image, each labelled
/// with its lab time, built as a LabKit layer tree and drawn by the same renderer.
struct ContactSheet {
    /// The sheet's layout: frame count, columns and the canvas of one frame, in points.
    let count: Int
    let columns: Int
    let canvas: CGSize

    static let gap: CGFloat = 12
    static let labelHeight: CGFloat = 22

    var rows: Int { (count + columns - 1) / columns }

    /// The sheet's size in points.
    var size: CGSize {
        CGSize(width: CGFloat(columns) * (canvas.width + ContactSheet.gap) + ContactSheet.gap,
               height: CGFloat(rows) * (canvas.height + ContactSheet.labelHeight + ContactSheet.gap) + ContactSheet.gap)
    }

    /// The `count` times the sheet shows: evenly spaced from `from` to `from + duration`, both
    /// ends included.
    static func times(count: Int, from: Double, duration: Double) -> [Double] {
        guard count > 1 else { return [from] }
        return (0..<count).map { from + duration * Double($0) / Double(count - 1) }
    }

    /// The layer tree of the sheet: `frames[i]` (rendered at the sheet's scale) in cell i,
    /// row by row, with its time under it.
    func layer(frames: [(time: Double, image: CGImage)]) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = CGColor(red: 0.13, green: 0.13, blue: 0.14, alpha: 1)
        for (index, frame) in frames.enumerated() {
            let column = CGFloat(index % columns), row = CGFloat(index / columns)
            let origin = CGPoint(x: ContactSheet.gap + column * (canvas.width + ContactSheet.gap),
                                 y: ContactSheet.gap + row * (canvas.height + ContactSheet.labelHeight + ContactSheet.gap))
            let cell = CALayer()
            cell.frame = CGRect(origin: origin, size: canvas)
            cell.contents = frame.image
            root.addSublayer(cell)
            let label = CATextLayer()
            label.string = String(format: "%.2f s", frame.time)
            label.font = UIFont.systemFont(ofSize: 13)
            label.fontSize = 13
            label.foregroundColor = CGColor(red: 0.92, green: 0.92, blue: 0.92, alpha: 1)
            label.alignmentMode = .center
            label.frame = CGRect(x: origin.x, y: origin.y + canvas.height + 4, width: canvas.width, height: ContactSheet.labelHeight - 4)
            root.addSublayer(label)
        }
        return root
    }
}

extension ContactSheet {
    /// A near-square grid: 12 frames make 4 columns of 3 rows.
    static func defaultColumns(for count: Int) -> Int {
        max(1, Int(Double(count).squareRoot().rounded(.up)))
    }
}

/// Where one pass over a time range writes: PNG frames, a recording, a contact sheet.
struct SequenceOutputs {
    var directory: String?
    var record: String?
    var contactSheet: String?
}
