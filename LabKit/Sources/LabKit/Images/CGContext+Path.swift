import Foundation

/// The current path: built in user space, stored through the transform current when each
/// element is added (as Core Graphics does, so a later transform does not move it).
extension CGContext {
    /// Discards the current path.
    public func beginPath() { path = CGMutablePath() }
    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
    /// Adds a line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }
    /// Adds connected lines through `points`.
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }
    /// Adds a quadratic curve.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    /// Adds a cubic curve.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    /// Adds a circular arc, joined to the current point by a line; `clockwise` in Core
    /// Graphics' sense (true decreases the angle, which turns counterclockwise on a y-down
    /// screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
                    transform: state.ctm)
    }
    /// Adds an arc of `radius` tangent to the lines from the current point to `tangent1End`
    /// and from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    /// Adds a rectangle as a closed subpath.
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
    /// Adds rectangles, each a closed subpath.
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }
    /// Adds the ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
    /// Adds `other`.
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.ctm) }
    /// Closes the current subpath.
    public func closePath() { path.closeSubpath() }

    /// Replaces the current path with the outline of its stroke in the current line width,
    /// cap, join and miter limit (a path to fill or clip to by the nonzero rule; see
    /// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`). The width is
    /// scaled by the current transform's scale (its area's square root).
    public func replacePathWithStrokedPath() {
        let t = state.ctm
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        path = path.copy(strokingWithWidth: state.lineWidth * scale, lineCap: state.lineCap, lineJoin: state.lineJoin,
                         miterLimit: state.miterLimit).mutableCopy() ?? CGMutablePath()
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { path.isEmpty }

    /// The current point, in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint {
        path.isEmpty ? .zero : path.currentPoint.applying(state.ctm.inverted())
    }

    /// The box around the current path, control points excluded, in user space
    /// (`CGRect.null` when the path is empty).
    public var boundingBoxOfPath: CGRect {
        guard !path.isEmpty else { return .null }
        let box = path.boundingBoxOfPath
        let inverse = state.ctm.inverted()
        let corners = [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                       CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)]
        return CGRect.boundingBox(of: corners.map { $0.applying(inverse) })
    }

    /// `path` mapped through the current transform.
    func transformed(_ path: CGPath) -> CGPath {
        let mapped = CGMutablePath()
        mapped.addPath(path, transform: state.ctm)
        return mapped
    }
}
