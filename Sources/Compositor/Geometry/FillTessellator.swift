import LabKit

/// Meshes for filling flattened paths.
///
/// The general case is stencil-then-cover: a triangle fan per contour, rooted at its first
/// point, whose front- and back-facing triangles count the winding number in the stencil
/// buffer; a cover quad then paints where the stencil says "inside". A single convex contour
/// needs no stencil: its fan already covers the inside exactly once.
public enum FillTessellator {
    /// Appends fan triangles for every contour (open ones are closed implicitly) to `vertices`
    /// as x, y pairs; returns the bounding box of the points, or nil when nothing has area.
    @discardableResult
    public static func appendFans(_ contours: [Polyline], to vertices: inout [Float]) -> CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        var any = false
        for contour in contours where contour.points.count > 2 {
            let pts = contour.points
            let origin = pts[0]
            let ox = Float(origin.x), oy = Float(origin.y)
            vertices.reserveCapacity(vertices.count + (pts.count - 2) * 6)
            for i in 1..<(pts.count - 1) {
                let a = pts[i], b = pts[i + 1]
                vertices.append(ox); vertices.append(oy)
                vertices.append(Float(a.x)); vertices.append(Float(a.y))
                vertices.append(Float(b.x)); vertices.append(Float(b.y))
            }
            for p in pts {
                minX = min(minX, p.x); maxX = max(maxX, p.x)
                minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
            any = true
        }
        return any ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }

    /// Appends two triangles covering `rect`.
    public static func appendQuad(_ rect: CGRect, to vertices: inout [Float]) {
        let x0 = Float(rect.minX), y0 = Float(rect.minY), x1 = Float(rect.maxX), y1 = Float(rect.maxY)
        vertices.append(contentsOf: [x0, y0, x1, y0, x1, y1, x0, y0, x1, y1, x0, y1])
    }

    /// Whether the contours are one simple convex polygon: every turn the same way and one
    /// full turn in total (which rules out stars and self-overlapping loops).
    public static func isConvex(_ contours: [Polyline]) -> Bool {
        let drawable = contours.filter { $0.points.count > 2 }
        guard drawable.count == 1 else { return false }
        let pts = drawable[0].points
        let n = pts.count
        var sign: CGFloat = 0
        var totalTurn: CGFloat = 0
        for i in 0..<n {
            let a = pts[i], b = pts[(i + 1) % n], c = pts[(i + 2) % n]
            let d0 = CGPoint(x: b.x - a.x, y: b.y - a.y), d1 = CGPoint(x: c.x - b.x, y: c.y - b.y)
            let cross = d0.x * d1.y - d0.y * d1.x
            let dot = d0.x * d1.x + d0.y * d1.y
            if cross != 0 {
                if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1 : -1) != sign { return false }
            } else if dot < 0 {
                return false
            }
            totalTurn += atan2(cross, dot)
        }
        return abs(abs(totalTurn) - 2 * .pi) < 1e-3
    }
}
