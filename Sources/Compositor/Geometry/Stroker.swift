import Foundation
import LabKit

/// The parameters of a stroke, in the path's coordinates.
public struct StrokeStyle: Hashable {
    public var lineWidth: CGFloat
    public var lineCap: CAShapeLayerLineCap
    public var lineJoin: CAShapeLayerLineJoin
    public var miterLimit: CGFloat

    public init(lineWidth: CGFloat, lineCap: CAShapeLayerLineCap = .butt,
                lineJoin: CAShapeLayerLineJoin = .miter, miterLimit: CGFloat = 10) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }
}

/// Turns polylines into a triangle strip covering their stroke: the body runs along each
/// polyline as pairs of points offset to either side, continuing through slight turns; a
/// sharper turn ends the run with a join on its outer side, and open ends get caps. Pieces
/// overlap; the renderer draws them through the stencil (or opaque) so that overlaps are not
/// blended twice, which also makes the strip's facing irrelevant.
public struct Stroker {
    public let style: StrokeStyle
    /// Largest distance allowed between a round join or cap and its polygon.
    public let tolerance: CGFloat
    private let halfWidth: CGFloat
    /// Angular step of round joins and caps that keeps their chords within `tolerance`.
    private let roundStep: CGFloat
    private let cosRoundStep: CGFloat

    public init(style: StrokeStyle, tolerance: CGFloat) {
        self.style = style
        self.tolerance = tolerance
        halfWidth = style.lineWidth / 2
        roundStep = halfWidth > tolerance ? max(2 * acos(1 - tolerance / halfWidth), 0.02) : .pi / 2
        cosRoundStep = cos(roundStep)
    }

    /// The most vertices `append` writes for polylines of `points` points in all: per point
    /// a segment's two sides after a bridge and a new run, and a join; per polyline two caps
    /// (a dot takes no more). The renderer checks it against its budget before stroking.
    public func maximumVertexCount(points: Int, polylines: Int) -> Int {
        let cap: Int
        switch style.lineCap {
        case .round: cap = roundCap
        case .square: cap = 6
        default: cap = 0
        }
        return points * (6 + (style.lineJoin == .round ? roundJoin : 6)) + polylines * 2 * cap
    }

    /// Whether strokes of `points` points in `polylines` polylines keep within `budget`
    /// vertices. The bound for the largest join and cap settles the usual case without
    /// comparing the style's join and cap (strings).
    public func fits(points: Int, polylines: Int, within budget: Int) -> Bool {
        points * (6 + max(roundJoin, 6)) + polylines * 2 * max(roundCap, 6) <= budget
            || maximumVertexCount(points: points, polylines: polylines) <= budget
    }

    /// A join turns at most half a turn; two bridge vertices start each polygon.
    private var roundJoin: Int { halfTurnSteps + 4 }
    private var roundCap: Int { halfTurnSteps + 3 }
    private var halfTurnSteps: Int { max(1, Int((CGFloat.pi / roundStep).rounded(.up))) }

    /// Appends the stroke of every polyline to `vertices` as one triangle strip of x, y pairs.
    public func append(_ polylines: [Polyline], to vertices: inout [Float]) {
        guard style.lineWidth > 0 else { return }
        TriangleStrip.build(into: &vertices) { strip in
            for polyline in polylines { append(polyline, strip: &strip) }
        }
    }

