import Foundation
import LabKit

/// A stroke as closed contours whose nonzero fill is the stroke, written as area edges (see
/// `AreaEdges`) so that its edges get exact-area coverage where the `Stroker`'s overlapping
/// strip cannot.
///
/// An open polyline becomes one contour: its left side forward, the end cap, its right side
/// back and the start cap; a closed one becomes its two sides, the right one reversed. Every
/// contour winds the stroke's body the same way (negative area), so pieces that overlap add up
/// instead of cancelling. At a turn too sharp to share an offset point, the outer side gets
/// the `Stroker`'s join and the inner side passes through the corner itself, as Skia's stroker
/// does: the small loop that makes winds the same way too.
///
/// Where the stroke is wider than its path's curvature allows, the inner side folds back on
/// itself, and the swallowtail that makes would cancel; such strokes are refused and keep the
/// multisampled `Stroker`.
public struct StrokeOutline {
    public let stroker: Stroker
    private let halfWidth: CGFloat

    public init(style: StrokeStyle, tolerance: CGFloat) {
        stroker = Stroker(style: style, tolerance: tolerance)
        halfWidth = style.lineWidth / 2
    }

    /// Appends the outline of `polylines` stroked to `edges` in runs; returns the bounds of
    /// its points, or nil, appending nothing, when an inner side folds back by more than the
    /// tolerance, when there is nothing to draw, or past `maximumFloats` floats.
    public func append(_ polylines: [Polyline], to edges: inout [Float], maximumFloats: Int) -> CGRect? {
        // Room for each side's run per `AreaEdges.run` points and the caps' runs; joins may add more.
        let points = polylines.reduce(0) { $0 + $1.points.count }
        let capacity = (2 * points / AreaEdges.run + 4 * polylines.count) * AreaEdges.stride
        return AreaEdges.Buffer.build(into: &edges, capacity: min(capacity, maximumFloats)) { buffer in
            var bounds: CGRect?
            for polyline in polylines {
                guard let rect = append(polyline, to: &buffer), buffer.count <= maximumFloats else {
                    buffer.removeRuns(from: 0)
                    return nil
                }
                if !rect.isNull { bounds = bounds.map { $0.union(rect) } ?? rect }
            }
            if bounds == nil { buffer.removeRuns(from: 0) }
            return bounds
        }
    }

    /// Appends one polyline's outline, its sides and caps written as they are found, sharing
    /// one box; returns their bounds (null when it draws nothing), or nil when a side folds
    /// back (the caller removes what was written).
    private func append(_ polyline: Polyline, to edges: inout AreaEdges.Buffer) -> CGRect? {
        var pts = polyline.points
        if pts.hasRepeatedPoints { pts = pts.withoutRepeatedPoints }
        var closed = polyline.isClosed
        if closed, pts.count > 1, [CGPoint].isRepeat(pts[0], pts[pts.count - 1]) { pts.removeLast() }
        if pts.count < 3 { closed = false }
        guard pts.count > 1 else {
            guard let p = pts.first, let dot = dot(at: p) else { return .null }
            return dot.withUnsafeBufferPointer { AreaEdges.appendContour($0, to: &edges) } ?? .null
        }
        return pts.withUnsafeBufferPointer {
            appendSides(of: $0, closed: closed, tangents: (polyline.startTangent, polyline.endTangent), to: &edges)
        }
    }

