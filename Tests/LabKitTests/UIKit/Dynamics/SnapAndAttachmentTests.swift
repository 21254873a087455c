@_spi(LabHost) import LabKit
import XCTest

/// Snaps settle at their point upright; attachments keep their lengths or spring.
final class SnapAndAttachmentTests: DynamicsTestCase {
    /// The farthest the item went past the snap point along the way, and where it settled.
    private func snap(damping: CGFloat) -> (overshoot: Double, end: CGPoint, angle: Double, paused: Bool) {
        let item = box(CGPoint(x: 60, y: 100), size: CGSize(width: 60, height: 60))
        item.transform = CGAffineTransform(rotationAngle: 0.5)
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 260, y: 100))
        XCTAssertEqual(snap.damping, 0.5, "Apple's default")
        snap.damping = damping
        animator.addBehavior(snap)
        var overshoot = 0.0
        for _ in 0..<150 {
            step()
            overshoot = max(overshoot, Double(item.center.x) - 260)
        }
        return (overshoot, item.center, Double(atan2(item.transform.b, item.transform.a)), !animator.isRunning)
    }

    func testSnapSettlesAtThePointUpright() {
        let result = snap(damping: 0.5)
        XCTAssertEqual(result.end.x, 260, accuracy: 0.5)
        XCTAssertEqual(result.end.y, 100, accuracy: 0.5)
        XCTAssertEqual(result.angle, 0, accuracy: 0.01)
        XCTAssertTrue(result.paused)
        // Damping ratio 0.55: an overshoot of e^(−πζ/√(1−ζ²)) ≈ 13% of 200 points, less the
        // soft constraint's own damping.
        XCTAssertGreaterThan(result.overshoot, 10)
        XCTAssertLessThan(result.overshoot, 30)
    }

    func testLessDampingOscillatesMore() {
        let loose = snap(damping: 0)
        tearDown()
        setUp()
        let firm = snap(damping: 1)
        XCTAssertGreaterThan(loose.overshoot, 80)
        XCTAssertLessThan(firm.overshoot, 1, "critically damped: no overshoot")
    }

    func testChangingTheSnapPointMovesTheItemAgain() {
        let item = box(CGPoint(x: 60, y: 100), size: CGSize(width: 60, height: 60))
        let snap = UISnapBehavior(item: item, snapTo: CGPoint(x: 60, y: 100))
        animator.addBehavior(snap)
        steps(60)
        XCTAssertFalse(animator.isRunning, "nothing to do")
        snap.snapPoint = CGPoint(x: 160, y: 300)
        steps(120)
        XCTAssertEqual(item.center.x, 160, accuracy: 0.5)
        XCTAssertEqual(item.center.y, 300, accuracy: 0.5)
    }

    func testARigidAttachmentIsAPendulumOfFixedLength() {
        let anchor = CGPoint(x: 160, y: 100)
        let item = box(CGPoint(x: 260, y: 100), size: CGSize(width: 20, height: 20))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: anchor)
        XCTAssertEqual(attachment.length, 100, "the distance when attached")
        XCTAssertEqual(attachment.attachedBehaviorType, .anchor)
        XCTAssertEqual(attachment.frequency, 0)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        var lowest = 0.0
        for _ in 0..<60 {
            step()
            let d = hypot(item.center.x - anchor.x, item.center.y - anchor.y)
            XCTAssertEqual(Double(d), 100, accuracy: 0.1)
            lowest = max(lowest, Double(item.center.y))
        }
        XCTAssertEqual(lowest, 200, accuracy: 2, "swung through the bottom of the arc")
    }

    func testASpringAttachmentOscillatesAtItsFrequency() {
        let anchor = CGPoint(x: 160, y: 100)
        let item = box(CGPoint(x: 160, y: 200), size: CGSize(width: 20, height: 20))
        let attachment = UIAttachmentBehavior(item: item, attachedToAnchor: anchor)
        attachment.frequency = 1
        attachment.damping = 0
        attachment.length = 80
        animator.addBehavior(attachment)
        // Released 20 points long: half a period later, 20 points short.
        steps(30)
        XCTAssertEqual(Double(item.center.y), 160, accuracy: 3)
        steps(30)
        XCTAssertEqual(Double(item.center.y), 200, accuracy: 5, "and back after a whole period (an implicit spring loses a little)")
    }

    func testDraggingAnAttachmentAnchorMovesTheItem() {
        let item = box(CGPoint(x: 100, y: 100), size: CGSize(width: 60, height: 60))
        let drag = UIAttachmentBehavior(item: item, offsetFromCenter: UIOffset(horizontal: 10, vertical: 10), attachedToAnchor: CGPoint(x: 110, y: 110))
        XCTAssertEqual(drag.length, 0)
        animator.addBehavior(drag)
        for i in 1...30 {
            drag.anchorPoint = CGPoint(x: 110 + 4 * CGFloat(i), y: 110)
            step()
        }
        steps(90)
        // The grabbed point hangs at the anchor.
        let t = item.transform
        let grabbed = CGPoint(x: item.center.x + 10 * t.a + 10 * t.c, y: item.center.y + 10 * t.b + 10 * t.d)
        XCTAssertEqual(grabbed.x, 230, accuracy: 1)
        XCTAssertEqual(grabbed.y, 110, accuracy: 1)
    }

    func testTwoItemsAttachedKeepTheirDistance() {
        let a = box(CGPoint(x: 100, y: 100), size: CGSize(width: 20, height: 20))
        let b = box(CGPoint(x: 200, y: 100), size: CGSize(width: 20, height: 20))
        let attachment = UIAttachmentBehavior(item: a, attachedTo: b)
        XCTAssertEqual(attachment.attachedBehaviorType, .items)
        let push = UIPushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.2)
        [attachment, push].forEach(animator.addBehavior)
        steps(60)
        XCTAssertEqual(Double(hypot(a.center.x - b.center.x, a.center.y - b.center.y)), 100, accuracy: 1)
        XCTAssertGreaterThan(b.center.y, 100, "the second item is pulled along")
    }

    func testAFixedAttachmentMovesTwoItemsAsOne() {
        let a = box(CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 140, y: 100), size: CGSize(width: 40, height: 40))
        let weld = UIAttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 120, y: 100))
        let push = UIPushBehavior(items: [a], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.1)
        [weld, push].forEach(animator.addBehavior)
        steps(60)
        XCTAssertEqual(Double(hypot(a.center.x - b.center.x, a.center.y - b.center.y)), 40, accuracy: 1)
        XCTAssertEqual(Double(atan2(a.transform.b, a.transform.a)), Double(atan2(b.transform.b, b.transform.a)), accuracy: 0.02, "they turn together")
        XCTAssertNotEqual(a.transform, .identity, "pushed off the pair's center, they turn")
    }

    func testAPinAttachmentLetsItemsTurnAboutThePin() {
        let a = box(CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 140, y: 100), size: CGSize(width: 40, height: 40))
        let anchored = UIDynamicItemBehavior(items: [a])
        anchored.isAnchored = true
        let pin = UIAttachmentBehavior.pinAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 120, y: 100))
        [anchored, pin, UIGravityBehavior(items: [b])].forEach(animator.addBehavior)
        steps(60)
        // b swings down about the pin at (120, 100), its center 20 points from it.
        XCTAssertEqual(Double(hypot(b.center.x - 120, b.center.y - 100)), 20, accuracy: 1)
        XCTAssertGreaterThan(b.center.y, 110)
    }

    func testALimitAttachmentIsARope() {
        let a = box(CGPoint(x: 160, y: 100), size: CGSize(width: 20, height: 20))
        let b = box(CGPoint(x: 160, y: 150), size: CGSize(width: 20, height: 20))
        let anchored = UIDynamicItemBehavior(items: [a])
        anchored.isAnchored = true
        let rope = UIAttachmentBehavior.limitAttachment(with: a, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedTo: b, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0))
        rope.length = 100
        let up = UIPushBehavior(items: [b], mode: .instantaneous)
        up.pushDirection = CGVector(dx: 0, dy: -0.5)
        [anchored, rope, UIGravityBehavior(items: [b])].forEach(animator.addBehavior)
        steps(60)
        XCTAssertEqual(b.center.y, 200, accuracy: 1, "fell until the rope was taut")
        animator.addBehavior(up)
        step()
        XCTAssertLessThan(b.center.y, 200, "a rope does not push")
    }

    func testASlidingAttachmentKeepsTheItemOnItsAxis() {
        let item = box(CGPoint(x: 100, y: 100), size: CGSize(width: 40, height: 40))
        let slide = UIAttachmentBehavior.slidingAttachment(with: item, attachmentAnchor: CGPoint(x: 100, y: 100), axisOfTranslation: CGVector(dx: 1, dy: 1))
        slide.attachmentRange = UIFloatRange(minimum: -50, maximum: 50)
        [slide, UIGravityBehavior(items: [item])].forEach(animator.addBehavior)
        steps(90)
        XCTAssertEqual(Double(item.center.x - 100), Double(item.center.y - 100), accuracy: 0.5, "on the diagonal")
        XCTAssertEqual(Double(hypot(item.center.x - 100, item.center.y - 100)), 50, accuracy: 1, "to the end of its range")
        XCTAssertEqual(item.transform, .identity, "without turning")
    }
}
