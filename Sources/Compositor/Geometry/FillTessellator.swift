import LabKit

/// Meshes for filling flattened paths.
///
/// The general case is stencil-then-cover: every contour as a zigzag strip (see
/// `TriangleStrip`) whose front- and back-facing triangles count the winding number in the
/// stencil buffer; a cover quad then paints where the stencil says "inside". A single convex
/// contour needs no stencil: its strip already covers the inside exactly once.
public enum FillTessellator {
    /// Appends every contour (open ones are closed implicitly) to `vertices` as one triangle
    /// strip of x, y pairs; returns the bounding box of the points, or nil when nothing has area.
    @discardableResult
    public static func appendStrip(_ contours: [Polyline], to vertices: inout [Float]) -> CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var any = false
        TriangleStrip.build(into: &vertices) { strip in
            for contour in contours where contour.points.count > 2 {
                contour.points.withUnsafeBufferPointer { points in
                    strip.addPolygon(points, keepingFacing: true)
                    for p in points {
                        minX = min(minX, p.x); maxX = max(maxX, p.x)
                        minY = min(minY, p.y); maxY = max(maxY, p.y)
                    }
                }
                any = true
            }
        }
        return any ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }

    /// The most vertices `appendStrip` writes for `contours` contours of `points` points in
    /// all: each point once, and up to three bridging vertices before each contour.
    public static func maximumVertexCount(points: Int, contours: Int) -> Int { points + 3 * contours }

    /// Appends a four-vertex strip covering `rect`.
    public static func appendQuad(_ rect: CGRect, to vertices: inout [Float]) {
        let x0 = Float(rect.minX), y0 = Float(rect.minY), x1 = Float(rect.maxX), y1 = Float(rect.maxY)
        vertices.append(x0); vertices.append(y0)
        vertices.append(x1); vertices.append(y0)
        vertices.append(x0); vertices.append(y1)
        vertices.append(x1); vertices.append(y1)
    }

    /// Whether the contours are one simple convex polygon: every turn the same way, and the
    /// edges' x and y directions each reversing at most twice (which rules out stars and
    /// loops that wind more than once).
    public static func isConvex(_ contours: [Polyline]) -> Bool {
        var drawable: Polyline?
        for contour in contours where contour.points.count > 2 {
            guard drawable == nil else { return false }
            drawable = contour
        }
        guard let pts = drawable?.points else { return false }
        let n = pts.count
        var sign: CGFloat = 0
        var xFlips = 0, yFlips = 0
        var previous = CGPoint(x: pts[0].x - pts[n - 1].x, y: pts[0].y - pts[n - 1].y)
        var previousX = previous.x, previousY = previous.y
        for i in 0..<n {
            let a = pts[i], b = pts[i + 1 == n ? 0 : i + 1]
            let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
            let cross = previous.x * d.y - previous.y * d.x
            if cross != 0 {
                let s: CGFloat = cross > 0 ? 1 : -1
                if sign == 0 { sign = s } else if s != sign { return false }
            } else if previous.x * d.x + previous.y * d.y < 0 {
                return false
            }
            if d.x != 0 {
                if previousX != 0 && (d.x > 0) != (previousX > 0) { xFlips += 1 }
                previousX = d.x
            }
            if d.y != 0 {
                if previousY != 0 && (d.y > 0) != (previousY > 0) { yFlips += 1 }
                previousY = d.y
            }
            previous = d
        }
        return xFlips <= 2 && yFlips <= 2
    }
}
