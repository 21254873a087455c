import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture's Collection scene (a flow layout grid under a header) and
/// CollectionCircle scene (a custom circular layout) through the real `lab` binary, against
/// references in `__Snapshots__/CollectionGoldenFrameTests/`: the grid at rest, an item
/// deleted and one inserted half-way through the 0.3 s batch animation (the item fading, the
/// others moving in straight lines between their places), an item growing out of the
/// circle's center, half-way and at rest, a diffable snapshot applied with animation
/// (CollectionDiffable), and an item moved interactively over a decoration view
/// (CollectionReorder).
final class CollectionGoldenFrameTests: XCTestCase {
    private func check(_ name: String, scene: String, script: String?, time: String, file: StaticString = #filePath,
                       testName: String = #function, line: UInt = #line) throws {
        var arguments = ["--plugin", "FeatureFixture", "--scene", scene, "--time", time]
        if let script { arguments += ["--input", TestFiles.input(script)] }
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// Three 88-point tiles a line, 12 points apart (the justified lines), 8 a line of two.
    func testGridAtRest() throws {
        try check("rest", scene: "Collection", script: nil, time: "0")
    }

    /// Tile 2 half faded where it was; 3 to 8 half-way back a place.
    func testDeleteMidway() throws {
        try check("delete-midway", scene: "Collection", script: "collection-delete", time: "0.35")
    }

    /// Tile 9 half faded in first; the others half-way on a place.
    func testInsertMidway() throws {
        try check("insert-midway", scene: "Collection", script: "collection-insert", time: "0.35")
    }

    /// Tile 9 half-way out of the center, small and faint; the others half-way round.
    func testCircularLayoutInsert() throws {
        try check("circle-midway", scene: "CollectionCircle", script: "collection-circle-insert", time: "0.35")
        try check("circle-done", scene: "CollectionCircle", script: "collection-circle-insert", time: "0.8")
    }

    /// Tile 2 half faded out, 9 half faded in after 5, 8 half-way up to the first place (behind
    /// 4 and 5), the others half-way to theirs; then the new order at rest.
    func testDiffableSnapshotApplied() throws {
        try check("diffable-midway", scene: "CollectionDiffable", script: "collection-diffable", time: "0.35")
        try check("diffable-done", scene: "CollectionDiffable", script: "collection-diffable", time: "0.8")
    }

    /// Nine tiles on a white card (a decoration view behind the section). Tile 1 dragged
    /// half-way to tile 6's place, in front of the others, 2 and 3 having made room; held
    /// there with 2 to 6 moved back a place; then dropped into it.
    func testInteractiveMovementOverADecorationView() throws {
        try check("reorder-rest", scene: "CollectionReorder", script: nil, time: "0")
        try check("reorder-dragging", scene: "CollectionReorder", script: "collection-reorder", time: "0.45")
        try check("reorder-held", scene: "CollectionReorder", script: "collection-reorder", time: "0.9")
        try check("reorder-dropped", scene: "CollectionReorder", script: "collection-reorder", time: "1.5")
    }
}
