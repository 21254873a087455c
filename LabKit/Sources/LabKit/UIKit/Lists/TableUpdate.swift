import Foundation

/// The changes recorded between `beginUpdates()` and `endUpdates()` (or in one
/// `performBatchUpdates`, or one `insertRows`…), and the arithmetic UIKit applies to them:
/// deletes, reloads and the sources of moves name index paths before the update; inserts and
/// the destinations of moves name index paths after it; deletes are processed before inserts,
/// whatever order the calls came in. Rows that stay keep their order.
struct TableUpdate {
    var deletedSections: [Int: UITableView.RowAnimation] = [:]
    var insertedSections: [Int: UITableView.RowAnimation] = [:]
    var reloadedSections: [Int: UITableView.RowAnimation] = [:]
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var insertedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var reloadedRows: [IndexPath: UITableView.RowAnimation] = [:]
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// Where each section and row of the table before the update is after it, or the message
    /// UIKit's exception would carry when the update does not add up with the row counts the
    /// data source reports after it. A collection view's messages say "item" for `noun` and
    /// "collection view" for `owner`.
    func resolve(oldCounts: [Int], newCounts: [Int], noun: String = "row",
                 owner: String = "table view") -> Result<TableUpdateMapping, TableUpdateError> {
        let oldSections = oldCounts.count, newSections = newCounts.count
        func fail(_ message: String) -> Result<TableUpdateMapping, TableUpdateError> { .failure(TableUpdateError(message: message)) }

        // Sections in range.
        for s in deletedSections.keys.sorted() where !(0..<oldSections).contains(s) {
            return fail("attempt to delete section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in reloadedSections.keys.sorted() where !(0..<oldSections).contains(s) {
            return fail("attempt to reload section \(s), but there are only \(oldSections) sections before the update")
        }
        for s in insertedSections.keys.sorted() where !(0..<newSections).contains(s) {
            return fail("attempt to insert section \(s) but there are only \(newSections) sections after the update")
        }
        for move in movedSections where !(0..<oldSections).contains(move.from) || !(0..<newSections).contains(move.to) {
            return fail("attempt to move section \(move.from) to section \(move.to), but there are \(oldSections) sections before the update and \(newSections) after it")
        }
        if let s = deletedSections.keys.sorted().first(where: { reloadedSections[$0] != nil }) {
            return fail("attempt to delete and reload the same section (\(s))")
        }
        let movedFrom = Set(movedSections.map(\.from)), movedTo = Set(movedSections.map(\.to))
        guard newSections == oldSections - deletedSections.count + insertedSections.count else {
            return fail("Invalid update: invalid number of sections. The number of sections contained in the \(owner) after the update (\(newSections)) must be equal to the number of sections contained in the \(owner) before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted).")
        }

        // Sections: the ones that stay fill the places not inserted or moved to, in order.
        var sectionMap = [Int?](repeating: nil, count: oldSections)
        let staying = (0..<oldSections).filter { deletedSections[$0] == nil && !movedFrom.contains($0) }
        let places = (0..<newSections).filter { insertedSections[$0] == nil && !movedTo.contains($0) }
        guard staying.count == places.count else {
            return fail("Invalid update: the sections moved do not match the sections inserted and deleted")
        }
        for (old, new) in zip(staying, places) { sectionMap[old] = new }
        for move in movedSections { sectionMap[move.from] = move.to }

        // Rows in range.
        func oldRowsValid(_ paths: some Sequence<IndexPath>, verb: String) -> String? {
            for path in paths.sorted() {
                guard path.count == 2, (0..<oldSections).contains(path.section) else {
                    return "attempt to \(verb) \(noun) \(path.count == 2 ? path.row : -1) from section \(path.count == 2 ? path.section : -1), but there are only \(oldSections) sections before the update"
                }
                guard (0..<oldCounts[path.section]).contains(path.row) else {
                    return "attempt to \(verb) \(noun) \(path.row) from section \(path.section) which only contains \(oldCounts[path.section]) \(noun)s before the update"
                }
            }
            return nil
        }
        func newRowsValid(_ paths: some Sequence<IndexPath>, verb: String) -> String? {
            for path in paths.sorted() {
                guard path.count == 2, (0..<newSections).contains(path.section) else {
                    return "attempt to \(verb) \(noun) \(path.count == 2 ? path.row : -1) into section \(path.count == 2 ? path.section : -1), but there are only \(newSections) sections after the update"
                }
                guard (0..<newCounts[path.section]).contains(path.row) else {
                    return "attempt to \(verb) \(noun) \(path.row) into section \(path.section), but there are only \(newCounts[path.section]) \(noun)s in section \(path.section) after the update"
                }
            }
            return nil
        }
        if let message = oldRowsValid(deletedRows.keys, verb: "delete") ?? oldRowsValid(reloadedRows.keys, verb: "reload")
            ?? oldRowsValid(movedRows.map(\.from), verb: "move") ?? newRowsValid(insertedRows.keys, verb: "insert")
            ?? newRowsValid(movedRows.map(\.to), verb: "move") {
            return fail(message)
        }
        if let path = deletedRows.keys.sorted().first(where: { reloadedRows[$0] != nil }) {
            return fail("attempt to delete and reload the same index path (\(path.section)-\(path.row))")
        }

        // Rows: per section that stays, the rows not deleted or moved away fill the places
        // not inserted or moved to, in order; the counts must add up.
        let rowMovedFrom = Set(movedRows.map(\.from)), rowMovedTo = Set(movedRows.map(\.to))
        var rowMap: [[Int]] = oldCounts.map { [Int](repeating: -1, count: $0) }
        var movedTargets: [IndexPath: IndexPath] = [:]
        for move in movedRows { movedTargets[move.from] = move.to }
        for s in 0..<oldSections {
            guard let t = sectionMap[s], reloadedSections[s] == nil else { continue }
            let deleted = deletedRows.keys.filter { $0.section == s }.count
            let inserted = insertedRows.keys.filter { $0.section == t }.count
            let movedOut = movedRows.filter { $0.from.section == s && $0.to.section != t }.count
            let movedIn = movedRows.filter { $0.to.section == t && $0.from.section != s }.count
            guard newCounts[t] == oldCounts[s] - deleted + inserted + movedIn - movedOut else {
                return fail("Invalid update: invalid number of \(noun)s in section \(t). The number of \(noun)s contained in an existing section after the update (\(newCounts[t])) must be equal to the number of \(noun)s contained in that section before the update (\(oldCounts[s])), plus or minus the number of \(noun)s inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(noun)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).")
            }
            var deletedHere = IndexSet(), movedHere = IndexSet(), insertedHere = IndexSet(), arrivingHere = IndexSet()
            for path in deletedRows.keys where path.section == s { deletedHere.insert(path.row) }
            for path in rowMovedFrom where path.section == s { movedHere.insert(path.row) }
            for path in insertedRows.keys where path.section == t { insertedHere.insert(path.row) }
            for path in rowMovedTo where path.section == t { arrivingHere.insert(path.row) }
            var place = 0
            for row in 0..<oldCounts[s] where !deletedHere.contains(row) && !movedHere.contains(row) {
                while insertedHere.contains(place) || arrivingHere.contains(place) { place += 1 }
                rowMap[s][row] = place
                place += 1
            }
        }
        return .success(TableUpdateMapping(sectionMap: sectionMap, rowMap: rowMap, movedRows: movedTargets,
                                           reloadedSections: Set(reloadedSections.keys), reloadedRows: Set(reloadedRows.keys),
                                           newCounts: newCounts))
    }
}

/// An update UIKit would refuse with an `NSInternalInconsistencyException`, and its message.
struct TableUpdateError: Error, Equatable {
    let message: String
}

/// Where the sections and rows before an update are after it.
struct TableUpdateMapping {
    /// The new index of each old section; nil for a deleted one.
    let sectionMap: [Int?]
    /// The new row of each old row of a section that stays, -1 where it was deleted or moved.
    let rowMap: [[Int]]
    /// Where moved rows went.
    let movedRows: [IndexPath: IndexPath]
    /// The old sections and rows reloaded: they stay, with new cells.
    let reloadedSections: Set<Int>
    let reloadedRows: Set<IndexPath>
    let newCounts: [Int]

