import Foundation
import LabKit

/// Turns path elements into polylines whose distance from the true curves is at most a
/// tolerance, using Wang's formula: a degree-n Bézier split into
/// ⌈√(n(n−1)·M / (8·tol))⌉ equal parameter steps, M the largest second difference of its
/// control points, stays within tol of its chords.
public enum PathFlattener {
    /// The number of equal parameter steps that keep a quadratic within `tolerance`.
    @inline(__always)
    public static func segmentCount(quadratic p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat) -> Int {
        let m = hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        return max(1, Int((m / (4 * tolerance)).squareRoot().rounded(.up)))
    }

    /// The number of equal parameter steps that keep a cubic within `tolerance`.
    @inline(__always)
    public static func segmentCount(cubic p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                    tolerance: CGFloat) -> Int {
        let m = max(hypot(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    hypot(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        return max(1, Int((0.75 * m / tolerance).squareRoot().rounded(.up)))
    }

    /// Flattens `segments`; each `move` starts a polyline, each `closeSubpath` closes one.
    /// Points closer than a thousandth of the tolerance to the previous one are dropped.
    public static func flatten(_ segments: [CGPathSegment], tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var points: [CGPoint] = []
        var drew = false
        let epsilon = tolerance * 1e-3
        var subpathStart = CGPoint.zero

        func finish(closed: Bool) {
            if points.count > 1 || (points.count == 1 && drew) {
                result.append(Polyline(points: points, isClosed: closed && points.count > 2))
            }
            points = []
            drew = false
        }
        @inline(__always) func add(_ p: CGPoint) {
            if let last = points.last, abs(last.x - p.x) <= epsilon, abs(last.y - p.y) <= epsilon { return }
            points.append(p)
        }
        func ensureStarted() {
            if points.isEmpty { points.append(subpathStart) }
        }

        for segment in segments {
            switch segment {
            case .move(let p):
                finish(closed: false)
                subpathStart = p
                points.append(p)
            case .line(let p):
                ensureStarted()
                drew = true
                add(p)
            case .quadCurve(let p, let c):
                ensureStarted()
                drew = true
                let p0 = points[points.count - 1]
                let n = segmentCount(quadratic: p0, c, p, tolerance: tolerance)
                let step = 1 / CGFloat(n)
                for i in 1..<n {
                    let t = CGFloat(i) * step, u = 1 - t
                    add(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                add(p)
            case .curve(let p, let c1, let c2):
                ensureStarted()
                drew = true
                let p0 = points[points.count - 1]
                let n = segmentCount(cubic: p0, c1, c2, p, tolerance: tolerance)
                let step = 1 / CGFloat(n)
                for i in 1..<n {
                    let t = CGFloat(i) * step, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
                add(p)
            case .closeSubpath:
                if let first = points.first, points.count > 1, let last = points.last,
                   abs(last.x - first.x) <= epsilon, abs(last.y - first.y) <= epsilon {
                    points.removeLast()
                }
                finish(closed: true)
                points = []
            }
        }
        finish(closed: false)
        return result
    }
}
