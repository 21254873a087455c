import LabKit

/// Exact-area coverage of any fill (concave, self-intersecting, with holes), as font
/// rasterizers compute it: every edge adds, to each pixel at its right in the rows it
/// crosses, the signed area of the pixel's part right of it. Summed over a contour's edges
/// that is the pixel's winding number weighted by area, so the renderer accumulates the edges
/// into a float target and covers with |sum| clamped to 1 (nonzero) or folded (even-odd).
/// That is exact wherever a pixel's covered parts have one winding number; pixels where
/// contours cross or overlap (winding 2 beside 1) come out approximate, as in font
/// rasterizers; glyph contours do not overlap.
///
/// A contour's edges cancel right of it, so each run of edges' quad reaches only to its
/// contour's right side: the renderer draws it in device pixels from the run's leftmost pixel
/// to the right side of the contour's box (in layer units, taken to device pixels).
public enum AreaEdges {
    /// Edges per run: consecutive edges of a contour drawn as one quad, so that short edges
    /// (curves flattened finely) share the rows they cross instead of each covering them.
    public static let run = 4

    /// Floats per run: its `run + 1` points (a run ending early repeats its last point, an
    /// empty edge), then its contour's box (min x, min y, max x, max y), in layer units.
    public static let stride = 2 * (run + 1) + 4

    /// The most `append` writes for `contours` contours of `points` points in all, in
    /// `VertexBudget`'s two-float vertices: a run for every `run` points of a contour, begun.
    public static func maximumVertexCount(points: Int, contours: Int) -> Int {
        (points + (run - 1) * contours) / run * (stride / 2)
    }

    /// Appends the edges of `contours`, each closed back to its first point, to `edges` in
    /// runs; returns the bounds of their points, or nil (appending nothing) when there is no area.
    public static func append(_ contours: [Polyline], to edges: inout [Float]) -> CGRect? {
        var bounds: CGRect?
        for contour in contours {
            let rect = contour.points.withUnsafeBufferPointer { points in
                appendContour(count: points.count, to: &edges) { points[$0] }
            }
            if let rect { bounds = bounds.map { $0.union(rect) } ?? rect }
        }
        return bounds
    }

    /// Appends the edges of one contour of `count` points, `point(i)` the i-th, closed back to
    /// its first, to `edges` in runs; returns the bounds of its points, or nil (appending
    /// nothing) for fewer than three points. Runs share their end points; the last one ends
    /// back at the first point and repeats it.
    @inline(__always)
    static func appendContour(count: Int, to edges: inout [Float], _ point: (Int) -> CGPoint) -> CGRect? {
        guard count > 2 else { return nil }
        let first = edges.count, runs = (count + run - 1) / run
        // Grown once, then written in place; the contour's box is filled in once it is known.
        edges.append(contentsOf: repeatElement(0, count: runs * stride))
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        edges.withUnsafeMutableBufferPointer { out in
            var offset = first, start = 0
            while start < count {
                // A run's last point starts the next run (or is the first point): it is
                // counted in the bounds there.
                for k in 0..<run {
                    let p = start + k < count ? point(start + k) : point(0)
                    minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
                    out[offset + 2 * k] = Float(p.x)
                    out[offset + 2 * k + 1] = Float(p.y)
                }
                let end = start + run < count ? point(start + run) : point(0)
                out[offset + 2 * run] = Float(end.x)
                out[offset + 2 * run + 1] = Float(end.y)
                offset += stride
                start += run
            }
            let box = (Float(minX), Float(minY), Float(maxX), Float(maxY))
            var boxStart = first + stride - 4
            while boxStart < offset {
                out[boxStart] = box.0; out[boxStart + 1] = box.1; out[boxStart + 2] = box.2; out[boxStart + 3] = box.3
                boxStart += stride
            }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
