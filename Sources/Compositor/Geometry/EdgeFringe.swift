import LabKit

/// Analytic anti-aliasing of a convex polygon, as Core Graphics draws edges: each edge pixel
/// gets the exact fraction of its square that the polygon covers.
///
/// The polygon is cut along its vertices' angle bisectors into an interior (the polygon
/// inset by `band`) and one fringe quad per edge reaching `band` out. The pieces share their
/// vertices exactly, so every pixel is painted by one piece only. Interior pixels are fully
/// covered; a fringe pixel's coverage is computed in the fragment shader by clipping the pixel
/// square against its edge and the two edges beside it (which also makes corners exact). A
/// band of at least √2 device pixels makes any pixel straddling a piece's outer side wholly
/// inside or outside, so multisampled targets resolve fringe pixels unchanged.
public enum EdgeFringe {
    /// Floats per fringe vertex: its position; the edge's start and end; the previous edge's
    /// start and the next edge's end; a point inside the polygon (x, y pairs in layer units).
    public static let stride = 12

    /// The fringe width in device pixels.
    public static let pixels: CGFloat = 1.5

    /// The most `append` writes for a polygon of `points` points, in `VertexBudget`'s
    /// two-float vertices: the interior's strip vertex and six fringe vertices (12 floats
    /// each) for every point.
    public static func maximumVertexCount(points: Int) -> Int { points * (1 + 6 * stride / 2) }

    /// Corners sharper than this (1 + cosine of the turn between edge normals, about 46°
    /// inside) would push the bisector cut far out; such polygons keep multisampling.
    private static let sharpestCorner: CGFloat = 0.3

    /// Appends the inset interior of the convex polygon `points` (either orientation) as a
    /// triangle strip to `interior`, and its fringe as triangles to `fringe`; returns the
    /// bounds of everything appended. Nil, appending nothing, when the polygon is too thin or
    /// too sharp for a band of `band` layer units.
    public static func append(_ points: [CGPoint], band: CGFloat, interior: inout [Float], fringe: inout [Float]) -> CGRect? {
        let p = corners(of: points)
        let n = p.count
        guard n >= 3, band > 0 else { return nil }
        var area: CGFloat = 0
        for i in 0..<n { area += p[i].x * p[(i + 1) % n].y - p[(i + 1) % n].x * p[i].y }
        let orientation: CGFloat = area > 0 ? 1 : -1
        // Inward unit normal of each edge i (from p[i] to p[i + 1]).
        var normals: [CGPoint] = []
        normals.reserveCapacity(n)
        for i in 0..<n {
            let a = p[i], b = p[(i + 1) % n]
            let length = a.distance(to: b)
            normals.append(CGPoint(x: -(b.y - a.y) / length * orientation, y: (b.x - a.x) / length * orientation))
        }
        // Each vertex moved along its bisector to distance `band` from both of its edges.
        var inner: [CGPoint] = [], outer: [CGPoint] = []
        inner.reserveCapacity(n)
        outer.reserveCapacity(n)
        for i in 0..<n {
            let u = normals[(i + n - 1) % n], v = normals[i]
            let k = 1 + u.x * v.x + u.y * v.y
            guard k >= sharpestCorner else { return nil }
            let m = CGPoint(x: (u.x + v.x) / k * band, y: (u.y + v.y) / k * band)
            inner.append(CGPoint(x: p[i].x + m.x, y: p[i].y + m.y))
            outer.append(CGPoint(x: p[i].x - m.x, y: p[i].y - m.y))
        }
        // An inset edge turned around means the band reaches past the middle of the polygon.
        for i in 0..<n {
            let j = (i + 1) % n
            let dot = (inner[j].x - inner[i].x) * (p[j].x - p[i].x) + (inner[j].y - inner[i].y) * (p[j].y - p[i].y)
            guard dot > 0 else { return nil }
        }
        TriangleStrip.build(into: &interior) { strip in
            inner.withUnsafeBufferPointer { strip.addPolygon($0, keepingFacing: false) }
        }

        var center = CGPoint.zero
        for q in p { center.x += q.x / CGFloat(n); center.y += q.y / CGFloat(n) }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        // Written to scratch memory and appended in one copy (72 floats an edge).
        withUnsafeTemporaryAllocation(of: Float.self, capacity: n * 6 * stride) { out in
            var k = 0
            for i in 0..<n {
                let j = (i + 1) % n
                let a = p[(i + n - 1) % n], b = p[i], c = p[j], d = p[(j + 1) % n]
                @inline(__always) func put(_ q: CGPoint) {
                    out[k] = Float(q.x)
                    out[k + 1] = Float(q.y)
                    k += 2
                }
                @inline(__always) func vertex(_ corner: CGPoint) {
                    put(corner); put(b); put(c); put(a); put(d); put(center)
                }
                vertex(inner[i]); vertex(outer[i]); vertex(inner[j])
                vertex(outer[i]); vertex(outer[j]); vertex(inner[j])
                minX = min(minX, outer[i].x); maxX = max(maxX, outer[i].x)
                minY = min(minY, outer[i].y); maxY = max(maxY, outer[i].y)
            }
            fringe.append(contentsOf: UnsafeBufferPointer(out))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The polygon without repeated points and points on a straight run, so that the edges
    /// beside a fringe edge are those of its corners.
    static func corners(of points: [CGPoint]) -> [CGPoint] {
        var kept: [CGPoint] = []
        kept.reserveCapacity(points.count)
        for q in points where kept.last != q {
            // The last kept point goes when it lies on the run from the one before it to q.
            while kept.count >= 2, isOnRun(kept[kept.count - 2], kept[kept.count - 1], q) { kept.removeLast() }
            kept.append(q)
        }
        if kept.count > 1, kept[0] == kept[kept.count - 1] { kept.removeLast() }
        // The run may continue through the first point.
        while kept.count >= 3, isOnRun(kept[kept.count - 2], kept[kept.count - 1], kept[0]) { kept.removeLast() }
        while kept.count >= 3, isOnRun(kept[kept.count - 1], kept[0], kept[1]) { kept.removeFirst() }
        return kept
    }

    /// Whether b lies on the straight run from a on to c.
    private static func isOnRun(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint) -> Bool {
        let d1 = CGPoint(x: b.x - a.x, y: b.y - a.y), d2 = CGPoint(x: c.x - b.x, y: c.y - b.y)
        let cross = d1.x * d2.y - d1.y * d2.x
        let scale = (d1.x * d1.x + d1.y * d1.y) * (d2.x * d2.x + d2.y * d2.y)
        return cross * cross <= 1e-18 * scale && d1.x * d2.x + d1.y * d2.y >= 0
    }
}
