import Foundation

/// The kind of a path element, as in Core Graphics.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a new subpath at the point.
    case moveToPoint
    /// A straight line to the point.
    case addLineToPoint
    /// A quadratic Bézier curve: control point, then end point.
    case addQuadCurveToPoint
    /// A cubic Bézier curve: two control points, then the end point.
    case addCurveToPoint
    /// A line back to the subpath's start, closing it.
    case closeSubpath
}

/// One element handed to `CGPath.applyWithBlock`: its type and a pointer to its points
/// (1 for move and line, 2 for quad curves, 3 for cubic curves, 0 for close), end point last.
public struct CGPathElement {
    /// What the element does.
    public var type: CGPathElementType
    /// The element's points, valid only during the `applyWithBlock` call.
    public var points: UnsafeMutablePointer<CGPoint>
}

/// A path element as a Swift value: the LabKit-side spelling of `CGPathElement`, used by
/// renderers and convenient for inspecting a path.
public enum CGPathSegment: Equatable, Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to a point, bent towards one control point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to a point, with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath with a line back to its start.
    case closeSubpath

    /// The element's type.
    public var type: CGPathElementType {
        switch self {
        case .move: return .moveToPoint
        case .line: return .addLineToPoint
        case .quadCurve: return .addQuadCurveToPoint
        case .curve: return .addCurveToPoint
        case .closeSubpath: return .closeSubpath
        }
    }

    /// The element's points, end point last.
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .closeSubpath: return []
        }
    }

    /// Whether every coordinate is finite, tested without branches or building `points`
    /// (paths are appended to every frame): zero times a coordinate is zero unless the
    /// coordinate is NaN or infinite, which makes the sum NaN.
    @inlinable
    public var isFinite: Bool {
        switch self {
        case .move(let p), .line(let p): return p.x * 0 + p.y * 0 == 0
        case .quadCurve(let p, let c): return p.x * 0 + p.y * 0 + c.x * 0 + c.y * 0 == 0
        case .curve(let p, let c1, let c2): return p.x * 0 + p.y * 0 + c1.x * 0 + c1.y * 0 + c2.x * 0 + c2.y * 0 == 0
        case .closeSubpath: return true
        }
    }

    /// The element with every point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPathSegment {
        switch self {
        case .move(let p): return .move(to: p.applying(t))
        case .line(let p): return .line(to: p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: return .closeSubpath
        }
    }
}

/// What `CGPath.apply(info:function:)` calls for each element, with the caller's `info`
/// (a C function pointer in Core Graphics; any closure here, CGPathElement being a Swift struct).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
