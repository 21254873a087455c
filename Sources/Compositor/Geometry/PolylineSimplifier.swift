import LabKit

/// Thins polylines that hold more detail than their vertex budget can draw (see
/// `VertexBudget`) down to a resolution `cell`, a device pixel at first.
///
/// A point is dropped when it lies within `cell` on both axes of the last point kept, so
/// every dropped point is within a cell of the result, and what is kept is a subsequence of
/// the original points: a convex polygon stays convex, the bounds shrink by at most a cell.
/// When the result is still over budget the cell doubles and the result is thinned again.
/// Each pass is linear; once a cell spans all the points, a fill keeps nothing and a stroke
/// one segment, so the passes end (flattened paths span at most 2²³ pixels, see
/// `PathFlattener.coordinateLimit`).
public enum PolylineSimplifier {
    /// How the simplified polylines are drawn.
    public enum Use {
        /// Filled: every polyline closes back to its start, and one thinned to fewer than
        /// three points is dropped (it covers less than a cell).
        case fill
        /// Stroked: open polylines keep their end points (where the caps are), and an open
        /// polyline starting within a cell of where the previous one ended continues it (at
        /// that resolution the gap does not show: dense dashes become a solid line).
        case stroke
    }

    /// More passes than flattened paths ever need; what still does not fit after them is
    /// not drawn.
    static let maximumPasses = 64

    /// `polylines` thinned to `cell`, then to twice that and so on until
    /// `fits(pointCount, polylineCount)`; empty when no resolution fits.
    public static func simplified(_ polylines: [Polyline], for use: Use, cell: CGFloat,
                                  fits: (_ points: Int, _ polylines: Int) -> Bool) -> [Polyline] {
        var result = polylines
        var cell = cell
        for _ in 0..<maximumPasses where cell.isFinite && cell > 0 {
            result = pass(result, use, cell)
            if fits(result.pointCount, result.count) { return result }
            cell *= 2
        }
        return []
    }

    private static func pass(_ polylines: [Polyline], _ use: Use, _ cell: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        // Open polylines of a stroke joined so far, thinned as one when the chain breaks.
        var chain: [CGPoint] = []
        func join(_ points: [CGPoint]) {
            if let end = chain.last, isNear(end, points[0], cell) {
                chain.append(contentsOf: points)
                return
            }
            endChain()
            chain = points
        }
        func endChain() {
            guard !chain.isEmpty else { return }
            result.append(Polyline(points: thinned(chain, cell, keepingEnd: true), isClosed: false))
            chain = []
        }
        for polyline in polylines where !polyline.points.isEmpty {
            if use == .stroke && !polyline.isClosed {
                join(polyline.points)
                continue
            }
            var points = thinned(polyline.points, cell, keepingEnd: false)
            // The closing segment passes within a cell of a last point near the first.
            if points.count > 1, isNear(points[points.count - 1], points[0], cell) { points.removeLast() }
            if points.count > 2 {
                if use == .stroke { endChain() }
                result.append(Polyline(points: points, isClosed: polyline.isClosed))
            } else if use == .stroke {
                join(points)
            }
        }
        endChain()
        return result
    }

    /// `points` without those within a cell of the last point kept; with `keepingEnd`, still
    /// ending at the last point.
    private static func thinned(_ points: [CGPoint], _ cell: CGFloat, keepingEnd: Bool) -> [CGPoint] {
        var kept: [CGPoint] = []
        points.withUnsafeBufferPointer { points in
            var last = points[0]
            kept.append(last)
            for i in 1..<points.count where !isNear(points[i], last, cell) {
                last = points[i]
                kept.append(last)
            }
            if keepingEnd && last != points[points.count - 1] { kept.append(points[points.count - 1]) }
        }
        return kept
    }

    @inline(__always)
    private static func isNear(_ a: CGPoint, _ b: CGPoint, _ cell: CGFloat) -> Bool {
        let dx = a.x - b.x, dy = a.y - b.y
        return -cell <= dx && dx <= cell && -cell <= dy && dy <= cell
    }
}