    private func append(_ polyline: Polyline, strip: inout TriangleStrip) {
        var pts = polyline.points
        if pts.hasRepeatedPoints { pts = pts.withoutRepeatedPoints }
        var closed = polyline.isClosed
        if closed, pts.count > 1, [CGPoint].isRepeat(pts[0], pts[pts.count - 1]) { pts.removeLast() }
        if pts.count < 3 { closed = false }
        if pts.count == 1 {
            appendDot(at: pts[0], strip: &strip)
            return
        }
        let n = pts.count
        let segmentCount = closed ? n : n - 1
        strip.reserve(2 * segmentCount + 4)
        @inline(__always) func direction(_ i: Int) -> CGPoint {
            let p = pts[i], q = pts[i + 1 == n ? 0 : i + 1]
            let length = p.distance(to: q)
            return CGPoint(x: (q.x - p.x) / length, y: (q.y - p.y) / length)
        }
        let first = direction(0)
        var d = first
        // An open end is square to the curve it was flattened from (see `Polyline`).
        let startDirection = closed ? first : Polyline.endDirection(polyline.startTangent, chord: first)
        var startOffset = perpendicular(startDirection)
        if closed, let shared = smoothOffset(from: direction(segmentCount - 1), to: first) { startOffset = shared }
        var runOpen = false
        for i in 0..<segmentCount {
            let p = pts[i], q = pts[i + 1 == n ? 0 : i + 1]
            let hasNext = closed || i + 1 < segmentCount
            var endOffset = perpendicular(hasNext ? d : Polyline.endDirection(polyline.endTangent, chord: d))
            var nextStart = endOffset, next = d
            var smooth = false
            if hasNext {
                next = direction(i + 1 == segmentCount ? 0 : i + 1)
                if let shared = smoothOffset(from: d, to: next) {
                    endOffset = shared
                    nextStart = shared
                    smooth = true
                } else {
                    nextStart = perpendicular(next)
                }
            }
            if !runOpen {
                let a = CGPoint(x: p.x + startOffset.x, y: p.y + startOffset.y)
                strip.beginPiece(at: a, keepingFacing: false)
                strip.add(a)
                strip.add(CGPoint(x: p.x - startOffset.x, y: p.y - startOffset.y))
                runOpen = true
            }
            strip.add(CGPoint(x: q.x + endOffset.x, y: q.y + endOffset.y))
            strip.add(CGPoint(x: q.x - endOffset.x, y: q.y - endOffset.y))
            if hasNext && !smooth {
                appendJoin(at: q, from: d, to: next, strip: &strip)
                runOpen = false
            }
            startOffset = nextStart
            d = next
        }
        if !closed {
            appendCap(at: pts[0], direction: CGPoint(x: -startDirection.x, y: -startDirection.y), strip: &strip)
            appendCap(at: pts[n - 1], direction: Polyline.endDirection(polyline.endTangent, chord: d), strip: &strip)
        }
    }

    /// The half-width offset to the left of direction `d`.
    @inline(__always)
    private func perpendicular(_ d: CGPoint) -> CGPoint {
        CGPoint(x: -d.y * halfWidth, y: d.x * halfWidth)
    }

    /// How far from the path the offset point that two segments share at a slight turn (see
    /// `smoothOffset`) can lie: the half width over the cosine of half the sharpest such turn.
    var smoothReach: CGFloat { halfWidth / ((1 + cosRoundStep) / 2).squareRoot() }

    /// For a turn so slight that any join is within `tolerance` of its miter, the offset both
    /// segments share at the corner (the miter point); nil for sharper turns, which get a join.
    @inline(__always)
    func smoothOffset(from d0: CGPoint, to d1: CGPoint) -> CGPoint? {
        let dot = d0.x * d1.x + d0.y * d1.y
        guard dot >= cosRoundStep else { return nil }
        let scale = halfWidth / (1 + dot)
        return CGPoint(x: -(d0.y + d1.y) * scale, y: (d0.x + d1.x) * scale)
    }

