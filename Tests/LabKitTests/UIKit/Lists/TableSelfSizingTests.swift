@_spi(LabHost) @testable import LabKit
import XCTest

/// Rows of `UITableView.automaticDimension` take the height their cell's content needs:
/// Auto Layout's `systemLayoutSizeFitting` of the content view, plus the separator's
/// hairline, as UIKit sizes them (Apple: `rowHeight`, "the default value of this property is
/// automaticDimension, which causes the table view to choose an appropriate height based on
/// your cell's content").
final class TableSelfSizingTests: TableViewTestCase {
    /// A cell whose content view holds a box `boxHeight` tall, 10 points from the top and bottom.
    final class BoxCell: UITableViewCell {
        let box = UIView()
        let heightConstraint: NSLayoutConstraint

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            heightConstraint = box.heightAnchor.constraint(equalToConstant: 20)
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            box.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                heightConstraint,
            ])
        }

        required init?(coder: NSCoder) { return nil }
    }

    private var boxHeights: [CGFloat] = [60, 100, 20]

    private func makeBoxTable() {
        makeTable(sections: [["a", "b", "c"]], rowHeight: nil)
        table.register(BoxCell.self, forCellReuseIdentifier: "box")
        model.makeCell = { [unowned self] tableView, path in
            let cell = tableView.dequeueReusableCell(withIdentifier: "box", for: path) as! BoxCell
            cell.heightConstraint.constant = self.boxHeights[path.row]
            return cell
        }
        table.reloadData()
        commit()
    }

    /// 60 + 2 × 10 + 0.5 = 80.5; 100 + 20 + 0.5 = 120.5; 20 + 20 + 0.5 = 40.5.
    func testAutoLayoutCellsSizeThemselves() {
        makeBoxTable()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 0, width: 320, height: 80.5))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 80.5, width: 320, height: 120.5))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 201, width: 320, height: 40.5))
        XCTAssertEqual(table.contentSize.height, 241.5)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! BoxCell
        XCTAssertEqual(cell.box.frame, CGRect(x: 16, y: 10, width: 288, height: 100))
        XCTAssertEqual(diagnostics, [])
    }

    /// A standard cell of one 17-point line is 44 points, as UIKit's default row.
    func testStandardCellsAre44Points() {
        makeTable(sections: [["a", "b"]], rowHeight: nil)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 44, width: 320, height: 44))
    }

    /// Rows not on screen keep their estimate (`estimatedRowHeight`) until they are shown.
    func testRowsOffScreenKeepTheirEstimate() {
        makeTable(sections: Self.rows(100), rowHeight: nil)
        table.estimatedRowHeight = 50
        table.reloadData()
        commit()
        // Rows 0…10 measured at 44 (484 > 480 with the 11th); the rest still 50.
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 10, section: 0)).height, 44)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 20, section: 0)).height, 50)
        XCTAssertEqual(table.contentSize.height, 11 * 44 + 89 * 50)
    }

    /// A cell that grows inside `performBatchUpdates(nil)` is measured again, and its row and
    /// the rows under it animate to the new layout over 0.3 s.
    func testACellExpandsInsideABatchUpdate() {
        makeBoxTable()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! BoxCell
        let below = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        var completed: Bool?
        boxHeights[0] = 160
        cell.heightConstraint.constant = 160
        table.performBatchUpdates(nil) { completed = $0 }
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 180.5)
        XCTAssertEqual(below.frame.minY, 180.5, "the model value moves at once")
        advance(to: 0.15)
        // Half-way through the ease-in-out: half of the 100-point move.
        XCTAssertEqual(Double(below.layer.presentation()!.frame.minY), 130.5, accuracy: 0.5)
        advance(to: 0.5)
        XCTAssertEqual(completed, true)
        XCTAssertEqual(below.layer.presentation()!.frame.minY, 180.5)
    }

    /// A cell whose content view holds a multi-line label 16 points from the sides and 10
    /// from the top and bottom.
    final class WrappingCell: UITableViewCell {
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.font = UIFont(name: "DejaVu Sans Mono", size: 20)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) { return nil }
    }

    /// A multi-line label wraps at the width the cell gives it (288 points: 23 characters of
    /// DejaVu Sans Mono at 20 points, 1233/2048 em each), so its row is two lines tall plus
    /// the insets and the separator.
    func testAMultilineLabelWrapsInASelfSizingCell() {
        makeTable(sections: [["aaaa bbbb cccc dddd eeee", "aaaa"]], rowHeight: nil)
        table.register(WrappingCell.self, forCellReuseIdentifier: "wrap")
        model.makeCell = { tableView, path in
            let cell = tableView.dequeueReusableCell(withIdentifier: "wrap", for: path) as! WrappingCell
            cell.label.text = path.row == 0 ? "aaaa bbbb cccc dddd eeee" : "aaaa"
            return cell
        }
        table.reloadData()
        commit()
        let lineHeight = UIFont(name: "DejaVu Sans Mono", size: 20)!.lineHeight
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, (2 * lineHeight).rounded(.up) + 20.5)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, lineHeight.rounded(.up) + 20.5)
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! WrappingCell
        XCTAssertEqual(cell.label.frame, CGRect(x: 16, y: 10, width: 288, height: (2 * lineHeight).rounded(.up)))
    }
}
