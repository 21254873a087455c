@_spi(LabHost) @testable import LabKit
import XCTest

/// UIKit's swipe to delete: a row without a trailing swipe configuration swipes to a red
/// Delete button when the data source implements `tableView(_:commit:forRowAt:)`, the row can
/// be edited and its editing style is `.delete`; the button commits `.delete`. (Apple:
/// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, "Return nil if you want the
/// table to display the default set of actions"; `tableView(_:canEditRowAt:)`, "If this
/// method is not implemented, all rows are assumed to be editable".)
final class TableEditingStyleTests: TableViewTestCase {
    private var source: CommittingSource!

    /// Five 44-point rows from `CommittingSource`, which is the table's delegate too.
    private func makeCommittingTable() {
        makeTable(sections: Self.rows(5))
        source = CommittingSource(5)
        table.dataSource = source
        table.delegate = source
        commit()
    }

    private var cell: UITableViewCell { table.cellForRow(at: IndexPath(row: 1, section: 0))! }

    /// Swift infers which of the two optional methods a data source declares.
    func testTheTableKnowsWhichOptionalMethodsADataSourceImplements() {
        let committing: any UITableViewDataSource = CommittingSource(1)
        let reordering: any UITableViewDataSource = ReorderingSource(1)
        let neither: any UITableViewDataSource = TableModel(sections: [])
        XCTAssertEqual([committing.implementsCommit, committing.implementsMove], [true, false])
        XCTAssertEqual([reordering.implementsCommit, reordering.implementsMove], [true, true])
        XCTAssertEqual([neither.implementsCommit, neither.implementsMove], [false, false])
        // UIKit's diffable data source implements both (for subclasses to override).
        let diffable: any UITableViewDataSource = UITableViewDiffableDataSource<Int, Int>(tableView: UITableView()) { _, _, _ in nil }
        XCTAssertEqual([diffable.implementsCommit, diffable.implementsMove], [true, true])
    }

    func testASwipeRevealsDeleteAndItsTapCommitsDelete() {
        makeCommittingTable()
        let swiped = cell
        drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 66), duration: 0.2, lift: false)
        XCTAssertEqual(swiped.swipeOffset, -100, "the content follows the finger")
        let actions = swiped.swipeActionsView!
        XCTAssertEqual(actions.configuration.actions.map(\.title), ["Delete"])
        XCTAssertEqual(actions.configuration.actions[0].style, .destructive)
        XCTAssertEqual(actions.buttons[0].backgroundColor, .systemRed)
        step { LabInput.touch(.ended, at: CGPoint(x: 200, y: 66)) }
        steps(30)
        XCTAssertEqual(swiped.swipeOffset, -actions.openWidth, "open: past half the button's width")
        XCTAssertEqual(source.calls, [])

        tap(CGPoint(x: 320 - 20, y: 66))
        XCTAssertEqual(source.calls, ["commit delete 1"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
        steps(30)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Row 0", "Row 2", "Row 3", "Row 4"])
    }

    /// With `performsFirstActionWithFullSwipe` (the default), a swipe across most of the row
    /// deletes it.
    func testAFullSwipeDeletes() {
        makeCommittingTable()
        drag(from: CGPoint(x: 310, y: 66), to: CGPoint(x: 60, y: 66), duration: 0.3)
        XCTAssertEqual(source.calls, ["commit delete 1"])
    }

    func testTheDelegateTitlesTheButton() {
        makeCommittingTable()
        source.deleteTitle = "Remove"
        drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 66), duration: 0.2, lift: false)
        XCTAssertEqual(cell.swipeActionsView?.configuration.actions.map(\.title), ["Remove"])
    }

    /// A data source without `commit`: no Delete, the content stays.
    func testWithoutCommitNothingSwipes() {
        makeTable(sections: Self.rows(5))
        drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 66), duration: 0.2, lift: false)
        XCTAssertEqual(cell.swipeOffset, 0)
        XCTAssertNil(cell.swipeActionsView)
    }

    /// Rows whose editing style is `.none` or `.insert`, or that cannot be edited, do not swipe.
    func testRowsThatDoNotDeleteDoNotSwipe() {
        makeCommittingTable()
        source.styles = [1: .none, 2: .insert]
        source.uneditable = [3]
        for y: CGFloat in [66, 110, 154] {
            drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 200, y: y), duration: 0.2)
            steps(20)
        }
        XCTAssertTrue(table.visibleCells.allSatisfy { $0.swipeOffset == 0 && $0.swipeActionsView == nil })
        XCTAssertEqual(source.calls, [])
        drag(from: CGPoint(x: 300, y: 198), to: CGPoint(x: 200, y: 198), duration: 0.2, lift: false)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 4, section: 0))!.swipeOffset, -100, accuracy: 1e-9, "row 4 still deletes")
    }

    /// A subclass of the diffable data source that allows editing gets Delete too, and its
    /// `commit` override is called.
    func testADiffableSubclassThatAllowsEditing() {
        makeTable(sections: Self.rows(0))
        let diffable = EditableFruitSource(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Banana", "Cherry"])
        diffable.apply(snapshot, animatingDifferences: false)
        commit()
        drag(from: CGPoint(x: 310, y: 66), to: CGPoint(x: 60, y: 66), duration: 0.3)
        XCTAssertEqual(diffable.committed, ["Banana"])
        steps(30)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Apple", "Cherry"])
    }
}

/// A diffable data source that lets rows be deleted and reordered, as UIKit apps subclass it.
final class EditableFruitSource: UITableViewDiffableDataSource<Int, String> {
    var committed: [String] = []

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
        committed.append(item)
        var snapshot = snapshot()
        snapshot.deleteItems([item])
        apply(snapshot)
    }
}
