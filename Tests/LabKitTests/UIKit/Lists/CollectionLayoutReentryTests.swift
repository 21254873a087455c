import LabKit
import XCTest

/// What AnimatedCollectionViewLayout does to a collection view: its layout asks for the
/// cells while it lays them out, and its cube turns a cell's content view about a moved
/// anchor point.
final class CollectionLayoutReentryTests: UIKitTestCase {
    /// A flow layout that looks up the cell of each item it lays out, as the library does on
    /// every scroll, counting how deep layout passes nest.
    private final class CellLookupLayout: UICollectionViewFlowLayout {
        var depth = 0, deepest = 0
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            depth += 1
            defer { depth -= 1 }
            deepest = max(deepest, depth)
            let attributes = super.layoutAttributesForElements(in: rect)
            if depth < 4 { for item in attributes ?? [] { _ = collectionView?.cellForItem(at: item.indexPath) } }
            return attributes
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    }

    private final class Pages: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
        }
    }

    /// `cellForItem(at:)` inside the layout answers with the cells shown so far, without
    /// laying out again (the lab used to nest layout passes until the stack overflowed).
    func testCellForItemInsideTheLayoutDoesNotLayOutAgain() {
        let layout = CellLookupLayout()
        layout.itemSize = CGSize(width: 320, height: 480)
        layout.scrollDirection = .horizontal
        let pages = Pages()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
        collection.dataSource = pages
        window.addSubview(collection)
        collection.layoutIfNeeded()
        collection.contentOffset = CGPoint(x: 100, y: 0)
        collection.layoutIfNeeded()
        XCTAssertEqual(layout.deepest, 1)
        XCTAssertEqual(collection.visibleCells.count, 2)
    }

    /// A cell's content view follows the cell by autoresizing on iOS: a layout at the same
    /// size leaves a content view whose anchor point and transform the app moved where it is.
    func testALayoutAtTheSameSizeKeepsTheContentViewWhereTheAppPutIt() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        window.addSubview(cell)
        cell.layoutIfNeeded()
        cell.contentView.layer.transform = CATransform3DMakeTranslation(50, 0, 0)
        cell.contentView.layer.anchorPoint = CGPoint(x: 1, y: 0.5)
        cell.setNeedsLayout()
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.layer.position, CGPoint(x: 50, y: 25))
        cell.frame.size = CGSize(width: 200, height: 50)
        cell.layoutIfNeeded()
        XCTAssertEqual(cell.contentView.bounds.size, CGSize(width: 200, height: 50), "a new size is followed")
    }
}
