@_spi(LabHost) @testable import LabKit
import XCTest

/// Batch updates of a one-column flow layout (300 x 50 items, 60 points apart from y = 10),
/// caught half-way through the 0.3 s ease-in-out: inserted items fade in where they land and
/// deleted ones fade out where they were (the flow layout's initial and final attributes),
/// the others half-way to their new places. Then UIKit's refusals, a custom layout's
/// transforms and NaN frames, and tap selection.
final class CollectionViewUpdateTests: CollectionViewTestCase {
    override func setUp() {
        super.setUp()
        makeCollection(counts: [5], itemSize: CGSize(width: 300, height: 50))
    }

    private func cell(_ item: Int) -> UICollectionViewCell { collection.cellForItem(at: IndexPath(item: item, section: 0))! }
    private func presented(_ view: UIView) -> (y: CGFloat, alpha: Double) {
        let layer = view.layer.presentation()!
        return (layer.frame.minY, Double(layer.opacity))
    }

    func testDeleteAndInsertInOneBatch() {
        let zero = cell(0), one = cell(1), two = cell(2)
        var finished: Bool?
        model.sections[0] = [9, 0, 2, 3, 4]
        collection.performBatchUpdates({
            self.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
            self.collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: { finished = $0 })
        let new = cell(0)
        XCTAssertEqual(new.tag, 9)
        advance(to: 0.15)
        XCTAssertEqual(presented(new).alpha, 0.5, accuracy: 0.01)
        XCTAssertEqual(presented(new).y, 10, accuracy: 0.01)
        XCTAssertEqual(presented(zero).y, 40, accuracy: 0.01, "10 → 70")
        XCTAssertEqual(presented(one).alpha, 0.5, accuracy: 0.01, "deleted: fades where it was")
        XCTAssertEqual(presented(one).y, 70, accuracy: 0.01)
        XCTAssertEqual(presented(two).y, 130, accuracy: 0.01, "stays at 130")
        advance(to: 0.5)
        XCTAssertEqual(finished, true)
        XCTAssertNil(one.superview)
        XCTAssertEqual(collection.visibleCells.map(\.tag), [9, 0, 2, 3, 4])
    }

    func testMove() {
        let zero = cell(0), two = cell(2)
        model.sections[0] = [1, 2, 0, 3, 4]
        collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        advance(to: 0.15)
        XCTAssertEqual(presented(zero).y, 70, accuracy: 0.01, "10 → 130")
        XCTAssertEqual(presented(two).y, 100, accuracy: 0.01, "130 → 70")
        XCTAssertEqual(collection.indexPath(for: zero), IndexPath(item: 2, section: 0))
    }

    /// The data source gained an item the update does not insert: UIKit's message, refused.
    func testAnUpdateThatDoesNotAddUp() {
        var finished: Bool?
        model.sections[0].append(5)
        collection.performBatchUpdates({ self.collection.reloadItems(at: [IndexPath(item: 0, section: 0)]) },
                                       completion: { finished = $0 })
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."), diagnostics[0])
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 5)
        collection.deleteItems(at: [IndexPath(item: 7, section: 0)])
        XCTAssertTrue(diagnostics.last!.contains("attempt to delete item 7 from section 0 which only contains 5 items before the update"))
        steps(2)
        XCTAssertEqual(finished, false)
    }

