@_spi(LabHost) @testable import LabKit
import XCTest

/// A horizontal drag on a row with swipe actions moves its content aside and reveals the
/// buttons; released past half their width they stay open; a tap on one runs its handler,
/// whose completion closes them. (Apple: `UISwipeActionsConfiguration`,
/// `UIContextualAction.Handler` "call the completion handler to indicate whether the action
/// was performed".)
final class TableSwipeActionsTests: TableViewTestCase {
    private var handled: [String] = []

    override func setUp() {
        super.setUp()
        makeTable(sections: Self.rows(5))
        // Short titles: each button is iOS's minimum 74 points wide, 148 together.
        let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] action, _, done in
            handled.append(action.title!)
            done(true)
        }
        let mute = UIContextualAction(style: .destructive, title: "Mute") { [unowned self] action, _, done in
            handled.append(action.title!)
            done(true)
        }
        model.trailingActions = [pin, mute]
    }

    private var cell: UITableViewCell { table.cellForRow(at: IndexPath(row: 1, section: 0))! }

    func testADragRevealsTheActionsAndATapRunsOne() {
        let swiped = cell
        drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 200, y: 66), duration: 0.2, lift: false)
        XCTAssertEqual(swiped.swipeOffset, -100, "the content follows the finger")
        XCTAssertEqual(table.contentOffset, .zero, "the table does not scroll")
        let actions = swiped.swipeActionsView!
        XCTAssertEqual(actions.openWidth, 148)
        commit()
        // 100 of 148 revealed: each button 50 points, "Pin" (the first) outermost.
        XCTAssertEqual(actions.frame, CGRect(x: 320, y: 0, width: 100, height: 44))
        XCTAssertEqual(actions.action(at: CGPoint(x: 75, y: 20))?.title, "Pin")
        XCTAssertEqual(actions.action(at: CGPoint(x: 25, y: 20))?.title, "Mute")
        step { LabInput.touch(.ended, at: CGPoint(x: 200, y: 66)) }
        steps(30)
        XCTAssertEqual(swiped.swipeOffset, -148, "open: past half the buttons' width")
        XCTAssertEqual(swiped.bounds.minX, 148)
        XCTAssertEqual(handled, [])

        tap(CGPoint(x: 320 - 30, y: 66))
        XCTAssertEqual(handled, ["Pin"])
        XCTAssertTrue(model.calls.filter { $0.hasPrefix("didSelect") }.isEmpty, "a tap on an action selects nothing")
        steps(30)
        XCTAssertEqual(swiped.swipeOffset, 0, "the completion closed the actions")
        XCTAssertNil(swiped.swipeActionsView)
    }

    func testAShortDragClosesAgainAndATapElsewhereCloses() {
        let swiped = cell
        drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 260, y: 66), duration: 0.2)
        steps(30)
        XCTAssertEqual(swiped.swipeOffset, 0, "40 of 148: closes")

        drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66), duration: 0.3)
        steps(30)
        XCTAssertEqual(swiped.swipeOffset, -148)
        tap(CGPoint(x: 100, y: 200))
        steps(30)
        XCTAssertEqual(swiped.swipeOffset, 0)
        XCTAssertEqual(handled, [])
        XCTAssertNil(table.indexPathForSelectedRow, "the tap only closed the actions")
    }

    /// A swipe across most of the row runs the first action.
    func testAFullSwipeRunsTheFirstAction() {
        drag(from: CGPoint(x: 310, y: 66), to: CGPoint(x: 60, y: 66), duration: 0.3)
        XCTAssertEqual(handled, ["Pin"])
    }

    /// No actions on the side the drag uncovers: the content does not move; a vertical drag
    /// scrolls the table.
    func testNoLeadingActionsAndVerticalDrags() {
        drag(from: CGPoint(x: 20, y: 66), to: CGPoint(x: 200, y: 66), duration: 0.2)
        XCTAssertEqual(cell.swipeOffset, 0)
        makeTable(sections: Self.rows(50))
        model.trailingActions = [UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }]
        drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 200), duration: 0.2, lift: false)
        // 100 points in 12 moves: the pan begins at the second (16.7 points in) and the content
        // follows from there, to the nearest half point.
        XCTAssertEqual(table.contentOffset.y, 83.5)
        XCTAssertTrue(table.visibleCells.allSatisfy { $0.swipeOffset == 0 })
    }
}
