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

    /// What a flattening made besides its polylines.
    public struct Flattening: Equatable {
        /// The points of all the polylines.
        public var pointCount: Int
        /// Whether every curve is within the tolerance: false when part of one became its
        /// chord, outside `visible` or past `maximumPoints` (the result then depends on where
        /// the path is, or is already degraded).
        public var isExact: Bool
    }

    /// Curves needing more segments than this are clipped to what is visible: at the usual
    /// quarter-pixel tolerance they bend over some 20,000 device pixels, more than any
    /// canvas, so that most of such a curve is off it. Smaller curves are flattened whole
    /// wherever they are, so that ordinary geometry does not depend on its position.
    public static let clippingSegments = 256

    /// How finely a clipped curve is halved: pieces this small cost less to flatten whole
    /// than to halve again.
    public static let clippedPieceSegments = 16

    /// Flattens `segments` into `contours`, reusing the point buffers it already holds, so
    /// that a renderer flattening thousands of paths a frame does not allocate for each.
    ///
    /// Past `maximumPoints` points, curves become chords: the result holds at most that many
    /// points plus one for each element (and a few dozen for a clipped curve cut off halfway
    /// through its halves). `visible` says, when first asked, where the path
    /// can show (path coordinates, grown by whatever is drawn around its outline; nil for
    /// anywhere): a curve needing more than `clippingSegments` segments is halved until the
    /// pieces need at most `clippedPieceSegments`, and a piece whose control points all lie
    /// outside becomes its chord. Both lie in the piece's convex hull, so the chord changes
    /// neither the fill nor the stroke (within the growth) where the path shows.
    @discardableResult
    public static func flatten(_ segments: [CGPathSegment], tolerance: CGFloat, into contours: inout [Polyline],
                               maximumPoints: Int = .max, visible: () -> CGRect? = { nil }) -> Flattening {
        var builder = PolylineBuilder(epsilon: tolerance * 1e-3, maximumPoints: maximumPoints, reusing: contours)
        contours = []
        var isExact = true
        // Asked once, for the first curve that needs clipping.
        var visibleArea: CGRect??
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
                if n > clippingSegments {
                    // Raised to the cubic with the same curve.
                    let c1 = CGPoint(x: p0.x + 2 * (c.x - p0.x) / 3, y: p0.y + 2 * (c.y - p0.y) / 3)
                    let c2 = CGPoint(x: p.x + 2 * (c.x - p.x) / 3, y: p.y + 2 * (c.y - p.y) / 3)
                    if visibleArea == nil { visibleArea = visible() }
                    isExact = builder.putClipped(p0, c1, c2, p, segments: n, tolerance: tolerance, visible: visibleArea!) && isExact
                } else if builder.count + n <= builder.room || builder.makeRoom(n) {
                    builder.noteTangents(p0, c, c, p)
                    builder.putQuadratic(p0, c, p, segments: n)
                } else {
                    builder.add(p)
                    isExact = false
                }
            case .curve(let p, let c1, let c2):
                let p = clamped(p, limit), c1 = clamped(c1, limit), c2 = clamped(c2, limit)
                let p0 = builder.startDrawing()
                let n = segmentCount(cubic: p0, c1, c2, p, tolerance: tolerance)
                if n > clippingSegments {
                    if visibleArea == nil { visibleArea = visible() }
                    isExact = builder.putClipped(p0, c1, c2, p, segments: n, tolerance: tolerance, visible: visibleArea!) && isExact
                } else if builder.count + n <= builder.room || builder.makeRoom(n) {
                    builder.noteTangents(p0, c1, c2, p)
                    builder.putCubic(p0, c1, c2, p, segments: n)
                } else {
                    builder.add(p)
                    isExact = false
                }
            case .closeSubpath:
                builder.finish(closed: true)
            }
        }
        contours = builder.finishAll()
        return Flattening(pointCount: builder.finishedCount, isExact: isExact)
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
    /// The points of the finished polylines.
    private(set) var finishedCount = 0
    /// Past this many points in all, curves become chords.
    let maximumPoints: Int
    /// The subpath in progress: `count` points at `points`, room for `capacity`.
    private(set) var points: UnsafeMutablePointer<CGPoint>
    private(set) var count = 0
    private var capacity = 64
    /// The points the subpath may hold before a curve needs `makeRoom`: the buffer's
    /// capacity, or less when the point budget is nearer (so that curves check both at once).
    private(set) var room = 0
    var subpathStart = CGPoint.zero
    /// Whether the subpath has a drawing element (a lone move draws nothing).
    var drew = false
    /// The tangents at the subpath's ends, where curves flattened whole start and end it.
    var startTangent: CGPoint?
    var endTangent: CGPoint?

    init(epsilon: CGFloat, maximumPoints: Int, reusing buffers: [Polyline]) {
        self.epsilon = epsilon
        self.maximumPoints = maximumPoints
        result = buffers
        points = ScratchMemory.allocate(CGPoint.self, capacity: capacity)
        room = min(capacity, maximumPoints)
    }

    /// The polylines, spare buffers dropped.
    mutating func finishAll() -> [Polyline] {
        finish(closed: false)
        ScratchMemory.free(points)
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
        points = ScratchMemory.reallocate(points, capacity: capacity)
        room = min(capacity, maximumPoints - finishedCount)
    }

    /// Marks the subpath as drawn (starting it at the last subpath start after a close) and
    /// returns its current point.
    @discardableResult @inline(__always)
    mutating func startDrawing() -> CGPoint {
        if count == 0 { append(subpathStart) }
        drew = true
        endTangent = nil
        return last
    }

    /// Records the tangents at the ends of the curve from `p0` to `p` with controls `c1`, `c2`
    /// (equal for a quadratic), flattened whole: the subpath's start tangent when the curve
    /// starts it, and its end tangent until another element follows.
    @inline(__always)
    mutating func noteTangents(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint) {
        if count == 1 { startTangent = Self.unit(from: p0, c1, c2, p) }
        endTangent = Self.unit(from: p, c2, c1, p0).map { CGPoint(x: -$0.x, y: -$0.y) }
    }

    /// The unit direction from `p` to the first of `a`, `b`, `c` apart from it.
    @inline(__always)
    private static func unit(from p: CGPoint, _ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> CGPoint? {
        @inline(__always) func towards(_ q: CGPoint) -> CGPoint? {
            let dx = q.x - p.x, dy = q.y - p.y
            let length = (dx * dx + dy * dy).squareRoot()
            return length > 1e-9 ? CGPoint(x: dx / length, y: dy / length) : nil
        }
        return towards(a) ?? towards(b) ?? towards(c)
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
            result[used].startTangent = isClosed ? nil : startTangent
            result[used].endTangent = isClosed ? nil : endTangent
            result[used].points.removeAll(keepingCapacity: true)
            result[used].points.append(contentsOf: UnsafeBufferPointer(start: points, count: count))
            used += 1
            finishedCount += count
            room = min(capacity, maximumPoints - finishedCount)
        }
        count = 0
        drew = false
        startTangent = nil
        endTangent = nil
    }

    /// Adds a quadratic from the last point in `n` equal parameter steps; room for them is
    /// already reserved.
    @inline(__always)
    mutating func putQuadratic(_ p0: CGPoint, _ c: CGPoint, _ p: CGPoint, segments n: Int) {
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
            put(CGPoint(x: point.x, y: point.y))
        }
        put(p)
    }

    /// Adds a cubic from the last point in `n` equal parameter steps; room for them is
    /// already reserved.
    @inline(__always)
    mutating func putCubic(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint, segments n: Int) {
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
            put(CGPoint(x: point.x, y: point.y))
        }
        put(p)
    }

    /// Makes room for a curve's `n` points unless that passes the point budget; returns
    /// whether it did. Kept out of line, with `putClipped`, so that the common path stays lean.
    @inline(never)
    mutating func makeRoom(_ n: Int) -> Bool {
        guard finishedCount + count + n <= maximumPoints else { return false }
        reserve(n)
        return true
    }

    /// Adds a cubic that needs `n` segments, more than `PathFlattener.clippingSegments`,
    /// clipped to `visible` (see `PathFlattener.flatten`); returns whether it is within the
    /// tolerance everywhere (no part of it became a chord).
    @inline(never)
    mutating func putClipped(_ q0: CGPoint, _ q1: CGPoint, _ q2: CGPoint, _ q3: CGPoint, segments n: Int,
                             tolerance: CGFloat, visible: CGRect?, depth: Int = 0) -> Bool {
        // Past the point budget, what is left of the curve is its chord.
        guard finishedCount + count < maximumPoints else {
            add(q3)
            return false
        }
        // Halving a curve halves its segment count, so the depth only guards against
        // arithmetic gone wrong.
        if let visible, depth < 32 {
            let minX = min(min(q0.x, q1.x), min(q2.x, q3.x)), maxX = max(max(q0.x, q1.x), max(q2.x, q3.x))
            let minY = min(min(q0.y, q1.y), min(q2.y, q3.y)), maxY = max(max(q0.y, q1.y), max(q2.y, q3.y))
            if maxX < visible.minX || minX > visible.maxX || maxY < visible.minY || minY > visible.maxY {
                add(q3)
                return false
            }
            if n > PathFlattener.clippedPieceSegments {
                // De Casteljau's halves.
                func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
                let a = mid(q0, q1), b = mid(q1, q2), c = mid(q2, q3), ab = mid(a, b), bc = mid(b, c), m = mid(ab, bc)
                let first = putClipped(q0, a, ab, m, segments: PathFlattener.segmentCount(cubic: q0, a, ab, m, tolerance: tolerance),
                                       tolerance: tolerance, visible: visible, depth: depth + 1)
                let second = putClipped(m, bc, c, q3, segments: PathFlattener.segmentCount(cubic: m, bc, c, q3, tolerance: tolerance),
                                        tolerance: tolerance, visible: visible, depth: depth + 1)
                return first && second
            }
        }
        guard count + n <= room || makeRoom(n) else {
            add(q3)
            return false
        }
        putCubic(q0, q1, q2, q3, segments: n)
        return true
    }
}

