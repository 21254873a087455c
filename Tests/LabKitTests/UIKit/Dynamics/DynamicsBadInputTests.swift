@_spi(LabHost) import LabKit
import XCTest

/// Careless values are ignored with a diagnostic; random behavior trees never trap, hang or
/// move an item to a non-finite place.
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

    /// Random trees of every behavior with careless values, on items of every outline. Seeds
    /// that ever failed are kept in `regressions`.
    func testRandomBehaviorTreesStayFinite() {
        let regressions: [UInt64] = []
        for seed in regressions + Array(1...60) {
            tearDown()
            setUp()
            runRandomTree(seed: seed)
        }
    }

    private func runRandomTree(seed: UInt64) {
        var random = SeededRandom(state: seed)
        func value() -> CGFloat {
            random.pick([0, 1, -1, 0.5, 100, -250, 1e6, -1e9, .nan, .infinity, 1e-9, 3])
        }
        let items: [UIView] = (0..<(1 + random.below(5))).map { _ in
            let size = CGSize(width: random.pick([0, 1, 30, 80, 400]), height: random.pick([0, 2, 30, 60]))
            let view = box(CGPoint(x: CGFloat(random.below(320)), y: CGFloat(random.below(480))), size: size)
            if random.below(4) == 0 { view.transform = CGAffineTransform(rotationAngle: value()) }
            return view
        }
        func some() -> [UIView] { items.filter { _ in random.below(2) == 0 } }
        var behaviors: [UIDynamicBehavior] = []
        for _ in 0..<(1 + random.below(6)) {
            switch random.below(7) {
            case 0:
                let b = UIGravityBehavior(items: some())
                b.setAngle(value(), magnitude: value())
                behaviors.append(b)
            case 1:
                let b = UIPushBehavior(items: some(), mode: random.below(2) == 0 ? .continuous : .instantaneous)
                b.pushDirection = CGVector(dx: value(), dy: value())
                behaviors.append(b)
            case 2:
                let b = UICollisionBehavior(items: some())
                b.translatesReferenceBoundsIntoBoundary = random.below(2) == 0
                b.addBoundary(withIdentifier: "b" as NSCopying, from: CGPoint(x: value(), y: value()), to: CGPoint(x: value(), y: value()))
                behaviors.append(b)
            case 3:
                let b = UISnapBehavior(item: random.pick(items), snapTo: CGPoint(x: value(), y: value()))
                b.damping = value()
                behaviors.append(b)
            case 4:
                let a = random.pick(items), c = random.pick(items)
                let b = random.below(2) == 0 ? UIAttachmentBehavior(item: a, attachedTo: c)
                    : random.pick([UIAttachmentBehavior.pinAttachment(with: a, attachedTo: c, attachmentAnchor: CGPoint(x: value(), y: value())),
                                   UIAttachmentBehavior.slidingAttachment(with: a, attachmentAnchor: .zero, axisOfTranslation: CGVector(dx: value(), dy: value()))])
                b.frequency = value()
                b.damping = value()
                b.length = value()
                b.frictionTorque = value()
                behaviors.append(b)
            case 5:
                let b = UIDynamicItemBehavior(items: some())
                b.elasticity = value()
                b.density = value()
                b.resistance = value()
                b.friction = value()
                b.allowsRotation = random.below(2) == 0
                b.isAnchored = random.below(5) == 0
                b.addLinearVelocity(CGPoint(x: value(), y: value()), for: random.pick(items))
                b.addAngularVelocity(value(), for: random.pick(items))
                behaviors.append(b)
            default:
                let b = UIDynamicBehavior()
                if let child = behaviors.popLast() { b.addChildBehavior(child) }
                behaviors.append(b)
            }
        }
        behaviors.forEach(animator.addBehavior)
        steps(40)
        for item in items {
            XCTAssertTrue(item.center.x.isFinite && item.center.y.isFinite, "seed \(seed)")
            XCTAssertTrue(item.transform.a.isFinite && item.transform.b.isFinite, "seed \(seed)")
        }
    }
}