    /// Where the old section `section` is after the update (nil: deleted).
    func newSection(for section: Int) -> Int? {
        sectionMap.indices.contains(section) ? sectionMap[section] : nil
    }

    /// Where the old row is after the update (nil: deleted, or in a deleted section).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let moved = movedRows[old] { return moved }
        guard let t = newSection(for: old.section) else { return nil }
        if reloadedSections.contains(old.section) {
            return old.row < newCounts[t] ? IndexPath(row: old.row, section: t) : nil
        }
        guard rowMap[old.section].indices.contains(old.row) else { return nil }
        let row = rowMap[old.section][old.row]
        return row < 0 ? nil : IndexPath(row: row, section: t)
    }

    /// Whether the old row (or its whole section) was reloaded.
    func isReloaded(_ old: IndexPath) -> Bool {
        reloadedRows.contains(old) || reloadedSections.contains(old.section)
    }

    /// The way back: where each row after the update was before it.
    func inverse() -> TableUpdateInverse {
        var oldSectionOfNew = [Int?](repeating: nil, count: newCounts.count)
        for (old, new) in sectionMap.enumerated() { if let new, oldSectionOfNew.indices.contains(new) { oldSectionOfNew[new] = old } }
        var oldRows = newCounts.map { [Int](repeating: -1, count: $0) }
        for (t, count) in newCounts.enumerated() {
            guard let s = oldSectionOfNew[t] else { continue }
            if reloadedSections.contains(s) {
                for r in 0..<min(count, rowMap[s].count) { oldRows[t][r] = r }
                continue
            }
            for (row, new) in rowMap[s].enumerated() where new >= 0 && new < count { oldRows[t][new] = row }
        }
        var movedFrom: [IndexPath: IndexPath] = [:]
        for (from, to) in movedRows { movedFrom[to] = from }
        return TableUpdateInverse(oldSectionOfNew: oldSectionOfNew, oldRows: oldRows, movedFrom: movedFrom)
    }
}

/// Where the sections and rows after an update were before it.
struct TableUpdateInverse {
    /// The old index of each new section; nil for an inserted one.
    let oldSectionOfNew: [Int?]
    /// The old row of each new row, in the old section of its section; -1 where inserted or moved in.
    let oldRows: [[Int]]
    /// Where moved rows came from.
    let movedFrom: [IndexPath: IndexPath]

    /// Where the new row was before the update (nil: inserted).
    func oldIndexPath(for new: IndexPath) -> IndexPath? {
        if let moved = movedFrom[new] { return moved }
        guard oldSectionOfNew.indices.contains(new.section), let s = oldSectionOfNew[new.section],
              oldRows[new.section].indices.contains(new.row) else { return nil }
        let row = oldRows[new.section][new.row]
        return row < 0 ? nil : IndexPath(row: row, section: s)
    }
}
