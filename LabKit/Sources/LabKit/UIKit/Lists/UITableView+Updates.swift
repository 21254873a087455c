import Foundation

/// Inserting, deleting, reloading and moving rows and sections, alone or in batches, with
/// UIKit's row animations: the rows that come and go animate as their `RowAnimation` says
/// while the others slide to their new places, and heights the delegate changed animate too.
///
/// A batch follows UIKit's index rules (deletes, reloads and move sources name rows before
/// the update, inserts and move destinations rows after it; deletes go first). An update that
/// does not add up with the data source's new counts, or names a row that does not exist, is
/// UIKit's `NSInternalInconsistencyException`: the lab reports the same message, refuses the
/// update and leaves the table as it was.
extension UITableView {
    /// How long row animations take. UIKit does not document it; its row animations run
    /// about 0.3 s on an ease-in-out curve (see DifferencesFromApple).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Starts a batch: the changes until the matching `endUpdates()` animate together.
    /// Batches nest; the outermost `endUpdates()` applies them.
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdate = TableUpdate() }
        updateDepth += 1
    }

    /// Ends a batch: applies its changes (and the delegate's current heights) with animation.
    public func endUpdates() {
        guard updateDepth > 0 else {
            LabDiagnostics.report("UITableView.endUpdates without beginUpdates; ignored")
            return
        }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let update = pendingUpdate ?? TableUpdate(), completions = pendingCompletions
        pendingUpdate = nil
        pendingCompletions = []
        apply(update, completions: completions)
    }

    /// Runs `updates` (which insert, delete, reload and move rows and sections) as one
    /// animated batch; `completion` runs when its animations end (false when the update was
    /// refused). With no updates it animates height changes only.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingCompletions.append(completion) }
        endUpdates()
    }

    /// Inserts rows at `indexPaths` (as they are after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.insertedRows[path] = animation } }
    }

    /// Deletes the rows at `indexPaths` (as they are before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.deletedRows[path] = animation } }
    }

    /// Replaces the rows' cells with new ones from the data source (index paths before the update).
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { for path in indexPaths { $0.reloadedRows[path] = animation } }
    }

    /// Moves a row from `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.insertedSections[s] = animation } }
    }

    /// Deletes the sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.deletedSections[s] = animation } }
    }

    /// Replaces the sections' rows, header and footer with new ones from the data source.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { for s in sections { $0.reloadedSections[s] = animation } }
    }

    /// Moves a section from `section` (before the update) to `newSection` (after it).
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the batch under way, or applies it alone.
    private func record(_ change: (inout TableUpdate) -> Void) {
        if updateDepth > 0, pendingUpdate != nil {
            change(&pendingUpdate!)
        } else {
            var update = TableUpdate()
            change(&update)
            apply(update, completions: [])
        }
    }

    /// Applies a batch: checks it against the data source's new counts, lays the rows out
    /// again and animates every view from where it was to where it goes.
    func apply(_ update: TableUpdate, completions: [(Bool) -> Void]) {
        func finish(_ finished: Bool) {
            guard !completions.isEmpty else { return }
            LabTimer.after(0) { for completion in completions { completion(finished) } }
        }
        // A table that has not loaded yet just loads, as UIKit's does.
        guard !needsReload else { return finish(true) }
        let oldCounts = geometry.sections.map(\.count), newCounts = askCounts()
        let mapping: TableUpdateMapping
        switch update.resolve(oldCounts: oldCounts, newCounts: newCounts) {
        case .failure(let error):
            LabDiagnostics.report("UITableView: NSInternalInconsistencyException: \(error.message) The update is refused; the table is left as it was.",
                                  kind: "UITableView update: \(error.message)")
            return finish(false)
        case .success(let resolved):
            mapping = resolved
        }
        animate(update, mapping: mapping, completions: completions)
    }

    /// Lays the table out after `update` and animates it there.
    private func animate(_ update: TableUpdate, mapping: TableUpdateMapping, completions: [(Bool) -> Void]) {
        let oldGeometry = geometry, oldVisible = visibleItems, oldUnmeasured = unmeasuredRows
        let inverse = mapping.inverse()
        closeSwipeActions(animated: false)

        // The new layout: rows of automatic height keep their measured heights; the visible
        // ones are measured again (their content may have changed, as a cell that expands).
        var remeasure: [(IndexPath, UITableViewCell)] = []
        geometry = makeGeometry(counts: mapping.newCounts, keeping: { new in
            guard let old = inverse.oldIndexPath(for: new), !mapping.isReloaded(old),
                  oldUnmeasured.indices.contains(old.section), !oldUnmeasured[old.section].contains(old.row) else { return nil }
            if let cell = oldVisible[.row(old)] as? UITableViewCell { remeasure.append((new, cell)) }
            return oldGeometry.rowSpan(old).height
        })
        for (path, cell) in remeasure { measure(cell, at: path) }
        selectedRows = selectedRows.compactMap { mapping.isReloaded($0) ? nil : mapping.newIndexPath(for: $0) }

        // Which views stay (under their new items) and which leave, with the animation each
        // leaves with.
        var staying: [Item: UIView] = [:]
        var leaving: [(view: UIView, old: Item, new: Item?, animation: RowAnimation)] = []
        // In order, so that the views' stacking is the same on every run.
        for (item, view) in oldVisible.sorted(by: { $0.key < $1.key }) {
            switch item {
            case .row(let old):
                let new = mapping.newIndexPath(for: old)
                if let new, !mapping.isReloaded(old) {
                    staying[.row(new)] = view
                } else if let new {
                    leaving.append((view, item, .row(new), update.reloadedRows[old] ?? update.reloadedSections[old.section] ?? .automatic))
                } else {
                    leaving.append((view, item, nil, update.deletedRows[old] ?? update.deletedSections[old.section] ?? .automatic))
                }
            case .header(let s), .footer(let s):
                let isHeader: Bool
                if case .header = item { isHeader = true } else { isHeader = false }
                if let t = mapping.newSection(for: s), !mapping.reloadedSections.contains(s) {
                    staying[isHeader ? .header(t) : .footer(t)] = view
                } else if let t = mapping.newSection(for: s) {
                    leaving.append((view, item, isHeader ? .header(t) : .footer(t), update.reloadedSections[s] ?? .automatic))
                } else {
                    leaving.append((view, item, nil, update.deletedSections[s] ?? .automatic))
                }
            }
        }
        visibleItems = staying

        // Where the content rests after the update, and the views that area needs.
        let targetY = min(max(contentOffset.y, -adjustedContentInset.top),
                          max(-adjustedContentInset.top, geometry.contentHeight + adjustedContentInset.bottom - bounds.height))
        let made = fillVisibleArea(top: targetY).made

        // Start states, without animation: new views of rows that were there come from their
        // old places; inserted ones from their animation's start.
        var arriving: [(UIView, Item, RowAnimation)] = []
        UIView.performWithoutAnimation {
            for item in made {
                guard let view = visibleItems[item] else { continue }
                let final = frame(of: item)
                if let old = oldItem(for: item, inverse: inverse, mapping: mapping) {
                    view.frame = CGRect(x: final.minX, y: frame(of: old, in: oldGeometry).minY, width: final.width, height: final.height)
                } else {
                    let animation = insertAnimation(for: item, inverse: inverse, update: update)
                    let start = TableRowMotion(animation: animation, width: bounds.width).start(final)
                    view.frame = start.frame
                    view.alpha = start.alpha
                    if start.behind { sendSubviewToBack(view) }
                    arriving.append((view, item, animation))
                }
            }
            for entry in leaving where entry.animation == .none {
                discard(entry.view, old: entry.old)
            }
        }
        // Rows that leave go behind the others, which slide over them into their place.
        let animatedLeaving = leaving.filter { $0.animation != .none }
        for entry in animatedLeaving { sendSubviewToBack(entry.view) }
        for (item, view) in staying.sorted(by: { $0.key < $1.key }) {
            if case .row(let path) = item, mapping.movedRows.values.contains(path) { bringSubviewToFront(view) }
        }

        updateAnimationsRunning += 1
        UIView.animate(withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for (item, view) in self.visibleItems {
                self.decorate(view, for: item)
                view.frame = self.frame(of: item)
                view.alpha = 1
                view.layoutSubtreeIfNeeded()
            }
            for entry in animatedLeaving {
                let slot = self.collapsedSlot(of: entry.old, becoming: entry.new, mapping: mapping, oldGeometry: oldGeometry)
                let end = TableRowMotion(animation: entry.animation, width: self.bounds.width).end(slot)
                entry.view.frame = end.frame
                entry.view.alpha = end.alpha
            }
            if targetY != self.contentOffset.y { self.contentOffset.y = targetY }
        }, completion: { finished in
            for entry in animatedLeaving { self.discard(entry.view, old: entry.old) }
            self.updateAnimationsRunning -= 1
            self.setNeedsLayout()
            for completion in completions { completion(finished) }
        })
        updateContentSize()
    }

    /// Takes a view that left in an update off the table (a cell to its reuse pool).
    private func discard(_ view: UIView, old: Item) {
        view.removeFromSuperview()
        view.alpha = 1
        if let cell = view as? UITableViewCell {
            if case .row(let path) = old { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path) }
            enqueue(cell)
        } else {
            recycle(view, for: old)
        }
    }

    /// The item before the update that `item` continues (nil: it is new).
    private func oldItem(for item: Item, inverse: TableUpdateInverse, mapping: TableUpdateMapping) -> Item? {
        switch item {
        case .row(let new):
            guard let old = inverse.oldIndexPath(for: new), !mapping.isReloaded(old) else { return nil }
            return .row(old)
        case .header(let t), .footer(let t):
            guard inverse.oldSectionOfNew.indices.contains(t), let s = inverse.oldSectionOfNew[t],
                  !mapping.reloadedSections.contains(s) else { return nil }
            if case .header = item { return .header(s) }
            return .footer(s)
        }
    }

    /// The animation an item that is new after the update arrives with.
    private func insertAnimation(for item: Item, inverse: TableUpdateInverse, update: TableUpdate) -> RowAnimation {
        switch item {
        case .row(let new):
            if let animation = update.insertedRows[new] ?? update.insertedSections[new.section] { return animation }
            if let old = inverse.oldIndexPath(for: new) ?? (inverse.oldSectionOfNew.indices.contains(new.section)
                ? inverse.oldSectionOfNew[new.section].map { IndexPath(row: new.row, section: $0) } : nil) {
                return update.reloadedRows[old] ?? update.reloadedSections[old.section] ?? .automatic
            }
            return .automatic
        case .header(let t), .footer(let t):
            if let animation = update.insertedSections[t] { return animation }
            if inverse.oldSectionOfNew.indices.contains(t), let s = inverse.oldSectionOfNew[t] {
                return update.reloadedSections[s] ?? .automatic
            }
            return .automatic
        }
    }

    /// Where a view that leaves goes to rest: the place of the item it becomes (a reload), or
    /// the zero-height gap its row leaves: the top of the next row that stays in its section,
    /// else the end of that section's rows, at the old row's height.
    private func collapsedSlot(of old: Item, becoming new: Item?, mapping: TableUpdateMapping,
                               oldGeometry: TableGeometry) -> CGRect {
        let oldFrame = frame(of: old, in: oldGeometry)
        if let new { return frame(of: new) }
        switch old {
        case .row(let path):
            let section = oldGeometry.sections[path.section]
            var r = path.row + 1
            // Looking a few rows on finds the next row that stays; past that, the section's end.
            while r < section.count, r <= path.row + 64 {
                if let next = mapping.newIndexPath(for: IndexPath(row: r, section: path.section)) {
                    return CGRect(x: oldFrame.minX, y: frame(of: .row(next)).minY, width: oldFrame.width, height: oldFrame.height)
                }
                r += 1
            }
            if let t = mapping.newSection(for: path.section), geometry.sections.indices.contains(t) {
                return CGRect(x: oldFrame.minX, y: geometry.footerSpan(t).y, width: oldFrame.width, height: oldFrame.height)
            }
            return CGRect(x: oldFrame.minX, y: sectionGapY(after: path.section, mapping: mapping, oldGeometry: oldGeometry) + oldFrame.minY
                          - oldGeometry.sections[path.section].top, width: oldFrame.width, height: oldFrame.height)
        case .header(let s), .footer(let s):
            return CGRect(x: oldFrame.minX, y: sectionGapY(after: s, mapping: mapping, oldGeometry: oldGeometry) + oldFrame.minY
                          - oldGeometry.sections[s].top, width: oldFrame.width, height: oldFrame.height)
        }
    }

    /// Where a deleted section's space closes: the new top of the next section that stays,
    /// else the end of the sections.
    private func sectionGapY(after old: Int, mapping: TableUpdateMapping, oldGeometry: TableGeometry) -> CGFloat {
        for s in (old + 1)..<max(old + 1, oldGeometry.sections.count) {
            if let t = mapping.newSection(for: s), geometry.sections.indices.contains(t) { return geometry.sections[t].top }
        }
        return geometry.contentHeight - geometry.tableFooterHeight
    }
}

