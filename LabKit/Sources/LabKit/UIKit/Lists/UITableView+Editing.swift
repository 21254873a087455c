import Foundation

/// Editing mode: every editable row shows its editing control on the leading edge (a red
/// delete control, or a green insert control, as the delegate's `editingStyleForRowAt` says),
/// its content moving aside, and, when the data source implements
/// `tableView(_:moveRowAt:to:)` and `canMoveRowAt` allows it, a reorder control on the
/// trailing edge (see `UITableView+Reordering.swift`). A tap on a delete control shows the
/// row's Delete button, which commits `.delete`; a tap on an insert control commits
/// `.insert`. Swipe actions are off in editing mode, and taps select rows only when
/// `allowsSelectionDuringEditing`, as in UIKit.
extension UITableView {
    /// Gives the cell the controls its row has in editing mode.
    func configureEditing(of cell: UITableViewCell, at path: IndexPath) {
        guard isEditing, let dataSource, dataSource.tableView(self, canEditRowAt: path) else {
            // Outside editing mode the controls keep their style so that they slide out as they were.
            cell.configureEditing(style: isEditing ? .none : cell.editingControlStyle, reorders: isEditing ? false : cell.showsReorderGrip,
                                  indents: cell.tableIndentsWhileEditing)
            return
        }
        let reorders = dataSource.implementsMove && dataSource.tableView(self, canMoveRowAt: path)
        let indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: path) ?? true
        cell.configureEditing(style: editingStyle(forRowAt: path), reorders: reorders, indents: indents)
    }

    /// The touch began on a row's editing control: returns whether it did.
    func editingControlTouchBegan(at point: CGPoint) -> Bool {
        touchedEditingControl = nil
        guard isEditing, let path = indexPathForRow(at: point), let cell = cellForRow(at: path) else { return false }
        let local = cell.convert(point, from: self)
        if cell.editingControlContains(local) {
            touchedEditingControl = path
            return true
        }
        return cell.reorderControlContains(local)
    }

    /// The touch that began on an editing control ended at `point`: on the same control, it
    /// acts. Returns whether the touch was one.
    func editingControlTouchEnded(at point: CGPoint) -> Bool {
        guard let path = touchedEditingControl else { return false }
        touchedEditingControl = nil
        guard indexPathForRow(at: point) == path, let cell = cellForRow(at: path),
              cell.editingControlContains(cell.convert(point, from: self)) else { return true }
        switch cell.editingControlStyle {
        case .delete: showDeleteConfirmation(forRowAt: path, cell: cell)
        case .insert: dataSource?.commit(.insert, forRowAt: path, in: self)
        case .none: break
        }
        return true
    }

    /// Moves the row's content aside for its Delete button, as a swipe would (the delete
    /// control turns upright); the button commits `.delete`, a tap elsewhere closes it.
    private func showDeleteConfirmation(forRowAt path: IndexPath, cell: UITableViewCell) {
        let actions = SwipeActionsView(configuration: deleteConfiguration(for: path), isTrailing: true)
        swipe = (path, cell, 0)
        cell.swipeActionsView = actions
        settleSwipe(at: -actions.openWidth)
    }
}
