import LabKit

/// Appends geometry to a vertex array as one triangle strip: pieces are joined by repeating
/// the last vertex of one and the first of the next, which makes only zero-area triangles.
///
/// A strip costs one vertex per polygon point where a triangle list costs three, which is
/// most of what tessellating a frame writes. A polygon becomes a strip by zigzagging between
/// its two ends (p0, p1, pn−1, p2, pn−2, …): the triangles' signed areas still add up to the
/// polygon's winding, so stencil counting works for concave polygons too.
struct TriangleStrip {
    /// The vertex index (within the strip) of the next vertex.
    private(set) var count = 0
    private var last: (Float, Float) = (0, 0)

    /// Starts a strip at the end of `vertices`.
    init() {}

    @inline(__always)
    mutating func add(_ x: Float, _ y: Float, to vertices: inout [Float]) {
        vertices.append(x)
        vertices.append(y)
        last = (x, y)
        count += 1
    }

    @inline(__always)
    mutating func add(_ p: CGPoint, to vertices: inout [Float]) {
        add(Float(p.x), Float(p.y), to: &vertices)
    }

    /// Bridges to a new piece starting at `p`. With `keepingFacing`, the piece's first
    /// triangle lands on an even strip position, so that GL reads its vertices in the order
    /// given (front and back faces count winding in the stencil).
    mutating func beginPiece(at p: CGPoint, keepingFacing: Bool, to vertices: inout [Float]) {
        guard count > 0 else { return }
        add(last.0, last.1, to: &vertices)
        add(p, to: &vertices)
        if keepingFacing && count % 2 == 1 { add(p, to: &vertices) }
    }

    /// Adds the convex or concave polygon `points` (at least three) as a zigzag.
    mutating func addPolygon(_ points: UnsafeBufferPointer<CGPoint>, keepingFacing: Bool, to vertices: inout [Float]) {
        beginPiece(at: points[0], keepingFacing: keepingFacing, to: &vertices)
        var low = 0, high = points.count - 1
        add(points[low], to: &vertices)
        low += 1
        while low <= high {
            add(points[low], to: &vertices)
            low += 1
            guard low <= high else { break }
            add(points[high], to: &vertices)
            high -= 1
        }
    }

    /// Adds the rectangle `rect` (four vertices, or six after a bridge).
    mutating func addRect(_ rect: CGRect, to vertices: inout [Float]) {
        let x0 = Float(rect.minX), y0 = Float(rect.minY), x1 = Float(rect.maxX), y1 = Float(rect.maxY)
        beginPiece(at: CGPoint(x: rect.minX, y: rect.minY), keepingFacing: false, to: &vertices)
        add(x0, y0, to: &vertices)
        add(x1, y0, to: &vertices)
        add(x0, y1, to: &vertices)
        add(x1, y1, to: &vertices)
    }
}
