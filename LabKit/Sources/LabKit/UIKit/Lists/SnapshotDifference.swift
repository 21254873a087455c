import Foundation

/// The batch update that takes a list from one diffable snapshot to another, in UIKit's index
/// rules: sections and items only in the old one are deleted, those only in the new one are
/// inserted; of those in both, the longest run that keeps its order stays and the others
/// move; items marked for reload are reloaded. Items that would move out of a deleted
/// section or into an inserted one are deleted and inserted instead.
enum SnapshotDifference {
    static func update<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>,
                             animation: UITableView.RowAnimation) -> TableUpdate {
        var update = TableUpdate()
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        var oldSectionIndex: [S: Int] = [:], newSectionIndex: [S: Int] = [:]
        for (index, id) in oldSections.enumerated() { oldSectionIndex[id] = index }
        for (index, id) in newSections.enumerated() { newSectionIndex[id] = index }
        for (index, id) in oldSections.enumerated() where newSectionIndex[id] == nil { update.deletedSections[index] = animation }
        for (index, id) in newSections.enumerated() where oldSectionIndex[id] == nil { update.insertedSections[index] = animation }
        // Sections in both: those off the longest run in order move.
        let survivingSections = newSections.enumerated().compactMap { new, id in oldSectionIndex[id].map { (old: $0, new: new) } }
        let keptSections = Set(longestIncreasingRun(survivingSections.map(\.old)))
        for pair in survivingSections where !keptSections.contains(pair.old) { update.movedSections.append((pair.old, pair.new)) }

        var oldLocation: [I: IndexPath] = [:]
        for section in oldSections.indices {
            for (item, id) in old.items(inSectionAt: section).enumerated() { oldLocation[id] = IndexPath(item: item, section: section) }
        }
        var newIDs = Set<I>()
        for (t, sectionID) in newSections.enumerated() {
            let list = new.items(inSectionAt: t)
            newIDs.formUnion(list)
            guard let s = oldSectionIndex[sectionID] else { continue }
            // Items from this same section keep their place if they are on the longest run
            // in order; the others (and items from other sections) move here.
            var candidates: [(old: Int, new: Int)] = []
            for (item, id) in list.enumerated() {
                let here = IndexPath(item: item, section: t)
                guard let from = oldLocation[id] else {
                    update.insertedRows[here] = animation
                    continue
                }
                let fromSection = oldSections[from.section]
                if from.section == s {
                    candidates.append((from.item, item))
                } else if newSectionIndex[fromSection] == nil {
                    // Out of a deleted section: a new row here.
                    update.insertedRows[here] = animation
                } else {
                    update.movedRows.append((from, here))
                }
            }
            let kept = Set(longestIncreasingRun(candidates.map(\.old)))
            for pair in candidates {
                let from = IndexPath(item: pair.old, section: s), to = IndexPath(item: pair.new, section: t)
                if kept.contains(pair.old) {
                    if new.reloadedItems.contains(list[pair.new]) { update.reloadedRows[from] = animation }
                } else {
                    update.movedRows.append((from, to))
                }
            }
        }
        for (id, location) in oldLocation where !newIDs.contains(id) && newSectionIndex[oldSections[location.section]] != nil {
            update.deletedRows[location] = animation
        }
        // Items leaving a section that stays for one that is inserted: deleted here.
        for (t, sectionID) in newSections.enumerated() where oldSectionIndex[sectionID] == nil {
            for id in new.items(inSectionAt: t) {
                if let from = oldLocation[id], newSectionIndex[oldSections[from.section]] != nil { update.deletedRows[from] = animation }
            }
        }
        return update
    }

    /// The values of the longest strictly increasing subsequence of `values`.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = [], tailIndex: [Int] = [], previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if tails[mid] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tailIndex[low - 1] }
            if low == tails.count {
                tails.append(value)
                tailIndex.append(index)
            } else {
                tails[low] = value
                tailIndex[low] = index
            }
        }
        var run: [Int] = []
        var index = tailIndex.last!
        while index >= 0 {
            run.append(values[index])
            index = previous[index]
        }
        return run.reversed()
    }
}
