import Foundation

/// A 2D vector of the dynamics simulation, in points (y down, as UIKit's coordinates).
typealias PhysicsVector = SIMD2<Double>

extension PhysicsVector {
    init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }
    init(_ vector: CGVector) { self.init(Double(vector.dx), Double(vector.dy)) }

    var point: CGPoint { CGPoint(x: x, y: y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var lengthSquared: Double { x * x + y * y }
    /// The vector turned a quarter turn (x, y) → (−y, x).
    var perpendicular: PhysicsVector { PhysicsVector(-y, x) }
    var isFinite: Bool { x.isFinite && y.isFinite }

    /// This vector scaled to length 1, or zero when it has no length.
    var normalized: PhysicsVector {
        let l = length
        return l > 1e-12 ? self / l : .zero
    }

    /// This vector turned by `angle` radians (clockwise on screen, as UIKit's rotations).
    func rotated(by angle: Double) -> PhysicsVector {
        let c = cos(angle), s = sin(angle)
        return PhysicsVector(c * x - s * y, s * x + c * y)
    }
}

/// The z component of the cross product of two vectors.
func cross(_ a: PhysicsVector, _ b: PhysicsVector) -> Double { a.x * b.y - a.y * b.x }

/// An angular velocity crossed with a vector: the velocity of a point at `r` turning at `w`.
func cross(_ w: Double, _ r: PhysicsVector) -> PhysicsVector { PhysicsVector(-w * r.y, w * r.x) }

func dot(_ a: PhysicsVector, _ b: PhysicsVector) -> Double { a.x * b.x + a.y * b.y }
