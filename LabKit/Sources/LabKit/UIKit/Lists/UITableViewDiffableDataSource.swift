import Foundation

/// A table view data source that shows a `NSDiffableDataSourceSnapshot`: a cell provider
/// makes each row's cell from its item identifier, and `apply(_:animatingDifferences:)`
/// animates the table from the snapshot it shows to the new one with `defaultRowAnimation`.
/// Subclass it to give section titles or allow editing, as in UIKit. It makes itself the
/// table's data source.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UITableViewDataSource {
    /// Makes the cell for a row (nil is UIKit's exception; the lab shows an empty cell).
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The animation rows come and go with (default `.automatic`).
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` whose cells `cellProvider` makes.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: with `animatingDifferences`, as an animated batch update from the
    /// snapshot shown; without, by reloading. `completion` runs when it is shown.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.settled
        guard animatingDifferences, let tableView, !tableView.needsReload else {
            tableView?.reloadData()
            if let completion { LabTimer.after(0) { completion() } }
            return
        }
        tableView.apply(SnapshotDifference.update(from: old, to: snapshot, animation: defaultRowAnimation),
                        completions: [{ _ in completion?() }])
    }

    /// The identifier of the row at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where the item's row is, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.location(of: itemIdentifier) }

    /// The number of sections of the snapshot.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The number of items of the snapshot's section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.sectionIdentifiers.indices.contains(section) ? current.items(inSectionAt: section).count : 0
    }

    /// The provider's cell for the row.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            LabDiagnostics.report("UITableViewDiffableDataSource: the cell provider returned no cell for row \(indexPath.row) in section \(indexPath.section); an empty cell is shown",
                                  kind: "UITableViewDiffableDataSource no cell")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// No header title; override it to give one.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; override it to give one.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// Rows cannot be edited unless a subclass says so (UIKit's default for this class).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override it to commit edits.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// Rows cannot be reordered unless a subclass says so (UIKit's default for this class).
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// The user reordered a row: the snapshot shown moves its item to the new place, as
    /// UIKit's does (the table has already moved the row).
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath, let item = current.item(at: sourceIndexPath),
              current.sectionIdentifiers.indices.contains(destinationIndexPath.section) else { return }
        var snapshot = current
        snapshot.deleteItems([item])
        let section = current.sectionIdentifiers[destinationIndexPath.section]
        let rest = snapshot.items(inSectionAt: destinationIndexPath.section)
        if destinationIndexPath.row < rest.count {
            snapshot.insertItems([item], beforeItem: rest[max(0, destinationIndexPath.row)])
        } else {
            snapshot.appendItems([item], toSection: section)
        }
        current = snapshot.settled
    }
}
