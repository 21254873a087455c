@testable import LabKit

/// Rows of one section that the table edits: a data source that commits edits (deleting and
/// inserting rows as UIKit's templates do) and a delegate giving editing styles, recording
/// the calls.
class EditingTableStore {
    var rows: [String]
    var calls: [String] = []
    var styles: [Int: UITableViewCell.EditingStyle] = [:]
    var uneditable: Set<Int> = []
    var unmovable: Set<Int> = []
    var deleteTitle: String?
    /// What `targetIndexPathForMoveFromRowAt` returns instead of the proposed place.
    var target: IndexPath?

    init(_ count: Int) { rows = (0..<count).map { "Row \($0)" } }

    func cell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func commit(_ tableView: UITableView, _ style: UITableViewCell.EditingStyle, _ indexPath: IndexPath) {
        calls.append("commit \(style) \(indexPath.row)")
        if style == .delete {
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if style == .insert {
            rows.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .fade)
        }
    }
}

/// Implements `commit` but not `moveRowAt`: rows swipe to Delete; no reorder controls.
final class CommittingSource: EditingTableStore, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell(tableView, indexPath) }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { !uneditable.contains(indexPath.row) }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commit(tableView, editingStyle, indexPath)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        styles[indexPath.row] ?? .delete
    }
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle ?? "Delete"
    }
}

/// Implements `commit`, `canMoveRowAt` and `moveRowAt`: editing mode shows reorder controls.
final class ReorderingSource: EditingTableStore, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell(tableView, indexPath) }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commit(tableView, editingStyle, indexPath)
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { !unmovable.contains(indexPath.row) }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        target ?? proposedDestinationIndexPath
    }
}