/// Where a row that comes or goes with a `RowAnimation` starts or ends, relative to its slot.
struct TableRowMotion {
    let animation: UITableView.RowAnimation
    /// The table's width (the distance of the side slides).
    let width: CGFloat

    /// Whether an arriving row comes from behind the other rows (it slides out from under its
    /// neighbor).
    var isBehind: Bool { [.top, .bottom, .automatic].contains(animation) }

    /// The frame and alpha a row arriving into `slot` starts from.
    func start(_ slot: CGRect) -> (frame: CGRect, alpha: CGFloat, behind: Bool) {
        let (frame, alpha) = offset(slot)
        return (frame, alpha, isBehind)
    }

    /// The frame and alpha a row leaving `slot` (the gap it leaves) ends at.
    func end(_ slot: CGRect) -> (frame: CGRect, alpha: CGFloat) { offset(slot) }

    private func offset(_ slot: CGRect) -> (CGRect, CGFloat) {
        switch animation {
        case .fade: return (slot, 0)
        case .none: return (slot, 1)
        case .right: return (slot.offsetBy(dx: width, dy: 0), 1)
        case .left: return (slot.offsetBy(dx: -width, dy: 0), 1)
        case .top: return (slot.offsetBy(dx: 0, dy: -slot.height), 1)
        case .bottom: return (slot.offsetBy(dx: 0, dy: slot.height), 1)
        case .middle: return (slot.offsetBy(dx: 0, dy: -slot.height / 2), 0)
        case .automatic: return (slot.offsetBy(dx: 0, dy: -slot.height), 0)
        }
    }
}
