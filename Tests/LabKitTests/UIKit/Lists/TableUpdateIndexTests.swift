@testable import LabKit
import XCTest

/// UIKit's batch-update index rules, by hand: deletes and reloads name rows before the update,
/// inserts name rows after it, deletes are processed before inserts whatever the order of
/// the calls, and rows that stay keep their order (Apple: "Batch insertion, deletion, and
/// reloading of rows and sections" in the Table View Programming Guide; `performBatchUpdates`
/// "deletes are processed before inserts in batch operations").
final class TableUpdateIndexTests: XCTestCase {
    private func ip(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

    private func resolve(_ update: TableUpdate, _ old: [Int], _ new: [Int],
                         file: StaticString = #filePath, line: UInt = #line) -> TableUpdateMapping? {
        switch update.resolve(oldCounts: old, newCounts: new) {
        case .success(let mapping): return mapping
        case .failure(let error):
            XCTFail(error.message, file: file, line: line)
            return nil
        }
    }

    /// Five rows A B C D E; delete 1 and 3 (B, D, old indexes), insert 0 and 2 (new
    /// indexes): after the deletes A C E, the inserts land at 0 and 2: X A Y C E. So A goes
    /// to 1, C to 3, E to 4.
    func testDeletesBeforeInserts() {
        var update = TableUpdate()
        update.insertedRows = [ip(0, 0): .fade, ip(0, 2): .fade]
        update.deletedRows = [ip(0, 1): .fade, ip(0, 3): .fade]
        guard let mapping = resolve(update, [5], [5]) else { return }
        XCTAssertEqual((0..<5).map { mapping.newIndexPath(for: ip(0, $0))?.row }, [1, nil, 3, nil, 4])
        let inverse = mapping.inverse()
        XCTAssertEqual((0..<5).map { inverse.oldIndexPath(for: ip(0, $0))?.row }, [nil, 0, nil, 2, 4])
    }

    /// Moving row 0 to 3 of four: B C D fill 0, 1, 2 and A lands at 3.
    func testMoveWithinASection() {
        var update = TableUpdate()
        update.movedRows = [(ip(0, 0), ip(0, 3))]
        guard let mapping = resolve(update, [4], [4]) else { return }
        XCTAssertEqual((0..<4).map { mapping.newIndexPath(for: ip(0, $0)) }, [ip(0, 3), ip(0, 0), ip(0, 1), ip(0, 2)])
    }

    /// A move into another section counts as one out of the first and one into the second.
    func testMoveAcrossSections() {
        var update = TableUpdate()
        update.movedRows = [(ip(0, 0), ip(1, 2))]
        guard let mapping = resolve(update, [3, 2], [2, 3]) else { return }
        XCTAssertEqual(mapping.newIndexPath(for: ip(0, 0)), ip(1, 2))
        XCTAssertEqual(mapping.newIndexPath(for: ip(0, 1)), ip(0, 0))
        XCTAssertEqual(mapping.newIndexPath(for: ip(1, 1)), ip(1, 1))
        XCTAssertEqual(mapping.inverse().oldIndexPath(for: ip(1, 2)), ip(0, 0))
    }

    /// Sections [2, 3, 1]; delete section 0 (old) and insert section 1 (new): old 1 becomes
    /// 0 and old 2 becomes 2, the new section between them.
    func testSectionDeleteAndInsert() {
        var update = TableUpdate()
        update.deletedSections = [0: .fade]
        update.insertedSections = [1: .fade]
        guard let mapping = resolve(update, [2, 3, 1], [3, 4, 1]) else { return }
        XCTAssertEqual(mapping.sectionMap, [nil, 0, 2])
        XCTAssertNil(mapping.newIndexPath(for: ip(0, 1)))
        XCTAssertEqual(mapping.newIndexPath(for: ip(2, 0)), ip(2, 0))
        XCTAssertNil(mapping.inverse().oldIndexPath(for: ip(1, 3)), "a row of the inserted section")
    }

    /// A reloaded row stays where it was (shifted by the other changes), with a new cell.
    func testReloadsUseOldIndexes() {
        var update = TableUpdate()
        update.deletedRows = [ip(0, 0): .fade]
        update.reloadedRows = [ip(0, 2): .fade]
        guard let mapping = resolve(update, [3], [2]) else { return }
        XCTAssertEqual(mapping.newIndexPath(for: ip(0, 2)), ip(0, 1))
        XCTAssertTrue(mapping.isReloaded(ip(0, 2)))
    }

    /// Counts that do not add up give UIKit's exception message, word for word.
    func testCountsThatDoNotAddUp() {
        var update = TableUpdate()
        update.insertedRows = [ip(0, 0): .fade]
        let result = update.resolve(oldCounts: [4], newCounts: [4])
        XCTAssertEqual(result.failureMessage, "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        let sections = TableUpdate().resolve(oldCounts: [1], newCounts: [1, 1])
        XCTAssertEqual(sections.failureMessage, "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    /// Index paths out of range are named as UIKit names them.
    func testIndexPathsOutOfRange() {
        var delete = TableUpdate()
        delete.deletedRows = [ip(0, 9): .fade]
        XCTAssertEqual(delete.resolve(oldCounts: [5], newCounts: [4]).failureMessage,
                       "attempt to delete row 9 from section 0 which only contains 5 rows before the update")
        var insert = TableUpdate()
        insert.insertedRows = [ip(0, 7): .fade]
        XCTAssertEqual(insert.resolve(oldCounts: [5], newCounts: [6]).failureMessage,
                       "attempt to insert row 7 into section 0, but there are only 6 rows in section 0 after the update")
        var section = TableUpdate()
        section.deletedSections = [3: .fade]
        XCTAssertEqual(section.resolve(oldCounts: [5], newCounts: []).failureMessage,
                       "attempt to delete section 3, but there are only 1 sections before the update")
    }
}

private extension Result where Failure == TableUpdateError {
    var failureMessage: String? {
        if case .failure(let error) = self { return error.message }
        return nil
    }
}
