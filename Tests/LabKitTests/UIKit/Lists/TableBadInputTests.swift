@_spi(LabHost) @testable import LabKit
import XCTest

/// What UIKit answers with an exception, the lab answers with a diagnostic carrying UIKit's
/// message, the update refused and the table as it was; never a trap.
final class TableBadInputTests: TableViewTestCase {
    /// The data source gained a row but the update inserts none: refused.
    func testAnUpdateWhoseCountsDoNotAddUp() {
        makeTable(sections: Self.rows(5))
        let before = table.visibleCells
        var result: Bool?
        model.sections[0].append("extra")
        table.performBatchUpdates({ self.table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { result = $0 })
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (6) must be equal to the number of rows contained in that section before the update (5), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."), diagnostics[0])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        XCTAssertTrue(table.visibleCells.elementsEqual(before, by: ===))
        steps(2)
        XCTAssertEqual(result, false)
        table.reloadData()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 6, "a reload catches up")
    }

    func testAnIndexPathOutOfRange() {
        makeTable(sections: Self.rows(5))
        model.sections[0].removeLast()
        table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("attempt to delete row 9 from section 0 which only contains 5 rows before the update"))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 5)
        table.scrollToRow(at: IndexPath(row: 40, section: 2), at: .top, animated: false)
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 40, section: 0)), .zero)
    }

    func testNaNAndNegativeHeights() {
        makeTable(sections: Self.rows(3))
        model.heights = [IndexPath(row: 0, section: 0): .nan, IndexPath(row: 1, section: 0): -5]
        table.reloadData()
        commit()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 44)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).height, 44)
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertTrue(diagnostics[0].contains("nan"))
    }

    /// A cell identifier nothing was registered for: UIKit raises; the lab reports it and
    /// shows a default cell.
    func testAnUnregisteredIdentifier() {
        makeTable(sections: Self.rows(3))
        model.identifier = "unregistered"
        table.reloadData()
        commit()
        XCTAssertEqual(table.visibleCells.count, 3)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Row 0", "Row 1", "Row 2"])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("unable to dequeue a cell with identifier unregistered"))
    }

    /// A data source that reports more rows than it has cells for, handing out one cell for
    /// every row: the rows after the first get empty cells, with a diagnostic.
    func testFewerCellsThanRows() {
        makeTable(sections: Self.rows(3))
        let only = UITableViewCell(style: .default, reuseIdentifier: nil)
        model.makeCell = { _, _ in only }
        table.reloadData()
        commit()
        XCTAssertEqual(table.visibleCells.count, 3)
        XCTAssertTrue(table.visibleCells[0] === only)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("already shown for another row"))
    }

    func testNegativeCountsAndNoDataSource() {
        final class Negative: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { -3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let negative = Negative()
        let table = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(table)
        commit()
        XCTAssertEqual(table.numberOfSections, 0)
        table.dataSource = negative
        XCTAssertEqual(table.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(diagnostics.count, 1)
        table.endUpdates()
        XCTAssertEqual(diagnostics.count, 2)
    }
}
