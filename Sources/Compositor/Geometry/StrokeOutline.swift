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
        let first = edges.count
        var bounds: CGRect?
        var sides = Sides(foldLimit: stroker.tolerance)
        for polyline in polylines {
            guard let rect = append(polyline, sides: &sides, to: &edges), edges.count - first <= maximumFloats else {
                edges.removeSubrange(first...)
                return nil
            }
            if !rect.isNull { bounds = bounds.map { $0.union(rect) } ?? rect }
        }
        if bounds == nil { edges.removeSubrange(first...) }
        return bounds
    }

    /// Appends one polyline's contours; returns their bounds (null when it draws nothing), or
    /// nil when a side folds back.
    private func append(_ polyline: Polyline, sides: inout Sides, to edges: inout [Float]) -> CGRect? {
        var pts = polyline.points
        if pts.hasRepeatedPoints { pts = pts.withoutRepeatedPoints }
        var closed = polyline.isClosed
        if closed, pts.count > 1, [CGPoint].isRepeat(pts[0], pts[pts.count - 1]) { pts.removeLast() }
        if pts.count < 3 { closed = false }
        guard pts.count > 1 else {
            guard let p = pts.first, let dot = dot(at: p) else { return .null }
            return AreaEdges.appendContour(count: dot.count, to: &edges) { dot[$0] } ?? .null
        }
        let n = pts.count
        @inline(__always) func direction(_ i: Int) -> CGPoint {
            let p = pts[i], q = pts[i + 1 == n ? 0 : i + 1]
            let inverse = 1 / p.distance(to: q)
            return CGPoint(x: (q.x - p.x) * inverse, y: (q.y - p.y) * inverse)
        }
        sides.start(capacity: n + 8)
        let h = halfWidth
        let first = direction(0)
        if closed {
            // Vertex 0 turns from the closing segment; its segment is checked last.
            let closing = direction(n - 1)
            var d = first
            guard addCorner(at: pts[0], from: closing, to: d, checking: false, to: &sides) else { return nil }
            for i in 1..<n {
                let next = direction(i)
                guard addCorner(at: pts[i], from: d, to: next, checking: true, to: &sides) else { return nil }
                d = next
            }
            guard sides.closes(along: closing) else { return nil }
            let (left, right) = (sides.left, sides.right)
            let outer = left.withUnsafeBufferPointer { l in AreaEdges.appendContour(count: l.count, to: &edges) { l[$0] } }
            let inner = right.withUnsafeBufferPointer { r in
                AreaEdges.appendContour(count: r.count, to: &edges) { r[r.count - 1 - $0] }
            }
            return [outer, inner].compactMap { $0 }.reduce(CGRect.null) { $0.union($1) }
        }
        var d = first
        _ = sides.add(left: offset(pts[0], d, h), right: offset(pts[0], d, -h), along: nil)
        for i in 1..<(n - 1) {
            let next = direction(i)
            guard addCorner(at: pts[i], from: d, to: next, checking: true, to: &sides) else { return nil }
            d = next
        }
        guard sides.add(left: offset(pts[n - 1], d, h), right: offset(pts[n - 1], d, -h), along: d) else { return nil }
        let endCap = cap(at: pts[n - 1], direction: d)
        let startCap = cap(at: pts[0], direction: CGPoint(x: -first.x, y: -first.y))
        let (left, right) = (sides.left, sides.right)
        let l = left.count, e = endCap.count, r = right.count
        return AreaEdges.appendContour(count: l + e + r + startCap.count, to: &edges) { i in
            if i < l { return left[i] }
            if i < l + e { return endCap[i - l] }
            if i < l + e + r { return right[l + e + r - 1 - i] }
            return startCap[i - l - e - r]
        } ?? .null
    }

    /// `p` moved `distance` to the left of direction `d` (negative: to the right).
    @inline(__always)
    private func offset(_ p: CGPoint, _ d: CGPoint, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x - d.y * distance, y: p.y + d.x * distance)
    }

    /// Adds the side points at vertex `p` between incoming direction `d0` and outgoing `d1`,
    /// `checking` the segment that ends there (along `d0`) for a fold; false on one.
    @inline(__always)
    private func addCorner(at p: CGPoint, from d0: CGPoint, to d1: CGPoint, checking: Bool, to sides: inout Sides) -> Bool {
        let along = checking ? d0 : nil
        if let shared = stroker.smoothOffset(from: d0, to: d1) {
            return sides.add(left: CGPoint(x: p.x + shared.x, y: p.y + shared.y), right: CGPoint(x: p.x - shared.x, y: p.y - shared.y),
                             along: along)
        }
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

/// The two sides of a stroke being outlined, and the check that neither folds back: along
/// each segment, from a side's last point at one vertex to its first at the next, the side
/// must not run against the segment's direction by more than `foldLimit` over consecutive
/// segments (a stroke wider than twice its path's radius of curvature would).
private struct Sides {
    var left: [CGPoint] = [], right: [CGPoint] = []
    private var leftFold: CGFloat = 0, rightFold: CGFloat = 0
    private var lastLeft = CGPoint.zero, lastRight = CGPoint.zero
    let foldLimit: CGFloat

    init(foldLimit: CGFloat) {
        self.foldLimit = foldLimit
    }

    /// Empties the sides for the next polyline, keeping their storage.
    mutating func start(capacity: Int) {
        left.removeAll(keepingCapacity: true)
        right.removeAll(keepingCapacity: true)
        left.reserveCapacity(capacity)
        right.reserveCapacity(capacity)
        leftFold = 0
        rightFold = 0
    }

    /// Adds a vertex's one point on each side; `d` is the direction of the segment that ends
    /// there (nil at the first vertex). False when a side folds back.
    @inline(__always)
    mutating func add(left l: CGPoint, right r: CGPoint, along d: CGPoint?) -> Bool {
        var ok = true
        if let d { ok = fits(&leftFold, lastLeft, l, d) && fits(&rightFold, lastRight, r, d) }
        left.append(l)
        right.append(r)
        lastLeft = l
        lastRight = r
        return ok
    }

    /// Adds a vertex's points on each side (a join on one, the corner on the other).
    mutating func add(left l: [CGPoint], right r: [CGPoint], along d: CGPoint?) -> Bool {
        var ok = true
        if let d { ok = fits(&leftFold, lastLeft, l[0], d) && fits(&rightFold, lastRight, r[0], d) }
        left.append(contentsOf: l)
        right.append(contentsOf: r)
        lastLeft = l[l.count - 1]
        lastRight = r[r.count - 1]
        return ok
    }

    /// Checks the closing segment of a closed stroke, along `d`: from the last vertex's
    /// points back to the first vertex's.
    mutating func closes(along d: CGPoint) -> Bool {
        fits(&leftFold, lastLeft, left[0], d) && fits(&rightFold, lastRight, right[0], d)
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
