@_spi(LabHost) @testable import LabKit
import XCTest

/// Where rows go: frames from known heights (prefix sums), the styles' section spacing and
/// insets, and which rows a content offset makes visible. Values computed by hand.
final class TableGeometryTests: TableViewTestCase {
    /// Plain rows stack edge to edge with no section spacing: 30, 50 and 70 points tall rows
    /// start at 0, 30 and 80 (Apple: `rectForRow(at:)` is in the table's coordinates).
    func testPlainRowFramesFromKnownHeights() {
        makeTable(sections: [["a", "b", "c"]])
        model.heights = [IndexPath(row: 0, section: 0): 30, IndexPath(row: 1, section: 0): 50, IndexPath(row: 2, section: 0): 70]
        table.reloadData()
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 0, y: 30, width: 320, height: 50))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 2, section: 0)), CGRect(x: 0, y: 80, width: 320, height: 70))
        commit()
        XCTAssertEqual(table.contentSize, CGSize(width: 320, height: 150))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame, CGRect(x: 0, y: 30, width: 320, height: 50))
    }

    /// Grouped sections without titles: 35 points above the first section, 17.5 of footer
    /// and 17.5 of header between sections, 17.5 under the last.
    func testGroupedSectionSpacing() {
        makeTable(style: .grouped, sections: [["a", "b"], ["c"]])
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 35)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 79)
        // 35 + 88 + 17.5 (footer) + 17.5 (header)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)), CGRect(x: 0, y: 158, width: 320, height: 44))
        XCTAssertEqual(table.rect(forSection: 1), CGRect(x: 0, y: 140.5, width: 320, height: 79))
        XCTAssertEqual(table.contentSize.height, 219.5)
    }

    /// Inset grouped rows are 16 points in from each edge on a 320-point table (the iPhone
    /// layout margin), the first and last rows of a section rounded with a 10-point radius.
    func testInsetGroupedRowsAreInsetAndRounded() {
        makeTable(style: .insetGrouped, sections: [["a", "b", "c"]])
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 1, section: 0)), CGRect(x: 16, y: 79, width: 288, height: 44))
        let cells = table.visibleCells
        XCTAssertEqual(cells.map(\.layer.cornerRadius), [10, 0, 10])
        XCTAssertEqual(cells[0].layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(cells[2].layer.maskedCorners, [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(cells.map(\.separatorView.isHidden), [false, false, true], "no separator under a section's last row")
        XCTAssertEqual(table.backgroundColor, .systemGroupedBackground)
    }

    /// A header title makes a 38-point grouped header; its label sits 7 points above the
    /// header's bottom edge, in capitals.
    func testGroupedHeaderTitle() {
        makeTable(style: .insetGrouped, sections: [["a"]])
        model.headerTitles = [0: "General"]
        table.reloadData()
        commit()
        XCTAssertEqual(table.rectForHeader(inSection: 0), CGRect(x: 0, y: 0, width: 320, height: 38))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 38)
        let header = table.headerView(forSection: 0)
        XCTAssertEqual(header?.textLabel?.text, "GENERAL")
        let label = header!.textLabel!
        XCTAssertEqual(label.frame.maxY, 31, accuracy: 1e-9)
        XCTAssertEqual(label.frame.minX, 32, "the section inset plus the cell margin")
    }

    /// The separator is a hairline (half a point at scale 2) from the 16-point inset to the
    /// trailing edge, and the content view ends above it (UIKit's 43.5 of a 44-point row).
    func testSeparatorAndContentViewHeights() {
        makeTable(sections: Self.rows(3))
        let cell = table.visibleCells[0]
        commit()
        XCTAssertEqual(cell.separatorView.frame, CGRect(x: 16, y: 43.5, width: 304, height: 0.5))
        XCTAssertEqual(cell.contentView.frame.height, 43.5)
        XCTAssertEqual(cell.textLabel?.frame.minX, 16)
    }

    /// 44-point rows in a 480-point table scrolled to 100: the rows overlapping 100..<580 are
    /// 2 (88..<132) through 13 (572..<616).
    func testVisibleRowsAtAnOffset() {
        makeTable(sections: Self.rows(1000))
        XCTAssertEqual(visibleRows, (0...10).map { [0, $0] }, "at 0: rows 0…10 (440..<484 overlaps 480)")
        table.contentOffset = CGPoint(x: 0, y: 100)
        commit()
        XCTAssertEqual(visibleRows, (2...13).map { [0, $0] })
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 131)), IndexPath(row: 2, section: 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 132)), IndexPath(row: 3, section: 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 10, y: 44_000)))
        let cell = table.cellForRow(at: IndexPath(row: 5, section: 0))!
        XCTAssertEqual(table.indexPath(for: cell), IndexPath(row: 5, section: 0))
        XCTAssertEqual(cell.textLabel?.text, "Row 5")
    }

    /// A table of 100,000 rows scrolled near its end shows the same dozen cells a short one
    /// does, found by binary search: row 90,000 starts at 3,960,000.
    func testAHundredThousandRows() {
        makeTable(sections: Self.rows(100_000))
        XCTAssertEqual(table.contentSize.height, 4_400_000)
        table.contentOffset = CGPoint(x: 0, y: 3_960_000)
        commit()
        XCTAssertEqual(visibleRows.first, [0, 90_000])
        XCTAssertEqual(visibleRows.last, [0, 90_010])
        XCTAssertLessThanOrEqual(table.cellsCreated, 13)
    }

    /// `scrollToRow`: `.top` puts the row at the top, `.bottom` at the bottom, `.middle` in
    /// the middle, `.none` scrolls the least; all within the content's range.
    func testScrollToRow() {
        makeTable(sections: Self.rows(100))
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 880)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(table.contentOffset.y, 924 - 480)
        table.scrollToRow(at: IndexPath(row: 20, section: 0), at: .middle, animated: false)
        XCTAssertEqual(table.contentOffset.y, 902 - 240)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        XCTAssertEqual(table.contentOffset.y, 4400 - 480, "clamped to the end")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        XCTAssertEqual(table.contentOffset.y, 0)
    }

    /// A plain table's section headers float (Apple: `UITableView.Style.plain`, "any section
    /// headers or footers are displayed as inline separators and float when the table view
    /// is scrolled"): 28-point headers over ten 44-point rows, section 0 spanning 0..<468.
    func testPlainHeadersFloat() {
        makeTable(sections: [Self.rows(10)[0], Self.rows(10)[0]])
        model.headerTitles = [0: "First", 1: "Second"]
        table.reloadData()
        commit()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 0)
        table.contentOffset = CGPoint(x: 0, y: 100)
        commit()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 100, "pinned at the top")
        table.contentOffset = CGPoint(x: 0, y: 450)
        commit()
        XCTAssertEqual(table.headerView(forSection: 0)?.frame.minY, 440, "pushed up by the end of its section")
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 468)
        table.contentOffset = CGPoint(x: 0, y: 900)
        commit()
        XCTAssertNil(table.headerView(forSection: 0))
        XCTAssertEqual(table.headerView(forSection: 1)?.frame.minY, 900)
    }
}
