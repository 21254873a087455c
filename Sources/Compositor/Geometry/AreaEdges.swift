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
        let points = contours.reduce(0) { $0 + $1.points.count }
        return Buffer.build(into: &edges, capacity: 2 * maximumVertexCount(points: points, contours: contours.count)) { buffer in
            var bounds: CGRect?
            for contour in contours {
                let rect = contour.points.withUnsafeBufferPointer { appendContour($0, to: &buffer) }
                if let rect { bounds = bounds.map { $0.union(rect) } ?? rect }
            }
            return bounds
        }
    }

    /// Appends the edges of the contour through `points`, closed back to its first, to
    /// `buffer` in runs; returns the bounds of its points, or nil (appending nothing) for
    /// fewer than three points. Runs share their end points; the last one ends back at the
    /// first point and repeats it.
    static func appendContour(_ points: UnsafeBufferPointer<CGPoint>, to buffer: inout Buffer) -> CGRect? {
        guard points.count > 2 else { return nil }
        let first = buffer.count
        var box = Box()
        buffer.addContour(points, box: &box)
        return box.close(&buffer, from: first)
    }
}
