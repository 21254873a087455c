import Foundation

/// Point-wise interpolation of two paths with the same number of elements, which is how Core
/// Animation animates a shape layer's path. A line, quadratic or cubic segment facing a
/// segment of another of those kinds is raised to a cubic with the same shape first (the
/// Loading tutorial's wave grows from straight lines into curves this way). Paths with other
/// differences do not interpolate: the animation switches at its midpoint, and a diagnostic
/// says why.
enum PathInterpolation {
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        if a === b { return a }
        guard a.segments.count == b.segments.count else {
            LabDiagnostics.report("CGPath animation between paths of \(a.segments.count) and \(b.segments.count) elements: switching at the midpoint instead of interpolating")
            return nil
        }
        var segments: [CGPathSegment] = []
        segments.reserveCapacity(a.segments.count)
        var pen = (a: Pen(), b: Pen())
        for (p, q) in zip(a.segments, b.segments) {
            defer { pen.a.advance(over: p); pen.b.advance(over: q) }
            if p.type != q.type, let x = pen.a.cubic(p), let y = pen.b.cubic(q) {
                segments.append(.curve(to: mix(x.to, y.to, t), control1: mix(x.c1, y.c1, t), control2: mix(x.c2, y.c2, t)))
                continue
            }
            switch (p, q) {
            case (.move(let x), .move(let y)): segments.append(.move(to: mix(x, y, t)))
            case (.line(let x), .line(let y)): segments.append(.line(to: mix(x, y, t)))
            case (.quadCurve(let x, let c), .quadCurve(let y, let d)):
                segments.append(.quadCurve(to: mix(x, y, t), control: mix(c, d, t)))
            case (.curve(let x, let c1, let c2), .curve(let y, let d1, let d2)):
                segments.append(.curve(to: mix(x, y, t), control1: mix(c1, d1, t), control2: mix(c2, d2, t)))
            case (.closeSubpath, .closeSubpath): segments.append(.closeSubpath)
            default:
                LabDiagnostics.report("CGPath animation between paths whose elements differ (\(p.type) and \(q.type)): switching at the midpoint instead of interpolating")
                return nil
            }
        }
        return CGPath(segments: segments)
    }

    /// Where a path's current point and subpath start are, to raise segments to cubics.
    private struct Pen {
        var current = CGPoint.zero
        var start = CGPoint.zero

        mutating func advance(over segment: CGPathSegment) {
            switch segment {
            case .move(let p): current = p; start = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }

        /// `segment` as the cubic that draws it exactly (nil for moves and closes).
        func cubic(_ segment: CGPathSegment) -> (to: CGPoint, c1: CGPoint, c2: CGPoint)? {
            switch segment {
            case .line(let p):
                return (p, mix(current, p, 1.0 / 3), mix(current, p, 2.0 / 3))
            case .quadCurve(let p, let c):
                return (p, mix(current, c, 2.0 / 3), mix(p, c, 2.0 / 3))
            case .curve(let p, let c1, let c2):
                return (p, c1, c2)
            case .move, .closeSubpath:
                return nil
            }
        }
    }

    private static func mix(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}
