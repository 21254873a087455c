import Foundation

extension CGPath {
    /// Whether `point` is inside the path as filled by `rule` (each subpath closed, as a fill
    /// closes it), after `transform` is applied to the path: a ray to the right counts the
    /// crossings of the path flattened finely (curves in 32 chords), the sum of their
    /// directions for `.winding`, their parity for `.evenOdd`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0, crossings = 0
        var start = CGPoint.zero, current = CGPoint.zero
        func edge(to next: CGPoint) {
            let a = current.applying(transform), b = next.applying(transform)
            current = next
            // Half-open in y, so a vertex on the ray counts once.
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            guard x > point.x else { return }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        let chords = 32
        for segment in segments {
            switch segment {
            case .move(let p):
                edge(to: start)
                start = p
                current = p
            case .line(let p):
                edge(to: p)
            case .quadCurve(let p, let c):
                let p0 = current
                for i in 1...chords {
                    let t = CGFloat(i) / CGFloat(chords), u = 1 - t
                    edge(to: CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current
                for i in 1...chords {
                    let t = CGFloat(i) / CGFloat(chords), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    edge(to: CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                edge(to: start)
            }
        }
        edge(to: start)
        return rule == .evenOdd ? crossings % 2 == 1 : winding != 0
    }
}

extension UIBezierPath {
    /// Whether `point` is inside the path as filled (by `usesEvenOddFillRule`'s rule).
    public func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
