@_spi(LabHost) @testable import LabKit
import XCTest

/// A finger on a row highlights it (the lab without UIKit's short delay in scroll views);
/// lifting on it selects the row and tells the delegate; a scroll cancels the highlight.
final class TableSelectionTests: TableViewTestCase {
    func testTouchHighlightsAndLiftSelects() {
        makeTable(sections: Self.rows(20))
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        step { LabInput.touch(.began, at: CGPoint(x: 160, y: 110)) }
        XCTAssertTrue(cell.isHighlighted)
        XCTAssertEqual(cell.selectedBackgroundView?.alpha, 1, "the gray shows")
        XCTAssertEqual(cell.selectedBackgroundView?.backgroundColor, .systemGray4)
        step { LabInput.touch(.ended, at: CGPoint(x: 160, y: 110)) }
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertTrue(cell.isSelected)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(model.calls.filter { !$0.hasPrefix("willDisplay") }, ["willSelect 0-2", "didSelect 0-2"])

        tap(CGPoint(x: 160, y: 20))
        XCTAssertFalse(cell.isSelected)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        XCTAssertEqual(model.calls.filter { !$0.hasPrefix("willDisplay") }.suffix(3), ["willSelect 0-0", "didDeselect 0-2", "didSelect 0-0"])

        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: true)
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testAScrollCancelsTheHighlight() {
        makeTable(sections: Self.rows(50))
        let cell = table.cellForRow(at: IndexPath(row: 5, section: 0))!
        drag(from: CGPoint(x: 160, y: 240), to: CGPoint(x: 160, y: 140), duration: 0.2)
        XCTAssertFalse(cell.isHighlighted)
        XCTAssertNil(table.indexPathForSelectedRow)
    }

    func testMultipleSelectionToggles() {
        makeTable(sections: Self.rows(10))
        table.allowsMultipleSelection = true
        tap(CGPoint(x: 160, y: 20))
        tap(CGPoint(x: 160, y: 64))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        tap(CGPoint(x: 160, y: 20))
        XCTAssertEqual(table.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
    }

    /// Selection follows its row through updates.
    func testSelectionFollowsUpdates() {
        makeTable(sections: Self.rows(10))
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        model.sections[0].insert("new", at: 0)
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 4, section: 0))
    }
}
