@_spi(LabHost) @testable import LabKit
import XCTest

/// Editing mode: delete and insert controls on the leading edge with the content indented
/// 38 points, reorder controls (44 points) on the trailing edge when the data source
/// implements `tableView(_:moveRowAt:to:)`, a tap on a delete control showing the Delete
/// button, and rows reordered by dragging their reorder control. (Apple:
/// `UITableView.setEditing(_:animated:)`; `tableView(_:moveRowAt:to:)`, "The table view
/// displays the reordering control only if the data source implements this method";
/// `tableView(_:canMoveRowAt:)`.)
final class TableEditingModeTests: TableViewTestCase {
    /// The data source and delegate (the table holds them weakly).
    private var source: EditingTableStore?

    private func makeEditingTable<Source: EditingTableStore & UITableViewDataSource & UITableViewDelegate>(_ source: Source) {
        makeTable(sections: Self.rows(5))
        self.source = source
        table.dataSource = source
        table.delegate = source
        commit()
    }

    private func cell(_ row: Int) -> UITableViewCell { table.cellForRow(at: IndexPath(row: row, section: 0))! }

    func testEditingModeShowsDeleteControlsAndIndentsTheContent() {
        makeEditingTable(CommittingSource(5))
        table.setEditing(true, animated: false)
        commit()
        XCTAssertTrue(table.isEditing)
        let first = cell(0)
        XCTAssertTrue(first.isEditing)
        // 44-point rows with a half-point separator (scale 2): controls 43.5 points tall.
        XCTAssertEqual(first.editingControl?.frame, CGRect(x: 0, y: 0, width: 38, height: 43.5))
        XCTAssertEqual(first.editingControl?.style, .delete)
        XCTAssertEqual(first.contentView.frame, CGRect(x: 38, y: 0, width: 282, height: 43.5))
        XCTAssertEqual(first.textLabel?.frame.minX, 16, "the text keeps its margin inside the indented content")
        XCTAssertNil(first.reorderControl, "the data source does not implement moveRowAt")

        table.setEditing(false, animated: false)
        commit()
        XCTAssertEqual(first.contentView.frame.minX, 0)
        XCTAssertEqual(first.editingControl?.frame.minX, -38, "the control waits off the leading edge")
    }

    /// Animated, the content slides over 0.3 s on UIKit's ease-in-out curve: half-way
    /// through, half-way there.
    func testEnteringEditingModeAnimates() {
        makeEditingTable(CommittingSource(5))
        table.setEditing(true, animated: true)
        steps(9)
        let x = cell(2).contentView.layer.presentation()!.frame.minX
        XCTAssertEqual(x, 19, accuracy: 1, "half of 38 at the middle of a symmetric curve")
        steps(12)
        XCTAssertEqual(cell(2).contentView.layer.presentation()!.frame.minX, 38)
    }

    func testInsertAndNoneStylesAndRowsThatCannotBeEdited() {
        let source = CommittingSource(5)
        source.styles = [1: .insert, 2: .none]
        source.uneditable = [3]
        makeEditingTable(source)
        table.setEditing(true, animated: false)
        commit()
        XCTAssertEqual(cell(1).editingControl?.style, .insert)
        XCTAssertEqual(cell(2).contentView.frame.minX, 0, "no control: no indent")
        XCTAssertEqual(cell(3).contentView.frame.minX, 0)
        tap(CGPoint(x: 27, y: 66))
        XCTAssertEqual(source.calls, ["commit insert 1"])
        XCTAssertNil(table.indexPathForSelectedRow, "taps do not select in editing mode")
    }

