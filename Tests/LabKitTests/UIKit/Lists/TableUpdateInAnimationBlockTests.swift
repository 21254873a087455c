import LabKit
import XCTest

/// A table's update run inside the caller's animation block (folding-cell's close: a 400 pt
/// row shrinks to 100 inside `UIView.animate(withDuration: 0.8, options: .curveEaseOut) {
/// beginUpdates(); endUpdates() }`) follows that block, and one run inside
/// `performWithoutAnimation` happens at once.
final class TableUpdateInAnimationBlockTests: TableViewTestCase {
    private func shownMinY(ofRow row: Int) -> CGFloat? {
        table.visibleCells.first { table.indexPath(for: $0)?.row == row }?.layer.presentation()?.frame.minY
    }

    /// The update's own 0.3 s animation, nested in the caller's, takes its 0.8 s ease-out
    /// curve; rows that come into view start from where the rows before them were, so that
    /// every row slides by the same amount, 100 points apart.
    func testRowsFollowTheCallersBlockAndKeepTheirOrder() throws {
        makeTable(sections: Self.rows(12), rowHeight: 100)
        model.heights[IndexPath(row: 0, section: 0)] = 400
        table.reloadData()
        commit()
        model.heights[IndexPath(row: 0, section: 0)] = 100
        UIView.animate(withDuration: 0.8, delay: 0, options: .curveEaseOut, animations: {
            self.table.beginUpdates()
            self.table.endUpdates()
        })
        let start = LabClock.currentTime
        advance(to: start + 0.25)
        // Ease-out (0, 0, 0.58, 1) at 0.25 / 0.8 of the way: row 1 moves from 400 to 100.
        func bezier(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<60 { let mid = (low + high) / 2; if bezier(0, 0.58, mid) < 0.25 / 0.8 { low = mid } else { high = mid } }
        let progress = bezier(0, 1, low)
        XCTAssertEqual(Double(try XCTUnwrap(shownMinY(ofRow: 1))), 400 - 300 * progress, accuracy: 0.5)
        for row in 2...4 {
            let gap = try XCTUnwrap(shownMinY(ofRow: row)) - XCTUnwrap(shownMinY(ofRow: row - 1))
            XCTAssertEqual(gap, 100, accuracy: 0.5, "row \(row)")
        }
    }

    func testAnUpdateInsidePerformWithoutAnimationHappensAtOnce() throws {
        makeTable(sections: Self.rows(12), rowHeight: 100)
        commit()
        model.heights[IndexPath(row: 0, section: 0)] = 400
        UIView.performWithoutAnimation {
            self.table.beginUpdates()
            self.table.endUpdates()
        }
        step()
        XCTAssertEqual(try XCTUnwrap(shownMinY(ofRow: 1)), 400, accuracy: 1e-6)
    }
}
