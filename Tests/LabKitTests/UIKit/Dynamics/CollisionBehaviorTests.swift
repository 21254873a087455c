@_spi(LabHost) import LabKit
import XCTest

/// Collisions with the reference bounds, boundaries and other items; the delegate's contacts.
final class CollisionBehaviorTests: DynamicsTestCase {
    /// A view that collides as the circle inscribed in its bounds.
    final class Ball: UIView {
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
    }

    func testAnItemFallsOntoTheReferenceBoundsAndRests() {
        let recorder = DynamicsDelegateRecorder()
        animator.delegate = recorder
        let item = box(CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = recorder
        animator.addBehavior(UIGravityBehavior(items: [item]))
        animator.addBehavior(collision)
        steps(180)
        // Resting on the floor at y = 480, within the half-point the solver lets overlap.
        XCTAssertEqual(item.center.y, 460, accuracy: 0.6)
        XCTAssertEqual(item.center.x, 160, accuracy: 1e-6)
        XCTAssertEqual(item.transform, .identity)
        XCTAssertFalse(animator.isRunning, "the animator pauses once its items rest")
        XCTAssertEqual(recorder.events, ["resume", "began bounds", "pause"])
        XCTAssertGreaterThan(animator.elapsedTime, 0.5)
    }

    func testAPausedAnimatorResumesWhenABehaviorChanges() {
        let recorder = DynamicsDelegateRecorder()
        animator.delegate = recorder
        let item = box(CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        let gravity = UIGravityBehavior(items: [item])
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        steps(180)
        XCTAssertFalse(animator.isRunning)
        gravity.gravityDirection = CGVector(dx: 1, dy: 0)
        XCTAssertTrue(animator.isRunning)
        steps(120)
        XCTAssertEqual(item.center.x, 300, accuracy: 0.6, "now in the right-hand wall")
        XCTAssertEqual(recorder.events, ["resume", "pause", "resume", "pause"])
    }

    func testElasticityOneBouncesBackToTheStartingHeight() {
        let ball = Ball(frame: CGRect(x: 140, y: 80, width: 40, height: 40))
        referenceView.addSubview(ball)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [ball])
        properties.elasticity = 1
        [UIGravityBehavior(items: [ball]), collision, properties].forEach(animator.addBehavior)
        // Down 360 points in about 0.85 s, and back up as long again.
        var lowest = 0.0, highestAfterBounce = 1000.0, bounced = false
        for _ in 0..<110 {
            step()
            let y = Double(ball.center.y)
            if y > lowest { lowest = y } else if lowest > 400 { bounced = true }
            if bounced { highestAfterBounce = min(highestAfterBounce, y) }
        }
        // Sampled once a frame, and bounced up to a step early (where it would have met the floor
        // within the step) at the speed it had there, so it loses no height.
        XCTAssertEqual(lowest, 460, accuracy: 15, "the ball reached the floor")
        XCTAssertTrue(bounced)
        XCTAssertEqual(highestAfterBounce, 100, accuracy: 8, "a perfectly elastic bounce returns to the start")
    }

    func testElasticityZeroDoesNotBounce() {
        let ball = Ball(frame: CGRect(x: 140, y: 80, width: 40, height: 40))
        referenceView.addSubview(ball)
        let collision = UICollisionBehavior(items: [ball])
        collision.translatesReferenceBoundsIntoBoundary = true
        [UIGravityBehavior(items: [ball]), collision].forEach(animator.addBehavior)
        var reachedFloor = false
        for _ in 0..<120 {
            step()
            if ball.center.y > 459 { reachedFloor = true }
            if reachedFloor { XCTAssertGreaterThan(ball.center.y, 458.5, "no bounce") }
        }
        XCTAssertTrue(reachedFloor)
    }

    func testEqualMassesExchangeVelocitiesInAnElasticHeadOnCollision() {
        let recorder = DynamicsDelegateRecorder()
        let moving = Ball(frame: CGRect(x: 20, y: 220, width: 40, height: 40))
        let resting = Ball(frame: CGRect(x: 200, y: 220, width: 40, height: 40))
        [moving, resting].forEach(referenceView.addSubview)
        let collision = UICollisionBehavior(items: [moving, resting])
        collision.collisionDelegate = recorder
        let properties = UIDynamicItemBehavior(items: [moving, resting])
        properties.elasticity = 1
        properties.addLinearVelocity(CGPoint(x: 400, y: 0), for: moving)
        animator.addBehavior(collision)
        animator.addBehavior(properties)
        steps(60)
        XCTAssertEqual(Double(properties.linearVelocity(for: moving).x), 0, accuracy: 2)
        XCTAssertEqual(Double(properties.linearVelocity(for: resting).x), 400, accuracy: 2)
        XCTAssertEqual(properties.linearVelocity(for: resting).y, 0)
        XCTAssertEqual(recorder.events.first, "began items")
        XCTAssertTrue(recorder.events.contains("ended items"))
        // The moving ball travelled 140 points to touch, then stopped.
        XCTAssertEqual(moving.center.x, 180, accuracy: 4)
    }

    func testItemsCollideOnlyWithinTheSameBehavior() {
        let a = box(CGPoint(x: 60, y: 240), size: CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 160, y: 240), size: CGSize(width: 40, height: 40))
        let properties = UIDynamicItemBehavior(items: [a])
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: a)
        animator.addBehavior(UICollisionBehavior(items: [a]))
        animator.addBehavior(UICollisionBehavior(items: [b]))
        animator.addBehavior(properties)
        steps(30)
        XCTAssertEqual(a.center.x, 60 + 150, accuracy: 1e-6, "passes through an item of another collision behavior")
        XCTAssertEqual(b.center.x, 160)
    }

    func testALineBoundaryStopsAnItemAndIsReportedByIdentifier() {
        let recorder = DynamicsDelegateRecorder()
        let item = box(CGPoint(x: 100, y: 50), size: CGSize(width: 40, height: 40))
        let collision = UICollisionBehavior(items: [item])
        collision.collisionDelegate = recorder
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1)
        XCTAssertNotNil(collision.boundary(withIdentifier: "shelf" as NSCopying))
        [UIGravityBehavior(items: [item]), collision].forEach(animator.addBehavior)
        steps(120)
        XCTAssertEqual(item.center.y, 280, accuracy: 0.6)
        XCTAssertEqual(recorder.events.first, "began shelf")
        collision.removeBoundary(withIdentifier: "shelf" as NSCopying)
        XCTAssertNil(collision.boundaryIdentifiers)
        steps(30)
        XCTAssertGreaterThan(item.center.y, 300, "falls once the shelf is gone")
        XCTAssertEqual(recorder.events.last, "ended shelf")
    }

    func testABoxTipsOffAnEdgeAndTurns() {
        // Its center overhangs the shelf's end, so gravity turns it over the corner.
        let item = box(CGPoint(x: 215, y: 275), size: CGSize(width: 50, height: 50))
        let collision = UICollisionBehavior(items: [item])
        collision.addBoundary(withIdentifier: "shelf" as NSCopying, from: CGPoint(x: 0, y: 300), to: CGPoint(x: 200, y: 300))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.friction = 1
        [UIGravityBehavior(items: [item]), collision, properties].forEach(animator.addBehavior)
        steps(30)
        let angle = atan2(item.transform.b, item.transform.a)
        XCTAssertGreaterThan(angle, 0.2, "turned clockwise over the corner")
    }

    func testCollisionModeBoundariesLetsItemsPass() {
        let a = box(CGPoint(x: 60, y: 240), size: CGSize(width: 40, height: 40))
        let b = box(CGPoint(x: 160, y: 240), size: CGSize(width: 40, height: 40))
        let collision = UICollisionBehavior(items: [a, b])
        collision.collisionMode = .boundaries
        collision.translatesReferenceBoundsIntoBoundary = true
        let properties = UIDynamicItemBehavior(items: [a])
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: a)
        [collision, properties].forEach(animator.addBehavior)
        steps(30)
        XCTAssertEqual(a.center.x, 210, accuracy: 1e-6)
        steps(60)
        XCTAssertLessThanOrEqual(a.center.x, 300.5, "but stops at the wall")
    }

    func testInsetReferenceBounds() {
        let item = box(CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let collision = UICollisionBehavior(items: [item])
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 0, left: 0, bottom: 80, right: 0))
        XCTAssertTrue(collision.translatesReferenceBoundsIntoBoundary)
        [UIGravityBehavior(items: [item]), collision].forEach(animator.addBehavior)
        steps(120)
        XCTAssertEqual(item.center.y, 380, accuracy: 0.6)
    }

    func testAnAnchoredItemIsAnObstacle() {
        let wall = box(CGPoint(x: 160, y: 400), size: CGSize(width: 300, height: 20))
        let item = box(CGPoint(x: 160, y: 100), size: CGSize(width: 40, height: 40))
        let anchored = UIDynamicItemBehavior(items: [wall])
        anchored.isAnchored = true
        [UIGravityBehavior(items: [item, wall]), UICollisionBehavior(items: [item, wall]), anchored].forEach(animator.addBehavior)
        steps(120)
        XCTAssertEqual(wall.center, CGPoint(x: 160, y: 400), "anchored items do not move, even under gravity")
        XCTAssertEqual(item.center.y, 370, accuracy: 0.6)
    }
}
