@_spi(LabHost) @testable import LabKit
import XCTest

/// Attributes that carry one more value, as custom layouts' do (Apple:
/// `UICollectionViewLayout.layoutAttributesClass`, "a subclass of
/// UICollectionViewLayoutAttributes … override this method and return your custom class";
/// `UICollectionViewLayoutAttributes`, "subclasses … must implement `isEqual(_:)`" and copy
/// their own values).
private final class ShadeAttributes: UICollectionViewLayoutAttributes {
    var shade: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! ShadeAttributes
        copy.shade = shade
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ShadeAttributes, other.shade == shade else { return false }
        return super.isEqual(object)
    }
}

/// A flow layout that shades each item by its index, the way parallax and stretchy layouts
/// read their flow layout's attributes as their own class.
private final class ShadingFlowLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { ShadeAttributes.self }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let shaded = attributes.copy() as! ShadeAttributes
            shaded.shade = CGFloat(attributes.indexPath.item) / 10
            return shaded
        }
    }
}

private final class NotAttributesLayout: UICollectionViewFlowLayout {
    override class var layoutAttributesClass: AnyClass { UIView.self }
}

final class LayoutAttributesClassTests: CollectionViewTestCase {
    /// A collection of `items` 100-point items in one section laid out by `layout`, in the window.
    private func show(_ layout: UICollectionViewFlowLayout, items: [Int]) -> UICollectionView {
        layout.itemSize = CGSize(width: 100, height: 100)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        model = CollectionModel(sections: [items])
        collection.dataSource = model
        window.addSubview(collection)
        commit()
        return collection
    }

    func testAFlowLayoutMakesItsAttributesClass() {
        let layout = ShadingFlowLayout()
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        let collection = show(layout, items: [0, 1, 2])

        let elements = layout.layoutAttributesForElements(in: collection.bounds) ?? []
        XCTAssertEqual(elements.count, 4, "a header and three cells")
        XCTAssertTrue(elements.allSatisfy { $0 is ShadeAttributes })
        let header = elements.first { $0.representedElementCategory == .supplementaryView }
        XCTAssertEqual(header?.representedElementKind, UICollectionView.elementKindSectionHeader)
        XCTAssertEqual(elements.compactMap { ($0 as? ShadeAttributes)?.shade }.sorted(), [0, 0, 0.1, 0.2])
    }

    func testACopyKeepsTheSubclassItsValuesAndItsElement() {
        let attributes = ShadeAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
        attributes.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        attributes.alpha = 0.5
        attributes.zIndex = 3
        attributes.shade = 0.7

        let copy = attributes.copy() as! ShadeAttributes
        XCTAssertFalse(copy === attributes)
        XCTAssertEqual(copy.shade, 0.7)
        XCTAssertEqual(copy.representedElementCategory, .supplementaryView)
        XCTAssertEqual(copy.representedElementKind, "badge")
        XCTAssertEqual(copy.indexPath, IndexPath(item: 2, section: 1))
        XCTAssertEqual(copy.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
        XCTAssertEqual(copy.alpha, 0.5)
        XCTAssertEqual(copy.zIndex, 3)
        XCTAssertEqual(copy, attributes)
        copy.shade = 0.1
        XCTAssertNotEqual(copy, attributes)
    }

    func testAClassThatIsNotAttributesIsReportedAndTheBaseClassUsed() {
        let layout = NotAttributesLayout()
        let collection = show(layout, items: [0])

        let elements = layout.layoutAttributesForElements(in: collection.bounds) ?? []
        XCTAssertEqual(elements.count, 1)
        XCTAssertTrue(type(of: elements[0]) == UICollectionViewLayoutAttributes.self)
        XCTAssertEqual(diagnostics.filter { $0.contains("layoutAttributesClass") }.count, 1)
    }
}
