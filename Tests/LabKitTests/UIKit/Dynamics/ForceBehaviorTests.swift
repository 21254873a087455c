@_spi(LabHost) import LabKit
import XCTest

/// Gravity and pushes against their closed forms (Apple: gravity of magnitude 1 is 1000
/// points/s² whatever the mass; a push of 1 gives a 100 x 100 item of density 1 an
/// acceleration of 100 points/s², the "UIKit newton").
final class ForceBehaviorTests: DynamicsTestCase {
    func testGravityAcceleratesAtAThousandPointsPerSecondSquared() {
        let small = box(CGPoint(x: 60, y: 50), size: CGSize(width: 20, height: 20))
        let large = box(CGPoint(x: 200, y: 50))
        animator.addBehavior(UIGravityBehavior(items: [small, large]))
        steps(30)
        // 0.5 s: 60 steps; ½gt² would be 125.
        let fallen = distanceAfter(steps: 60, acceleration: 1000)
        XCTAssertEqual(fallen, 127.083, accuracy: 0.001)
        XCTAssertEqual(small.center.y, 50 + fallen, accuracy: 1e-6)
        XCTAssertEqual(large.center.y, 50 + fallen, accuracy: 1e-6, "gravity does not depend on mass")
        XCTAssertEqual(small.center.x, 60)
        XCTAssertEqual(small.transform, .identity, "nothing turned it")
    }

    func testGravityDirectionAngleAndMagnitudeAreOneVector() {
        let gravity = UIGravityBehavior(items: [])
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        XCTAssertEqual(gravity.magnitude, 1)
        XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
        gravity.setAngle(0, magnitude: 2)
        XCTAssertEqual(gravity.gravityDirection.dx, 2, accuracy: 1e-12)
        XCTAssertEqual(gravity.gravityDirection.dy, 0, accuracy: 1e-12)
        gravity.magnitude = 0
        XCTAssertEqual(gravity.angle, 0, "a zero magnitude resets the angle (Apple)")
    }

    func testSidewaysGravityOfMagnitudeHalf() {
        let item = box(CGPoint(x: 50, y: 200), size: CGSize(width: 10, height: 10))
        let gravity = UIGravityBehavior(items: [item])
        gravity.gravityDirection = CGVector(dx: 0.5, dy: 0)
        animator.addBehavior(gravity)
        steps(60)
        XCTAssertEqual(item.center.x, 50 + distanceAfter(steps: 120, acceleration: 500), accuracy: 1e-6)
        XCTAssertEqual(item.center.y, 200)
    }

    func testContinuousPushAcceleratesInverselyToMass() {
        let unit = box(CGPoint(x: 60, y: 100))
        let quarter = box(CGPoint(x: 60, y: 300), size: CGSize(width: 50, height: 50))
        let push = UIPushBehavior(items: [unit, quarter], mode: .continuous)
        XCTAssertEqual(push.magnitude, 0, "no force until one is set")
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        steps(30)
        XCTAssertEqual(unit.center.x, 60 + distanceAfter(steps: 60, acceleration: 100), accuracy: 1e-6)
        XCTAssertEqual(quarter.center.x, 60 + distanceAfter(steps: 60, acceleration: 400), accuracy: 1e-6, "a quarter of the area, four times the acceleration")
    }

    func testDensityScalesMass() {
        let item = box(CGPoint(x: 60, y: 100))
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.setAngle(0, magnitude: 1)
        let properties = UIDynamicItemBehavior(items: [item])
        properties.density = 2
        animator.addBehavior(push)
        animator.addBehavior(properties)
        steps(30)
        XCTAssertEqual(item.center.x, 60 + distanceAfter(steps: 60, acceleration: 50), accuracy: 1e-6)
    }

    func testInstantaneousPushChangesSpeedOnceAndDeactivates() {
        let item = box(CGPoint(x: 60, y: 100))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(push)
        steps(30)
        XCTAssertFalse(push.active, "an instantaneous push turns itself off")
        XCTAssertEqual(item.center.x, 60 + 100 * 0.5, accuracy: 1e-6, "100 points/s for half a second")
        push.active = true
        steps(30)
        XCTAssertEqual(item.center.x, 60 + 50 + 200 * 0.5, accuracy: 1e-6, "a second push adds another 100 points/s")
    }

    func testAnOffCenterPushTurnsTheItem() {
        let item = box(CGPoint(x: 160, y: 240))
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 0, vertical: 50), for: item)
        animator.addBehavior(push)
        steps(6)
        // An impulse of 100 at 50 points below the center of a 100 x 100 square of mass 1
        // (moment of inertia m(w² + h²)/12 = 1666.7): −3 radians/s (counter-clockwise on screen).
        let angle = atan2(item.transform.b, item.transform.a)
        XCTAssertEqual(Double(angle), -3 * 0.1, accuracy: 1e-6)
        XCTAssertEqual(item.center.x, 160 + 100 * 0.1, accuracy: 1e-6)
    }

    func testSimulationDoesNotDependOnTheFrameRate() {
        /// A square thrown sideways, bouncing in the reference bounds.
        func throwSquare() -> UIView {
            let item = box(CGPoint(x: 60, y: 50), size: CGSize(width: 30, height: 30))
            let collision = UICollisionBehavior(items: [item])
            collision.translatesReferenceBoundsIntoBoundary = true
            let properties = UIDynamicItemBehavior(items: [item])
            properties.elasticity = 0.6
            properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: item)
            [UIGravityBehavior(items: [item]), collision, properties].forEach(animator.addBehavior)
            return item
        }
        let item = throwSquare()
        // Thirty frames a second instead of sixty: the same state at the same times.
        for frame in 1...45 { LabClock.advance(to: Double(frame) / 30, root: root) }
        let atThirty = item.center
        tearDown()
        setUp()
        let again = throwSquare()
        steps(90)
        XCTAssertEqual(again.center, atThirty)
        XCTAssertNotEqual(atThirty, CGPoint(x: 60, y: 50))
    }
}
