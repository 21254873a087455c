import Foundation

/// Two bodies touching in one step, solved by sequential impulses: no overlap growing, a
/// bounce of their elasticity, friction up to the Coulomb limit.
final class PhysicsContact {
    let bodyA: PhysicsBody
    let bodyB: PhysicsBody
    let normal: PhysicsVector
    private var points: [Point]
    private let friction: Double
    /// Whether the bodies touch, or meet within this step (a speculative contact of bodies
    /// still apart otherwise only stops them short of overlapping).
    let isTouching: Bool

    private struct Point {
        var rA: PhysicsVector
        var rB: PhysicsVector
        var normalMass: Double
        var tangentMass: Double
        /// The normal velocity the step aims for: a bounce, or pushing an overlap apart.
        var targetVelocity: Double
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
    }

    /// Overlap left alone, so resting contacts do not jitter.
    static let slop = 0.5
    /// The share of the overlap (beyond the slop) pushed apart per step.
    static let correction = 0.2
    /// Closing speeds under this do not bounce (points/s), so a bouncing body comes to rest.
    static let bounceThreshold = 20.0

    /// The contact of `manifold` (normal from A to B), with `elasticity` and `friction` mixed from
    /// the two bodies'.
    init(_ a: PhysicsBody, _ b: PhysicsBody, manifold: PhysicsManifold, elasticity: Double, friction: Double, step: Double) {
        bodyA = a
        bodyB = b
        normal = manifold.normal
        self.friction = friction
        let tangent = normal.perpendicular
        func effectiveMass(_ rA: PhysicsVector, _ rB: PhysicsVector, _ axis: PhysicsVector) -> Double {
            let ra = cross(rA, axis), rb = cross(rB, axis)
            let k = a.inverseMass + b.inverseMass + a.inverseInertia * ra * ra + b.inverseInertia * rb * rb
            return k > 0 ? 1 / k : 0
        }
        var touching = false
        points = manifold.points.map { point, separation in
            let rA = point - a.position, rB = point - b.position
            let closing = dot(b.velocity(at: rB) - a.velocity(at: rA), manifold.normal)
            if separation <= PhysicsCollision.margin || separation + closing * step < PhysicsContact.slop { touching = true }
            // Apart: close in no further than touching this step. Overlapping: push apart a share.
            var target = separation > 0 ? -separation / step : max(0, -PhysicsContact.correction * (separation + PhysicsContact.slop) / step)
            // A bounce when the bodies would meet within this step, fast enough.
            if elasticity > 0, closing < -PhysicsContact.bounceThreshold, separation + closing * step < PhysicsContact.slop {
                target = max(target, -elasticity * closing)
            }
            return Point(rA: rA, rB: rB, normalMass: effectiveMass(rA, rB, manifold.normal),
                         tangentMass: effectiveMass(rA, rB, tangent), targetVelocity: target)
        }
        isTouching = touching
    }

    func solve() {
        let tangent = normal.perpendicular
        for i in points.indices {
            var p = points[i]
            // Friction first: normal impulses matter more, and go last.
            let vt = dot(bodyB.velocity(at: p.rB) - bodyA.velocity(at: p.rA), tangent)
            let limit = friction * p.normalImpulse
            let newTangent = min(limit, max(-limit, p.tangentImpulse - p.tangentMass * vt))
            apply(tangent * (newTangent - p.tangentImpulse), p)
            p.tangentImpulse = newTangent
            let vn = dot(bodyB.velocity(at: p.rB) - bodyA.velocity(at: p.rA), normal)
            let newNormal = max(0, p.normalImpulse + p.normalMass * (p.targetVelocity - vn))
            apply(normal * (newNormal - p.normalImpulse), p)
            p.normalImpulse = newNormal
            points[i] = p
        }
    }

    private func apply(_ impulse: PhysicsVector, _ p: Point) {
        bodyA.applyImpulse(-impulse, at: p.rA)
        bodyB.applyImpulse(impulse, at: p.rB)
    }

    /// Where the bodies touch (the first point), for the collision delegate.
    var point: PhysicsVector { bodyA.position + points[0].rA }
    var isEmpty: Bool { points.isEmpty }
}
