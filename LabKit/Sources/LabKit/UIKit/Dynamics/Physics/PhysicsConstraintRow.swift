import Foundation

/// One scalar constraint between two bodies for one step, C = 0 (or C within limits), solved by
/// sequential impulses along its Jacobian. Attachments, snaps and their angular parts are made
/// of these. With a frequency it is a damped spring (Box2D's soft constraint: an implicit
/// spring of that frequency and damping ratio); without, a rigid link whose velocities are
/// held and whose drift is undone in full each step by pseudo-velocities that move the bodies
/// without staying in their motion (split impulses), so that a dragged item keeps up with
/// its anchor as Box2D's position correction keeps it.
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
    /// The pseudo-velocity that undoes a rigid constraint's error in one step, and its impulse.
    private var positionBias = 0.0
    private var positionImpulse = 0.0
    private var impulse = 0.0


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
            positionBias = error / step
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

    /// One pass over a rigid constraint's error, on the bodies' pseudo-velocities.
    mutating func solvePosition() {
        guard positionBias != 0 || positionImpulse != 0 else { return }
        let speed = dot(linearA, bodyA.correction) + angularA * bodyA.angularCorrection
            + dot(linearB, bodyB.correction) + angularB * bodyB.angularCorrection
        let old = positionImpulse
        positionImpulse = min(upper, max(lower, positionImpulse - effectiveMass * (speed + positionBias)))
        let delta = positionImpulse - old
        bodyA.correction += bodyA.inverseMass * delta * linearA
        bodyA.angularCorrection += bodyA.inverseInertia * delta * angularA
        bodyB.correction += bodyB.inverseMass * delta * linearB
        bodyB.angularCorrection += bodyB.inverseInertia * delta * angularB
    }
}
