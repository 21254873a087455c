import Foundation
import LabKit

/// The parameters of a stroke, in the path's coordinates.
public struct StrokeStyle: Equatable {
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

/// Turns polylines into triangles covering their stroke: a quad per segment, a wedge per join
/// on the outer side of the turn, and caps at open ends. Pieces overlap; the renderer draws
/// them through the stencil (or opaque) so that overlaps are not blended twice.
public struct Stroker {
    public var style: StrokeStyle
    /// Largest distance allowed between a round join or cap and its polygon.
    public var tolerance: CGFloat

    public init(style: StrokeStyle, tolerance: CGFloat) {
        self.style = style
        self.tolerance = tolerance
    }

    private var halfWidth: CGFloat { style.lineWidth / 2 }

    /// Angular step of round joins and caps that keeps them within `tolerance`.
    private var roundStep: CGFloat {
        let hw = halfWidth
        guard hw > tolerance else { return .pi / 2 }
        return max(2 * acos(1 - tolerance / hw), 0.02)
    }

    /// Appends the stroke of every polyline to `vertices` as x, y triangle corners.
    public func append(_ polylines: [Polyline], to vertices: inout [Float]) {
        guard style.lineWidth > 0 else { return }
        for polyline in polylines { append(polyline, to: &vertices) }
    }

    private func append(_ polyline: Polyline, to out: inout [Float]) {
        var pts: [CGPoint] = []
        pts.reserveCapacity(polyline.points.count)
        for p in polyline.points where pts.last.map({ $0.x != p.x || $0.y != p.y }) ?? true { pts.append(p) }
        var closed = polyline.isClosed
        if closed, pts.count > 1, pts[0] == pts[pts.count - 1] { pts.removeLast() }
        if pts.count < 3 { closed = false }
        let hw = halfWidth

        if pts.count == 1 {
            appendDot(at: pts[0], to: &out)
            return
        }
        let segmentCount = closed ? pts.count : pts.count - 1
        var directions: [CGPoint] = []
        directions.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let p = pts[i], q = pts[(i + 1) % pts.count]
            let length = p.distance(to: q)
            directions.append(CGPoint(x: (q.x - p.x) / length, y: (q.y - p.y) / length))
        }
        for i in 0..<segmentCount {
            let p = pts[i], q = pts[(i + 1) % pts.count], d = directions[i]
            let nx = -d.y * hw, ny = d.x * hw
            triangle(&out, CGPoint(x: p.x + nx, y: p.y + ny), CGPoint(x: p.x - nx, y: p.y - ny), CGPoint(x: q.x + nx, y: q.y + ny))
            triangle(&out, CGPoint(x: q.x + nx, y: q.y + ny), CGPoint(x: p.x - nx, y: p.y - ny), CGPoint(x: q.x - nx, y: q.y - ny))
        }
        let joins = closed ? 0..<segmentCount : 1..<segmentCount
        for i in joins {
            let before = directions[(i - 1 + segmentCount) % segmentCount]
            appendJoin(at: pts[i], from: before, to: directions[i], to: &out)
        }
        if !closed {
            appendCap(at: pts[0], direction: CGPoint(x: -directions[0].x, y: -directions[0].y), to: &out)
            appendCap(at: pts[pts.count - 1], direction: directions[segmentCount - 1], to: &out)
        }
    }

    /// A join between incoming direction `d0` and outgoing `d1` at `p`.
    private func appendJoin(at p: CGPoint, from d0: CGPoint, to d1: CGPoint, to out: inout [Float]) {
        let hw = halfWidth
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9 && dot > 0 { return }
        // The outer side of the turn is opposite to where d1 turns.
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = CGPoint(x: -d0.y * side, y: d0.x * side), n1 = CGPoint(x: -d1.y * side, y: d1.x * side)
        let a = CGPoint(x: p.x + n0.x * hw, y: p.y + n0.y * hw)
        let b = CGPoint(x: p.x + n1.x * hw, y: p.y + n1.y * hw)
        switch style.lineJoin {
        case .round:
            let start = atan2(n0.y, n0.x)
            var sweep = atan2(n1.y, n1.x) - start
            if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
            appendFan(center: p, radius: hw, start: start, sweep: sweep, to: &out)
        case .bevel:
            triangle(&out, p, a, b)
        default:
            let mx = n0.x + n1.x, my = n0.y + n1.y
            let mLength = (mx * mx + my * my).squareRoot()
            // The miter's length over the line width is 1 / cos(θ/2) = 2 / |n0 + n1|.
            guard mLength > 1e-9, 2 / mLength <= style.miterLimit else {
                triangle(&out, p, a, b)
                return
            }
            let scale = 2 * hw / (mLength * mLength)
            let tip = CGPoint(x: p.x + mx * scale, y: p.y + my * scale)
            triangle(&out, p, a, tip)
            triangle(&out, p, tip, b)
        }
    }

    /// A cap at `p`, where the stroke leaves in direction `d`.
    private func appendCap(at p: CGPoint, direction d: CGPoint, to out: inout [Float]) {
        let hw = halfWidth
        let nx = -d.y * hw, ny = d.x * hw
        switch style.lineCap {
        case .round:
            appendFan(center: p, radius: hw, start: atan2(ny, nx), sweep: -.pi, to: &out)
        case .square:
            let ex = d.x * hw, ey = d.y * hw
            let a = CGPoint(x: p.x + nx, y: p.y + ny), b = CGPoint(x: p.x - nx, y: p.y - ny)
            let c = CGPoint(x: b.x + ex, y: b.y + ey), e = CGPoint(x: a.x + ex, y: a.y + ey)
            triangle(&out, a, b, c)
            triangle(&out, a, c, e)
        default:
            break
        }
    }

    /// A zero-length subpath: a disc for round caps, an axis-aligned square for square caps.
    private func appendDot(at p: CGPoint, to out: inout [Float]) {
        let hw = halfWidth
        switch style.lineCap {
        case .round:
            appendFan(center: p, radius: hw, start: 0, sweep: 2 * .pi, to: &out)
        case .square:
            let a = CGPoint(x: p.x - hw, y: p.y - hw), c = CGPoint(x: p.x + hw, y: p.y + hw)
            triangle(&out, a, CGPoint(x: c.x, y: a.y), c)
            triangle(&out, a, c, CGPoint(x: a.x, y: c.y))
        default:
            break
        }
    }

    /// A fan of triangles around `center` over an arc; the polygon's vertices lie on the
    /// circle, so its chords stay within `tolerance` of it.
    private func appendFan(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, to out: inout [Float]) {
        let steps = max(1, Int((abs(sweep) / roundStep).rounded(.up)))
        let step = sweep / CGFloat(steps)
        var previous = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        for i in 1...steps {
            let angle = start + CGFloat(i) * step
            let next = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            triangle(&out, center, previous, next)
            previous = next
        }
    }

    @inline(__always)
    private func triangle(_ out: inout [Float], _ a: CGPoint, _ b: CGPoint, _ c: CGPoint) {
        out.append(Float(a.x)); out.append(Float(a.y))
        out.append(Float(b.x)); out.append(Float(b.y))
        out.append(Float(c.x)); out.append(Float(c.y))
    }
}
