import Foundation

/// Inserting, deleting, reloading and moving items and sections in animated batches. The
/// index rules are UIKit's, as a table view's (deletes, reloads and move sources before the
/// update, inserts and move destinations after it). Every element animates from where the
/// layout had it to where the new layout puts it, over 0.3 s; inserted items start from the
/// layout's `initialLayoutAttributesForAppearingItem(at:)` and deleted ones end at its
/// `finalLayoutAttributesForDisappearingItem(at:)`. An update that does not add up is
/// UIKit's exception: reported with UIKit's message, refused, the collection view left as it was.
extension UICollectionView {
    /// Runs `updates` (which insert, delete, reload and move items and sections) as one
    /// animated batch; `completion` runs when the animations end (false when refused).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 { pendingUpdate = TableUpdate() }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        guard updateDepth == 0 else {
            if let completion { LabTimer.after(0) { completion(true) } }
            return
        }
        let update = pendingUpdate ?? TableUpdate()
        pendingUpdate = nil
        apply(update, completion: completion)
    }

    /// Inserts items at `indexPaths` (as they are after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { for path in indexPaths { $0.insertedRows[path] = .fade } }
    }

    /// Deletes the items at `indexPaths` (as they are before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { for path in indexPaths { $0.deletedRows[path] = .fade } }
    }

    /// Replaces the items' cells with new ones from the data source.
    public func reloadItems(at indexPaths: [IndexPath]) {
        record { for path in indexPaths { $0.reloadedRows[path] = .fade } }
    }

    /// Moves an item from `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts the sections (indexes after the update).
    public func insertSections(_ sections: IndexSet) {
        record { for s in sections { $0.insertedSections[s] = .fade } }
    }

    /// Deletes the sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet) {
        record { for s in sections { $0.deletedSections[s] = .fade } }
    }

    /// Replaces the sections' items and supplementary views with new ones.
    public func reloadSections(_ sections: IndexSet) {
        record { for s in sections { $0.reloadedSections[s] = .fade } }
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
            apply(update, completion: nil)
        }
    }

    /// Checks the batch against the data source's new counts, prepares the new layout and
    /// animates every element from its old attributes to its new ones.
    func apply(_ update: TableUpdate, completion: ((Bool) -> Void)?) {
        func finish(_ finished: Bool) {
            guard let completion else { return }
            LabTimer.after(0) { completion(finished) }
        }
        guard !needsReload else { return finish(true) }
        let newCounts = askCounts()
        let mapping: TableUpdateMapping
        switch update.resolve(oldCounts: counts, newCounts: newCounts, noun: "item", owner: "collection view") {
        case .failure(let error):
            LabDiagnostics.report("UICollectionView: NSInternalInconsistencyException: \(error.message) The update is refused; the collection view is left as it was.",
                                  kind: "UICollectionView update: \(error.message)")
            return finish(false)
        case .success(let resolved):
            mapping = resolved
        }
        let inverse = mapping.inverse()
        // Where the elements around the visible area were, for those that move into it.
        let around = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
        let oldAttributes = elementAttributes(in: around).mapValues { $0.copied() }
        let oldVisible = visibleElements

        counts = newCounts
        collectionViewLayout.itemsMoved { mapping.isReloaded($0) ? nil : mapping.newIndexPath(for: $0) }
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.makeInvalidationContext(dataSourceCounts: true))
        updateContentSize()
        selectedItems = selectedItems.compactMap { mapping.isReloaded($0) ? nil : mapping.newIndexPath(for: $0) }

        // The views that stay (under their new elements) and those that leave.
        var staying: [Element: UICollectionReusableView] = [:]
        var leaving: [(view: UICollectionReusableView, old: Element)] = []
        for (element, view) in oldVisible.sorted(by: { $0.key < $1.key }) {
            switch element {
            case .cell(let old):
                if let new = mapping.newIndexPath(for: old), !mapping.isReloaded(old) {
                    staying[.cell(new)] = view
                } else {
                    leaving.append((view, element))
                }
            case .supplementary(_, let old), .decoration(_, let old):
                if let t = mapping.newSection(for: old.section), !mapping.reloadedSections.contains(old.section) {
                    staying[element.at(IndexPath(item: old.item, section: t))] = view
                } else {
                    leaving.append((view, element))
                }
            }
        }
        visibleElements = staying

        let ranges = offsetRanges
        let target = CGPoint(x: min(max(contentOffset.x, ranges.x.lowerBound), ranges.x.upperBound),
                             y: min(max(contentOffset.y, ranges.y.lowerBound), ranges.y.upperBound))
        let wanted = elementAttributes(in: CGRect(origin: target, size: bounds.size))
        var finals = wanted
        for element in staying.keys where finals[element] == nil {
            // A view that moves out of the visible area goes to its new place before it is put away.
            if let attributes = layoutAttributes(for: element, in: collectionViewLayout), attributes.isFinite { finals[element] = attributes }
        }

        // New views start where their element was, or where the layout says inserted ones appear.
        for (element, attributes) in wanted.sorted(by: { $0.key < $1.key }) where visibleElements[element] == nil {
            var start = attributes
            switch element {
            case .cell(let new):
                if let old = inverse.oldIndexPath(for: new), !mapping.isReloaded(old) {
                    start = oldAttributes[.cell(old)] ?? attributes
                } else if let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: new), initial.isFinite {
                    start = initial
                }
            case .supplementary, .decoration:
                let initial = attributes.copied()
                initial.alpha = 0
                start = initial
            }
            guard let view = makeView(for: element, attributes: start) else { continue }
            visibleElements[element] = view
        }
        let leavingFinals: [(UICollectionReusableView, UICollectionViewLayoutAttributes?)] = leaving.map { entry in
            switch entry.old {
            case .cell(let old):
                return (entry.view, collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: old).flatMap { $0.isFinite ? $0 : nil })
            case .supplementary, .decoration:
                let final = oldAttributes[entry.old]?.copied()
                final?.alpha = 0
                return (entry.view, final)
            }
        }

        updateAnimationsRunning += 1
        UIView.animate(withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for (element, view) in self.visibleElements {
                guard let attributes = finals[element] else { continue }
                self.apply(attributes, to: view)
                view.layoutSubtreeIfNeeded()
            }
            for (view, final) in leavingFinals {
                if let final { self.apply(final, to: view) }
            }
            if target != self.contentOffset { self.contentOffset = target }
        }, completion: { finished in
            for entry in leaving { self.recycle(entry.view, for: entry.old) }
            self.updateAnimationsRunning -= 1
            self.setNeedsLayout()
            completion?(finished)
        })
    }
}
