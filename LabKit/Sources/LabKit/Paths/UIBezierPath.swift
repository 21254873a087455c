import Foundation

/// UIKit's path object: a `CGPath` plus stroke attributes.
///
/// Arcs use UIKit's on-screen sense: `clockwise: true` turns clockwise on a y-down screen
/// (increasing angle), the opposite of `CGMutablePath.addArc(…clockwise:)`.
open class UIBezierPath: CustomStringConvertible {
    private var path: CGMutablePath

    /// The stroke width used by `lineWidth`-aware consumers (default 1).
    open var lineWidth: CGFloat = 1
    /// The cap style (default butt).
    open var lineCapStyle: CGLineCap = .butt
    /// The join style (default miter).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit (default 10).
    open var miterLimit: CGFloat = 10
    /// Whether fills use the even-odd rule.
    open var usesEvenOddFillRule = false
    /// The dash pattern `stroke()` uses (lengths in points) and its phase; empty: solid.
    var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path.
    public init() { path = CGMutablePath() }

    /// A path holding a copy of `cgPath`.
    public init(cgPath: CGPath) { path = cgPath.mutableCopy() ?? CGMutablePath() }

    /// A closed rectangle, clockwise from its origin.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in `rect`, as `CGPath(ellipseIn:)` draws it: from the rightmost point,
    /// clockwise on screen (down first), four cubics and a close.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle with UIKit's continuous corners (the iOS 7 shape), the same as
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)` with every corner.
    ///
    /// As on iOS, the path starts on the top edge right of the top-left corner and runs clockwise
    /// on screen, ending with a line back to its start (no close element). A radius beyond about a
    /// third of the shorter side changes the shape as UIKit does: towards a capsule.
    /// A negative radius draws the plain rectangle (UIKit draws a self-crossing shape); a NaN one
    /// is ignored with a diagnostic.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(roundedRect: rect, byRoundingCorners: .allCorners,
                  cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A rectangle whose chosen corners are UIKit's continuous corners of radius
    /// `cornerRadii.width`; as in UIKit, `cornerRadii.height` is not used.
    ///
    /// The other corners stay square. Start point, direction and large-radius shapes are those of
    /// `init(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        guard RoundedRectGeometry.isFinite(rect, "UIBezierPath(roundedRect:)") else { return }
        var radius = cornerRadii.width
        if radius.isNaN {
            LabDiagnostics.report("UIBezierPath(roundedRect:): NaN corner radius ignored")
            radius = 0
        }
        RoundedRectGeometry.appendUIKitRoundedRect(to: path, rect: rect, radius: max(0, radius), corners: corners)
    }

    /// An open arc; `clockwise` in UIKit's on-screen sense.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                            endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path as an immutable Core Graphics path; setting it replaces the path.
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(segments: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The control-point bounding box, as `UIBezierPath.bounds` is.
    open var bounds: CGRect { path.boundingBox }

    /// The current point.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// Starts a new subpath.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a straight line.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a quadratic curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a cubic curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds an arc, joined to the current point by a line; `clockwise` in UIKit's on-screen sense.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of another path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Maps every point through `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = CGMutablePath(segments: path.segments.map { $0.applying(transform) })
    }

    /// The same path drawn the other way: each subpath from its end to its start, in reverse
    /// order, curves with their control points swapped, closed subpaths still closed (a
    /// stroke animated by `strokeEnd` then runs backwards). The stroke attributes are kept.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGMutablePath(segments: UIBezierPath.reversed(path.segments)))
        reversed.copyAttributes(from: self)
        return reversed
    }

    /// A copy of the path and its stroke attributes.
    open func copy() -> Any {
        let copy = UIBezierPath(cgPath: path)
        copy.copyAttributes(from: self)
        return copy
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth; lineCapStyle = other.lineCapStyle; lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit; usesEvenOddFillRule = other.usesEvenOddFillRule
    }

    /// `segments` with each subpath reversed.
    static func reversed(_ segments: [CGPathSegment]) -> [CGPathSegment] {
        // Each subpath as its start and its elements with the point each starts from.
        var subpaths: [(start: CGPoint, pieces: [(from: CGPoint, segment: CGPathSegment)], closed: Bool)] = []
        var current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                subpaths.append((p, [], false))
                current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if subpaths.isEmpty { subpaths.append((current, [], false)) }
                subpaths[subpaths.count - 1].pieces.append((current, segment))
                current = p
            case .closeSubpath:
                guard !subpaths.isEmpty else { continue }
                let start = subpaths[subpaths.count - 1].start
                if current != start { subpaths[subpaths.count - 1].pieces.append((current, .line(to: start))) }
                subpaths[subpaths.count - 1].closed = true
                current = start
            }
        }
        var result: [CGPathSegment] = []
        for subpath in subpaths.reversed() {
            result.append(.move(to: subpath.pieces.last.map { piece -> CGPoint in
                switch piece.segment {
                case .line(let p), .quadCurve(let p, _), .curve(let p, _, _), .move(let p): return p
                case .closeSubpath: return subpath.start
                }
            } ?? subpath.start))
            for piece in subpath.pieces.reversed() {
                switch piece.segment {
                case .line: result.append(.line(to: piece.from))
                case .quadCurve(_, let c): result.append(.quadCurve(to: piece.from, control: c))
                case .curve(_, let c1, let c2): result.append(.curve(to: piece.from, control1: c2, control2: c1))
                case .move, .closeSubpath: break
                }
            }
            if subpath.closed { result.append(.closeSubpath) }
        }
        return result
    }

    open var description: String { "UIBezierPath(\(path.segments.count) elements)" }
}

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    /// The corner bits.
    public let rawValue: UInt

    /// A set of corners from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (minimum x and y on screen).
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (every bit set, as UIKit's `~0`).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// Line cap styles, as in Core Graphics.
public enum CGLineCap: Int32, Sendable {
    /// The line stops square at its end point.
    case butt
    /// A half circle, the line's width across, ends the line.
    case round
    /// The line goes on square for half its width past the end point.
    case square
}

/// Line join styles, as in Core Graphics.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, beveled instead when it would pass the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut off flat.
    case bevel
}
