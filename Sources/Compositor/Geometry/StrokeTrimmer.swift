import LabKit

/// Cuts polylines to the parts a stroke actually draws: `strokeStart…strokeEnd`, measured as
/// fractions of the whole path's length across all subpaths, intersected with the dash
/// pattern, which restarts at each subpath and is shifted by the phase.
public enum StrokeTrimmer {
    /// The dash pattern as Core Graphics uses it: an odd count repeats once to alternate,
    /// and a pattern with a negative length, or adding up to zero, means a solid line.
    public static func normalizedDashes(_ pattern: [CGFloat]) -> [CGFloat]? {
        guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        guard pattern.reduce(0, +) > 0 else { return nil }
        return pattern.count % 2 == 1 ? pattern + pattern : pattern
    }

    /// The most dashes one path is cut into: past it (microscopic dashes along a long path)
    /// the path is stroked solid, which at that density looks the same, instead of a frame
    /// taking unbounded time.
    public static let maximumDashes = 20_000

    /// The pieces of `contours` to stroke. A closed contour drawn whole stays closed.
    public static func trim(_ contours: [Polyline], start: CGFloat, end: CGFloat,
                            dashes: [CGFloat]?, phase: CGFloat) -> [Polyline] {
        let start = min(max(start, 0), 1), end = min(max(end, 0), 1)
        guard end > start else { return [] }
        if start == 0 && end == 1 && dashes == nil { return contours }
        let lengths = contours.map(\.length)
        let total = lengths.reduce(0, +)
        var dashes = dashes
        if let pattern = dashes, total / pattern.reduce(0, +) * CGFloat(pattern.count / 2) > CGFloat(maximumDashes) {
            // Once per pattern, however the path's length changes from frame to frame.
            LabDiagnostics.report("CAShapeLayer.lineDashPattern \(pattern) cuts a path of length \(total) into more than \(maximumDashes) dashes; stroking solid",
                                  kind: "lineDashPattern \(pattern) too fine")
            dashes = nil
            if start == 0 && end == 1 { return contours }
        }
        let from = start * total, to = end * total
        var result: [Polyline] = []
        var offset: CGFloat = 0
        for (contour, length) in zip(contours, lengths) {
            defer { offset += length }
            let a = max(from - offset, 0), b = min(to - offset, length)
            if contour.points.count == 1 {
                if from <= offset && offset <= to && dashes == nil { result.append(contour) }
                continue
            }
            guard b > a || (b == a && length == 0) else { continue }
            var pieces: [(CGFloat, CGFloat)]
            if let dashes {
                pieces = dashIntervals(length: length, dashes: dashes, phase: phase)
                    .compactMap { (s, e) in
                        let s2 = max(s, a), e2 = min(e, b)
                        return e2 >= s2 ? (s2, e2) : nil
                    }
            } else {
                pieces = [(a, b)]
            }
            let measure = ContourMeasure(contour)
            if contour.isClosed && a == 0 && b == length {
                if pieces.count == 1 && pieces[0] == (0, length) {
                    result.append(contour)
                    continue
                }
                // A dash running over the closing point is one dash, not two capped halves.
                if pieces.count > 1, pieces.first!.0 == 0, pieces.last!.1 == length {
                    let wrapped = pieces.removeLast()
                    var joined = measure.extract(from: wrapped.0, to: wrapped.1)
                    let head = measure.extract(from: 0, to: pieces[0].1)
                    joined.points.append(contentsOf: head.points.dropFirst())
                    pieces.removeFirst()
                    result.append(joined)
                }
            }
            for (s, e) in pieces { result.append(measure.extract(from: s, to: e)) }
        }
        return result
    }

    /// The "on" intervals of a dash pattern over `0…length`.
    static func dashIntervals(length: CGFloat, dashes: [CGFloat], phase: CGFloat) -> [(CGFloat, CGFloat)] {
        let period = dashes.reduce(0, +)
        var position = -(phase.truncatingRemainder(dividingBy: period) + (phase < 0 ? period : 0))
        var intervals: [(CGFloat, CGFloat)] = []
        var index = 0
        while position < length {
            let next = position + dashes[index]
            // Zero-length dashes are kept: with round or square caps they draw dots.
            if index % 2 == 0, next > 0 || (next == position && position >= 0) {
                intervals.append((max(position, 0), min(next, length)))
            }
            position = next
            index = (index + 1) % dashes.count
        }
        return intervals
    }

    /// A contour with the distance along it at each point, so that cutting many dashes out
    /// of it finds each one's first segment by binary search instead of walking from the start.
    struct ContourMeasure {
        let points: [CGPoint]
        let distances: [CGFloat]

        init(_ contour: Polyline) {
            var pts = contour.points
            if contour.isClosed, let first = pts.first { pts.append(first) }
            points = pts
            var travelled: CGFloat = 0
            var distances = [CGFloat](repeating: 0, count: pts.count)
            for i in pts.indices.dropFirst() {
                travelled += pts[i - 1].distance(to: pts[i])
                distances[i] = travelled
            }
            self.distances = distances
        }

        /// The open polyline along the contour from distance `s` to `e`.
        func extract(from s: CGFloat, to e: CGFloat) -> Polyline {
            guard points.count > 1 else { return Polyline(points: points, isClosed: false) }
            // The last point at or before `s`.
            var low = 0, high = distances.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if distances[mid] <= s { low = mid } else { high = mid - 1 }
            }
            var out: [CGPoint] = []
            for i in max(1, low)..<points.count {
                let p = points[i - 1], q = points[i]
                let segStart = distances[i - 1], segEnd = distances[i], length = segEnd - segStart
                if segEnd < s || length == 0 { continue }
                if out.isEmpty { out.append(StrokeTrimmer.lerp(p, q, (s - segStart) / length)) }
                if segEnd >= e {
                    out.append(StrokeTrimmer.lerp(p, q, (e - segStart) / length))
                    break
                }
                out.append(q)
            }
            if out.count == 1 { out.append(out[0]) }
            return Polyline(points: out, isClosed: false)
        }
    }

    @inline(__always) static func lerp(_ p: CGPoint, _ q: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
    }
}
