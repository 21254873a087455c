@_spi(LabHost) @testable import LabKit
import XCTest

/// A layout's `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` decides
/// where a flicked collection comes to rest, as carousels snap to items (Apple: the velocity
/// "is measured in points per second").
final class CollectionTargetOffsetTests: UIKitTestCase {
    /// A horizontal carousel of 110-point steps that stops on an item.
    final class SnappingLayout: UICollectionViewFlowLayout {
        var velocities: [CGPoint] = []
        override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
            velocities.append(velocity)
            return CGPoint(x: (proposedContentOffset.x / 110).rounded() * 110, y: proposedContentOffset.y)
        }
    }

    func testAFlickComesToRestWhereTheLayoutSays() {
        let layout = SnappingLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let model = CollectionModel(sections: [Array(0..<30)])
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = model
        window.addSubview(collection)
        commit()
        drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.15)
        for _ in 0..<240 { step() }
        XCTAssertEqual(layout.velocities.count, 1)
        XCTAssertGreaterThan(layout.velocities[0].x, 300, "about 1000 points/s leftward as a rightward offset velocity")
        let offset = collection.contentOffset.x
        XCTAssertGreaterThan(offset, 150, "the flick carried it past the finger's 150 points")
        XCTAssertEqual(offset.truncatingRemainder(dividingBy: 110), 0, accuracy: 0.5, "and it rests on an item")
        withExtendedLifetime(model) {}
    }
}
