@_spi(LabHost) @testable import LabKit
import XCTest

/// Decoration views: a layout registers a class for a kind and places views of it with
/// decoration attributes; the collection view makes, places and reuses them without asking
/// the data source. (Apple: `UICollectionViewLayout.register(_:forDecorationViewOfKind:)`,
/// `layoutAttributesForDecorationView(ofKind:at:)`,
/// `UICollectionViewLayoutAttributes(forDecorationViewOfKind:with:)`.)
final class CollectionDecorationViewTests: CollectionViewTestCase {
    /// A flow layout that puts a band of `kind` behind each section's first line.
    final class BandLayout: UICollectionViewFlowLayout {
        var kind = "band"

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let sections = collectionView?.numberOfSections ?? 0
            let bands = (0..<sections).compactMap { layoutAttributesForDecorationView(ofKind: kind, at: IndexPath(item: 0, section: $0)) }
            return (super.layoutAttributesForElements(in: rect) ?? []) + bands.filter { $0.frame.intersects(rect) }
        }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard elementKind == kind, let first = layoutAttributesForItem(at: IndexPath(item: 0, section: indexPath.section)) else { return nil }
            let band = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            band.frame = CGRect(x: 0, y: first.frame.minY, width: 320, height: first.frame.height)
            band.zIndex = -1
            return band
        }
    }

    final class BandView: UICollectionReusableView {}

    private var bands: BandLayout!

    /// Two sections of 4 and 2 100-point items (two a line, 10-point insets): section 0's
    /// first line at y = 10, section 1's at 10 + 210 + 10 + 10 = 240.
    private func makeBandedCollection(register: Bool = true) {
        makeCollection(counts: [4, 2])
        bands = BandLayout()
        bands.itemSize = CGSize(width: 100, height: 100)
        bands.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        if register { bands.register(BandView.self, forDecorationViewOfKind: "band") }
        collection.collectionViewLayout = bands
        commit()
    }

    private var shownBands: [UICollectionReusableView] {
        collection.subviews.compactMap { $0 as? BandView }.sorted { $0.frame.minY < $1.frame.minY }
    }

    func testTheLayoutPlacesItsDecorationViews() {
        makeBandedCollection()
        XCTAssertEqual(shownBands.map(\.frame), [CGRect(x: 0, y: 10, width: 320, height: 100), CGRect(x: 0, y: 240, width: 320, height: 100)])
        XCTAssertEqual(shownBands.map(\.layer.zPosition), [-1, -1])
        XCTAssertEqual(model.calls, [], "the data source is not asked")
        let attributes = bands.layoutAttributesForDecorationView(ofKind: "band", at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(attributes?.representedElementCategory, .decorationView)
        XCTAssertEqual(attributes?.representedElementKind, "band")
        XCTAssertEqual((attributes?.copy() as? UICollectionViewLayoutAttributes)?.representedElementCategory, .decorationView)
    }

    /// Scrolled off and back, a band's view is reused rather than made again.
    func testDecorationViewsAreReused() {
        makeBandedCollection()
        let made = collection.viewsCreated
        // Past both bands (section 1's ends at 340).
        collection.contentOffset = CGPoint(x: 0, y: 400)
        commit()
        XCTAssertEqual(shownBands.count, 0)
        collection.contentOffset = .zero
        commit()
        XCTAssertEqual(shownBands.count, 2)
        XCTAssertEqual(collection.viewsCreated, made)
    }

    /// A batch update moves the bands with their sections.
    func testABatchUpdateMovesThem() {
        makeBandedCollection()
        model.sections[0].removeLast(2)
        collection.deleteItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        steps(30)
        XCTAssertEqual(shownBands.map(\.frame.minY), [10, 130], "section 1's line now at 10 + 100 + 20")
    }

    /// A kind the layout never registered: reported once, nothing shown, the items as they were.
    func testAKindNeverRegistered() {
        makeBandedCollection(register: false)
        XCTAssertEqual(shownBands.count, 0)
        XCTAssertEqual(collection.visibleCells.count, 6)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(diagnostics[0].contains("decoration view of kind band"), diagnostics[0])
        bands.register(UIView.self, forDecorationViewOfKind: "band")
        XCTAssertEqual(diagnostics.count, 2, "not a reusable view: ignored")
    }
}
