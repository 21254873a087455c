@_spi(Rendering) @_spi(LabHost) import LabKit
import XCTest

/// `isGeometryFlipped` (Apple, "CALayer": "whether the geometry of the layer and its
/// sublayers is flipped vertically"; "contentsAreFlipped()"): sublayers are placed with y
/// measured up from the bottom of the bounds, which conversions and hit testing follow.
final class CALayerGeometryFlippedTests: XCTestCase {
    private func tree() -> (root: CALayer, parent: CALayer, child: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        let parent = CALayer()
        parent.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.isGeometryFlipped = true
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(parent)
        parent.addSublayer(child)
        return (root, parent, child)
    }

    func testSublayersAreMeasuredFromTheBottom() {
        let (_, parent, child) = tree()
        XCTAssertEqual(child.convert(CGPoint(x: 0, y: 0), to: parent), CGPoint(x: 10, y: 90))
        XCTAssertEqual(child.convert(CGPoint(x: 0, y: 20), to: parent), CGPoint(x: 10, y: 70))
        XCTAssertEqual(parent.convert(CGPoint(x: 15, y: 80), to: child), CGPoint(x: 5, y: 10))
    }

    func testHitTestingFollowsTheFlip() {
        let (root, _, child) = tree()
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 80)) === child)
        XCTAssertFalse(root.hitTest(CGPoint(x: 15, y: 20)) === child, "where it would be unflipped")
    }

    func testContentsAreFlippedCombinesTheAncestors() {
        let (root, parent, child) = tree()
        XCTAssertFalse(root.contentsAreFlipped())
        XCTAssertTrue(parent.contentsAreFlipped())
        XCTAssertTrue(child.contentsAreFlipped())
        child.isGeometryFlipped = true
        XCTAssertFalse(child.contentsAreFlipped(), "two flips cancel")
        XCTAssertEqual(parent.value(forKey: "geometryFlipped") as? Bool, true)
    }
}