    func testUnregisteredIdentifierAndOutOfRangeQueries() {
        model.sections[0] = [0]
        model.identifier = "unregistered"
        collection.reloadData()
        commit()
        XCTAssertEqual(collection.visibleCells.count, 1)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.contains("could not dequeue a view of kind: UICollectionElementKindCell with identifier unregistered") == true)
        collection.scrollToItem(at: IndexPath(item: 40, section: 0), at: .top, animated: false)
        collection.selectItem(at: IndexPath(item: 40, section: 3), animated: false, scrollPosition: [])
        XCTAssertEqual(diagnostics.count, 3)
        XCTAssertNil(collection.layoutAttributesForItem(at: IndexPath(item: 40, section: 0)))
    }

    func testTapSelects() {
        let one = cell(1)
        one.selectedBackgroundView = UIView()
        step { LabInput.touch(.began, at: CGPoint(x: 160, y: 95)) }
        XCTAssertTrue(one.isHighlighted)
        XCTAssertEqual(one.selectedBackgroundView?.alpha, 1)
        step { LabInput.touch(.ended, at: CGPoint(x: 160, y: 95)) }
        XCTAssertTrue(one.isSelected)
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
        tap(CGPoint(x: 160, y: 35))
        XCTAssertEqual(model.calls, ["didSelect 0-1", "didDeselect 0-1", "didSelect 0-0"])
        XCTAssertFalse(one.isSelected)
    }
}

/// A custom layout: items on a circle of radius 100 around (160, 240), each turned to face
/// outward and scaled by its index, inserted ones growing from the center; one item may be
/// given a NaN center.
final class CircleLayout: UICollectionViewLayout {
    var nanItem: Int?
    private var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        attributes = (0..<count).map { item in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            let angle = 2 * CGFloat.pi * CGFloat(item) / CGFloat(count)
            a.size = CGSize(width: 40, height: 40)
            a.center = item == nanItem ? CGPoint(x: CGFloat.nan, y: 0) : CGPoint(x: 160 + 100 * cos(angle), y: 240 + 100 * sin(angle))
            a.transform = CGAffineTransform(rotationAngle: angle)
            a.zIndex = item
            a.alpha = 0.5
            return a
        }
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { !$0.frame.origin.x.isFinite || $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let a = layoutAttributesForItem(at: itemIndexPath)!.copy() as! UICollectionViewLayoutAttributes
        a.center = CGPoint(x: 160, y: 240)
        a.alpha = 0
        return a
    }
}

final class CustomLayoutTests: CollectionViewTestCase {
    private var circle: CircleLayout!

    override func setUp() {
        super.setUp()
        makeCollection(counts: [4])
        circle = CircleLayout()
        collection.collectionViewLayout = circle
        commit()
    }

    /// Item 1 of 4 sits a quarter turn round: center (160, 340), turned 90°, half transparent.
    func testTheLayoutsAttributesAreApplied() {
        let one = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        XCTAssertEqual(one.center.x, 160, accuracy: 1e-9)
        XCTAssertEqual(one.center.y, 340, accuracy: 1e-9)
        XCTAssertEqual(one.bounds.size, CGSize(width: 40, height: 40))
        XCTAssertEqual(one.transform.b, 1, accuracy: 1e-9)
        XCTAssertEqual(one.alpha, 0.5)
        XCTAssertEqual(one.layer.zPosition, 1)
    }

    /// An inserted item grows out of the center: half-way it is half-way there.
    func testInitialAttributesOfAnAppearingItem() {
        model.sections[0].append(4)
        collection.insertItems(at: [IndexPath(item: 4, section: 0)])
        let new = collection.cellForItem(at: IndexPath(item: 4, section: 0))!
        advance(to: 0.15)
        // Item 4 of 5 ends at angle 288°: (160 + 100 cos, 240 + 100 sin).
        let end = CGPoint(x: 160 + 100 * cos(2 * CGFloat.pi * 0.8), y: 240 + 100 * sin(2 * CGFloat.pi * 0.8))
        let position = new.layer.presentation()!.position
        XCTAssertEqual(position.x, (160 + end.x) / 2, accuracy: 0.01)
        XCTAssertEqual(position.y, (240 + end.y) / 2, accuracy: 0.01)
        XCTAssertEqual(Double(new.layer.presentation()!.opacity), 0.25, accuracy: 0.01)
    }

    /// A NaN frame from the layout: reported, that item not shown, never a trap.
    func testANaNFrameIsLeftOut() {
        circle.nanItem = 2
        circle.invalidateLayout()
        commit()
        XCTAssertEqual(collection.indexPathsForVisibleItems.map(\.item), [0, 1, 3])
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics.first?.contains("not finite") == true)
    }
}
