import Foundation
@_spi(Rendering) import LabKit

/// A path flattened once for the draws of one layer (its fill and its stroke).
struct FlattenedPath {
    var contours: [Polyline]
    /// The points of all the contours.
    var pointCount: Int
    /// Whether every curve is within the tolerance (see `PathFlattener.Flattening`); clipped
    /// geometry depends on where the layer is, so it is not cached.
    var isExact: Bool
}

/// How the walk keeps each frame within its `VertexBudget`: paths are flattened with their
/// huge curves clipped to the canvas and at most a budget of points, tessellations that
/// would pass the per-path budget are first simplified to device resolution, and once the
/// frame's budget is spent the rest of the frame is not drawn. The checks are on counts the
/// geometry already has, a few per path.
extension RenderListBuilder {
    /// Flattens `path` within the per-path budget, its huge curves clipped to where the layer
    /// shows grown by `reach()` (layer units; asked only for such curves; nil: not clipped,
    /// as for trimmed or dashed strokes, whose dashes depend on the length of the whole path).
    mutating func flatten(_ path: CGPath, _ context: DrawContext, reach: () -> CGFloat?) -> FlattenedPath {
        let (matrix, width, height) = (context.matrix, list.width, list.height)
        let flattening = PathFlattener.flatten(path.segments, tolerance: context.tolerance, into: &contourBuffers,
                                               maximumPoints: budget.perPath) {
            reach().flatMap { RenderListBuilder.visibleRect(matrix, width: width, height: height, reach: $0) }
        }
        return FlattenedPath(contours: contourBuffers, pointCount: flattening.pointCount, isExact: flattening.isExact)
    }

    /// Where geometry drawn through `m` onto a `width × height` canvas can show, in the
    /// layer's units: the canvas grown by two device pixels (for edge fringes and
    /// antialiasing), taken back through the layer's transform, grown by `reach`. Nil under
    /// perspective or a transform that collapses the plane, where any of it may show.
    static func visibleRect(_ m: CATransform3D, width: Int, height: Int, reach: CGFloat) -> CGRect? {
        guard m.m14 == 0, m.m24 == 0, m.m44 > 0 else { return nil }
        let a = m.m11 / m.m44, b = m.m12 / m.m44, c = m.m21 / m.m44, d = m.m22 / m.m44
        let det = a * d - b * c
        guard det != 0 else { return nil }
        // The canvas's center and half sides, two pixels out, and the box around their image
        // through the inverse of [a c; b d].
        let halfWidth = CGFloat(width) / 2 + 2, halfHeight = CGFloat(height) / 2 + 2
        let dx = CGFloat(width) / 2 - m.m41 / m.m44, dy = CGFloat(height) / 2 - m.m42 / m.m44
        let x = (d * dx - c * dy) / det, y = (a * dy - b * dx) / det
        let rx = (abs(d) * halfWidth + abs(c) * halfHeight) / abs(det) + reach
        let ry = (abs(b) * halfWidth + abs(a) * halfHeight) / abs(det) + reach
        let rect = CGRect(x: x - rx, y: y - ry, width: 2 * rx, height: 2 * ry)
        return rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite ? rect : nil
    }

    /// `polylines` simplified to device resolution, coarser until `fits` (see
    /// `PolylineSimplifier`); reported once.
    static func simplified(_ polylines: [Polyline], for use: PolylineSimplifier.Use, _ context: DrawContext,
                           _ budget: VertexBudget, fits: (_ points: Int, _ polylines: Int) -> Bool) -> [Polyline] {
        LabDiagnostics.report("a path holds more detail than \(budget.perPath) vertices (its budget on this canvas) draw; "
                              + "it is simplified to device resolution")
        return PolylineSimplifier.simplified(polylines, for: use, cell: context.pixel, fits: fits)
    }

    /// `shape`, whose geometry was appended since `start`, when it is within the per-path
    /// budget (its tessellation keeps to it; this is the guarantee); otherwise nothing, the
    /// geometry removed.
    mutating func keepWithinPathBudget(_ shape: GeometryCache.Shape, from start: GeometrySpan) -> GeometryCache.Shape {
        let appended = GeometrySpan.appended(to: list, since: start)
        guard (appended.vertices.count + appended.fringe.count + appended.edges.count) / 2 > budget.perPath else { return shape }
        pathIsOverBudget()
        removeGeometry(from: start)
        return .nothing
    }

    /// Whether one path's geometry of `floats` floats is within the per-path budget and fits
    /// in what is left of the frame's.
    mutating func fitsPathAndFrame(_ floats: Int) -> Bool {
        guard floats / 2 <= budget.perPath else {
            pathIsOverBudget()
            return false
        }
        return fitsFrame(adding: floats)
    }

    private func pathIsOverBudget() {
        LabDiagnostics.report("a path's geometry passed its budget of \(budget.perPath) vertices; not drawn")
    }

    /// Whether `floats` more floats of geometry fit in what is left of the frame's budget.
    /// When not, the frame is full: nothing more of it is drawn (reported once).
    @inline(__always)
    mutating func fitsFrame(adding floats: Int) -> Bool {
        !isFrameFull
            && ((list.vertices.count + list.fringeVertices.count + list.areaEdges.count + list.instances.count + floats) / 2 <= budget.perFrame
                || frameIsFull())
    }

    private mutating func frameIsFull() -> Bool {
        isFrameFull = true
        LabDiagnostics.report("a frame of \(list.width) x \(list.height) pixels passed its budget of \(budget.perFrame) vertices; "
                              + "the rest of it is not drawn")
        return false
    }
}
