import Foundation

/// An immutable graphics path, as in Core Graphics: subpaths of lines and quadratic and cubic
/// Bézier curves. Arcs, ellipses and rounded rectangles are stored as cubic curves.
open class CGPath: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// The path's elements in order.
    public internal(set) var segments: [CGPathSegment]

    init(segments: [CGPathSegment]) {
        self.segments = segments
    }

    /// A path that is a rectangle, starting at its origin and running clockwise on screen.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A path that is an ellipse inscribed in `rect`: from its rightmost point, clockwise on screen
    /// (down first), four cubics and a close, as Core Graphics draws it.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// A path that is a rounded rectangle with quarter-ellipse corners, as Core Graphics draws it
    /// (not UIKit's continuous corners); see `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(segments: path.segments)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { segments.isEmpty }

    /// The point where the next element would start: the last end point, or the start of the
    /// subpath just closed; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero, current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p): subpathStart = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = subpathStart
            }
        }
        return current
    }

    /// The box around every point of the path, control points included.
    public var boundingBox: CGRect {
        CGRect.boundingBox(of: segments.flatMap(\.points))
    }

    /// The tight box around the path's curves, control points excluded.
    public var boundingBoxOfPath: CGRect {
        var points: [CGPoint] = []
        var current = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p), .line(let p):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                points.append(p)
                for t in CGPath.quadExtrema(current, c, p) {
                    points.append(CGPath.quadPoint(current, c, p, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                points.append(p)
                for t in CGPath.cubicExtrema(current, c1, c2, p) {
                    points.append(CGPath.cubicPoint(current, c1, c2, p, t))
                }
                current = p
            case .closeSubpath:
                break
            }
        }
        return CGRect.boundingBox(of: points)
    }

    /// Calls `block` with every element in order, as Core Graphics does.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for segment in segments {
            for (index, point) in segment.points.enumerated() { buffer[index] = point }
            var element = CGPathElement(type: segment.type, points: buffer)
            block(&element)
        }
    }

    /// Calls `function` with `info` and every element in order: Core Graphics' C-style
    /// form of `applyWithBlock(_:)`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// An immutable copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(segments: segments.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(segments: segments) }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

    public func hash(into hasher: inout Hasher) { hasher.combine(segments) }

    open var description: String { "CGPath(\(segments.count) elements, box \(boundingBox))" }

    static func quadPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x,
                       y: u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    private static func quadExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) -> [CGFloat] {
        func root(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat? {
            let denominator = a - 2 * b + c
            guard denominator != 0 else { return nil }
            let t = (a - b) / denominator
            return t > 0 && t < 1 ? t : nil
        }
        return [root(p0.x, p1.x, p2.x), root(p0.y, p1.y, p2.y)].compactMap { $0 }
    }

    private static func cubicExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> [CGFloat] {
        func roots(_ a0: CGFloat, _ a1: CGFloat, _ a2: CGFloat, _ a3: CGFloat) -> [CGFloat] {
            // Derivative / 3 = a·t² + b·t + c.
            let a = -a0 + 3 * a1 - 3 * a2 + a3
            let b = 2 * (a0 - 2 * a1 + a2)
            let c = a1 - a0
            var result: [CGFloat] = []
            if abs(a) < 1e-12 {
                if b != 0 { result.append(-c / b) }
            } else {
                let discriminant = b * b - 4 * a * c
                if discriminant >= 0 {
                    let s = discriminant.squareRoot()
                    result.append((-b + s) / (2 * a))
                    result.append((-b - s) / (2 * a))
                }
            }
            return result.filter { $0 > 0 && $0 < 1 }
        }
        return roots(p0.x, p1.x, p2.x, p3.x) + roots(p0.y, p1.y, p2.y, p3.y)
    }
}
