import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture's Table scene (an inset grouped table under a navigation
/// bar) through the real `lab` binary, against references in
/// `__Snapshots__/TableGoldenFrameTests/`: the table at rest, rows inserted and deleted with
/// `.fade`, `.left` and `.automatic` caught half-way through their 0.3 s, a cell expanding
/// inside `performBatchUpdates`, and a swipe revealing its actions. Every tap also shows the
/// tapped row's gray selection fading, as `deselectRow(at:animated: true)` does. The
/// TableStyles scene shows a plain and a grouped table at rest; the TableEditing scene a
/// plain table's editing mode, reordering and UIKit's default swipe to delete.
final class TableGoldenFrameTests: XCTestCase {
    private func check(_ name: String, scene: String = "Table", script: String?, time: String, file: StaticString = #filePath,
                       testName: String = #function, line: UInt = #line) throws {
        var arguments = ["--plugin", "FeatureFixture", "--scene", scene, "--time", time]
        if let script { arguments += ["--input", TestFiles.input(script)] }
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// Two inset sections with capitalized gray headers, separators from the text's leading
    /// edge, chevrons, and the second section's footer.
    func testInsetGroupedTableAtRest() throws {
        try check("rest", script: nil, time: "0")
    }

    /// Kiwi half faded in at index 1; Banana, Cherry and Date half-way down to their new places.
    func testInsertWithFadeMidway() throws {
        try check("insert-fade-midway", script: "table-insert-fade", time: "0.35")
    }

    /// Banana half-way out to the left, behind Cherry and Date sliding up.
    func testDeleteWithLeftMidway() throws {
        try check("delete-left-midway", script: "table-delete-left", time: "0.35")
    }

    /// Kiwi half-way down from behind Apple, half faded in.
    func testInsertAutomaticallyMidway() throws {
        try check("insert-automatic-midway", script: "table-insert-automatic", time: "0.35")
    }

    /// Banana half-way from 44 to 88 points, its description and checkmark showing, and at rest.
    func testCellExpandingInsideBatchUpdates() throws {
        try check("expand-midway", script: "table-expand", time: "0.35")
        try check("expanded", script: "table-expand", time: "0.8")
    }

    /// Banana dragged left, "Flag" and "Delete" sharing the space revealed; then open at rest.
    func testSwipeRevealsActions() throws {
        try check("swipe-midway", script: "table-swipe", time: "0.35")
        try check("swipe-open", script: "table-swipe", time: "1")
    }

    /// The TableEditing scene entering editing mode: half-way, the delete and reorder controls
    /// half slid in and the text half moved aside; at rest, red delete controls, the gray
    /// grips, the green insert control of "Add Item", no chevrons, and "Done".
    func testEnteringEditingMode() throws {
        try check("editing-midway", scene: "TableEditing", script: "table-edit", time: "0.35")
        try check("editing", scene: "TableEditing", script: "table-edit", time: "1")
    }

    /// Apples lifted by its grip (translucent, over the others) with Bread and Coffee slid up
    /// out of its way; then dropped into the third place.
    func testReorderingByTheGrip() throws {
        try check("reorder-dragging", scene: "TableEditing", script: "table-edit-reorder", time: "1.4")
        try check("reordered", scene: "TableEditing", script: "table-edit-reorder", time: "2.2")
    }

    /// A data source that implements `commit editingStyle` without swipe configurations:
    /// UIKit's red Delete button opens on Bread; tapped, Bread fades out as the rows below
    /// slide up.
    func testSwipeToDeleteFromCommitEditingStyle() throws {
        try check("swipe-delete-open", scene: "TableEditing", script: "table-swipe-delete", time: "0.9")
        try check("swipe-delete-deleting", scene: "TableEditing", script: "table-swipe-delete", time: "1.17")
    }

    /// A plain table (bold section headers on a light band, the four cell styles, a selected
    /// row in gray, a chevron and a checkmark) over a grouped one (full-width hairlines closing
    /// the section, info buttons, a switch as accessory view, a footer).
    func testPlainAndGroupedStyles() throws {
        try check("styles", scene: "TableStyles", script: nil, time: "0")
    }
}