    /// Appends the sides and caps of the polyline through `pts` (two points or more), whose
    /// open ends are square to the curve's `tangents` (see `Polyline`).
    private func appendSides(of pts: UnsafeBufferPointer<CGPoint>, closed: Bool, tangents: (start: CGPoint?, end: CGPoint?),
                             to edges: inout AreaEdges.Buffer) -> CGRect? {
        let n = pts.count, start = edges.count
        @inline(__always) func direction(_ i: Int) -> CGPoint {
            let p = pts[i], q = pts[i + 1 == n ? 0 : i + 1]
            let inverse = 1 / p.distance(to: q)
            return CGPoint(x: (q.x - p.x) * inverse, y: (q.y - p.y) * inverse)
        }
        var sides = Sides(foldLimit: stroker.tolerance, points: n)
        defer { sides.release() }
        let h = halfWidth
        let first = direction(0)
        var d = first
        if closed {
            // Vertex 0 turns from the closing segment; its segment is checked last.
            let closing = direction(n - 1)
            guard addCorner(at: pts[0], from: closing, to: d, checking: false, to: &sides) else { return nil }
            for i in 1..<n {
                let next = direction(i)
                guard addCorner(at: pts[i], from: d, to: next, checking: true, to: &sides) else { return nil }
                d = next
            }
            guard sides.close(along: closing, to: &edges) else { return nil }
        } else {
            let startDirection = Polyline.endDirection(tangents.start, chord: first)
            _ = sides.add(left: offset(pts[0], startDirection, h), right: offset(pts[0], startDirection, -h), along: nil)
            for i in 1..<(n - 1) {
                let next = direction(i)
                guard addCorner(at: pts[i], from: d, to: next, checking: true, to: &sides) else { return nil }
                d = next
            }
            let endDirection = Polyline.endDirection(tangents.end, chord: d)
            guard sides.add(left: offset(pts[n - 1], endDirection, h), right: offset(pts[n - 1], endDirection, -h), along: d) else { return nil }
            sides.end(endCap: cap(at: pts[n - 1], direction: endDirection),
                      startCap: cap(at: pts[0], direction: CGPoint(x: -startDirection.x, y: -startDirection.y)),
                      to: &edges)
        }
        // The points shared by both sides' segments lie within `smoothReach` of the path;
        // joins and caps are in the sides' own box.
        var box = sides.joinBox
        box.include(Self.bounds(of: pts, outsetBy: stroker.smoothReach))
        return box.close(&edges, from: start) ?? .null
    }

    /// The bounds of `points` (one or more), `outset` wider on each side.
    private static func bounds(of points: UnsafeBufferPointer<CGPoint>, outsetBy outset: CGFloat) -> CGRect {
        var minX = points[0].x, minY = points[0].y, maxX = minX, maxY = minY
        for p in points {
            minX = p.x < minX ? p.x : minX; maxX = p.x > maxX ? p.x : maxX
            minY = p.y < minY ? p.y : minY; maxY = p.y > maxY ? p.y : maxY
        }
        return CGRect(x: minX - outset, y: minY - outset, width: maxX - minX + 2 * outset, height: maxY - minY + 2 * outset)
    }

