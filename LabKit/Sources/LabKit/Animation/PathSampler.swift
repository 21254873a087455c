import Foundation

/// Points and tangents along a path, for keyframe animations that follow it: by segment and
/// parameter (linear mode, one keyframe per element) or by arc length (paced modes).
struct PathSampler {
    /// One drawing element, with its start point.
    enum Piece {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)
    }

    struct Sample { var point: CGPoint; var tangent: CGPoint }

    let pieces: [Piece]
    /// The start of the first piece, then each piece's end: the keyframe values.
    let keyPoints: [CGPoint]
    /// Arc length at the start of each piece, and in total at the end.
    private let cumulativeLengths: [Double]
    private static let lengthSteps = 32

    init?(_ path: CGPath) {
        var pieces: [Piece] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        var keyPoints: [CGPoint] = []
        for segment in path.segments {
            let start = current
            switch segment {
            case .move(let p):
                current = p; subpathStart = p
                continue
            case .line(let p): pieces.append(.line(start, p)); current = p
            case .quadCurve(let p, let c): pieces.append(.quad(start, c, p)); current = p
            case .curve(let p, let c1, let c2): pieces.append(.cubic(start, c1, c2, p)); current = p
            case .closeSubpath:
                pieces.append(.line(start, subpathStart)); current = subpathStart
            }
            if keyPoints.isEmpty { keyPoints.append(start) }
            keyPoints.append(current)
        }
        guard !pieces.isEmpty else { return nil }
        self.pieces = pieces
        self.keyPoints = keyPoints
        var lengths = [0.0]
        for piece in pieces { lengths.append(lengths.last! + PathSampler.length(of: piece)) }
        cumulativeLengths = lengths
    }

    /// Key times proportional to arc length.
    var pacedKeyTimes: [Double] {
        let total = cumulativeLengths.last!
        guard total > 0 else { return (0...pieces.count).map { Double($0) / Double(pieces.count) } }
        return cumulativeLengths.map { $0 / total }
    }

    func sample(segment: Int, parameter t: Double) -> Sample {
        let piece = pieces[min(max(segment, 0), pieces.count - 1)]
        return Sample(point: PathSampler.point(piece, t), tangent: PathSampler.tangent(piece, t))
    }

    /// The point a fraction of the whole arc length along the path.
    func sample(atDistanceFraction fraction: Double) -> Sample {
        let target = min(max(fraction, 0), 1) * cumulativeLengths.last!
        var i = 0
        while i < pieces.count - 1 && cumulativeLengths[i + 1] < target { i += 1 }
        let piece = pieces[i]
        // Walk the piece in small steps to turn the remaining length into a parameter.
        var remaining = target - cumulativeLengths[i]
        var previous = PathSampler.point(piece, 0)
        let steps = PathSampler.lengthSteps
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let p = PathSampler.point(piece, t)
            let d = Double(hypot(p.x - previous.x, p.y - previous.y))
            if d >= remaining || step == steps {
                let local = d > 0 ? min(remaining / d, 1) : 1
                let parameter = (Double(step - 1) + local) / Double(steps)
                return sample(segment: i, parameter: parameter)
            }
            remaining -= d
            previous = p
        }
        return sample(segment: i, parameter: 1)
    }

    private static func length(of piece: Piece) -> Double {
        var total = 0.0
        var previous = point(piece, 0)
        for step in 1...lengthSteps {
            let p = point(piece, Double(step) / Double(lengthSteps))
            total += Double(hypot(p.x - previous.x, p.y - previous.y))
            previous = p
        }
        return total
    }

    private static func point(_ piece: Piece, _ t: Double) -> CGPoint {
        let u = 1 - t
        switch piece {
        case .line(let a, let b):
            return CGPoint(x: a.x * u + b.x * t, y: a.y * u + b.y * t)
        case .quad(let a, let c, let b):
            return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
        case .cubic(let a, let c1, let c2, let b):
            let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
        }
    }

    private static func tangent(_ piece: Piece, _ t: Double) -> CGPoint {
        let u = 1 - t
        switch piece {
        case .line(let a, let b):
            return CGPoint(x: b.x - a.x, y: b.y - a.y)
        case .quad(let a, let c, let b):
            let d = CGPoint(x: 2 * u * (c.x - a.x) + 2 * t * (b.x - c.x), y: 2 * u * (c.y - a.y) + 2 * t * (b.y - c.y))
            return d == .zero ? CGPoint(x: b.x - a.x, y: b.y - a.y) : d
        case .cubic(let a, let c1, let c2, let b):
            let d = CGPoint(x: 3 * u * u * (c1.x - a.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (b.x - c2.x),
                            y: 3 * u * u * (c1.y - a.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (b.y - c2.y))
            return d == .zero ? CGPoint(x: b.x - a.x, y: b.y - a.y) : d
        }
    }
}
