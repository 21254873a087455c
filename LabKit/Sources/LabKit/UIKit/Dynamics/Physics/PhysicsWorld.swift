import Foundation

/// The rigid bodies of one dynamic animator, stepped at a fixed rate (Box2D's scheme, which
/// UIKit Dynamics runs on): forces change velocities, contacts and constraints are solved by
/// sequential impulses, then velocities move the bodies.
final class PhysicsWorld {
    /// Seconds per step. Fixed, so a frame at a given time shows the same state at any frame rate.
    static let step = 1.0 / 120
    /// Velocity iterations per step.
    static let iterations = 10
    /// Iterations over rigid constraints' drift per step.
    static let positionIterations = 4

    /// The dynamic items' bodies, in the order their items joined.
    private(set) var bodies: [PhysicsBody] = []
    private var bodiesByItem: [ObjectIdentifier: PhysicsBody] = [:]
    /// A static body for constraints to fixed points (attachment anchors, snap points).
    let ground = PhysicsBody(staticShapes: [])

    /// What the behaviors contribute to the step under way.
    var rows: [PhysicsConstraintRow] = []
    private var collisionGroups: [CollisionGroup] = []
    private var materials: [ObjectIdentifier: PhysicsMaterial] = [:]

    /// Bodies colliding: the items of a collision behavior among themselves, and with its
    /// boundaries (static bodies), as its mode allows.
    struct CollisionGroup {
        let behavior: UICollisionBehavior
        var bodies: [PhysicsBody]
        var boundaries: [PhysicsBody]
        var collidesItems: Bool
        var collidesBoundaries: Bool
    }

    /// A pair touching in a collision group: the behavior, then two bodies' identities.
    struct ContactKey: Hashable {
        let behavior: ObjectIdentifier
        let a: ObjectIdentifier
        let b: ObjectIdentifier
    }

    /// Two bodies touching in a collision group, where they first touch.
    struct Touch {
        let group: CollisionGroup
        let a: PhysicsBody
        let b: PhysicsBody
        let point: PhysicsVector
    }

    /// The pairs touching after the last step, for the collision delegates.
    private(set) var touching: [ContactKey: Touch] = [:]

    func body(for item: UIDynamicItem) -> PhysicsBody? { bodiesByItem[ObjectIdentifier(item)] }

    /// The body of `item`, made at `position` if it has none.
    func makeBody(for item: UIDynamicItem, at position: PhysicsVector) -> PhysicsBody {
        if let body = bodiesByItem[ObjectIdentifier(item)] { return body }
        let body = PhysicsBody(item: item, position: position)
        bodies.append(body)
        bodiesByItem[ObjectIdentifier(item)] = body
        return body
    }

    /// Removes the bodies of items no behavior holds any more.
    func keepBodies(of items: Set<ObjectIdentifier>) {
        guard bodies.contains(where: { !items.contains(ObjectIdentifier($0.item!)) }) else { return }
        bodies.removeAll { !items.contains(ObjectIdentifier($0.item!)) }
        bodiesByItem = bodiesByItem.filter { items.contains($0.key) }
    }

    func setMaterial(_ material: PhysicsMaterial, for body: PhysicsBody) { materials[ObjectIdentifier(body)] = material }
    func addCollisionGroup(_ group: CollisionGroup) { collisionGroups.append(group) }

    /// Gives every body the material its last item behavior sets (UIKit's defaults without one),
    /// before forces act on them.
    func applyMaterials(of behaviors: [UIDynamicBehavior]) {
        materials = [:]
        for behavior in behaviors { behavior.configure(self) }
        for body in bodies { body.material = materials[ObjectIdentifier(body)] ?? PhysicsMaterial() }
    }

