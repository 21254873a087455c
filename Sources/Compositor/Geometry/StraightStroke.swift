import Foundation
import LabKit

/// The outline of a stroke that is one straight segment: a rectangle for butt and square
/// caps, a stadium for round caps. It is convex, so it can be drawn with analytic edges
/// (see `EdgeFringe`) where the general stroker's overlapping pieces cannot.
public enum StraightStroke {
    /// The outline of `pieces` stroked with `style`, round caps flattened to `tolerance`;
    /// nil unless the pieces are one open segment between two distinct points.
    public static func outline(of pieces: [Polyline], style: StrokeStyle, tolerance: CGFloat) -> [CGPoint]? {
        guard pieces.count == 1, !pieces[0].isClosed, style.lineWidth > 0 else { return nil }
        let points = pieces[0].points.withoutRepeatedPoints
        guard points.count == 2 else { return nil }
        var p = points[0], q = points[1]
        let length = p.distance(to: q)
        guard length > 0 else { return nil }
        let h = style.lineWidth / 2
        let d = CGPoint(x: (q.x - p.x) / length, y: (q.y - p.y) / length)
        let n = CGPoint(x: -d.y, y: d.x)
        if style.lineCap == .square {
            p = CGPoint(x: p.x - d.x * h, y: p.y - d.y * h)
            q = CGPoint(x: q.x + d.x * h, y: q.y + d.y * h)
        }
        // Chords of a half turn of radius h stay within `tolerance` of the arc.
        let steps = style.lineCap == .round ? max(2, Int((.pi / (2 * acos(max(-1, 1 - tolerance / h)))).rounded(.up))) : 1
        var outline: [CGPoint] = []
        outline.reserveCapacity(2 * steps + 2)
        for (end, side) in [(q, CGFloat(1)), (p, CGFloat(-1))] {
            // From the left side of the segment around the end to the right side.
            for j in 0...steps where style.lineCap == .round || j == 0 || j == steps {
                let phi = CGFloat.pi * CGFloat(j) / CGFloat(steps)
                // The sides exactly, so that butt and square caps make exact rectangles.
                let c = (j == 0 ? 1 : j == steps ? -1 : cos(phi)) * side, s = (j == 0 || j == steps ? 0 : sin(phi)) * side
                outline.append(CGPoint(x: end.x + h * (n.x * c + d.x * s), y: end.y + h * (n.y * c + d.y * s)))
            }
        }
        return outline
    }
}
