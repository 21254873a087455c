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
        for segment in segments {
            switch segment {
            case .move(let p):
                let p = clamped(p, limit)
                builder.finish(closed: false)
                builder.subpathStart = p
                builder.append(p)
            case .line(let p):
                builder.startDrawing()
                builder.add(clamped(p, limit))
            case .quadCurve(let p, let c):
                let p = clamped(p, limit), c = clamped(c, limit)
                let p0 = builder.startDrawing()
                let n = segmentCount(quadratic: p0, c, p, tolerance: tolerance)
                // Forward differences of a·t² + b·t + p0 at steps of h = 1/n.
                let h = 1 / Double(n)
                let a = SIMD2<Double>(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y)
                let b = SIMD2<Double>(2 * (c.x - p0.x), 2 * (c.y - p0.y))
                var point = SIMD2<Double>(p0.x, p0.y)
                var d1 = a * (h * h) + b * h
                let d2 = a * (2 * h * h)
                builder.reserve(n)
                for _ in 1..<n {
                    point += d1
                    d1 += d2
                    builder.put(CGPoint(x: point.x, y: point.y))
                }
                builder.put(p)
            case .curve(let p, let c1, let c2):
                let p = clamped(p, limit), c1 = clamped(c1, limit), c2 = clamped(c2, limit)
                let p0 = builder.startDrawing()
                let n = segmentCount(cubic: p0, c1, c2, p, tolerance: tolerance)
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
                builder.reserve(n)
                for _ in 1..<n {
                    point += d1
                    d1 += d2
                    d2 += d3
                    builder.put(CGPoint(x: point.x, y: point.y))
                }
                builder.put(p)
            case .closeSubpath:
                builder.finish(closed: true)
            }
        }
    }
}

/// The polylines being built and the subpath in progress.
///
/// The subpath in progress lives in memory of the builder's own, written through a pointer,
/// and is copied into its polyline's (reused) array when it ends: curves add a handful of
/// points each, and appending them to an array one by one, or curve by curve, costs several
/// times the arithmetic that makes them. `finishAll` frees that memory.
private struct PolylineBuilder {
    let epsilon: CGFloat
    /// Finished polylines in `result[0..<used]`; the rest are buffers to reuse.
    var result: [Polyline]
    var used = 0
    /// The subpath in progress: `count` points at `points`, room for `capacity`.
    private(set) var points: UnsafeMutablePointer<CGPoint>
    private(set) var count = 0
    private var capacity = 64
    var subpathStart = CGPoint.zero
    /// Whether the subpath has a drawing element (a lone move draws nothing).
    var drew = false

    init(epsilon: CGFloat, reusing buffers: [Polyline]) {
        self.epsilon = epsilon
        result = buffers
        points = .allocate(capacity: capacity)
    }

    /// The polylines, spare buffers dropped.
    mutating func finishAll() -> [Polyline] {
        finish(closed: false)
        points.deallocate()
        result.removeSubrange(used...)
        return result
    }

    /// The last point of the subpath (there is one).
    @inline(__always)
    var last: CGPoint { points[count - 1] }

    /// Makes room for `n` more points.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        guard count + n > capacity else { return }
        capacity = max(count + n, 2 * capacity)
        let grown = UnsafeMutablePointer<CGPoint>.allocate(capacity: capacity)
        grown.moveInitialize(from: points, count: count)
        points.deallocate()
        points = grown
    }

    /// Marks the subpath as drawn (starting it at the last subpath start after a close) and
    /// returns its current point.
    @discardableResult @inline(__always)
    mutating func startDrawing() -> CGPoint {
        if count == 0 { append(subpathStart) }
        drew = true
        return last
    }

    @inline(__always)
    mutating func append(_ p: CGPoint) {
        reserve(1)
        points[count] = p
        count += 1
    }

    /// Adds `p` unless it repeats the last point; room for it is already reserved.
    @inline(__always)
    mutating func put(_ p: CGPoint) {
        let last = points[count - 1]
        if abs(last.x - p.x) <= epsilon && abs(last.y - p.y) <= epsilon { return }
        points[count] = p
        count += 1
    }

    /// Adds `p` unless it repeats the last point (there is one: the subpath has started).
    @inline(__always)
    mutating func add(_ p: CGPoint) {
        reserve(1)
        put(p)
    }

    mutating func finish(closed: Bool) {
        if closed, count > 1 {
            let first = points[0], last = self.last
            if abs(last.x - first.x) <= epsilon && abs(last.y - first.y) <= epsilon { count -= 1 }
        }
        if count > 1 || (count == 1 && drew) {
            let isClosed = closed && count > 2
            if used == result.count { result.append(Polyline(points: [], isClosed: isClosed)) }
            result[used].isClosed = isClosed
            result[used].points.removeAll(keepingCapacity: true)
            result[used].points.append(contentsOf: UnsafeBufferPointer(start: points, count: count))
            used += 1
        }
        count = 0
        drew = false
    }
}
