import Foundation
import LabKit

/// Turns path elements into polylines whose distance from the true curves is at most a
/// tolerance, using Wang's formula: a degree-n Bézier split into
/// ⌈√(n(n−1)·M / (8·tol))⌉ equal parameter steps, M the largest second difference of its
/// control points, stays within tol of its chords.
public enum PathFlattener {
    @inline(__always)
    private static func length(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }

    /// The number of equal parameter steps that keep a quadratic within `tolerance`.
    @inline(__always)
    public static func segmentCount(quadratic p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat) -> Int {
        let m = length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        return max(1, Int((m / (4 * tolerance)).squareRoot().rounded(.up)))
    }

    /// The number of equal parameter steps that keep a cubic within `tolerance`.
    @inline(__always)
    public static func segmentCount(cubic p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                    tolerance: CGFloat) -> Int {
        let m = max(length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        return max(1, Int((0.75 * m / tolerance).squareRoot().rounded(.up)))
    }

    /// Flattens `segments`; each `move` starts a polyline, each `closeSubpath` closes one.
    /// Points closer than a thousandth of the tolerance to the previous one are dropped.
    public static func flatten(_ segments: [CGPathSegment], tolerance: CGFloat) -> [Polyline] {
        var builder = PolylineBuilder(epsilon: tolerance * 1e-3)
        for segment in segments {
            switch segment {
            case .move(let p):
                builder.finish(closed: false)
                builder.subpathStart = p
                builder.points.append(p)
            case .line(let p):
                builder.startDrawing()
                builder.add(p)
            case .quadCurve(let p, let c):
                let p0 = builder.startDrawing()
                let n = segmentCount(quadratic: p0, c, p, tolerance: tolerance)
                builder.reserve(n)
                let step = 1 / CGFloat(n)
                for i in 1..<n {
                    let t = CGFloat(i) * step, u = 1 - t
                    builder.add(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
                                        y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
                builder.add(p)
            case .curve(let p, let c1, let c2):
                let p0 = builder.startDrawing()
                let n = segmentCount(cubic: p0, c1, c2, p, tolerance: tolerance)
                builder.reserve(n)
                let step = 1 / CGFloat(n)
                for i in 1..<n {
                    let t = CGFloat(i) * step, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    builder.add(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x,
                                        y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
                builder.add(p)
            case .closeSubpath:
                builder.finish(closed: true)
            }
        }
        builder.finish(closed: false)
        return builder.result
    }
}

/// The polylines being built and the subpath in progress.
private struct PolylineBuilder {
    let epsilon: CGFloat
    var result: [Polyline] = []
    var points: [CGPoint] = []
    var subpathStart = CGPoint.zero
    /// Whether the subpath has a drawing element (a lone move draws nothing).
    var drew = false

    init(epsilon: CGFloat) {
        self.epsilon = epsilon
    }

    /// Marks the subpath as drawn (starting it at the last subpath start after a close) and
    /// returns its current point.
    @discardableResult
    mutating func startDrawing() -> CGPoint {
        if points.isEmpty { points.append(subpathStart) }
        drew = true
        return points[points.count - 1]
    }

    /// Makes room for `count` more points, growing geometrically.
    mutating func reserve(_ count: Int) {
        let needed = points.count + count
        if points.capacity < needed { points.reserveCapacity(max(needed, points.capacity * 2)) }
    }

    @inline(__always)
    mutating func add(_ p: CGPoint) {
        let last = points[points.count - 1]
        if abs(last.x - p.x) <= epsilon && abs(last.y - p.y) <= epsilon { return }
        points.append(p)
    }

    mutating func finish(closed: Bool) {
        if closed, points.count > 1 {
            let first = points[0], last = points[points.count - 1]
            if abs(last.x - first.x) <= epsilon && abs(last.y - first.y) <= epsilon { points.removeLast() }
        }
        if points.count > 1 || (points.count == 1 && drew) {
            result.append(Polyline(points: points, isClosed: closed && points.count > 2))
        }
        points = []
        drew = false
    }
}
