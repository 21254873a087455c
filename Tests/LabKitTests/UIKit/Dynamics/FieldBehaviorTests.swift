@_spi(LabHost) import LabKit
import XCTest

/// Field behaviors in LabKit's stated units (UIFieldBehavior's documentation comment), regions,
/// and the sticky-corner pattern of Apple's StickyCorners sample.
final class FieldBehaviorTests: DynamicsTestCase {
    func testLinearGravityFieldIsGravityTimesStrength() {
        let item = box(CGPoint(x: 60, y: 50), size: CGSize(width: 20, height: 20))
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.strength = 0.5
        field.addItem(item)
        animator.addBehavior(field)
        steps(30)
        XCTAssertEqual(item.center.y, 50 + distanceAfter(steps: 60, acceleration: 500), accuracy: 1e-6)
    }

    func testSpringFieldOscillatesAboutItsPosition() {
        let item = box(CGPoint(x: 260, y: 240))
        let field = UIFieldBehavior.springField()
        field.position = CGPoint(x: 160, y: 240)
        field.addItem(item)
        animator.addBehavior(field)
        // Mass 1, stiffness 100 · 0.03 = 3: half a period is π/√3 ≈ 1.81 s.
        let half = Int((Double.pi / 3.0.squareRoot() * 60).rounded())
        steps(half)
        XCTAssertEqual(Double(item.center.x), 60, accuracy: 2)
        XCTAssertEqual(item.center.y, 240)
    }

    func testAFieldActsOnlyInItsRegion() {
        let inside = box(CGPoint(x: 100, y: 100), size: CGSize(width: 10, height: 10))
        let outside = box(CGPoint(x: 300, y: 100), size: CGSize(width: 10, height: 10))
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 100, y: 100)
        field.region = UIRegion(radius: 50)
        field.addItem(inside)
        field.addItem(outside)
        animator.addBehavior(field)
        steps(6)
        XCTAssertGreaterThan(inside.center.y, 100)
        XCTAssertEqual(outside.center.y, 100)
        XCTAssertTrue(UIRegion(size: CGSize(width: 10, height: 10)).union(with: UIRegion(radius: 100).difference(from: UIRegion(radius: 50))).contains(CGPoint(x: 70, y: 0)))
        XCTAssertFalse(UIRegion(radius: 10).inverse().contains(.zero))
        XCTAssertTrue(UIRegion(radius: 10).intersection(with: UIRegion(size: CGSize(width: 4, height: 40))).contains(CGPoint(x: 1, y: 9)))
    }

    func testDragFieldSlowsAtItsStrengthPerSecond() {
        let item = box(CGPoint(x: 60, y: 100), size: CGSize(width: 20, height: 20))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.addLinearVelocity(CGPoint(x: 100, y: 0), for: item)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 2
        drag.addItem(item)
        [properties, drag].forEach(animator.addBehavior)
        steps(30)
        // v' = −2v: after 60 semi-implicit steps, 100 (1 − 2h)^60.
        XCTAssertEqual(Double(properties.linearVelocity(for: item).x), 100 * pow(1 - 2.0 / 120, 60), accuracy: 1e-6)
    }

    func testACustomFieldGetsTheItemsStateAndPushes() {
        let item = box(CGPoint(x: 60, y: 100))
        var seen: (CGPoint, CGFloat)?
        let field = UIFieldBehavior.field { _, position, _, mass, _, _ in
            seen = (position, mass)
            return CGVector(dx: 1, dy: 0)
        }
        field.addItem(item)
        animator.addBehavior(field)
        steps(30)
        XCTAssertEqual(seen?.1, 1, "a 100 x 100 item of density 1 has mass 1")
        XCTAssertEqual(item.center.x, 60 + distanceAfter(steps: 60, acceleration: 100), accuracy: 1e-6, "forces in UIKit newtons")
    }

    func testNoiseIsTheSameOnEveryRun() {
        func run() -> CGPoint {
            let item = box(CGPoint(x: 160, y: 240), size: CGSize(width: 10, height: 10))
            let field = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
            field.strength = 0.2
            field.addItem(item)
            animator.addBehavior(field)
            steps(60)
            return item.center
        }
        let first = run()
        tearDown()
        setUp()
        XCTAssertEqual(run(), first)
        XCTAssertNotEqual(first, CGPoint(x: 160, y: 240))
    }

    /// Apple's StickyCorners: a light item with high resistance in a spring field's region
    /// glides to the field's position and stays.
    func testAStickyCornerHoldsAThrownItem() {
        let item = box(CGPoint(x: 160, y: 240), size: CGSize(width: 80, height: 60))
        let properties = UIDynamicItemBehavior(items: [item])
        properties.density = 0.01
        properties.resistance = 10
        properties.allowsRotation = false
        properties.addLinearVelocity(CGPoint(x: 300, y: 500), for: item)
        let corner = UIFieldBehavior.springField()
        corner.position = CGPoint(x: 260, y: 430)
        corner.region = UIRegion(size: CGSize(width: 320, height: 480))
        corner.addItem(item)
        let collision = UICollisionBehavior(items: [item])
        collision.translatesReferenceBoundsIntoBoundary = true
        [properties, corner, collision].forEach(animator.addBehavior)
        steps(90)
        XCTAssertEqual(item.center.x, 260, accuracy: 1)
        XCTAssertEqual(item.center.y, 430, accuracy: 1)
    }

    func testBadFieldValuesAreIgnored() {
        let field = UIFieldBehavior.springField()
        field.strength = .nan
        field.position = CGPoint(x: CGFloat.infinity, y: 0)
        field.falloff = .infinity
        field.minimumRadius = -1
        _ = UIRegion(radius: -3)
        XCTAssertEqual(field.strength, 1)
        XCTAssertEqual(field.position, .zero)
        XCTAssertEqual(field.minimumRadius, 1e-3)
        XCTAssertEqual(diagnostics.count, 5, diagnostics.joined(separator: "\n"))
    }
}