    /// A tap on the delete control turns it and shows the Delete button; a tap on the button
    /// commits the deletion.
    func testTheDeleteControlShowsTheDeleteButton() {
        let source = CommittingSource(5)
        makeEditingTable(source)
        table.setEditing(true, animated: false)
        commit()
        let row = cell(1)
        tap(CGPoint(x: 27, y: 66))
        steps(30)
        let width = row.swipeActionsView!.openWidth
        XCTAssertEqual(row.swipeOffset, -width)
        XCTAssertEqual(row.editingControl?.isConfirmingDeletion, true)
        XCTAssertEqual(source.calls, [])
        tap(CGPoint(x: 310, y: 66))
        XCTAssertEqual(source.calls, ["commit delete 1"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 4)
    }

    func testReorderControlsShowWhenTheDataSourceMovesRows() {
        let source = ReorderingSource(5)
        source.unmovable = [4]
        makeEditingTable(source)
        table.setEditing(true, animated: false)
        commit()
        XCTAssertEqual(cell(0).reorderControl?.frame, CGRect(x: 276, y: 0, width: 44, height: 43.5))
        XCTAssertEqual(cell(0).contentView.frame, CGRect(x: 38, y: 0, width: 238, height: 43.5))
        XCTAssertEqual(cell(4).reorderControl?.alpha ?? 0, 0, "canMoveRowAt is false for row 4")
    }

    /// Row 0 dragged down by its grip: once its bottom edge passes the middles of rows 1 and
    /// 2 they slide up into its place; dropped, it takes row 2's place and the data source is
    /// told.
    func testDraggingTheReorderControlMovesTheRow() {
        let source = ReorderingSource(5)
        makeEditingTable(source)
        table.setEditing(true, animated: false)
        commit()
        let dragged = cell(0), second = cell(1), third = cell(2), fourth = cell(3)
        drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 130), duration: 0.3, lift: false)
        steps(20)
        XCTAssertEqual(dragged.alpha, 0.8, accuracy: 1e-6)
        // The pan began past its slop, so the row lags the finger by less than 20 points: its
        // bottom edge is between row 2's middle (110) and row 3's (154).
        XCTAssertGreaterThan(dragged.frame.maxY, 110)
        XCTAssertLessThan(dragged.frame.maxY, 154)
        XCTAssertEqual([second.frame.minY, third.frame.minY, fourth.frame.minY], [0, 44, 132])
        XCTAssertEqual(source.calls, [])

        step { LabInput.touch(.ended, at: CGPoint(x: 298, y: 130)) }
        steps(30)
        XCTAssertEqual(source.calls, ["move 0 to 2"])
        XCTAssertEqual(source.rows, ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4"])
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 2, section: 0)) === dragged)
        XCTAssertEqual(dragged.frame.minY, 88)
        XCTAssertEqual(dragged.alpha, 1)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, source.rows)
        XCTAssertEqual(table.contentOffset, .zero, "the drag did not scroll")
    }

    /// The delegate redirects the drop; a target outside the section is reported and the
    /// proposed place kept.
    func testTheDelegateRedirectsTheDrop() {
        let source = ReorderingSource(5)
        source.target = IndexPath(row: 1, section: 0)
        makeEditingTable(source)
        table.setEditing(true, animated: false)
        commit()
        drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 130), duration: 0.3)
        steps(30)
        XCTAssertEqual(source.calls, ["move 0 to 1"])

        source.target = IndexPath(row: 0, section: 3)
        drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 130), duration: 0.3)
        steps(30)
        XCTAssertEqual(source.calls, ["move 0 to 1", "move 0 to 2"])
        XCTAssertFalse(diagnostics.isEmpty)
        XCTAssertTrue(diagnostics[0].contains("targetIndexPathForMoveFromRowAt"), diagnostics[0])
    }

    /// A view controller's `editButtonItem` reads "Edit", and "Done" in semibold while the
    /// controller edits; a tap toggles editing with animation, which the controller passes on
    /// to its table, as UIKit apps override `setEditing(_:animated:)`.
    func testTheEditButtonItemTogglesEditing() {
        final class ListController: UIViewController {
            let table = UITableView()
            var animated: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                self.animated.append(animated)
                table.setEditing(editing, animated: animated)
            }
        }
        let controller = ListController()
        let item = controller.editButtonItem
        XCTAssertTrue(controller.editButtonItem === item)
        XCTAssertEqual(item.title, "Edit")
        item.primaryAction?.handler(item.primaryAction!)
        XCTAssertTrue(controller.isEditing)
        XCTAssertTrue(controller.table.isEditing)
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        controller.isEditing = false
        XCTAssertEqual(item.title, "Edit")
        XCTAssertEqual(item.style, .plain)
        XCTAssertEqual(controller.animated, [true, false])
    }

    /// A diffable data source subclass that allows moving: its snapshot follows the drop.
    func testADiffableDataSourceFollowsTheMove() {
        makeTable(sections: Self.rows(0))
        let diffable = EditableFruitSource(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Banana", "Cherry", "Date"])
        diffable.apply(snapshot, animatingDifferences: false)
        table.setEditing(true, animated: false)
        commit()
        drag(from: CGPoint(x: 298, y: 154), to: CGPoint(x: 298, y: 10), duration: 0.3)
        steps(30)
        XCTAssertEqual(diffable.snapshot().itemIdentifiers, ["Date", "Apple", "Banana", "Cherry"])
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Date", "Apple", "Banana", "Cherry"])
    }
}
