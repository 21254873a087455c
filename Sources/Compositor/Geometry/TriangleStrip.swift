import LabKit

/// Builds geometry as one triangle strip: pieces are joined by repeating the last vertex of
/// one and the first of the next, which makes only zero-area triangles.
///
/// A strip costs one vertex per polygon point where a triangle list costs three, which is
/// most of what tessellating a frame writes. A polygon becomes a strip by zigzagging between
/// its two ends (p0, p1, pn−1, p2, pn−2, …): the triangles' signed areas still add up to the
/// polygon's winding, so stencil counting works for concave polygons too.
///
/// The strip is written to memory of its own through a pointer and appended to the vertex
/// array in one copy (see `build(into:_:)`): appending vertex by vertex costs several times
/// the arithmetic that makes the vertices.
struct TriangleStrip: ~Copyable {
    /// The vertex index (within the strip) of the next vertex.
    private(set) var count = 0
    /// The x, y pairs written so far, and room for `capacity` floats.
    private var floats: UnsafeMutablePointer<Float>
    private var capacity = 256

    private init() {
        floats = ScratchMemory.allocate(Float.self, capacity: capacity)
    }

    deinit { ScratchMemory.free(floats) }

    /// Runs `body` on a new strip, then appends the strip's x, y pairs to `vertices`.
    static func build<Result>(into vertices: inout [Float], _ body: (inout TriangleStrip) -> Result) -> Result {
        var strip = TriangleStrip()
        let result = body(&strip)
        vertices.append(contentsOf: UnsafeBufferPointer(start: strip.floats, count: 2 * strip.count))
        return result
    }

    /// Makes room for `n` more vertices.
    @inline(__always)
    mutating func reserve(_ n: Int) {
        guard 2 * (count + n) > capacity else { return }
        capacity = max(2 * (count + n), 2 * capacity)
        floats = ScratchMemory.reallocate(floats, capacity: capacity)
    }

    /// Adds a vertex; room for it is already reserved.
    @inline(__always)
    private mutating func put(_ x: Float, _ y: Float) {
        floats[2 * count] = x
        floats[2 * count + 1] = y
        count += 1
    }

    @inline(__always)
    mutating func add(_ x: Float, _ y: Float) {
        reserve(1)
        put(x, y)
    }

    @inline(__always)
    mutating func add(_ p: CGPoint) {
        add(Float(p.x), Float(p.y))
    }

    /// Bridges to a new piece starting at `p`. With `keepingFacing`, the piece's first
    /// triangle lands on an even strip position, so that GL reads its vertices in the order
    /// given (front and back faces count winding in the stencil).
    mutating func beginPiece(at p: CGPoint, keepingFacing: Bool) {
        guard count > 0 else { return }
        reserve(3)
        put(floats[2 * count - 2], floats[2 * count - 1])
        put(Float(p.x), Float(p.y))
        if keepingFacing && count % 2 == 1 { put(Float(p.x), Float(p.y)) }
    }

    /// Adds the convex or concave polygon `points` (at least three) as a zigzag.
    mutating func addPolygon(_ points: UnsafeBufferPointer<CGPoint>, keepingFacing: Bool) {
        beginPiece(at: points[0], keepingFacing: keepingFacing)
        reserve(points.count)
        var low = 0, high = points.count - 1
        put(Float(points[low].x), Float(points[low].y))
        low += 1
        while low <= high {
            put(Float(points[low].x), Float(points[low].y))
            low += 1
            guard low <= high else { break }
            put(Float(points[high].x), Float(points[high].y))
            high -= 1
        }
    }

    /// Adds the rectangle `rect` (four vertices, or six after a bridge).
    mutating func addRect(_ rect: CGRect) {
        let x0 = Float(rect.minX), y0 = Float(rect.minY), x1 = Float(rect.maxX), y1 = Float(rect.maxY)
        beginPiece(at: CGPoint(x: rect.minX, y: rect.minY), keepingFacing: false)
        reserve(4)
        put(x0, y0)
        put(x1, y0)
        put(x0, y1)
        put(x1, y1)
    }
}
