import Foundation

/// Core Graphics' stroked outline of a path: the area a stroke of the given style paints, as
/// a path to fill with the nonzero rule (`clip()`, `fillPath()`) — what
/// `replacePathWithStrokedPath()` gives `UICircularProgressRing` to clip its gradient to.
///
/// The outline is the union of one quadrilateral per segment (curves flattened into 32
/// pieces), a join at each corner and a cap at each open end, every piece wound the same way,
/// rather than one contour around the stroke: filled by the nonzero rule it covers exactly the
/// stroke's area.
extension CGPath {
    /// The outline of this path stroked `lineWidth` wide with `lineCap`, `lineJoin` and
    /// `miterLimit`, through `transform`; empty for a width that is not a positive number.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let outline = CGMutablePath()
        guard lineWidth > 0, lineWidth.isFinite else { return outline }
        let h = lineWidth / 2
        for polyline in polylines() {
            var points: [CGPoint] = []
            for p in polyline.points where points.last.map({ $0.x != p.x || $0.y != p.y }) ?? true { points.append(p) }
            if polyline.isClosed, points.count > 2, points.first == points.last { points.removeLast() }
            StrokedOutline(halfWidth: h, cap: lineCap, join: lineJoin, miterLimit: miterLimit, path: outline)
                .add(points, closed: polyline.isClosed && points.count > 2)
        }
        var transform = transform
        return transform.isIdentity ? outline : outline.copy(using: &transform) ?? outline
    }
}

extension CGPath {
    /// `CGPathCreateCopyByStrokingPath` as Swift imports it, `CGPath(__byStroking:…)`, which
    /// code written before `copy(strokingWithWidth:…)` calls: the outline of `path` stroked
    /// `lineWidth` wide, through `transform` when given. Core Graphics requires a width
    /// "greater than 0": another is ignored with a diagnostic, and there is no path (nil).
    public convenience init?(__byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
                             lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite else {
            LabDiagnostics.report("CGPath(__byStroking:…): line width \(lineWidth) is not greater than 0; no path")
            return nil
        }
        let outline = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                                transform: transform?.pointee ?? .identity)
        self.init(segments: outline.segments)
    }
}

/// The pieces of one stroke's outline, each added to `path` wound counterclockwise in
/// y-down coordinates (positive shoelace area), so that their union fills by the nonzero rule.
private struct StrokedOutline {
    let halfWidth: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    let path: CGMutablePath

    func add(_ points: [CGPoint], closed: Bool) {
        guard points.count > 1 else {
            if let p = points.first { dot(at: p) }
            return
        }
        let n = points.count, segments = closed ? n : n - 1
        func direction(_ i: Int) -> CGPoint {
            let p = points[i], q = points[(i + 1) % n]
            let length = hypot(q.x - p.x, q.y - p.y)
            return CGPoint(x: (q.x - p.x) / length, y: (q.y - p.y) / length)
        }
        for i in 0..<segments {
            let p = points[i], q = points[(i + 1) % n], d = direction(i)
            let o = offset(d)
            polygon([plus(p, o), plus(q, o), minus(q, o), minus(p, o)])
        }
        let corners = closed ? Array(0..<n) : Array(1..<(n - 1))
        for i in corners {
            joinAt(points[i], from: direction((i - 1 + n) % n), to: direction(i))
        }
        if !closed {
            capAt(points[0], leaving: direction(0), backwards: true)
            capAt(points[n - 1], leaving: direction(n - 2), backwards: false)
        }
    }

    private func offset(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth) }
    private func plus(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    private func minus(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }

    private func joinAt(_ p: CGPoint, from d0: CGPoint, to d1: CGPoint) {
        let cross = d0.x * d1.y - d0.y * d1.x
        guard abs(cross) > 1e-12 || d0.x * d1.x + d0.y * d1.y < 0 else { return }
        if join == .round { return disc(at: p) }
        // The outer side of the turn is opposite to where it turns.
        let side: CGFloat = cross > 0 ? -1 : 1
        let a = CGPoint(x: p.x - d0.y * halfWidth * side, y: p.y + d0.x * halfWidth * side)
        let b = CGPoint(x: p.x - d1.y * halfWidth * side, y: p.y + d1.x * halfWidth * side)
        let cosine = max(-1, min(1, -(d0.x * d1.x + d0.y * d1.y)))
        // The miter's length over the line width is 1 / sin(θ/2), θ the angle between the segments.
        let sinHalf = ((1 - cosine) / 2).squareRoot()
        if join == .miter, sinHalf > 0, 1 / sinHalf <= miterLimit {
            let bisector = CGPoint(x: (a.x + b.x) / 2 - p.x, y: (a.y + b.y) / 2 - p.y)
            let length = hypot(bisector.x, bisector.y)
            if length > 0 {
                let reach = halfWidth / sinHalf
                let tip = CGPoint(x: p.x + bisector.x / length * reach, y: p.y + bisector.y / length * reach)
                return polygon([p, a, tip, b])
            }
        }
        polygon([p, a, b])
    }

    private func capAt(_ p: CGPoint, leaving d: CGPoint, backwards: Bool) {
        let out = backwards ? CGPoint(x: -d.x, y: -d.y) : d
        switch cap {
        case .round:
            disc(at: p)
        case .square:
            let o = offset(out), e = CGPoint(x: out.x * halfWidth, y: out.y * halfWidth)
            polygon([plus(p, o), plus(plus(p, o), e), plus(minus(p, o), e), minus(p, o)])
        default:
            break
        }
    }

    private func dot(at p: CGPoint) {
        switch cap {
        case .round: disc(at: p)
        case .square: polygon([CGPoint(x: p.x - halfWidth, y: p.y - halfWidth), CGPoint(x: p.x + halfWidth, y: p.y - halfWidth),
                               CGPoint(x: p.x + halfWidth, y: p.y + halfWidth), CGPoint(x: p.x - halfWidth, y: p.y + halfWidth)])
        default: break
        }
    }

    private func disc(at p: CGPoint) {
        let steps = 32
        polygon((0..<steps).map { i in
            let angle = CGFloat(i) / CGFloat(steps) * 2 * .pi
            return CGPoint(x: p.x + cos(angle) * halfWidth, y: p.y + sin(angle) * halfWidth)
        })
    }

    /// Adds `points` as a closed subpath wound with a positive area.
    private func polygon(_ points: [CGPoint]) {
        var area: CGFloat = 0
        for i in points.indices {
            let a = points[i], b = points[(i + 1) % points.count]
            area += a.x * b.y - b.x * a.y
        }
        guard abs(area) > 1e-12 else { return }
        path.addLines(between: area > 0 ? points : points.reversed())
        path.closeSubpath()
    }
}