    /// `p` moved `distance` to the left of direction `d` (negative: to the right).
    @inline(__always)
    private func offset(_ p: CGPoint, _ d: CGPoint, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x - d.y * distance, y: p.y + d.x * distance)
    }

    /// Adds the side points at vertex `p` between incoming direction `d0` and outgoing `d1`,
    /// `checking` the segment that ends there (along `d0`) for a fold; false on one. Most
    /// vertices of a flattened curve share one offset point per side; sharper turns take
    /// `addJoin`, out of line.
    @inline(__always)
    private func addCorner(at p: CGPoint, from d0: CGPoint, to d1: CGPoint, checking: Bool, to sides: inout Sides) -> Bool {
        guard let shared = stroker.smoothOffset(from: d0, to: d1) else {
            return addJoin(at: p, from: d0, to: d1, checking: checking, to: &sides)
        }
        return sides.add(left: CGPoint(x: p.x + shared.x, y: p.y + shared.y), right: CGPoint(x: p.x - shared.x, y: p.y - shared.y),
                         along: checking ? d0 : nil)
    }

    /// Adds a turn's join on its outer side and the corner itself on its inner side.
    @inline(never)
    private func addJoin(at p: CGPoint, from d0: CGPoint, to d1: CGPoint, checking: Bool, to sides: inout Sides) -> Bool {
        let along = checking ? d0 : nil
        let cross = d0.x * d1.y - d0.y * d1.x
        // The outer side of the turn is opposite to where d1 turns (as the `Stroker` joins).
        let outerIsLeft = cross <= 0
        let inward: CGFloat = outerIsLeft ? -halfWidth : halfWidth
        let outer = stroker.joinOutline(at: p, from: d0, to: d1)
        let inner = [offset(p, d0, inward), p, offset(p, d1, inward)]
        return outerIsLeft ? sides.add(left: outer, right: inner, along: along) : sides.add(left: inner, right: outer, along: along)
    }

    /// The cap's points between the two sides at `p`, where the stroke leaves in direction
    /// `d`, from its left side round to its right.
    private func cap(at p: CGPoint, direction d: CGPoint) -> [CGPoint] {
        let h = halfWidth
        switch stroker.style.lineCap {
        case .round:
            return Array(stroker.arc(center: p, from: CGPoint(x: -d.y, y: d.x), radius: h, sweep: -.pi).dropFirst().dropLast())
        case .square:
            let left = offset(p, d, h), right = offset(p, d, -h)
            return [CGPoint(x: left.x + d.x * h, y: left.y + d.y * h), CGPoint(x: right.x + d.x * h, y: right.y + d.y * h)]
        default:
            return []
        }
    }

    /// A zero-length subpath's outline (a disc for round caps, a square for square caps),
    /// wound as the other contours; nil for butt caps, which draw nothing.
    private func dot(at p: CGPoint) -> [CGPoint]? {
        let h = halfWidth
        switch stroker.style.lineCap {
        case .round:
            return Array(stroker.arc(center: p, from: CGPoint(x: 1, y: 0), radius: h, sweep: -2 * .pi).dropLast())
        case .square:
            return [CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x - h, y: p.y + h),
                    CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x + h, y: p.y - h)]
        default:
            return nil
        }
    }
}

/// The two sides of a stroke being outlined, kept as they come and written in runs at once
/// when it ends: the left side forward, the right side reversed, so that with the caps they
/// wind one way. And the check that neither folds back: along each segment, from a side's
/// last point at one vertex to its first at the next, the side must not run against the
/// segment's direction by more than `foldLimit` over consecutive segments (a stroke wider than
/// twice its path's radius of curvature would).
///
/// Its memory is the caller's to `release`. A plain value, so that the per-vertex state of
/// the common case (one shared point per side) stays in registers; room for that point is
/// always there, and only joins, out of line, make more.
private struct Sides {
    /// The box of the join and cap points, which reach farther from the path than the
    /// points the sides' segments share.
    var joinBox = AreaEdges.Box()
    private var left: UnsafeMutablePointer<Float>, right: UnsafeMutablePointer<Float>
    private var leftCount = 0, rightCount = 0
    /// Points each side has room for, and the room kept beyond a join's points: one point
    /// for every vertex of the path, and the closing one.
    private var capacity: Int
    private let reserve: Int
    private var leftFold: CGFloat = 0, rightFold: CGFloat = 0
    private var firstLeft = CGPoint.zero, firstRight = CGPoint.zero, lastLeft = CGPoint.zero, lastRight = CGPoint.zero
    private var isEmpty = true
    let foldLimit: CGFloat

    /// Sides for a path of `points` vertices.
    init(foldLimit: CGFloat, points: Int) {
        self.foldLimit = foldLimit
        reserve = points + 2
        capacity = reserve
        left = ScratchMemory.allocate(Float.self, capacity: 2 * capacity)
        right = ScratchMemory.allocate(Float.self, capacity: 2 * capacity)
    }

    func release() {
        ScratchMemory.free(left)
        ScratchMemory.free(right)
    }

