import LabKit

/// One flattened subpath: straight segments through `points`, closed back to the first point
/// when `isClosed`. A single point is a zero-length subpath (a dot for round and square caps).
/// An open polyline flattened from a curve keeps the curve's unit tangents at its ends: a
/// stroke's caps are square to the curve there, as Core Graphics strokes the curve itself, not
/// to the first and last chords (a circle stroked as an open arc then meets itself without a
/// notch).
public struct Polyline: Equatable {
    public var points: [CGPoint]
    public var isClosed: Bool
    /// The direction the curve leaves the first point in (nil: along the first segment).
    public var startTangent: CGPoint?
    /// The direction the curve arrives at the last point in (nil: along the last segment).
    public var endTangent: CGPoint?

    public init(points: [CGPoint], isClosed: Bool, startTangent: CGPoint? = nil, endTangent: CGPoint? = nil) {
        self.points = points
        self.isClosed = isClosed
        self.startTangent = startTangent
        self.endTangent = endTangent
    }

    /// The total length, the closing segment included when closed.
    public var length: CGFloat {
        guard points.count > 1 else { return 0 }
        var total: CGFloat = 0
        for i in 1..<points.count { total += points[i - 1].distance(to: points[i]) }
        if isClosed { total += points[points.count - 1].distance(to: points[0]) }
        return total
    }
}

extension Array where Element == Polyline {
    /// The points of all the polylines.
    public var pointCount: Int { reduce(0) { $0 + $1.points.count } }
}

extension CGPoint {
    @inline(__always) func distance(to other: CGPoint) -> CGFloat {
        let dx = other.x - x, dy = other.y - y
        return (dx * dx + dy * dy).squareRoot()
    }
}

extension Array where Element == CGPoint {
    /// Whether two points are the same for stroking: closer than a billionth of a unit on
    /// both axes, where a direction between them (a subnormal length squared) is not finite.
    @inline(__always) static func isRepeat(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) <= 1e-9 && abs(a.y - b.y) <= 1e-9
    }

    /// Whether two consecutive points repeat each other.
    var hasRepeatedPoints: Bool {
        guard count > 1 else { return false }
        for i in 1..<count where Self.isRepeat(self[i], self[i - 1]) { return true }
        return false
    }

    /// The points with consecutive repeats removed.
    var withoutRepeatedPoints: [CGPoint] {
        var result: [CGPoint] = []
        result.reserveCapacity(count)
        for p in self where result.last.map({ !Self.isRepeat($0, p) }) ?? true { result.append(p) }
        return result
    }
}

extension Polyline {
    /// The direction to use at an open end for `chord` (the end segment's direction, unit):
    /// the curve's `tangent` when it is near the chord, as on a finely flattened curve; the
    /// chord itself otherwise (a degenerate control point can give a tangent across it).
    @inline(__always)
    static func endDirection(_ tangent: CGPoint?, chord: CGPoint) -> CGPoint {
        guard let tangent, tangent.x * chord.x + tangent.y * chord.y > 0.95 else { return chord }
        return tangent
    }
}
