@_spi(LabHost) import LabKit
import XCTest

/// The animator's behavior tree, items of every kind, and what it reads and writes.
final class DynamicAnimatorTests: DynamicsTestCase {
    /// An item of one's own, as Apple's DynamicsCatalog drives a button's size with one.
    final class PointItem: NSObject, UIDynamicItem {
        var center = CGPoint(x: 10, y: 10)
        var bounds = CGRect(x: 0, y: 0, width: 1, height: 1)
        var transform = CGAffineTransform.identity
    }

    /// A composite behavior, as iOS code builds them.
    final class FallingBehavior: UIDynamicBehavior {
        var moves: [UIDynamicAnimator?] = []
        init(items: [UIDynamicItem]) {
            super.init()
            addChildBehavior(UIGravityBehavior(items: items))
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            addChildBehavior(collision)
        }
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) { moves.append(dynamicAnimator) }
    }

    func testACompositeBehaviorActsThroughItsChildren() {
        let item = box(CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let falling = FallingBehavior(items: [item])
        var actions = 0
        falling.action = { actions += 1 }
        animator.addBehavior(falling)
        XCTAssertTrue(falling.moves.count == 1 && falling.moves[0] === animator)
        XCTAssertTrue(falling.childBehaviors.allSatisfy { $0.dynamicAnimator === animator })
        XCTAssertEqual(animator.behaviors.count, 1)
        steps(120)
        XCTAssertEqual(item.center.y, 460, accuracy: 0.6)
        XCTAssertGreaterThanOrEqual(actions, 60, "the action runs every frame while running")
        animator.removeBehavior(falling)
        XCTAssertNil(falling.moves.last!)
        XCTAssertTrue(animator.behaviors.isEmpty)
    }

    func testRemovingTheBehaviorsStopsTheItemsWhereTheyAre() {
        let item = box(CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        animator.addBehavior(UIGravityBehavior(items: [item]))
        steps(10)
        let stopped = item.center
        animator.removeAllBehaviors()
        steps(10)
        XCTAssertEqual(item.center, stopped)
        XCTAssertFalse(animator.isRunning)
    }

    func testAnItemOfYourOwnIsMoved() {
        let item = PointItem()
        let properties = UIDynamicItemBehavior(items: [item])
        properties.resistance = 2
        properties.addLinearVelocity(CGPoint(x: 120, y: 0), for: item)
        XCTAssertEqual(properties.linearVelocity(for: item), CGPoint(x: 120, y: 0), "added velocity counts before it is applied")
        animator.addBehavior(properties)
        steps(120)
        // Velocity damped by 1/(1 + 2h) per step: the item glides x = v h Σ q^k, q = 1/(1 + 2h).
        let q = 1 / (1 + 2.0 / 120)
        let expected = 10 + 120.0 / 120 * (1 - pow(q, 240)) / (1 - q) * q
        XCTAssertEqual(Double(item.center.x), expected, accuracy: 1e-6)
        XCTAssertEqual(item.center.y, 10)
    }

    func testUpdateItemReadsAMovedItemAndKeepsItsVelocity() {
        let item = box(CGPoint(x: 60, y: 100), size: CGSize(width: 20, height: 20))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.addLinearVelocity(CGPoint(x: 60, y: 0), for: item)
        animator.addBehavior(properties)
        steps(30)
        XCTAssertEqual(item.center.x, 90, accuracy: 1e-6)
        item.center = CGPoint(x: 60, y: 300)
        animator.updateItem(usingCurrentState: item)
        steps(30)
        XCTAssertEqual(item.center.x, 90, accuracy: 1e-6, "moved back, still at 60 points/s")
        XCTAssertEqual(item.center.y, 300)
    }

    func testTheLastItemBehaviorInTheTreeWins() {
        let item = box(CGPoint(x: 60, y: 100))
        let light = UIDynamicItemBehavior(items: [item])
        light.density = 0.5
        let heavy = UIDynamicItemBehavior(items: [item])
        heavy.density = 4
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.magnitude = 1
        [light, heavy, push].forEach(animator.addBehavior)
        steps(30)
        XCTAssertEqual(item.center.x, 60 + distanceAfter(steps: 60, acceleration: 25), accuracy: 1e-6)
    }

    func testAllowsRotationFalseKeepsTheItemUpright() {
        let item = box(CGPoint(x: 160, y: 240))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: item)
        let properties = UIDynamicItemBehavior(items: [item])
        properties.allowsRotation = false
        [push, properties].forEach(animator.addBehavior)
        steps(6)
        XCTAssertEqual(item.transform, .identity)
        XCTAssertEqual(item.center.x, 170, accuracy: 1e-6)
    }

    func testAnItemGroupMovesAsOneBody() {
        let a = box(CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 180, y: 120), size: CGSize(width: 40, height: 40))
        let group = UIDynamicItemGroup(items: [a, b])
        XCTAssertEqual(group.center, CGPoint(x: 140, y: 110))
        XCTAssertEqual(group.bounds.size, CGSize(width: 120, height: 60))
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        [UIGravityBehavior(items: [group]), collision].forEach(animator.addBehavior)
        steps(180)
        // The group fell onto the floor as one: the members kept their distance.
        XCTAssertEqual(Double(hypot(a.center.x - b.center.x, a.center.y - b.center.y)), (80.0 * 80 + 20 * 20).squareRoot(), accuracy: 0.5)
        XCTAssertGreaterThan(max(a.center.y, b.center.y), 440)
        XCTAssertLessThanOrEqual(max(a.center.y, b.center.y), 460.6)
    }

    func testItemsInRect() {
        let a = box(CGPoint(x: 50, y: 50), size: CGSize(width: 20, height: 20))
        let b = box(CGPoint(x: 250, y: 250), size: CGSize(width: 20, height: 20))
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        let found = animator.items(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first === a)
    }

    func testItemsInANestedViewUseTheReferenceViewsCoordinates() {
        let container = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 280))
        referenceView.addSubview(container)
        let item = UIView(frame: CGRect(x: 140, y: 0, width: 40, height: 40))
        container.addSubview(item)
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        [UIGravityBehavior(items: [item]), collision].forEach(animator.addBehavior)
        steps(120)
        // The reference view's floor is at 480: 280 in the container.
        XCTAssertEqual(item.center.y, 260, accuracy: 0.6)
    }

    func testACollectionViewLayoutsAttributesAreMovedAndTheLayoutInvalidated() {
        final class CountingLayout: UICollectionViewLayout {
            var invalidations = 0
            override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 1000) }
            override func invalidateLayout() { invalidations += 1; super.invalidateLayout() }
        }
        let layout = CountingLayout()
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let springAnimator = UIDynamicAnimator(collectionViewLayout: layout)
        let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: CGPoint(x: 160, y: 22))
        spring.length = 0
        spring.frequency = 1
        spring.damping = 0.5
        springAnimator.addBehavior(spring)
        spring.anchorPoint = CGPoint(x: 160, y: 62)
        steps(10)
        XCTAssertGreaterThan(attributes.center.y, 22)
        XCTAssertGreaterThan(layout.invalidations, 0)
        XCTAssertTrue(springAnimator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0)) === attributes)
    }
}
