import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views.
///
/// `collectionView(_:numberOfItemsInSection:)` and `collectionView(_:cellForItemAt:)` are
/// required, as in UIKit; the protocol extension gives the others UIKit's defaults.
///
/// Items move interactively only when the data source implements
/// `collectionView(_:moveItemAt:to:)`; Swift tells whether it does through the associated
/// type of its parameters, as `UITableViewDataSource` does for its optional methods (a
/// variable of the protocol's type is written `any UICollectionViewDataSource`).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The type of `collectionView(_:moveItemAt:to:)`'s index paths: inferred as `IndexPath`
    /// when the conforming type implements that method.
    associatedtype _MovedItemIndexPath: _UIMoveIndexPathParameter = _UICollectionViewDataSourceMovesNothing

    /// How many items `section` has.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item, usually from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// How many sections there are (default 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` (a section header or footer) the layout asks for,
    /// usually from `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    /// The default gives an empty view.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
    /// Whether the item can move interactively (default true; items move only when
    /// `collectionView(_:moveItemAt:to:)` is implemented).
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// An interactive movement ended with the item moved from `sourceIndexPath` to
    /// `destinationIndexPath`: update the model (the collection view has already moved it).
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: _MovedItemIndexPath,
                        to destinationIndexPath: _MovedItemIndexPath)
}

public extension UICollectionViewDataSource {
    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
}

public extension UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
}

public extension UICollectionViewDataSource where _MovedItemIndexPath == _UICollectionViewDataSourceMovesNothing {
    /// Not implemented: items do not move interactively.
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: _UICollectionViewDataSourceMovesNothing,
                        to destinationIndexPath: _UICollectionViewDataSourceMovesNothing) {}
}

/// What the collection view asks of a data source, whatever its associated type.
extension UICollectionViewDataSource {
    /// Whether the data source implements `collectionView(_:moveItemAt:to:)`.
    var implementsMove: Bool { _MovedItemIndexPath._isImplemented }

    /// Calls `collectionView(_:moveItemAt:to:)` when it is implemented.
    func moveItem(at source: IndexPath, to destination: IndexPath, in collectionView: UICollectionView) {
        guard implementsMove else { return }
        self.collectionView(collectionView, moveItemAt: ._parameter(source), to: ._parameter(destination))
    }
}
