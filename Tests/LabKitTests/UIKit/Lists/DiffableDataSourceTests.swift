@_spi(LabHost) @testable import LabKit
import XCTest

/// Diffable snapshots: building them, the batch update between two (deleted, inserted, and
/// the items off the longest run in order moved), and data sources applying them with
/// animation (Apple: `NSDiffableDataSourceSnapshot`, `apply(_:animatingDifferences:completion:)`
/// "the system computes the differences between the current state and the new state").
final class DiffableDataSourceTests: CollectionViewTestCase {
    private typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    func testBuildingASnapshot() {
        var s = snapshot([("A", [1, 2, 3]), ("B", [4])])
        s.insertItems([9], beforeItem: 2)
        s.moveItem(1, afterItem: 4)
        s.deleteItems([3])
        s.insertSections(["Z"], beforeSection: "B")
        XCTAssertEqual(s.sectionIdentifiers, ["A", "Z", "B"])
        XCTAssertEqual(s.itemIdentifiers, [9, 2, 4, 1])
        XCTAssertEqual(s.itemIdentifiers(inSection: "B"), [4, 1])
        XCTAssertEqual(s.indexOfItem(4), 2)
        XCTAssertEqual(s.sectionIdentifier(containingItem: 1), "B")
        XCTAssertEqual(s.numberOfItems, 4)
        s.appendItems([2], toSection: "Z")
        s.appendItems([7], toSection: "nope")
        s.appendSections(["A"])
        XCTAssertEqual(s.itemIdentifiers, [9, 2, 4, 1], "each bad call left it as it was")
        XCTAssertEqual(diagnostics.count, 3)
    }

    /// [1 2 3 4] → [4 1 2 5]: 3 deleted (old 2), 5 inserted (new 3); of 4 1 2 (old 3 0 1),
    /// 1 2 keep their order and 4 moves from 3 to 0.
    func testTheDifference() {
        let update = SnapshotDifference.update(from: snapshot([("A", [1, 2, 3, 4])]), to: snapshot([("A", [4, 1, 2, 5])]), animation: .fade)
        XCTAssertEqual(update.deletedRows.keys.sorted(), [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(update.insertedRows.keys.sorted(), [IndexPath(item: 3, section: 0)])
        XCTAssertEqual(update.movedRows.map { [$0.from.item, $0.to.item] }, [[3, 0]])
        guard case .success(let mapping) = update.resolve(oldCounts: [4], newCounts: [4]) else { return XCTFail("refused") }
        XCTAssertEqual((0..<4).map { mapping.newIndexPath(for: IndexPath(item: $0, section: 0))?.item }, [1, 2, nil, 0])
    }

    /// Sections swapped, an item crossing between them, a section deleted with its items.
    func testSectionsAndCrossings() {
        let old = snapshot([("A", [1, 2]), ("B", [3]), ("C", [5])])
        let new = snapshot([("B", [3, 1]), ("A", [2])])
        let update = SnapshotDifference.update(from: old, to: new, animation: .fade)
        XCTAssertEqual(update.deletedSections.keys.sorted(), [2])
        XCTAssertEqual(update.movedSections.count, 1)
        XCTAssertEqual(update.movedRows.map { [$0.from.section, $0.from.item, $0.to.section, $0.to.item] }, [[0, 0, 0, 1]])
        guard case .success = update.resolve(oldCounts: [2, 1, 1], newCounts: [2, 1]) else { return XCTFail("refused") }
    }

    func testLongestIncreasingRun() {
        XCTAssertEqual(SnapshotDifference.longestIncreasingRun([3, 0, 1, 4, 2]), [0, 1, 2])
        XCTAssertEqual(SnapshotDifference.longestIncreasingRun([]), [])
    }

    /// A collection view applying a snapshot: the moved item half-way at mid-animation, the
    /// inserted one half faded in, the final order the snapshot's.
    func testACollectionAppliesASnapshot() {
        makeCollection(counts: [0], itemSize: CGSize(width: 300, height: 50))
        let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: path)
            cell.tag = item
            return cell
        }
        source.apply(snapshot([("A", [1, 2, 3, 4])]), animatingDifferences: false)
        commit()
        XCTAssertEqual(collection.visibleCells.map(\.tag), [1, 2, 3, 4])
        let four = collection.cellForItem(at: IndexPath(item: 3, section: 0))!
        var done = false
        source.apply(snapshot([("A", [4, 1, 2, 5])])) { done = true }
        let five = collection.cellForItem(at: IndexPath(item: 3, section: 0))!
        advance(to: 0.15)
        XCTAssertEqual(Double(four.layer.presentation()!.frame.minY), 100, accuracy: 0.01, "190 → 10")
        XCTAssertEqual(Double(five.layer.presentation()!.opacity), 0.5, accuracy: 0.01)
        advance(to: 0.5)
        XCTAssertTrue(done)
        XCTAssertEqual(collection.visibleCells.map(\.tag), [4, 1, 2, 5])
        XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 0, section: 0)), 4)
        XCTAssertEqual(source.indexPath(for: 5), IndexPath(item: 3, section: 0))
    }

    /// A table applying a snapshot with its default row animation.
    func testATableAppliesASnapshot() {
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(table)
        let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { view, path, item in
            let cell = view.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        source.apply(snapshot([("A", [1, 2, 3])]), animatingDifferences: false)
        commit()
        source.defaultRowAnimation = .fade
        source.apply(snapshot([("A", [3, 1])]))
        advance(to: 0.15)
        let gone = table.subviews.compactMap { $0 as? UITableViewCell }.first { $0.textLabel?.text == "2" }
        XCTAssertEqual(Double(gone?.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.01, "2 fading out")
        advance(to: 0.5)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["3", "1"])
        XCTAssertEqual(diagnostics, [])
    }
}
