@_spi(LabHost) import LabKit
import XCTest

/// Careless values are ignored with a diagnostic (random trees of behaviors: `Fuzzer.dynamics`).
final class DynamicsBadInputTests: DynamicsTestCase {
    func testNonFiniteParametersAreIgnored() {
        let item = box(CGPoint(x: 100, y: 100))
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: CGFloat.nan, dy: 1)
        gravity.magnitude = .infinity
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.pushDirection = CGVector(dx: CGFloat.infinity, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: CGFloat.nan, vertical: 0), for: item)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: CGFloat.nan, y: 0))
        snap.damping = .nan
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 0, y: CGFloat.infinity))
        attachment.length = -1
        attachment.frequency = .nan
        attachment.attachmentRange = UIFloatRange(minimum: 1, maximum: -1)
        let properties = UIDynamicItemBehavior(items: [item])
        properties.elasticity = -1
        properties.density = .nan
        properties.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 0), for: item)
        let collision = UICollisionBehavior(items: [item])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(diagnostics.count, 14, diagnostics.joined(separator: "\n"))
        [gravity, push, snap, attachment, properties, collision].forEach(animator.addBehavior)
        steps(60)
        XCTAssertTrue(item.center.x.isFinite && item.center.y.isFinite)
    }

    func testABehaviorIsInOnePlaceOfOneTree() {
        let gravity = UIGravityBehavior(items: [])
        let parent = UIDynamicBehavior()
        parent.addChildBehavior(gravity)
        animator.addBehavior(gravity)
        parent.addChildBehavior(parent)
        gravity.addChildBehavior(parent)
        // The two refused children report one message (each message is printed once).
        XCTAssertEqual(diagnostics.count, 2, diagnostics.joined(separator: "\n"))
        XCTAssertTrue(animator.behaviors.isEmpty)
        animator.addBehavior(parent)
        animator.addBehavior(parent)
        XCTAssertEqual(animator.behaviors.count, 1, "adding twice is ignored")
    }

    func testItemsWithNonFinitePlacesAreLeftOut() {
        let item = DynamicAnimatorTests.PointItem()
        item.center = CGPoint(x: CGFloat.nan, y: 0)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        steps(10)
        XCTAssertEqual(diagnostics.filter { $0.contains("left out of the simulation") }.count, 1)
    }

    func testAHugeImpulseStaysFinite() {
        let item = box(CGPoint(x: 100, y: 100), size: CGSize(width: 1, height: 1))
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [item])
        properties.addLinearVelocity(CGPoint(x: 1e300, y: 1e300), for: item)
        properties.addAngularVelocity(1e300, for: item)
        [collision, properties].forEach(animator.addBehavior)
        steps(30)
        XCTAssertTrue(item.center.x.isFinite && item.center.y.isFinite)
        XCTAssertTrue(item.transform.a.isFinite)
    }
}
