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
            return AreaEdges.appendContour(count: dot.count, to: &edges) { dot[$0] } ?? .null
        }
        let n = pts.count, start = edges.count
        @inline(__always) func direction(_ i: Int) -> CGPoint {
            let p = pts[i], q = pts[i + 1 == n ? 0 : i + 1]
            let inverse = 1 / p.distance(to: q)
            return CGPoint(x: (q.x - p.x) * inverse, y: (q.y - p.y) * inverse)
        }
        var sides = Sides(foldLimit: stroker.tolerance)
        let h = halfWidth
        let first = direction(0)
        if closed {
            // Vertex 0 turns from the closing segment; its segment is checked last.
            let closing = direction(n - 1)
            var d = first
            guard addCorner(at: pts[0], from: closing, to: d, checking: false, to: &sides, &edges) else { return nil }
            for i in 1..<n {
                let next = direction(i)
                guard addCorner(at: pts[i], from: d, to: next, checking: true, to: &sides, &edges) else { return nil }
                d = next
            }
            guard sides.close(along: closing, to: &edges) else { return nil }
            return sides.box.close(&edges, from: start) ?? .null
        }
        var d = first
        _ = sides.add(left: offset(pts[0], d, h), right: offset(pts[0], d, -h), along: nil, to: &edges)
        for i in 1..<(n - 1) {
            let next = direction(i)
            guard addCorner(at: pts[i], from: d, to: next, checking: true, to: &sides, &edges) else { return nil }
            d = next
        }
        guard sides.add(left: offset(pts[n - 1], d, h), right: offset(pts[n - 1], d, -h), along: d, to: &edges) else { return nil }
        sides.end(endCap: cap(at: pts[n - 1], direction: d), startCap: cap(at: pts[0], direction: CGPoint(x: -first.x, y: -first.y)),
                  to: &edges)
        return sides.box.close(&edges, from: start) ?? .null
    }

    /// `p` moved `distance` to the left of direction `d` (negative: to the right).
    @inline(__always)
    private func offset(_ p: CGPoint, _ d: CGPoint, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x - d.y * distance, y: p.y + d.x * distance)
    }

    /// Adds the side points at vertex `p` between incoming direction `d0` and outgoing `d1`,
    /// `checking` the segment that ends there (along `d0`) for a fold; false on one.
    @inline(__always)
    private func addCorner(at p: CGPoint, from d0: CGPoint, to d1: CGPoint, checking: Bool, to sides: inout Sides,
                           _ edges: inout AreaEdges.Buffer) -> Bool {
        let along = checking ? d0 : nil
        if let shared = stroker.smoothOffset(from: d0, to: d1) {
            return sides.add(left: CGPoint(x: p.x + shared.x, y: p.y + shared.y), right: CGPoint(x: p.x - shared.x, y: p.y - shared.y),
                             along: along, to: &edges)
        }
        let cross = d0.x * d1.y - d0.y * d1.x
        // The outer side of the turn is opposite to where d1 turns (as the `Stroker` joins).
        let outerIsLeft = cross <= 0
        let inward: CGFloat = outerIsLeft ? -halfWidth : halfWidth
        let outer = stroker.joinOutline(at: p, from: d0, to: d1)
        let inner = [offset(p, d0, inward), p, offset(p, d1, inward)]
        return outerIsLeft ? sides.add(left: outer, right: inner, along: along, to: &edges)
            : sides.add(left: inner, right: outer, along: along, to: &edges)
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

/// The two sides of a stroke being outlined, written as they come: the left side forward,
/// the right side reversed (see `AreaEdges.Chain`), so that with the caps they wind one way.
/// And the check that neither folds back: along each segment, from a side's last point at
/// one vertex to its first at the next, the side must not run against the segment's
/// direction by more than `foldLimit` over consecutive segments (a stroke wider than twice its
/// path's radius of curvature would).
private struct Sides {
    var box = AreaEdges.Box()
    private var left = AreaEdges.Chain(), right = AreaEdges.Chain(reversed: true)
    private var leftFold: CGFloat = 0, rightFold: CGFloat = 0
    private var firstLeft = CGPoint.zero, firstRight = CGPoint.zero, lastLeft = CGPoint.zero, lastRight = CGPoint.zero
    private var isEmpty = true
    let foldLimit: CGFloat

    init(foldLimit: CGFloat) {
        self.foldLimit = foldLimit
    }

    /// Adds a vertex's one point on each side; `d` is the direction of the segment that ends
    /// there (nil at the first vertex). False when a side folds back.
    @inline(__always)
    mutating func add(left l: CGPoint, right r: CGPoint, along d: CGPoint?, to edges: inout AreaEdges.Buffer) -> Bool {
        var ok = true
        if let d { ok = fits(&leftFold, lastLeft, l, d) && fits(&rightFold, lastRight, r, d) }
        if isEmpty {
            firstLeft = l
            firstRight = r
            isEmpty = false
        }
        left.add(l, box: &box, to: &edges)
        right.add(r, box: &box, to: &edges)
        lastLeft = l
        lastRight = r
        return ok
    }

    /// Adds a vertex's points on each side (a join on one, the corner on the other).
    mutating func add(left l: [CGPoint], right r: [CGPoint], along d: CGPoint?, to edges: inout AreaEdges.Buffer) -> Bool {
        var ok = true
        if let d { ok = fits(&leftFold, lastLeft, l[0], d) && fits(&rightFold, lastRight, r[0], d) }
        if isEmpty {
            firstLeft = l[0]
            firstRight = r[0]
            isEmpty = false
        }
        for p in l { left.add(p, box: &box, to: &edges) }
        for p in r { right.add(p, box: &box, to: &edges) }
        lastLeft = l[l.count - 1]
        lastRight = r[r.count - 1]
        return ok
    }

    /// Closes both sides of a closed stroke along its closing segment's direction `d`, back
    /// to the first vertex's points; false when that segment folds a side back.
    mutating func close(along d: CGPoint, to edges: inout AreaEdges.Buffer) -> Bool {
        guard fits(&leftFold, lastLeft, firstLeft, d), fits(&rightFold, lastRight, firstRight, d) else { return false }
        left.add(firstLeft, box: &box, to: &edges)
        right.add(firstRight, box: &box, to: &edges)
        left.finish(to: &edges)
        right.finish(to: &edges)
        return true
    }

    /// Ends an open stroke: its sides, and its caps from one side round to the other (the end
    /// cap from the left side's last point, the start cap from the right side's first).
    mutating func end(endCap: [CGPoint], startCap: [CGPoint], to edges: inout AreaEdges.Buffer) {
        left.finish(to: &edges)
        right.finish(to: &edges)
        var cap = AreaEdges.Chain()
        func add(from: CGPoint, _ points: [CGPoint], to: CGPoint) {
            cap.add(from, box: &box, to: &edges)
            for p in points { cap.add(p, box: &box, to: &edges) }
            cap.add(to, box: &box, to: &edges)
            cap.finish(to: &edges)
        }
        add(from: lastLeft, endCap, to: lastRight)
        add(from: firstRight, startCap, to: firstLeft)
    }

    @inline(__always)
    private func fits(_ fold: inout CGFloat, _ a: CGPoint, _ b: CGPoint, _ d: CGPoint) -> Bool {
        let along = (b.x - a.x) * d.x + (b.y - a.y) * d.y
        guard along < 0 else {
            fold = 0
            return true
        }
        fold -= along
        return fold <= foldLimit
    }
}
