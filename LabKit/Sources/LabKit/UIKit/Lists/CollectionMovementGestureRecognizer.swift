import Foundation

/// The long press a `UICollectionViewController` puts on its collection view while
/// `installsStandardGestureForInteractiveMovement`: it begins only on an item the data
/// source lets move, then drives the collection view's interactive movement. The item keeps
/// its offset from the finger (it does not jump under it); lifting the finger ends the
/// movement, a cancelled press cancels it.
final class CollectionMovementGestureRecognizer: UILongPressGestureRecognizer, UIGestureRecognizerDelegate {
    /// The moving item's center less the finger's location, while it moves.
    private var offset: CGPoint?

    override init() {
        super.init()
        delegate = self
        addTarget { [unowned self] _ in driveMovement() }
    }

    private var collectionView: UICollectionView? { view as? UICollectionView }

    /// The item under the finger, if it can move.
    private var movableItem: IndexPath? {
        guard let collectionView, let dataSource = collectionView.dataSource, dataSource.implementsMove,
              let indexPath = collectionView.indexPathForItem(at: location(in: collectionView)),
              dataSource.collectionView(collectionView, canMoveItemAt: indexPath) else { return nil }
        return indexPath
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { movableItem != nil }

    private func driveMovement() {
        guard let collectionView else { return }
        let location = location(in: collectionView)
        switch state {
        case .began:
            guard let indexPath = movableItem, let center = collectionView.layoutAttributesForItem(at: indexPath)?.center,
                  collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
            offset = CGPoint(x: center.x - location.x, y: center.y - location.y)
        case .changed:
            guard let offset else { return }
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: location.x + offset.x, y: location.y + offset.y))
        case .ended:
            guard offset != nil else { return }
            offset = nil
            collectionView.endInteractiveMovement()
        default:
            guard offset != nil else { return }
            offset = nil
            collectionView.cancelInteractiveMovement()
        }
    }
}
