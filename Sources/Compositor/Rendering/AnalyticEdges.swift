import LabKit

/// Which draws get analytic edges under transforms without perspective, whatever the
/// target: convex fills and straight strokes (see `EdgeFringe`), text and borders (see
/// `AreaEdges`), flattened finely enough that the polygon's own error stays well below a
/// 255th of a pixel's coverage; concave shape fills and curved strokes (see `AreaEdges`,
/// `StrokeOutline`), on the frame's own flattening. The rest (perspective, strokes wider than
/// their curvature allows, paths past the vertex budget) keeps multisampling where the
/// target has it.
extension RenderListBuilder {
    /// How much finer than the frame's tolerance analytic edges are flattened: a chord's mean
    /// distance from its arc is 2/3 of the tolerance, which would otherwise show as lost area.
    static let analyticFlatteningDivisor: CGFloat = 16

    /// The fringe width in layer units for `m`: `EdgeFringe.pixels` over the transform's
    /// smallest scale, that scale rounded down by `geometryScale` steps (a fringe may be
    /// wider than needed, never narrower: coverage is computed exactly across it, so a scale
    /// step changes no pixel); zero under perspective or a degenerate transform.
    static func fringeBand(of m: CATransform3D) -> CGFloat {
        guard m.m14 == 0, m.m24 == 0, m.m44 > 0 else { return 0 }
        let a = m.m11 / m.m44, b = m.m12 / m.m44, c = m.m21 / m.m44, d = m.m22 / m.m44
        // The smaller singular value of the 2x2 linear part.
        let t = a * a + b * b + c * c + d * d, det = a * d - b * c
        let smallest = ((t - max(0, t * t - 4 * det * det).squareRoot()) / 2).squareRoot()
        let band = EdgeFringe.pixels * geometryScale(1 / smallest)
        return smallest > 1e-9 && band.isFinite ? band : 0
    }

    /// Appends the convex fill of `path` (already flattened to `contours`, of `pointCount`
    /// points before any simplification) with analytic edges; returns its bounds, or nil
    /// (appending nothing) when it keeps multisampling: no band, a rectangle on pixel edges
    /// (which multisampling draws exactly), too thin or sharp, or past `budget` vertices (see
    /// `VertexBudget`) when finely flattened.
    static func appendAnalyticFill(of path: CGPath, _ contours: [Polyline], pointCount: Int, _ context: DrawContext,
                                   budget: Int, _ vertices: inout [Float], _ fringe: inout [Float]) -> CGRect? {
        guard context.band > 0, EdgeFringe.maximumVertexCount(points: pointCount) <= budget,
              let coarse = contours.first(where: { $0.points.count > 2 }),
              !isPixelAligned(coarse.points, context.matrix) else { return nil }
        var fine: [Polyline] = []
        let flattening = PathFlattener.flatten(path.segments, tolerance: context.tolerance / analyticFlatteningDivisor, into: &fine,
                                               maximumPoints: budget / EdgeFringe.maximumVertexCount(points: 1))
        guard flattening.isExact, EdgeFringe.maximumVertexCount(points: flattening.pointCount) <= budget else { return nil }
        fine.removeAll { $0.points.count <= 2 }
        guard fine.count == 1, FillTessellator.isConvex(fine) else { return nil }
        return EdgeFringe.append(fine[0].points, band: context.band, interior: &vertices, fringe: &fringe)
    }

    /// Appends the stroke of `pieces` with analytic edges when it is one straight segment
    /// (whose outline is within `budget` vertices); returns its bounds, or nil (appending
    /// nothing) otherwise.
    static func appendAnalyticStroke(_ pieces: [Polyline], style: StrokeStyle, _ context: DrawContext, budget: Int,
                                     _ vertices: inout [Float], _ fringe: inout [Float]) -> CGRect? {
        guard context.band > 0,
              let outline = StraightStroke.outline(of: pieces, style: style,
                                                   tolerance: context.tolerance / analyticFlatteningDivisor),
              EdgeFringe.maximumVertexCount(points: outline.count) <= budget else { return nil }
        return EdgeFringe.append(outline, band: context.band, interior: &vertices, fringe: &fringe)
    }

    /// Appends the area edges (see `AreaEdges`) of `path` (flattened to `flat`), flattened
    /// `refinement` times finer than the frame's tolerance (1: `flat` itself); returns the box
    /// the cover quad must span (the edges' bounds out by the fringe band, so that pixels the
    /// quad's sides cut have no coverage), or nil (appending nothing) without a band or past
    /// `budget` vertices (see `VertexBudget`).
    static func appendAreaEdges(of path: CGPath, _ flat: FlattenedPath, refinement: CGFloat, _ context: DrawContext,
                                budget: Int, _ edges: inout [Float]) -> CGRect? {
        guard context.band > 0,
              AreaEdges.maximumVertexCount(points: flat.pointCount, contours: flat.contours.count) <= budget else { return nil }
        guard refinement > 1 else {
            return AreaEdges.append(flat.contours, to: &edges).map { outset($0, by: context.band) }
        }
        var fine: [Polyline] = []
        let flattening = PathFlattener.flatten(path.segments, tolerance: context.tolerance / refinement, into: &fine,
                                               maximumPoints: budget)
        guard flattening.isExact,
              AreaEdges.maximumVertexCount(points: flattening.pointCount, contours: fine.count) <= budget else { return nil }
        return AreaEdges.append(fine, to: &edges).map { outset($0, by: context.band) }
    }

    /// Appends the area edges of the outline of `pieces` stroked with `style` (see
    /// `StrokeOutline`, to be covered by the nonzero rule); returns the box the cover quad
    /// must span, or nil (appending nothing) without a band, when the outline is refused (the
    /// stroke is wider than its path's curvature allows) or past `budget` vertices.
    static func appendAreaStroke(_ pieces: [Polyline], style: StrokeStyle, _ context: DrawContext, budget: Int,
                                 _ edges: inout [Float]) -> CGRect? {
        guard context.band > 0 else { return nil }
        return StrokeOutline(style: style, tolerance: context.tolerance)
            .append(pieces, to: &edges, maximumFloats: 2 * budget).map { outset($0, by: context.band) }
    }

    /// `rect` (standardized, as the edge writers return it) `band` wider on each side.
    @inline(__always)
    static func outset(_ rect: CGRect, by band: CGFloat) -> CGRect {
        CGRect(x: rect.origin.x - band, y: rect.origin.y - band, width: rect.size.width + 2 * band, height: rect.size.height + 2 * band)
    }

    /// Whether the polygon's edges all lie on device pixel edges through `m`.
    static func isPixelAligned(_ points: [CGPoint], _ m: CATransform3D) -> Bool {
        guard m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 == 1 else { return false }
        func onPixelEdge(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-3 }
        var previous = points[points.count - 1]
        for p in points {
            guard onPixelEdge(p.x * m.m11 + m.m41), onPixelEdge(p.y * m.m22 + m.m42), p.x == previous.x || p.y == previous.y
            else { return false }
            previous = p
        }
        return true
    }
}
