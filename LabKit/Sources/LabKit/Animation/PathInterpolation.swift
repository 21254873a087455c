import Foundation

/// Point-wise interpolation of two paths with the same elements, which is how Core Animation
/// animates a shape layer's path. Paths with different elements do not interpolate: the
/// animation switches at its midpoint, and a diagnostic says why.
enum PathInterpolation {
    static func interpolate(_ a: CGPath, _ b: CGPath, _ t: Double) -> CGPath? {
        if a === b { return a }
        guard a.segments.count == b.segments.count else {
            LabDiagnostics.report("CGPath animation between paths of \(a.segments.count) and \(b.segments.count) elements: switching at the midpoint instead of interpolating")
            return nil
        }
        var segments: [CGPathSegment] = []
        segments.reserveCapacity(a.segments.count)
        for (p, q) in zip(a.segments, b.segments) {
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

    private static func mix(_ p: CGPoint, _ q: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}