    /// One step, after the behaviors have contributed their forces, constraints and collision
    /// groups. Returns the contacts that began.
    func step() -> [ContactKey] {
        let h = PhysicsWorld.step
        for body in bodies where body.isDynamic {
            body.velocity += h * body.inverseMass * body.force
            body.angularVelocity += h * body.inverseInertia * body.torque
            // Resistance damps as Box2D's linear damping does: 1 stops a free item within about a second.
            body.velocity *= 1 / (1 + h * body.material.resistance)
            body.angularVelocity *= 1 / (1 + h * body.material.angularResistance)
        }
        for body in bodies { body.place() }
        let contacts = findContacts(step: h)
        for _ in 0..<PhysicsWorld.iterations {
            for i in rows.indices { rows[i].solve() }
            for contact in contacts.list { contact.solve() }
        }
        for _ in 0..<PhysicsWorld.positionIterations {
            for i in rows.indices { rows[i].solvePosition() }
        }
        for body in bodies where body.isDynamic {
            body.position += h * (body.velocity + body.correction)
            body.angle += h * (body.angularVelocity + body.angularCorrection)
            body.correction = .zero
            body.angularCorrection = 0
            if !body.position.isFinite || !body.angle.isFinite || !body.velocity.isFinite || !body.angularVelocity.isFinite {
                LabDiagnostics.report("UIDynamicAnimator: an item's motion became non-finite; it stops where it was")
                body.position = body.placedPosition
                body.angle = body.readAngle
                body.velocity = .zero
                body.angularVelocity = 0
            }
            body.placedPosition = body.position
        }
        for body in bodies {
            body.force = .zero
            body.torque = 0
        }
        rows = []
        collisionGroups = []
        let began = contacts.touching.keys.filter { touching[$0] == nil }
        endedContacts = touching.filter { contacts.touching[$0.key] == nil }.map(\.value)
        touching = contacts.touching
        return began
    }

    /// The contacts that ended in the last step, as they were.
    private(set) var endedContacts: [Touch] = []

    private func findContacts(step h: Double) -> (list: [PhysicsContact], touching: [ContactKey: Touch]) {
        var list: [PhysicsContact] = []
        var touching: [ContactKey: Touch] = [:]
        var solved = Set<[ObjectIdentifier]>()
        for group in collisionGroups {
            var pairs: [(PhysicsBody, PhysicsBody)] = []
            if group.collidesItems {
                for i in group.bodies.indices {
                    for j in group.bodies.indices where j > i { pairs.append((group.bodies[i], group.bodies[j])) }
                }
            }
            if group.collidesBoundaries {
                for body in group.bodies { for boundary in group.boundaries { pairs.append((boundary, body)) } }
            }
            for (a, b) in pairs where a !== b && (a.isDynamic || b.isDynamic) {
                let contacts = collide(a, b, step: h)
                guard !contacts.isEmpty else { continue }
                // Speculative contacts of bodies still apart do not count as touching.
                if let first = contacts.first(where: \.isTouching) {
                    let key = ContactKey(behavior: ObjectIdentifier(group.behavior), a: ObjectIdentifier(a), b: ObjectIdentifier(b))
                    touching[key] = Touch(group: group, a: a, b: b, point: first.point)
                }
                // A pair in two collision behaviors is solved once.
                if solved.insert([ObjectIdentifier(a), ObjectIdentifier(b)]).inserted { list += contacts }
            }
        }
        return (list, touching)
    }

    /// The contacts of every pair of the two bodies' shapes that touch.
    private func collide(_ a: PhysicsBody, _ b: PhysicsBody, step h: Double) -> [PhysicsContact] {
        // Boundaries are as elastic as the item and let its friction act in full.
        let elasticity = max(a.item == nil ? 0 : a.material.elasticity, b.material.elasticity)
        let friction = a.item == nil ? b.material.friction.squareRoot() : (a.material.friction * b.material.friction).squareRoot()
        // Contacts are found as far out as the bodies can close in one step (speculatively), so
        // that a fast body stops at the surface instead of sinking in and being pushed back out.
        let reach = a.velocity.length + b.velocity.length + abs(a.angularVelocity) * a.radius + abs(b.angularVelocity) * b.radius
        let margin = PhysicsCollision.margin + h * (reach.isFinite ? reach : 0)
        var contacts: [PhysicsContact] = []
        for shapeA in a.placed {
            let boxA = shapeA.bounds
            for shapeB in b.placed {
                let boxB = shapeB.bounds
                guard boxA.min.x <= boxB.max.x + margin, boxB.min.x <= boxA.max.x + margin,
                      boxA.min.y <= boxB.max.y + margin, boxB.min.y <= boxA.max.y + margin,
                      let manifold = PhysicsCollision.collide(shapeA, shapeB, margin: margin) else { continue }
                let contact = PhysicsContact(a, b, manifold: manifold, elasticity: elasticity, friction: friction, step: h)
                if !contact.isEmpty { contacts.append(contact) }
            }
        }
        return contacts
    }
}
