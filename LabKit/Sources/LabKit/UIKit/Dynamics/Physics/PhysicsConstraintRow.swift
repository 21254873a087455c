import Foundation

/// One scalar constraint between two bodies for one step, C = 0 (or C within limits), solved by
/// sequential impulses along its Jacobian. Attachments, snaps and their angular parts are made
/// of these. With a frequency it is a damped spring (Box2D's soft constraint: an implicit
/// spring of that frequency and damping ratio); without, a rigid link whose drift is pulled
/// back a share per step.
struct PhysicsConstraintRow {
    let bodyA: PhysicsBody
    let bodyB: PhysicsBody
    /// The Jacobian: linear and angular parts for each body.
    let linearA: PhysicsVector
    let angularA: Double
    let linearB: PhysicsVector
    let angularB: Double
    /// The accumulated impulse stays in this range (a rope only pulls; friction is capped).
    var lower = -Double.infinity
    var upper = Double.infinity
    private var effectiveMass = 0.0
    private var bias = 0.0
    private var gamma = 0.0
    private var impulse = 0.0

    /// The share of a rigid constraint's error corrected per step.
    static let correction = 0.2

    /// A constraint with Jacobian (`linearA`, `angularA`, `linearB`, `angularB`) whose error now
    /// is `error`, stepping `step` seconds; `frequency` 0 makes it rigid. `error` nil: a
    /// velocity-only constraint (friction).
    init(_ a: PhysicsBody, _ b: PhysicsBody, linearA: PhysicsVector, angularA: Double, linearB: PhysicsVector, angularB: Double,
         error: Double?, frequency: Double = 0, damping: Double = 0, step: Double) {
        bodyA = a
        bodyB = b
        self.linearA = linearA
        self.angularA = angularA
        self.linearB = linearB
        self.angularB = angularB
        let k = a.inverseMass * linearA.lengthSquared + a.inverseInertia * angularA * angularA
            + b.inverseMass * linearB.lengthSquared + b.inverseInertia * angularB * angularB
        guard k > 1e-12, let error else {
            effectiveMass = k > 1e-12 ? 1 / k : 0
            return
        }
        if frequency > 0 {
            let mass = 1 / k, omega = 2 * Double.pi * frequency
            let stiffness = mass * omega * omega, dampingCoefficient = 2 * mass * max(0, damping) * omega
            let g = step * (dampingCoefficient + step * stiffness)
            gamma = g > 0 ? 1 / g : 0
            bias = error * step * stiffness * gamma
            effectiveMass = 1 / (k + gamma)
        } else {
            bias = error * PhysicsConstraintRow.correction / step
            effectiveMass = 1 / k
        }
    }

    /// A constraint on the distance between point `rA` of A and `rB` of B along `axis`.
    static func linear(_ a: PhysicsBody, _ rA: PhysicsVector, _ b: PhysicsBody, _ rB: PhysicsVector, axis: PhysicsVector,
                       error: Double?, frequency: Double = 0, damping: Double = 0, step: Double) -> PhysicsConstraintRow {
        PhysicsConstraintRow(a, b, linearA: -axis, angularA: -cross(rA, axis), linearB: axis, angularB: cross(rB, axis),
                             error: error, frequency: frequency, damping: damping, step: step)
    }

    /// A constraint on B's turn relative to A's.
    static func angular(_ a: PhysicsBody, _ b: PhysicsBody, error: Double?, frequency: Double = 0, damping: Double = 0, step: Double) -> PhysicsConstraintRow {
        PhysicsConstraintRow(a, b, linearA: .zero, angularA: -1, linearB: .zero, angularB: 1,
                             error: error, frequency: frequency, damping: damping, step: step)
    }

    var isActive: Bool { effectiveMass > 0 }

    mutating func solve() {
        let speed = dot(linearA, bodyA.velocity) + angularA * bodyA.angularVelocity
            + dot(linearB, bodyB.velocity) + angularB * bodyB.angularVelocity
        let old = impulse
        impulse = min(upper, max(lower, impulse - effectiveMass * (speed + bias + gamma * impulse)))
        let delta = impulse - old
        bodyA.velocity += bodyA.inverseMass * delta * linearA
        bodyA.angularVelocity += bodyA.inverseInertia * delta * angularA
        bodyB.velocity += bodyB.inverseMass * delta * linearB
        bodyB.angularVelocity += bodyB.inverseInertia * delta * angularB
    }
}
