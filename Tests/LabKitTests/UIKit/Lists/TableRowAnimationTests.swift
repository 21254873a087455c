@_spi(LabHost) @testable import LabKit
import XCTest

/// Rows inserted and deleted with each `RowAnimation`, caught half-way through the 0.3 s
/// ease-in-out (where the symmetric curve is at exactly half its travel): the row that comes
/// or goes at its animation's half-way place or alpha, the rows under it half-way to their
/// new places. Five 44-point rows; the row at index 1 comes or goes. (Apple: `RowAnimation`,
/// ".fade: the inserted or deleted row or rows fade into or out of the table view", ".left:
/// the inserted row or rows slide in from the left; the deleted row or rows slide out to the
/// left", ".top: … slide in from the top", ".middle: the table view attempts to keep the old
/// and new cells centered in the space they did or will occupy".)
final class TableRowAnimationTests: TableViewTestCase {
    private let row1 = IndexPath(row: 1, section: 0), row2 = IndexPath(row: 2, section: 0)

    override func setUp() {
        super.setUp()
        makeTable(sections: [["A", "B", "C", "D", "E"]])
    }

    private func frame(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }
    private func alpha(_ view: UIView) -> Double { Double(view.layer.presentation()!.opacity) }

    /// Deletes row 1 with `animation`; returns its cell and the cell of the row under it.
    private func delete(with animation: UITableView.RowAnimation) -> (gone: UITableViewCell, below: UITableViewCell) {
        let gone = table.cellForRow(at: row1)!, below = table.cellForRow(at: row2)!
        model.sections[0].remove(at: 1)
        table.deleteRows(at: [row1], with: animation)
        return (gone, below)
    }

    /// Inserts a row at 1 with `animation`; returns its cell and the cell of the row under it.
    private func insert(with animation: UITableView.RowAnimation) -> (new: UITableViewCell, below: UITableViewCell) {
        let below = table.cellForRow(at: row1)!
        model.sections[0].insert("New", at: 1)
        table.insertRows(at: [row1], with: animation)
        return (table.cellForRow(at: row1)!, below)
    }

    func testDeleteFade() {
        let (gone, below) = delete(with: .fade)
        advance(to: 0.15)
        XCTAssertEqual(alpha(gone), 0.5, accuracy: 0.01)
        XCTAssertEqual(frame(gone).minY, 44, accuracy: 0.01, "it fades in place")
        XCTAssertEqual(frame(below).minY, 66, accuracy: 0.01, "88 → 44")
        advance(to: 0.4)
        XCTAssertNil(gone.superview, "the deleted cell went back to the reuse pool")
        XCTAssertEqual(frame(below).minY, 44)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["A", "C", "D", "E"])
    }

    func testDeleteLeftAndRight() {
        let (gone, _) = delete(with: .left)
        advance(to: 0.15)
        XCTAssertEqual(frame(gone).minX, -160, accuracy: 0.01)
        XCTAssertEqual(alpha(gone), 1)
        advance(to: 0.5)
        let (goneRight, _) = delete(with: .right)
        advance(to: 0.65)
        XCTAssertEqual(frame(goneRight).minX, 160, accuracy: 0.01)
    }

    /// `.automatic` slides the row up behind the one above while it fades.
    func testDeleteAutomatic() {
        let (gone, below) = delete(with: .automatic)
        advance(to: 0.15)
        XCTAssertEqual(frame(gone).minY, 22, accuracy: 0.01, "44 → 0")
        XCTAssertEqual(alpha(gone), 0.5, accuracy: 0.01)
        XCTAssertEqual(frame(below).minY, 66, accuracy: 0.01)
        XCTAssertTrue(table.subviews.firstIndex(of: gone)! < table.subviews.firstIndex(of: table.cellForRow(at: IndexPath(row: 0, section: 0))!)!,
                      "behind the row above")
    }

    func testInsertFadeLeftTopBottomMiddleNone() {
        let expectations: [(UITableView.RowAnimation, x: CGFloat, y: CGFloat, alpha: Double)] = [
            (.fade, 0, 44, 0.5), (.left, -160, 44, 1), (.right, 160, 44, 1), (.top, 0, 22, 1),
            (.bottom, 0, 66, 1), (.middle, 0, 33, 0.5), (.none, 0, 44, 1), (.automatic, 0, 22, 0.5),
        ]
        for (index, expected) in expectations.enumerated() {
            let start = Double(index)
            advance(to: start)
            let (new, below) = insert(with: expected.0)
            advance(to: start + 0.15)
            XCTAssertEqual(frame(new).minX, expected.x, accuracy: 0.01, "\(expected.0)")
            XCTAssertEqual(frame(new).minY, expected.y, accuracy: 0.01, "\(expected.0)")
            XCTAssertEqual(alpha(new), expected.alpha, accuracy: 0.01, "\(expected.0)")
            XCTAssertEqual(frame(below).minY, 66, accuracy: 0.01, "\(expected.0): 44 → 88")
            advance(to: start + 0.5)
            model.sections[0].remove(at: 1)
            table.deleteRows(at: [row1], with: .none)
        }
    }

    /// A moved row slides from its old place to its new one; the rows between make room.
    func testMove() {
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))!, c = table.cellForRow(at: row2)!
        model.sections[0] = ["B", "C", "A", "D", "E"]
        table.moveRow(at: IndexPath(row: 0, section: 0), to: row2)
        advance(to: 0.15)
        XCTAssertEqual(frame(moving).minY, 44, accuracy: 0.01, "0 → 88")
        XCTAssertEqual(frame(c).minY, 66, accuracy: 0.01, "88 → 44")
        XCTAssertEqual(table.indexPath(for: moving), row2)
    }

    /// A batch: delete row 0 and insert at 0 (new) in one update; the counts add up, the
    /// completion runs at the end with true.
    func testBatchCompletion() {
        var finished: [Bool] = []
        model.sections[0] = ["X", "B", "C", "D", "E"]
        table.performBatchUpdates({
            self.table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            self.table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }, completion: { finished.append($0) })
        advance(to: 0.2)
        XCTAssertEqual(finished, [])
        advance(to: 0.4)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["X", "B", "C", "D", "E"])
    }

    /// Sections come and go with their header, rows and footer.
    func testSectionInsertAndDelete() {
        model.sections.append(["F", "G"])
        table.insertSections(IndexSet(integer: 1), with: .fade)
        let f = table.cellForRow(at: IndexPath(row: 0, section: 1))!
        advance(to: 0.15)
        XCTAssertEqual(alpha(f), 0.5, accuracy: 0.01)
        XCTAssertEqual(frame(f).minY, 220)
        advance(to: 0.5)
        model.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .fade)
        advance(to: 0.65)
        XCTAssertEqual(frame(f).minY, 110, accuracy: 0.01, "220 → 0")
        advance(to: 1)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["F", "G"])
    }

    /// `reloadRows` replaces the row's cell, cross-fading with `.fade`.
    func testReloadRowCrossFades() {
        let old = table.cellForRow(at: row1)!
        model.sections[0][1] = "B2"
        table.reloadRows(at: [row1], with: .fade)
        let new = table.cellForRow(at: row1)!
        advance(to: 0.15)
        XCTAssertFalse(old === new)
        XCTAssertEqual(alpha(old), 0.5, accuracy: 0.01)
        XCTAssertEqual(new.textLabel?.text, "B2")
        XCTAssertEqual(alpha(new), 0.5, accuracy: 0.01)
    }
}
