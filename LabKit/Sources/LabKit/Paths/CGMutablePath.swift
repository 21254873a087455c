import Foundation

/// A path that can be built element by element, as in Core Graphics.
///
/// Angles follow Core Graphics: a point at angle θ is `center + r·(cos θ, sin θ)`, so on a
/// y-down screen angles grow clockwise. `clockwise: true` here means *decreasing* angle (Core
/// Graphics' y-up sense), which turns counter-clockwise on screen; `UIBezierPath` uses UIKit's
/// screen sense instead. Both match Apple's behaviour.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(segments: [])
    }

    override init(segments: [CGPathSegment]) {
        super.init(segments: segments)
    }

    private var hasCurrentPoint: Bool { !segments.isEmpty }

    private func requireCurrentPoint(_ call: String) -> Bool {
        if hasCurrentPoint { return true }
        LabDiagnostics.report("CGMutablePath.\(call): no current point; element ignored")
        return false
    }

    /// Appends `segment` when every coordinate is finite. Core Graphics logs "invalid numeric
    /// value" for NaN or infinite input and leaves the path as it was; so does the lab.
    @inline(__always)
    private func append(_ segment: CGPathSegment, _ call: StaticString) {
        guard segment.isFinite else {
            LabDiagnostics.report("CGMutablePath.\(call): a NaN or infinite coordinate; element ignored")
            return
        }
        segments.append(segment)
    }

    /// Whether `rect` is finite, reporting it for `call` when not.
    private func isFinite(_ rect: CGRect, _ call: StaticString) -> Bool {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            LabDiagnostics.report("CGMutablePath.\(call): a NaN or infinite rectangle; ignored")
            return false
        }
        return true
    }

    /// After a close, Core Graphics starts the next element from the closed subpath's start.
    private func reopenIfClosed() {
        if segments.last == .closeSubpath { append(.move(to: currentPoint), "reopen") }
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.move(to: point.applying(transform)), "move(to:)")
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addLine(to:)") else { return }
        reopenIfClosed()
        append(.line(to: point.applying(transform)), "addLine(to:)")
    }

    /// Adds a quadratic Bézier curve to `end` with one control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addQuadCurve(to:control:)") else { return }
        reopenIfClosed()
        append(.quadCurve(to: end.applying(transform), control: control.applying(transform)), "addQuadCurve(to:control:)")
    }

    /// Adds a cubic Bézier curve to `end` with two control points.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        guard requireCurrentPoint("addCurve(to:control1:control2:)") else { return }
        reopenIfClosed()
        append(.curve(to: end.applying(transform), control1: control1.applying(transform),
                      control2: control2.applying(transform)), "addCurve(to:control1:control2:)")
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() {
        guard let last = segments.last, last != .closeSubpath else { return }
        segments.append(.closeSubpath)
    }

    /// Adds a closed rectangle subpath: origin, then clockwise on screen.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard isFinite(rect, "addRect(_:)") else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Adds one rectangle subpath per rectangle.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an open polyline through `points`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`, starting at its rightmost point and running
    /// clockwise on screen (increasing angle), as four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard isFinite(rect, "addEllipse(in:)") else { return }
        let r = rect.standardized
        let scaleAndMove = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
        appendUnitArc(from: 0, sweep: 2 * .pi, transform: scaleAndMove.concatenating(transform), startNewSubpath: true)
        closeSubpath()
    }

    /// Adds a closed rounded rectangle whose corners are quarter ellipses of the given size
    /// (clamped to half the rectangle), starting on the top edge and running clockwise on screen.
    ///
    /// These stay circular (elliptical), as Core Graphics draws them: only UIKit's
    /// `UIBezierPath(roundedRect:)` uses the continuous corner. A NaN corner size is ignored
    /// with a diagnostic.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard !cornerWidth.isNaN, !cornerHeight.isNaN else {
            LabDiagnostics.report("CGMutablePath.addRoundedRect: NaN corner size; plain rectangle added")
            return addRect(rect, transform: transform)
        }
        guard isFinite(rect, "addRoundedRect(in:cornerWidth:cornerHeight:)") else { return }
        let r = rect.standardized
        let cw = max(0, min(cornerWidth, r.width / 2)), ch = max(0, min(cornerHeight, r.height / 2))
        guard cw > 0, ch > 0 else { return addRect(r, transform: transform) }
        func corner(_ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat) {
            let t = CGAffineTransform(a: cw, b: 0, c: 0, d: ch, tx: cx, ty: cy).concatenating(transform)
            appendUnitArc(from: angle, sweep: .pi / 2, transform: t, startNewSubpath: false)
        }
        move(to: CGPoint(x: r.minX + cw, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY), transform: transform)
        corner(r.maxX - cw, r.minY + ch, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch), transform: transform)
        corner(r.maxX - cw, r.maxY - ch, from: 0)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY), transform: transform)
        corner(r.minX + cw, r.maxY - ch, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch), transform: transform)
        corner(r.minX + cw, r.minY + ch, from: .pi)
        closeSubpath()
    }

    /// Adds a circular arc. A line joins the current point to the arc's start (or the arc
    /// starts a new subpath). `clockwise` is in Core Graphics' sense: true decreases the angle.
    /// A sweep of 2π or more draws the full circle.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if clockwise {
            if sweep <= -fullTurn { sweep = -fullTurn } else if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
        } else {
            if sweep >= fullTurn { sweep = fullTurn } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive delta increases the angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard radius.isFinite, startAngle.isFinite, delta.isFinite else {
            LabDiagnostics.report("CGMutablePath.addArc: non-finite radius or angle; arc ignored")
            return
        }
        // More turns than this look the same; beyond it the curve count would be unbounded.
        let maximumSweep = 8 * CGFloat.pi
        if abs(delta) > maximumSweep {
            LabDiagnostics.report("CGMutablePath.addArc: a sweep of \(delta) radians is drawn as four turns")
        }
        let delta = max(-maximumSweep, min(maximumSweep, delta))
        let t = CGAffineTransform(a: radius, b: 0, c: 0, d: radius, tx: center.x, ty: center.y).concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(t)
        if hasCurrentPoint {
            reopenIfClosed()
            append(.line(to: start), "addArc")
        } else {
            append(.move(to: start), "addArc")
        }
        appendUnitArc(from: startAngle, sweep: delta, transform: t, startNewSubpath: false)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End`, joined to the current point by a line.
    /// Without a current point it starts at `tangent1End`; with collinear points or a zero
    /// radius it is a line to `tangent1End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard radius.isFinite, radius >= 0 else {
            LabDiagnostics.report("CGMutablePath.addArc(tangent1End:): radius \(radius) is negative or not finite; ignored")
            return
        }
        // The current point is stored transformed; the arc is built in untransformed space.
        guard hasCurrentPoint else { return move(to: tangent1End, transform: transform) }
        let p0 = currentPoint.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let length = (x * x + y * y).squareRoot()
            return length > 1e-12 ? CGPoint(x: x / length, y: y / length) : nil
        }
        guard let u = unit(p0.x - p1.x, p0.y - p1.y), let v = unit(p2.x - p1.x, p2.y - p1.y) else {
            return addLine(to: p1, transform: transform)
        }
        let cross = u.x * v.y - u.y * v.x
        let angle = acos(max(-1, min(1, u.x * v.x + u.y * v.y)))
        guard radius > 0, abs(cross) > 1e-12, angle > 1e-12,
              let bisector = unit(u.x + v.x, u.y + v.y) else { return addLine(to: p1, transform: transform) }
        let reach = radius / tan(angle / 2), centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x * centerDistance, y: p1.y + bisector.y * centerDistance)
        let t1 = CGPoint(x: p1.x + u.x * reach, y: p1.y + u.y * reach), t2 = CGPoint(x: p1.x + v.x * reach, y: p1.y + v.y * reach)
        let start = atan2(t1.y - center.y, t1.x - center.x)
        var delta = atan2(t2.y - center.y, t2.x - center.x) - start
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        addRelativeArc(center: center, radius: radius, startAngle: start, delta: delta, transform: transform)
    }

    /// Adds the elements of `path`, each mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for segment in path.segments { append(segment.applying(transform), "addPath(_:)") }
    }

    /// Appends cubic curves approximating the unit-circle arc from `start` over `sweep`
    /// (at most a quarter turn per curve), mapped through `transform`.
    private func appendUnitArc(from start: CGFloat, sweep: CGFloat, transform: CGAffineTransform,
                               startNewSubpath: Bool) {
        if startNewSubpath {
            append(.move(to: CGPoint(x: cos(start), y: sin(start)).applying(transform)), "addEllipse(in:)")
        }
        guard sweep != 0 else { return }
        let count = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<count {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            append(.curve(to: p3.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)), "addArc")
            angle = next
        }
    }
}
