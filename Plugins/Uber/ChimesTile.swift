import LabKit

/// The "Chimes" tile, drawn: a 90 x 90 pt light-blue line pattern on transparency that tiles
/// seamlessly (the diagonals meet at the corners, the wide rhombus at the middles of the
/// side edges, the bowed lines at the top and bottom). The original is a bitmap in a PDF;
/// this is the same pattern as vectors, rendered once at the screen's scale.
enum ChimesTile {
    static let size = CGSize(width: 90, height: 90)
    /// The lines' color (the original measures about #48B2D5).
    static let lineColor = UIColor(red: 72.0 / 255.0, green: 178.0 / 255.0, blue: 213.0 / 255.0, alpha: 1)

    /// The tile as an image at the screen's scale.
    static func image() -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            draw(in: context.cgContext)
        }
    }

    /// The pattern in a 90 x 90 pt square at the origin of `context`.
    static func draw(in context: CGContext) {
        context.setStrokeColor(lineColor.cgColor)
        context.setLineJoin(.miter)

        // Thick lines: the diagonals, two rhombi sharing their top and bottom vertices, and
        // the bar across the narrow one.
        context.setLineWidth(1.5)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 90, y: 90),
                                             CGPoint(x: 90, y: 0), CGPoint(x: 0, y: 90),
                                             CGPoint(x: 24, y: 45), CGPoint(x: 66, y: 45)])
        for halfWidth in [45.0, 21.0] {
            context.beginPath()
            context.addLines(between: [CGPoint(x: 45 - halfWidth, y: 45), CGPoint(x: 45, y: 11.5),
                                       CGPoint(x: 45 + halfWidth, y: 45), CGPoint(x: 45, y: 78.5)])
            context.closePath()
            context.strokePath()
        }

        // Thin, half-transparent lines: two gently bowed near-verticals and a short slanted
        // stroke in each quadrant, all mirrored about the centre lines.
        context.saveGState()
        context.setAlpha(0.55)
        context.setLineWidth(0.5)
        context.beginPath()
        for x in [27.2, 90 - 27.2] {
            context.move(to: CGPoint(x: x, y: 0))
            // A quadratic whose middle is 2.7 pt nearer the edge: control 2 × 2.7 further.
            context.addQuadCurve(to: CGPoint(x: x, y: 90), control: CGPoint(x: x < 45 ? x - 5.4 : x + 5.4, y: 45))
        }
        context.strokePath()
        var strokes: [CGPoint] = []
        for (mirrorX, mirrorY) in [(false, false), (true, false), (false, true), (true, true)] {
            for point in [CGPoint(x: 8.8, y: 9.5), CGPoint(x: 15, y: 33)] {
                strokes.append(CGPoint(x: mirrorX ? 90 - point.x : point.x, y: mirrorY ? 90 - point.y : point.y))
            }
        }
        context.strokeLineSegments(between: strokes)
        context.restoreGState()
    }
}
