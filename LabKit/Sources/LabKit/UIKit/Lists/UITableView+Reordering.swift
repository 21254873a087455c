import Foundation

/// Reordering in editing mode: a drag that begins on a row's reorder control lifts the row
/// (drawn over the others, slightly transparent) and moves it with the finger within its
/// section; the rows it passes slide out of its way. On release the row settles into the gap,
/// the data source's `tableView(_:moveRowAt:to:)` is told, and the table moves the row as
/// `moveRow(at:to:)` does. The delegate's `targetIndexPathForMoveFromRowAt` may redirect the
/// gap; a target outside the row's section is reported and the proposed place kept.
extension UITableView {
    /// How long the rows take to slide out of the dragged row's way.
    static let reorderShiftDuration: TimeInterval = 0.2
    /// The dragged row's opacity.
    static let reorderLiftedAlpha: CGFloat = 0.8

    func configureReorderRecognizer() {
        reorderRecognizer.addTarget { [weak self] recognizer in
            self?.reorderRecognizerDidChange(recognizer as! UIPanGestureRecognizer)
        }
        addGestureRecognizer(reorderRecognizer)
    }

    /// Whether the drag began on a reorder control.
    func reorderMayBegin(_ recognizer: UIPanGestureRecognizer) -> Bool {
        guard isEditing, reorder == nil else { return false }
        let location = recognizer.location(in: self), t = recognizer.translation(in: self)
        let start = CGPoint(x: location.x - t.x, y: location.y - t.y)
        guard let path = indexPathForRow(at: start), let cell = cellForRow(at: path) else { return false }
        return cell.reorderControlContains(cell.convert(start, from: self))
    }

    private func reorderRecognizerDidChange(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            let location = recognizer.location(in: self), t = recognizer.translation(in: self)
            guard let path = indexPathForRow(at: CGPoint(x: location.x - t.x, y: location.y - t.y)),
                  let cell = cellForRow(at: path) else { return }
            closeSwipeActions(animated: true)
            // The rows keep the frames the drag gives them until it ends.
            updateAnimationsRunning += 1
            reorder = (path, path, cell, frame(of: .row(path)).minY)
            bringSubviewToFront(cell)
            UIView.performWithoutAnimation { cell.alpha = UITableView.reorderLiftedAlpha }
            followReorder(t.y)
        case .changed:
            followReorder(recognizer.translation(in: self).y)
        case .ended:
            endReorder(moving: true)
        case .cancelled:
            endReorder(moving: false)
        case .possible, .failed:
            break
        }
    }

    /// Moves the dragged row `dy` points from where it began (within its section's rows) and
    /// the rows it passes out of its way.
    private func followReorder(_ dy: CGFloat) {
        guard let current = reorder else { return }
        let source = current.source, section = geometry.sections[source.section]
        let height = geometry.rowSpan(source).height
        let first = geometry.rowSpan(IndexPath(row: 0, section: source.section)).y
        let last = geometry.rowSpan(IndexPath(row: section.count - 1, section: source.section))
        let y = min(max(current.startY + dy, first), last.y + last.height - height)
        UIView.performWithoutAnimation { current.cell.frame.origin.y = y }
        let proposed = reorderTarget(source: source, draggedY: y)
        guard proposed != current.proposed else { return }
        reorder?.proposed = proposed
        UIView.animate(withDuration: UITableView.reorderShiftDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for (item, view) in self.visibleItems where view !== current.cell {
                guard case .row(let path) = item else { continue }
                view.frame = self.reorderFrame(ofRow: path, source: source, proposed: proposed, height: height)
            }
        })
    }

    /// Where the dragged row, its top at `draggedY`, would go: a row above it makes way once
    /// the dragged row's top passes its middle, a row below once its bottom does; then as the
    /// delegate redirects it.
    func reorderTarget(source: IndexPath, draggedY: CGFloat) -> IndexPath {
        let count = geometry.sections[source.section].count
        let draggedBottom = draggedY + geometry.rowSpan(source).height
        var row = source.row
        for r in 0..<count where r != source.row {
            let span = geometry.rowSpan(IndexPath(row: r, section: source.section)), mid = span.y + span.height / 2
            if r < source.row, draggedY < mid { row -= 1 }
            if r > source.row, draggedBottom > mid { row += 1 }
        }
        let proposed = IndexPath(row: row, section: source.section)
        guard let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed),
              target != proposed else { return proposed }
        guard target.count == 2, target.section == source.section, (0..<count).contains(target.row) else {
            LabDiagnostics.report("UITableView: targetIndexPathForMoveFromRowAt returned \(target), not a row of the dragged row's section \(source.section); the proposed row \(row) is kept",
                                  kind: "UITableView reorder target")
            return proposed
        }
        return target
    }

    /// Where row `path` shows while the row at `source` (`height` points tall) is dragged
    /// toward `proposed`: the rows between move by its height into the place it left.
    func reorderFrame(ofRow path: IndexPath, source: IndexPath, proposed: IndexPath, height: CGFloat) -> CGRect {
        let rest = frame(of: .row(path))
        guard path.section == source.section else { return rest }
        if source.row < proposed.row, path.row > source.row, path.row <= proposed.row { return rest.offsetBy(dx: 0, dy: -height) }
        if proposed.row < source.row, path.row >= proposed.row, path.row < source.row { return rest.offsetBy(dx: 0, dy: height) }
        return rest
    }

    /// The finger lifted (or the drag was cancelled): the row settles into its new place and
    /// the data source hears of the move, or everything slides back.
    private func endReorder(moving: Bool) {
        guard let (source, proposed, cell, _) = reorder else { return }
        reorder = nil
        updateAnimationsRunning -= 1
        if moving, proposed != source {
            dataSource?.moveRow(at: source, to: proposed, in: self)
            var update = TableUpdate()
            update.movedRows.append((source, proposed))
            apply(update, completions: [])
            return
        }
        UIView.animate(withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for (item, view) in self.visibleItems {
                view.frame = self.frame(of: item)
            }
            cell.alpha = 1
        })
    }
}
