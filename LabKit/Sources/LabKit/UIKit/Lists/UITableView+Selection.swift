import Foundation

/// Tap selection: a finger on a row highlights it; lifting it on the row selects it (the
/// delegate is asked with `willSelectRowAt` and told with `didSelectRowAt`); a drag that
/// scrolls the table cancels the highlight. UIKit waits about 0.15 s before it highlights a
/// touched row inside a scroll view (to tell taps from scrolls); the lab highlights at once
/// (see DifferencesFromApple).
extension UITableView {
    func selectionTouchBegan(at point: CGPoint) {
        touchedRow = nil
        touchClosesSwipe = false
        if swipe != nil {
            touchClosesSwipe = true
            return
        }
        if editingControlTouchBegan(at: point) { return }
        guard allowsSelection, !isEditing || allowsSelectionDuringEditing, let path = indexPathForRow(at: point), !isDecelerating,
              tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
        touchedRow = path
        cellForRow(at: path)?.setHighlighted(true, animated: false)
    }

    func selectionTouchEnded(at point: CGPoint) {
        if touchClosesSwipe {
            touchClosesSwipe = false
            if let (path, cell, _) = swipe, let actions = cell.swipeActionsView,
               let action = actions.action(at: actions.convert(point, from: self)) {
                perform(action, at: path)
            } else {
                closeSwipeActions(animated: true)
            }
            return
        }
        if editingControlTouchEnded(at: point) { return }
        guard let path = touchedRow else { return }
        touchedRow = nil
        cellForRow(at: path)?.setHighlighted(false, animated: false)
        guard indexPathForRow(at: point) == path else { return }
        userSelect(path)
    }

    func selectionTouchCancelled() {
        touchClosesSwipe = false
        touchedEditingControl = nil
        guard let path = touchedRow else { return }
        touchedRow = nil
        cellForRow(at: path)?.setHighlighted(false, animated: false)
    }

    /// The user tapped the row: select it (or, with multiple selection, toggle it) as the
    /// delegate allows, telling it.
    private func userSelect(_ tapped: IndexPath) {
        if allowsMultipleSelection, selectedRows.contains(tapped) {
            guard let path = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: tapped) }) ?? tapped else { return }
            deselectRow(at: path, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: path)
            return
        }
        guard let path = tableDelegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped, geometry.contains(path) else { return }
        if !allowsMultipleSelection {
            for other in selectedRows where other != path {
                guard let deselected = tableDelegate.map({ $0.tableView(self, willDeselectRowAt: other) }) ?? other else { continue }
                deselectRow(at: deselected, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        selectRow(at: path, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: path)
    }
}
