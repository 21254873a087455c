import Foundation

/// A collection view data source that shows a `NSDiffableDataSourceSnapshot`: a cell
/// provider makes each item's cell from its identifier, and `apply(_:animatingDifferences:)`
/// animates the collection view from the snapshot it shows to the new one (the inserts,
/// deletes and moves between them, as a batch update). It makes itself the collection
/// view's data source, as in UIKit.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject,
    UICollectionViewDataSource {
    /// Makes the cell for an item (nil is UIKit's exception; the lab shows an empty cell).
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view of a kind.
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes the supplementary views the layout asks for (default nil: empty views).
    open var supplementaryViewProvider: SupplementaryViewProvider?
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()

    /// A data source for `collectionView` whose cells `cellProvider` makes.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// A copy of the snapshot shown.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: with `animatingDifferences`, as an animated batch update from the
    /// snapshot shown; without, by reloading. `completion` runs when it is shown.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.settled
        guard animatingDifferences, let collectionView, !collectionView.needsReload else {
            collectionView?.reloadData()
            if let completion { LabTimer.after(0) { completion() } }
            return
        }
        collectionView.apply(SnapshotDifference.update(from: old, to: snapshot, animation: .fade)) { _ in completion?() }
    }

    /// The identifier of the item at `indexPath`, or nil.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where the item is, or nil.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.location(of: itemIdentifier) }

    /// The number of sections of the snapshot.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    /// The number of items of the snapshot's section.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sectionIdentifiers.indices.contains(section) ? current.items(inSectionAt: section).count : 0
    }

    /// The provider's cell for the item.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            LabDiagnostics.report("UICollectionViewDiffableDataSource: the cell provider returned no cell for item \(indexPath.item) in section \(indexPath.section); an empty cell is shown",
                                  kind: "UICollectionViewDiffableDataSource no cell")
            return UICollectionViewCell(frame: .zero)
        }
        return cell
    }

    /// The provider's supplementary view, or an empty one.
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
