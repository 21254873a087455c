import Foundation

/// Supplies a table view's sections, rows and cells, and commits the edits the user makes.
///
/// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)` are required, as in
/// UIKit; the protocol extension gives every other method UIKit's default.
///
/// UIKit changes what a table offers when a data source implements one of two optional
/// methods: rows swipe to a Delete button only when `tableView(_:commit:forRowAt:)` is
/// implemented, and rows show reorder controls in editing mode only when
/// `tableView(_:moveRowAt:to:)` is. Swift has no `responds(to:)` for its own protocols, so each
/// of the two takes its parameter's type from an associated type that Swift infers when the
/// conformance is compiled: a type that declares the method with UIKit's signature makes it
/// `UITableViewCell.EditingStyle` (or `IndexPath`); one that does not gets the extension's
/// default, whose parameter is a type of its own. The table asks which. Code written for UIKit
/// compiles unchanged, except that a variable of the protocol's type must be written
/// `any UITableViewDataSource` (see DifferencesFromApple).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The type of `tableView(_:commit:forRowAt:)`'s editing style: inferred as
    /// `UITableViewCell.EditingStyle` when the conforming type implements that method.
    associatedtype _CommittedEditingStyle: _UITableViewCommitParameter = _UITableViewDataSourceCommitsNothing
    /// The type of `tableView(_:moveRowAt:to:)`'s index paths: inferred as `IndexPath` when the
    /// conforming type implements that method.
    associatedtype _MovedRowIndexPath: _UIMoveIndexPathParameter = _UITableViewDataSourceMovesNothing

    /// How many rows `section` has.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, usually from
    /// `tableView.dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// How many sections the table has (default 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of `section`'s header, drawn in the table style's header style (default nil: none).
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of `section`'s footer (default nil: none).
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited: swiped, and given editing controls in editing mode
    /// (default true).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user asked for `editingStyle` on the row (the Delete button of a swipe or of
    /// editing mode): update the model, then the table (`deleteRows(at:with:)`). Implementing
    /// it gives rows without a trailing swipe configuration a Delete button, as in UIKit.
    func tableView(_ tableView: UITableView, commit editingStyle: _CommittedEditingStyle, forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control in editing mode (default true; rows move only
    /// when `tableView(_:moveRowAt:to:)` is implemented).
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user dragged the row from `sourceIndexPath` to `destinationIndexPath` with its
    /// reorder control: update the model (the table has already moved the row). Implementing
    /// it gives editable rows reorder controls in editing mode, as in UIKit.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: _MovedRowIndexPath,
                   to destinationIndexPath: _MovedRowIndexPath)
}

public extension UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 1 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}

public extension UITableViewDataSource where _CommittedEditingStyle == _UITableViewDataSourceCommitsNothing {
    /// Not implemented: rows offer no Delete unless a swipe configuration gives one.
    func tableView(_ tableView: UITableView, commit editingStyle: _UITableViewDataSourceCommitsNothing,
                   forRowAt indexPath: IndexPath) {}
}

public extension UITableViewDataSource where _MovedRowIndexPath == _UITableViewDataSourceMovesNothing {
    /// Not implemented: rows show no reorder control.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: _UITableViewDataSourceMovesNothing,
                   to destinationIndexPath: _UITableViewDataSourceMovesNothing) {}
}

/// What the table asks of a data source, whatever its associated types.
extension UITableViewDataSource {
    /// Whether the data source implements `tableView(_:commit:forRowAt:)`.
    var implementsCommit: Bool { _CommittedEditingStyle._isImplemented }
    /// Whether the data source implements `tableView(_:moveRowAt:to:)`.
    var implementsMove: Bool { _MovedRowIndexPath._isImplemented }

    /// Calls `tableView(_:commit:forRowAt:)` when it is implemented.
    func commit(_ style: UITableViewCell.EditingStyle, forRowAt path: IndexPath, in tableView: UITableView) {
        guard implementsCommit else { return }
        self.tableView(tableView, commit: ._parameter(style), forRowAt: path)
    }

    /// Calls `tableView(_:moveRowAt:to:)` when it is implemented.
    func moveRow(at source: IndexPath, to destination: IndexPath, in tableView: UITableView) {
        guard implementsMove else { return }
        self.tableView(tableView, moveRowAt: ._parameter(source), to: ._parameter(destination))
    }
}
