import Foundation

/// Interactive movement, as an app drives it from a gesture recognizer: begin with the item,
/// update the position its center follows, end (the data source's
/// `collectionView(_:moveItemAt:to:)` is told) or cancel (it goes back). While it moves the
/// item is drawn with the layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`
/// and, when the layout's `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (and
/// the delegate) name another place in its section, the items between slide over to make
/// room for it. Calls out of order, positions that are not finite and targets that do not
/// exist are reported and ignored (UIKit raises exceptions for some).
extension UICollectionView {
    /// How long the items take to make room, and the item to settle when the movement ends.
    static let interactiveMovementDuration: TimeInterval = 0.25

    /// Starts moving the item at `indexPath`; returns whether it can move: the data source
    /// implements `collectionView(_:moveItemAt:to:)` and its `canMoveItemAt` allows it.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        loadIfNeeded()
        guard interactiveMovement == nil else {
            LabDiagnostics.report("UICollectionView.beginInteractiveMovementForItem: a movement is already under way; ignored")
            return false
        }
        guard contains(indexPath) else {
            LabDiagnostics.report("UICollectionView.beginInteractiveMovementForItem: item \(describe(indexPath)) does not exist; ignored")
            return false
        }
        guard let dataSource, dataSource.implementsMove, dataSource.collectionView(self, canMoveItemAt: indexPath),
              let center = layoutAttributesForItem(at: indexPath)?.center else { return false }
        interactiveMovement = (indexPath, indexPath, center)
        followMovingItem()
        return true
    }

    /// Moves the item's center to `targetPosition` (in the collection view's content
    /// coordinates), making room for it where the layout says it would go.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement = interactiveMovement else {
            LabDiagnostics.report("UICollectionView.updateInteractiveMovementTargetPosition without beginInteractiveMovementForItem; ignored")
            return
        }
        guard targetPosition.x.isFinite, targetPosition.y.isFinite else {
            LabDiagnostics.report("UICollectionView.updateInteractiveMovementTargetPosition: \(targetPosition) is not a finite point; ignored",
                                  kind: "UICollectionView movement position")
            return
        }
        movement.position = targetPosition
        interactiveMovement = movement
        var target = collectionViewLayout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: targetPosition)
        if let delegate = collectionDelegate {
            target = delegate.collectionView(self, targetIndexPathForMoveFromItemAt: movement.original, toProposedIndexPath: target)
        }
        guard target != movement.current else { return followMovingItem() }
        guard contains(target), target.section == movement.current.section else {
            LabDiagnostics.report("UICollectionView: the interactive movement's target \(describe(target)) is not an item of section \(movement.current.section); the item stays at \(movement.current.item)",
                                  kind: "UICollectionView movement target")
            return followMovingItem()
        }
        shiftMovingItem(to: target)
    }

    /// Ends the movement: the item settles where it is and the data source is told of the move.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else {
            LabDiagnostics.report("UICollectionView.endInteractiveMovement without beginInteractiveMovementForItem; ignored")
            return
        }
        interactiveMovement = nil
        if movement.original != movement.current {
            dataSource?.moveItem(at: movement.original, to: movement.current, in: self)
        }
        animateToLayout()
    }

    /// Cancels the movement: the item and those that made room go back; the data source is
    /// not told.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else {
            LabDiagnostics.report("UICollectionView.cancelInteractiveMovement without beginInteractiveMovementForItem; ignored")
            return
        }
        if movement.current != movement.original { shiftMovingItem(to: movement.original) }
        interactiveMovement = nil
        animateToLayout()
    }

    /// The moving item's attributes when `element` is its cell.
    func movingAttributes(for element: Element) -> UICollectionViewLayoutAttributes? {
        guard let movement = interactiveMovement, element == .cell(movement.current) else { return nil }
        let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.current,
                                                                                       withTargetPosition: movement.position)
        return attributes.isFinite ? attributes : nil
    }

    /// Puts the moving item's view where the movement has it, at once.
    private func followMovingItem() {
        guard let movement = interactiveMovement, let view = visibleElements[.cell(movement.current)],
              let attributes = movingAttributes(for: .cell(movement.current)) else { return }
        UIView.performWithoutAnimation { apply(attributes, to: view) }
    }

    /// Moves the item from where it is to `target` in the collection view's own state (its
    /// views, selection and the layout's per-item state follow; the data source is told only
    /// at the end) and animates the items between into their new places.
    private func shiftMovingItem(to target: IndexPath) {
        guard let current = interactiveMovement?.current else { return }
        func moved(_ path: IndexPath) -> IndexPath {
            guard path.section == current.section else { return path }
            var item = path.item
            if path.item == current.item {
                item = target.item
            } else if current.item < target.item, path.item > current.item, path.item <= target.item {
                item -= 1
            } else if target.item < current.item, path.item >= target.item, path.item < current.item {
                item += 1
            }
            return IndexPath(item: item, section: path.section)
        }
        var remapped: [Element: UICollectionReusableView] = [:]
        for (element, view) in visibleElements {
            if case .cell(let path) = element { remapped[.cell(moved(path))] = view } else { remapped[element] = view }
        }
        visibleElements = remapped
        selectedItems = selectedItems.map(moved)
        collectionViewLayout.itemsMoved(moved)
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.makeInvalidationContext())
        interactiveMovement?.current = target
        animateToLayout()
    }

    /// Animates every shown view to the layout's attributes (the moving item to the movement's).
    private func animateToLayout() {
        // The moving item stays under the finger: only the others animate to their places.
        followMovingItem()
        UIView.animate(withDuration: UICollectionView.interactiveMovementDuration, delay: 0, options: [.allowUserInteraction],
                       animations: { self.layoutVisibleElements() })
    }

    private func describe(_ path: IndexPath) -> String {
        path.count == 2 ? "\(path.item) in section \(path.section)" : "\(path)"
    }
}