    /// A join between incoming direction `d0` and outgoing `d1` at `p` (out of line: most
    /// vertices of a flattened curve share their offsets instead).
    @inline(never)
    private func appendJoin(at p: CGPoint, from d0: CGPoint, to d1: CGPoint, strip: inout TriangleStrip) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9 && dot > 0 { return }
        polygon([p] + joinOutline(at: p, from: d0, to: d1), strip: &strip)
    }

    /// The outer side of the join at `p` between incoming direction `d0` and outgoing `d1`:
    /// from the incoming segment's corner round (an arc), across (a bevel) or out to the
    /// miter point (within the miter limit) to the outgoing segment's corner.
    func joinOutline(at p: CGPoint, from d0: CGPoint, to d1: CGPoint) -> [CGPoint] {
        let hw = halfWidth
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        // The outer side of the turn is opposite to where d1 turns.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = CGPoint(x: -d0.y * side, y: d0.x * side), n1 = CGPoint(x: -d1.y * side, y: d1.x * side)
        let a = CGPoint(x: p.x + n0.x * hw, y: p.y + n0.y * hw)
        let b = CGPoint(x: p.x + n1.x * hw, y: p.y + n1.y * hw)
        switch style.lineJoin {
        case .round:
            let turn = atan2(abs(cross), dot)
            return arc(center: p, from: n0, radius: hw, sweep: cross > 0 ? turn : -turn)
        case .bevel:
            return [a, b]
        default:
            let mx = n0.x + n1.x, my = n0.y + n1.y
            let mLength = (mx * mx + my * my).squareRoot()
            // The miter's length over the line width is 1 / cos(θ/2) = 2 / |n0 + n1|.
            guard mLength > 1e-9, 2 / mLength <= style.miterLimit else { return [a, b] }
            let scale = 2 * hw / (mLength * mLength)
            return [a, CGPoint(x: p.x + mx * scale, y: p.y + my * scale), b]
        }
    }

    /// A cap at `p`, where the stroke leaves in direction `d`.
    private func appendCap(at p: CGPoint, direction d: CGPoint, strip: inout TriangleStrip) {
        let hw = halfWidth
        let nx = -d.y * hw, ny = d.x * hw
        switch style.lineCap {
        case .round:
            polygon(arc(center: p, from: CGPoint(x: -d.y, y: d.x), radius: hw, sweep: -.pi), strip: &strip)
        case .square:
            let ex = d.x * hw, ey = d.y * hw
            let a = CGPoint(x: p.x + nx, y: p.y + ny), b = CGPoint(x: p.x - nx, y: p.y - ny)
            polygon([a, b, CGPoint(x: b.x + ex, y: b.y + ey), CGPoint(x: a.x + ex, y: a.y + ey)], strip: &strip)
        default:
            break
        }
    }

    /// A zero-length subpath: a disc for round caps, an axis-aligned square for square caps.
    private func appendDot(at p: CGPoint, strip: inout TriangleStrip) {
        let hw = halfWidth
        switch style.lineCap {
        case .round:
            polygon(Array(arc(center: p, from: CGPoint(x: 1, y: 0), radius: hw, sweep: 2 * .pi).dropLast()), strip: &strip)
        case .square:
            strip.addRect(CGRect(x: p.x - hw, y: p.y - hw, width: 2 * hw, height: 2 * hw))
        default:
            break
        }
    }

    /// The points of an arc around `center` starting at unit direction `from` and turning by
    /// `sweep` (positive: clockwise on a y-down screen), both ends included; on the circle, so
    /// the chords stay within `tolerance` of it.
    func arc(center: CGPoint, from: CGPoint, radius: CGFloat, sweep: CGFloat) -> [CGPoint] {
        let steps = max(1, Int((abs(sweep) / roundStep).rounded(.up)))
        let step = sweep / CGFloat(steps)
        let c = cos(step), s = sin(step)
        var direction = from
        var points = [CGPoint(x: center.x + radius * direction.x, y: center.y + radius * direction.y)]
        points.reserveCapacity(steps + 1)
        for _ in 0..<steps {
            direction = CGPoint(x: direction.x * c - direction.y * s, y: direction.x * s + direction.y * c)
            points.append(CGPoint(x: center.x + radius * direction.x, y: center.y + radius * direction.y))
        }
        return points
    }

    /// Adds a convex polygon as its own piece of the strip.
    private func polygon(_ points: [CGPoint], strip: inout TriangleStrip) {
        guard points.count >= 3 else { return }
        points.withUnsafeBufferPointer { strip.addPolygon($0, keepingFacing: false) }
    }
}
