@_spi(LabHost) @testable import LabKit
import XCTest

/// Only the cells on screen exist: scrolling reuses the ones that left (after their
/// `prepareForReuse`), so a long table makes about as many cells as fit on screen.
final class TableReuseTests: TableViewTestCase {
    /// Scrolling a 1,000-row table of 44-point rows through 20,000 points, a few points a
    /// frame and in jumps, makes at most 13 cells: the 12 that a 480-point view can overlap
    /// at once, and one more while one row leaves as another comes.
    func testScrollingMakesOnlyTheVisibleCells() {
        makeTable(sections: Self.rows(1000))
        XCTAssertEqual(table.cellsCreated, 11)
        var y: CGFloat = 0
        while y < 20_000 {
            y += 37
            table.contentOffset = CGPoint(x: 0, y: y)
            commit()
        }
        table.contentOffset = CGPoint(x: 0, y: 40_000)
        commit()
        XCTAssertLessThanOrEqual(table.cellsCreated, 13)
        XCTAssertLessThanOrEqual(table.subviews.compactMap { $0 as? UITableViewCell }.count, 12)
        XCTAssertGreaterThan(table.visibleCells.compactMap { $0 as? TestCell }.map(\.reuses).reduce(0, +), 0)
        XCTAssertEqual(table.visibleCells.first?.textLabel?.text, "Row 909", "40,000 / 44 = 909.1")
    }

    /// A dequeued cell is reset: not selected, not highlighted.
    /// Headers and footers are announced as they come on screen and as they leave, as cells
    /// are (SkeletonView forwards these calls). Sections of 3 rows of 44 under a 28-point
    /// title header and over a title footer: at the top sections 0–2 show; scrolled 600
    /// points down, section 0's header and footer have left.
    func testHeadersAndFootersAreAnnouncedAsTheyShowAndLeave() {
        makeTable(sections: (0..<10).map { section in (0..<3).map { "\(section)-\($0)" } })
        model.headerTitles = Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, "Section \($0)") })
        model.footerTitles = Dictionary(uniqueKeysWithValues: (0..<10).map { ($0, "End of \($0)") })
        table.reloadData()
        commit()
        XCTAssertTrue(model.headerFooterCalls.contains("willDisplayHeader 0"))
        XCTAssertTrue(model.headerFooterCalls.contains("willDisplayFooter 0"))
        XCTAssertFalse(model.headerFooterCalls.contains("willDisplayHeader 9"))
        model.headerFooterCalls.removeAll()
        table.contentOffset.y = 600
        commit()
        XCTAssertTrue(model.headerFooterCalls.contains("didEndDisplayingHeader 0"), "\(model.headerFooterCalls)")
        XCTAssertTrue(model.headerFooterCalls.contains("didEndDisplayingFooter 0"), "\(model.headerFooterCalls)")
        XCTAssertTrue(model.headerFooterCalls.contains { $0.hasPrefix("willDisplayHeader ") && $0 != "willDisplayHeader 0" })
    }

    func testReusedCellsAreReset() {
        makeTable(sections: Self.rows(100))
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! TestCell
        XCTAssertTrue(first.isSelected)
        table.contentOffset = CGPoint(x: 0, y: 100)
        commit()
        XCTAssertNil(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        XCTAssertTrue(table.visibleCells.contains { $0 === first }, "row 0's cell shows another row")
        XCTAssertEqual(first.reuses, 1)
        XCTAssertFalse(first.isSelected)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0), "the row stays selected")
    }

    /// `dequeueReusableCell(withIdentifier:)` gives nil for an unknown identifier, a new cell
    /// of the registered class otherwise.
    func testDequeueWithoutAnIndexPath() {
        makeTable(sections: Self.rows(1))
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "unknown"))
        XCTAssertTrue(table.dequeueReusableCell(withIdentifier: "cell") is TestCell)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        XCTAssertEqual(table.dequeueReusableHeaderFooterView(withIdentifier: "header")?.reuseIdentifier, "header")
    }
}
