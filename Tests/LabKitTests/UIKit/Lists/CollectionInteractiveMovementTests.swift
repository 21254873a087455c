@_spi(LabHost) @testable import LabKit
import XCTest

/// Interactive movement of a flow layout's items: 90-point items, three to a 300-point line
/// (10-point insets, 15 points between them: x = 10, 115, 220; lines at y = 10, 110, 210).
/// (Apple: `beginInteractiveMovementForItem(at:)`, "true if it is possible to move the
/// item"; `endInteractiveMovement()` calls the data source's `collectionView(_:moveItemAt:to:)`;
/// `cancelInteractiveMovement()` returns the item to its original location;
/// `collectionView(_:canMoveItemAt:)`.)
final class CollectionInteractiveMovementTests: CollectionViewTestCase {
    private var source: MovableCollectionSource!

    private func makeMovableCollection(counts: [Int] = [9]) {
        makeCollection(counts: counts, itemSize: CGSize(width: 90, height: 90))
        source = MovableCollectionSource(sections: counts.map { Array(0..<$0) })
        collection.dataSource = source
        commit()
    }

    private func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewCell {
        collection.cellForItem(at: IndexPath(item: item, section: section))!
    }

    func testAMovedItemFollowsThePositionAndTheOthersMakeRoom() {
        makeMovableCollection()
        let moving = cell(0), second = cell(1), sixth = cell(5)
        XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(moving.layer.zPosition, 1000, "in front of the others")

        // Over item 1's place (its center is 160, 55): they swap.
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 170, y: 55))
        XCTAssertEqual(moving.center, CGPoint(x: 170, y: 55))
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === moving)
        steps(20)
        XCTAssertEqual(second.frame, CGRect(x: 10, y: 10, width: 90, height: 90))

        // Over item 5 (the third of the second line): items 1 to 5 move back one place.
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 265, y: 150))
        steps(20)
        XCTAssertEqual(sixth.frame, CGRect(x: 115, y: 110, width: 90, height: 90))
        XCTAssertEqual(moving.center, CGPoint(x: 265, y: 150))
        XCTAssertEqual(source.calls, [])

        collection.endInteractiveMovement()
        XCTAssertEqual(source.calls, ["move 0 to 5"])
        XCTAssertEqual(source.sections[0], [1, 2, 3, 4, 5, 0, 6, 7, 8])
        steps(20)
        XCTAssertEqual(moving.frame, CGRect(x: 220, y: 110, width: 90, height: 90), "settled into its place")
        XCTAssertEqual(moving.layer.zPosition, 0)
        XCTAssertEqual(collection.visibleCells.map(\.tag), [1, 2, 3, 4, 5, 0, 6, 7, 8])
    }

    func testACancelledMovementGoesBack() {
        makeMovableCollection()
        let moving = cell(0), second = cell(1)
        collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
        steps(20)
        collection.cancelInteractiveMovement()
        steps(20)
        XCTAssertEqual(source.calls, [])
        XCTAssertEqual(moving.frame, CGRect(x: 10, y: 10, width: 90, height: 90))
        XCTAssertEqual(second.frame, CGRect(x: 115, y: 10, width: 90, height: 90))
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === moving)
    }

    /// Only a data source that implements `moveItemAt` moves items, and only those its
    /// `canMoveItemAt` allows.
    func testWhatCanMove() {
        makeCollection(counts: [9], itemSize: CGSize(width: 90, height: 90))
        XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        makeMovableCollection()
        source.unmovable = [2]
        XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertTrue(diagnostics.isEmpty)
    }

    /// Calls out of order, items that do not exist, points that are not finite and targets in
    /// another section: a diagnostic each, the collection view as it was.
    func testBadInput() {
        makeMovableCollection(counts: [3, 3])
        XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
        collection.endInteractiveMovement()
        collection.cancelInteractiveMovement()
        XCTAssertEqual(diagnostics.count, 4)
        XCTAssertTrue(diagnostics[0].contains("item 9 in section 0 does not exist"), diagnostics[0])

        let moving = cell(0)
        XCTAssertTrue(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertFalse(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 10))
        // Section 1's first item is at y = 120 (section 0's line ends at 100, plus its
        // 10-point bottom inset and section 1's top one).
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 55, y: 165))
        XCTAssertEqual(diagnostics.count, 7)
        XCTAssertTrue(diagnostics[6].contains("is not an item of section 0"), diagnostics[6])
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === moving)
        XCTAssertEqual(moving.center, CGPoint(x: 55, y: 165), "the item still follows the position")
        collection.endInteractiveMovement()
        XCTAssertEqual(source.calls, [])
    }
}

/// Sections of item values whose items move; cells are tagged with their value.
final class MovableCollectionSource: UICollectionViewDataSource {
    var sections: [[Int]]
    var unmovable: Set<Int> = []
    var calls: [String] = []

    init(sections: [[Int]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { sections[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        !unmovable.contains(indexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        let value = sections[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        sections[destinationIndexPath.section].insert(value, at: destinationIndexPath.item)
    }
}
