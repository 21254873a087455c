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
        var runs = 0
        for contour in contours where contour.points.count > 2 { runs += (contour.points.count + run - 1) / run }
        guard runs > 0 else { return nil }
        var bounds: CGRect?
        var offset = edges.count
        // Grown once, then written in place.
        edges.append(contentsOf: repeatElement(0, count: runs * stride))
        edges.withUnsafeMutableBufferPointer { out in
            for contour in contours where contour.points.count > 2 {
                contour.points.withUnsafeBufferPointer { points in
                    let count = points.count, first = offset
                    var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
                    // Runs share their end points; the last one ends back at the first point
                    // and repeats it. The contour's box is filled in once it is known.
                    for p in points {
                        minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
                    }
                    var start = 0
                    while start + run < count {
                        for k in 0...run {
                            let p = points[start + k]
                            out[offset + 2 * k] = Float(p.x)
                            out[offset + 2 * k + 1] = Float(p.y)
                        }
                        offset += stride
                        start += run
                    }
                    // The last run, ending back at the first point.
                    for k in 0...run {
                        let p = points[start + k < count ? start + k : 0]
                        out[offset + 2 * k] = Float(p.x)
                        out[offset + 2 * k + 1] = Float(p.y)
                    }
                    offset += stride
                    let box = (Float(minX), Float(minY), Float(maxX), Float(maxY))
                    var runStart = first + stride - 4
                    while runStart < offset {
                        out[runStart] = box.0; out[runStart + 1] = box.1; out[runStart + 2] = box.2; out[runStart + 3] = box.3
                        runStart += stride
                    }
                    let rect = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                    bounds = bounds.map { $0.union(rect) } ?? rect
                }
            }
        }
        return bounds
    }
}
