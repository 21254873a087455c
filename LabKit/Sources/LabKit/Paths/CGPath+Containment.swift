import Foundation

extension CGPath {
    /// Whether `point` is inside the path as filled by `rule` (each subpath closed, as a fill
    /// closes it), after `transform` is applied to the path: a ray to the right counts the
    /// crossings of the path flattened finely (curves in 32 chords), the sum of their
    /// directions for `.winding`, their parity for `.evenOdd`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0, crossings = 0
        for line in polylines() {
            let points = line.points.map { $0.applying(transform) }
            for (i, a) in points.enumerated() {
                // Every subpath closes, as a fill closes it.
                let b = points[(i + 1) % points.count]
                // Half-open in y, so a vertex on the ray counts once.
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > point.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }
}

extension UIBezierPath {
    /// Whether `point` is inside the path as filled (by `usesEvenOddFillRule`'s rule).
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
