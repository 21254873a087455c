import Foundation

/// A subpath flattened into straight pieces.
struct Polyline {
    var points: [CGPoint]
    /// Whether the subpath ended with `closeSubpath()` (its last point joins its first).
    var isClosed: Bool
}

extension CGPath {
    /// The path's subpaths flattened, each curve into `chords` straight pieces of equal
    /// parameter steps.
    func polylines(chords: Int = 32) -> [Polyline] {
        var lines: [Polyline] = []
        var current = Polyline(points: [], isClosed: false)
        func finish() {
            if !current.points.isEmpty { lines.append(current) }
            current = Polyline(points: [], isClosed: false)
        }
        var last = CGPoint.zero
        for segment in segments {
            switch segment {
            case .move(let p):
                finish()
                current.points = [p]
            case .line(let p):
                if current.points.isEmpty { current.points = [last] }
                current.points.append(p)
            case .quadCurve(let p, let c):
                if current.points.isEmpty { current.points = [last] }
                let p0 = current.points[current.points.count - 1]
                for i in 1...chords {
                    let t = CGFloat(i) / CGFloat(chords), u = 1 - t
                    current.points.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                if current.points.isEmpty { current.points = [last] }
                let p0 = current.points[current.points.count - 1]
                for i in 1...chords {
                    let t = CGFloat(i) / CGFloat(chords), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.points.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                guard let start = current.points.first else { continue }
                current.isClosed = true
                finish()
                // A subpath drawn after a close starts where the closed one started.
                last = start
                continue
            }
            last = current.points.last ?? last
        }
        finish()
        return lines
    }
}
