import Foundation

/// What a `UIDynamicItemBehavior` sets for its items (UIKit's defaults).
struct PhysicsMaterial: Equatable {
    var elasticity = 0.0
    var friction = 0.0
    var density = 1.0
    var resistance = 0.0
    var angularResistance = 0.0
    var charge = 0.0
    var isAnchored = false
    var allowsRotation = true
}

/// A rigid body of the simulation: a dynamic item's position, turn and motion, or a static
/// body (boundaries, anchor points) that nothing moves.
final class PhysicsBody {
    /// The item it moves; nil for static bodies.
    let item: UIDynamicItem?
    /// For a collision boundary: its identifier (nil for reference bounds), kept for the
    /// delegate even after the boundary is removed.
    var boundaryIdentifier: NSCopying?
    /// The farthest point of the shapes from the origin, to bound how far a turn moves them.
    private(set) var radius = 0.0
    var shapes: [PhysicsShape]
    var position: PhysicsVector
    var angle: Double
    /// Where the body was after the last good step (a non-finite step goes back to it).
    var placedPosition: PhysicsVector
    var velocity = PhysicsVector.zero
    var angularVelocity = 0.0
    /// Pseudo-velocities of the step under way that undo rigid constraints' drift: they move the
    /// body but do not stay in its motion.
    var correction = PhysicsVector.zero
    var angularCorrection = 0.0
    var material = PhysicsMaterial() { didSet { if material != oldValue { updateMass() } } }
    /// Forces and torques of the step under way, and impulses to apply at its start.
    var force = PhysicsVector.zero
    var torque = 0.0
    /// The item's turn when it was read; its transform is only written once the body turns.
    var readAngle: Double
    private(set) var inverseMass = 0.0
    private(set) var inverseInertia = 0.0
    private(set) var mass = 0.0
    /// The shapes where the step under way placed them.
    var placed: [PlacedShape] = []

    /// UIKit's unit of mass: a 100 x 100 point item of density 1 weighs 1, so that a push of
    /// magnitude 1 accelerates it by 100 points/s² (Apple's UIPushBehavior.magnitude).
    static let pointsSquaredPerUnitMass = 10_000.0
    /// The force of a push of magnitude 1, in unit masses times points/s².
    static let forcePerMagnitude = 100.0

    /// A static body holding `shapes`, placed at the origin.
    init(staticShapes shapes: [PhysicsShape]) {
        item = nil
        self.shapes = shapes
        position = .zero
        placedPosition = .zero
        radius = shapes.reduce(0.0) { max($0, $1.radius) }
        angle = 0
        readAngle = 0
    }

    /// The body of `item`, at its current place and turn, at rest.
    init(item: UIDynamicItem, position: PhysicsVector) {
        self.item = item
        shapes = PhysicsShape.outlines(of: item)
        self.position = position
        placedPosition = position
        let t = item.transform
        angle = Double(atan2(t.b, t.a))
        if !angle.isFinite { angle = 0 }
        readAngle = angle
        updateMass()
    }

    var isDynamic: Bool { inverseMass > 0 }

    private func updateMass() {
        radius = shapes.reduce(0.0) { max($0, $1.radius) }
        guard item != nil, !material.isAnchored else {
            (mass, inverseMass, inverseInertia) = (0, 0, 0)
            return
        }
        let (area, moment) = shapes.reduce((0.0, 0.0)) { ($0.0 + $1.areaAndMoment.area, $0.1 + $1.areaAndMoment.moment) }
        let density = material.density / PhysicsBody.pointsSquaredPerUnitMass
        // An item without area still moves, as a point of the smallest mass UIKit would give it.
        mass = max(density * area, 1e-6)
        inverseMass = 1 / mass
        let inertia = density * moment
        inverseInertia = material.allowsRotation && inertia > 1e-12 ? 1 / inertia : 0
    }

    /// Reads the item's size and outline again (after `updateItem(usingCurrentState:)`).
    func reshape() {
        guard let item else { return }
        shapes = PhysicsShape.outlines(of: item)
        updateMass()
    }

    /// Applies an impulse at a point `r` from the center.
    func applyImpulse(_ impulse: PhysicsVector, at r: PhysicsVector) {
        velocity += inverseMass * impulse
        angularVelocity += inverseInertia * cross(r, impulse)
    }

    /// The velocity of the point `r` from the center.
    func velocity(at r: PhysicsVector) -> PhysicsVector { velocity + cross(angularVelocity, r) }

    /// Places the shapes for the step.
    func place() { placed = shapes.map { $0.placed(at: position, angle: angle) } }
}
