import Foundation
import LabKit

/// Turns path elements into polylines whose distance from the true curves is at most a
/// tolerance, using Wang's formula: a degree-n Bézier split into
/// ⌈√(n(n−1)·M / (8·tol))⌉ equal parameter steps, M the largest second difference of its
/// control points, stays within tol of its chords.
public enum PathFlattener {
    /// The most segments one curve is split into: only reached when a transform magnifies a
    /// curve millions of times (most of it then lies far off the canvas), and it keeps such a
    /// frame from allocating without bound.
    public static let maximumSegmentsPerCurve = 1 << 16

    @inline(__always)
    private static func length(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }

    /// The number of equal parameter steps that keep a quadratic within `tolerance`.
    @inline(__always)
    public static func segmentCount(quadratic p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, tolerance: CGFloat) -> Int {
        let m = length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y)
        return clampedCount((m / (4 * tolerance)).squareRoot())
    }

    /// The number of equal parameter steps that keep a cubic within `tolerance`.
    @inline(__always)
    public static func segmentCount(cubic p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint,
                                    tolerance: CGFloat) -> Int {
        let m = max(length(p0.x - 2 * p1.x + p2.x, p0.y - 2 * p1.y + p2.y),
                    length(p1.x - 2 * p2.x + p3.x, p1.y - 2 * p2.y + p3.y))
        return clampedCount((0.75 * m / tolerance).squareRoot())
    }

    @inline(__always)
    private static func clampedCount(_ n: CGFloat) -> Int {
        guard n.isFinite else { return n.isNaN ? 1 : maximumSegmentsPerCurve }
        return max(1, min(Int(min(n, CGFloat(maximumSegmentsPerCurve)).rounded(.up)), maximumSegmentsPerCurve))
    }

    /// Flattens `segments`; each `move` starts a polyline, each `closeSubpath` closes one.
    /// Points closer than a thousandth of the tolerance to the previous one are dropped.
    public static func flatten(_ segments: [CGPathSegment], tolerance: CGFloat) -> [Polyline] {
        var contours: [Polyline] = []
        flatten(segments, tolerance: tolerance, into: &contours)
        return contours
    }

    /// How far from the origin a coordinate may lie, in tolerances (4 million device pixels
    /// at the usual quarter-pixel tolerance): farther points are pulled in to it, so that
    /// geometry a careless plugin places at 1e300 stays finite in 32-bit floats and its
    /// curves split into a bounded number of pieces, while what lies on the canvas is unchanged.
    public static let coordinateLimit: CGFloat = 16_000_000

    @inline(__always)
    private static func clamped(_ p: CGPoint, _ limit: CGFloat) -> CGPoint {
        guard abs(p.x) > limit || abs(p.y) > limit else { return p }
        return CGPoint(x: max(-limit, min(limit, p.x)), y: max(-limit, min(limit, p.y)))
    }

    /// Flattens `segments` into `contours`, reusing the point buffers it already holds, so
    /// that a renderer flattening thousands of paths a frame does not allocate for each.
    public static func flatten(_ segments: [CGPathSegment], tolerance: CGFloat, into contours: inout [Polyline]) {
        var builder = PolylineBuilder(epsilon: tolerance * 1e-3, reusing: contours)
        contours = []
        defer { contours = builder.finishAll() }
        let limit = tolerance * coordinateLimit
        for unclamped in segments {
            let segment: CGPathSegment
            switch unclamped {
            case .move(let p): segment = .move(to: clamped(p, limit))
            case .line(let p): segment = .line(to: clamped(p, limit))
            case .quadCurve(let p, let c): segment = .quadCurve(to: clamped(p, limit), control: clamped(c, limit))
            case .curve(let p, let c1, let c2):
                segment = .curve(to: clamped(p, limit), control1: clamped(c1, limit), control2: clamped(c2, limit))
            case .closeSubpath: segment = .closeSubpath
            }
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
                // Forward differences of a·t² + b·t + p0 at steps of h = 1/n.
                let h = 1 / Double(n)
                let a = SIMD2<Double>(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let b = SIMD2<Double>(2 * (c.x - p0.x), 2 * (c.y - p0.y))
                var point = SIMD2<Double>(p0.x, p0.y)
                var d1 = a * (h * h) + b * h
                let d2 = a * (2 * h * h)
                for _ in 1..<n {
                    point += d1
                    d1 += d2
                    builder.add(CGPoint(x: point.x, y: point.y))
                }
                builder.add(p)
            case .curve(let p, let c1, let c2):
                let p0 = builder.startDrawing()
                let n = segmentCount(cubic: p0, c1, c2, p, tolerance: tolerance)
                builder.reserve(n)
                // Forward differences of a·t³ + b·t² + c·t + p0 at steps of h = 1/n.
                let h = 1 / Double(n), h2 = h * h, h3 = h2 * h
                let q0 = SIMD2<Double>(p0.x, p0.y), q1 = SIMD2<Double>(c1.x, c1.y)
                let q2 = SIMD2<Double>(c2.x, c2.y), q3 = SIMD2<Double>(p.x, p.y)
                let a = q3 - q0 + 3 * (q1 - q2)
                let b = 3 * (q0 - 2 * q1 + q2)
                let c = 3 * (q1 - q0)
                var point = q0
                var d1 = a * h3 + b * h2 + c * h
                var d2 = a * (6 * h3) + b * (2 * h2)
                let d3 = a * (6 * h3)
                for _ in 1..<n {
                    point += d1
                    d1 += d2
                    d2 += d3
                    builder.add(CGPoint(x: point.x, y: point.y))
                }
                builder.add(p)
            case .closeSubpath:
                builder.finish(closed: true)
            }
        }
    }
}

/// The polylines being built and the subpath in progress.
private struct PolylineBuilder {
    let epsilon: CGFloat
    /// Finished polylines in `result[0..<used]`; the rest are buffers to reuse.
    var result: [Polyline]
    var used = 0
    var points: [CGPoint] = []
    var subpathStart = CGPoint.zero
    /// Whether the subpath has a drawing element (a lone move draws nothing).
    var drew = false

    init(epsilon: CGFloat, reusing buffers: [Polyline]) {
        self.epsilon = epsilon
        result = buffers
        takeBuffer()
    }

    /// Makes `points` the next spare buffer (emptied, its capacity kept).
    private mutating func takeBuffer() {
        guard used < result.count else { return }
        swap(&points, &result[used].points)
        points.removeAll(keepingCapacity: true)
    }

    /// The polylines, spare buffers dropped.
    mutating func finishAll() -> [Polyline] {
        finish(closed: false)
        result.removeSubrange(used...)
        return result
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
            let polyline = Polyline(points: [], isClosed: closed && points.count > 2)
            if used < result.count { result[used] = polyline } else { result.append(polyline) }
            swap(&points, &result[used].points)
            used += 1
            takeBuffer()
        } else {
            points.removeAll(keepingCapacity: true)
        }
        drew = false
    }
}