    /// Adds a vertex's one point on each side; `d` is the direction of the segment that ends
    /// there (nil at the first vertex). False when a side folds back.
    @inline(__always)
    mutating func add(left l: CGPoint, right r: CGPoint, along d: CGPoint?) -> Bool {
        var ok = true
        if let d { ok = Self.fits(&leftFold, lastLeft, l, d, limit: foldLimit) && Self.fits(&rightFold, lastRight, r, d, limit: foldLimit) }
        if isEmpty {
            firstLeft = l
            firstRight = r
            isEmpty = false
        }
        // Within capacity (see `reserve`), so wrapping arithmetic.
        left[2 &* leftCount] = Float(l.x)
        left[2 &* leftCount &+ 1] = Float(l.y)
        right[2 &* rightCount] = Float(r.x)
        right[2 &* rightCount &+ 1] = Float(r.y)
        leftCount = leftCount &+ 1
        rightCount = rightCount &+ 1
        lastLeft = l
        lastRight = r
        return ok
    }

    /// Adds a vertex's points on each side (a join on one, the corner on the other).
    mutating func add(left l: [CGPoint], right r: [CGPoint], along d: CGPoint?) -> Bool {
        var ok = true
        if let d { ok = Self.fits(&leftFold, lastLeft, l[0], d, limit: foldLimit) && Self.fits(&rightFold, lastRight, r[0], d, limit: foldLimit) }
        if isEmpty {
            firstLeft = l[0]
            firstRight = r[0]
            isEmpty = false
        }
        let needed = max(leftCount + l.count, rightCount + r.count) + reserve
        if needed > capacity {
            capacity = max(needed, 2 * capacity)
            left = ScratchMemory.reallocate(left, capacity: 2 * capacity)
            right = ScratchMemory.reallocate(right, capacity: 2 * capacity)
        }
        for p in l {
            joinBox.include(Float(p.x), Float(p.y))
            left[2 * leftCount] = Float(p.x)
            left[2 * leftCount + 1] = Float(p.y)
            leftCount += 1
        }
        for p in r {
            joinBox.include(Float(p.x), Float(p.y))
            right[2 * rightCount] = Float(p.x)
            right[2 * rightCount + 1] = Float(p.y)
            rightCount += 1
        }
        lastLeft = l[l.count - 1]
        lastRight = r[r.count - 1]
        return ok
    }

    /// Writes both sides as chains of runs: the left forward, the right reversed.
    private func write(to edges: inout AreaEdges.Buffer) {
        edges.addChain(left, count: leftCount, reversed: false)
        edges.addChain(right, count: rightCount, reversed: true)
    }

    /// Closes both sides of a closed stroke along its closing segment's direction `d`, back
    /// to the first vertex's points, and writes them; false when that segment folds a side back.
    mutating func close(along d: CGPoint, to edges: inout AreaEdges.Buffer) -> Bool {
        guard Self.fits(&leftFold, lastLeft, firstLeft, d, limit: foldLimit),
              Self.fits(&rightFold, lastRight, firstRight, d, limit: foldLimit),
              add(left: firstLeft, right: firstRight, along: nil) else { return false }
        write(to: &edges)
        return true
    }

    /// Ends an open stroke: writes its sides, and its caps from one side round to the other
    /// (the end cap from the left side's last point, the start cap from the right side's first).
    mutating func end(endCap: [CGPoint], startCap: [CGPoint], to edges: inout AreaEdges.Buffer) {
        write(to: &edges)
        var cap = AreaEdges.Chain()
        func add(from: CGPoint, _ points: [CGPoint], to: CGPoint) {
            cap.add(from, box: &joinBox, to: &edges)
            for p in points { cap.add(p, box: &joinBox, to: &edges) }
            cap.add(to, box: &joinBox, to: &edges)
            cap.finish(to: &edges)
        }
        add(from: lastLeft, endCap, to: lastRight)
        add(from: firstRight, startCap, to: firstLeft)
    }

    @inline(__always)
    private static func fits(_ fold: inout CGFloat, _ a: CGPoint, _ b: CGPoint, _ d: CGPoint, limit: CGFloat) -> Bool {
        let along = (b.x - a.x) * d.x + (b.y - a.y) * d.y
        guard along < 0 else {
            fold = 0
            return true
        }
        fold -= along
        return fold <= limit
    }
}
