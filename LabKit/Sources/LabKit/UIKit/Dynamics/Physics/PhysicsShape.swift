import Foundation

/// The outline a body collides with, in the body's own coordinates (its origin is the item's
/// center): a convex polygon or a circle. Boundaries are segments, which only static bodies have.
enum PhysicsShape {
    case polygon([PhysicsVector])
    case circle(center: PhysicsVector, radius: Double)
    case segment(PhysicsVector, PhysicsVector)

    /// An item's outline for its collision bounds type: its bounds as a rectangle, the ellipse
    /// inscribed in them (a circle, or a 32-gon when not round), or its convex bounding path.
    static func outline(of item: UIDynamicItem) -> PhysicsShape {
        let size = item.bounds.size
        let w = max(0, Double(size.width)), h = max(0, Double(size.height))
        switch item.collisionBoundsType {
        case .rectangle:
            return rectangle(width: w, height: h)
        case .ellipse:
            if abs(w - h) < 1e-9 { return .circle(center: .zero, radius: w / 2) }
            let sides = 32
            return .polygon((0..<sides).map { i in
                let a = 2 * Double.pi * Double(i) / Double(sides)
                return PhysicsVector(w / 2 * cos(a), h / 2 * sin(a))
            })
        case .path:
            let points = item.collisionBoundingPath.cgPath.polylines(chords: 8).flatMap(\.points).map(PhysicsVector.init)
            let hull = convexHull(points)
            guard hull.count >= 3 else {
                LabDiagnostics.report("UIDynamicItem.collisionBoundingPath encloses no area; using the item's bounds")
                return rectangle(width: w, height: h)
            }
            if hull.count < Set(points.map { [$0.x, $0.y] }).count {
                LabDiagnostics.report("UIDynamicItem.collisionBoundingPath is not a convex polygon; using its convex hull")
            }
            return .polygon(hull)
        }
    }

    /// The outlines of an item: one, or one per member of a group.
    static func outlines(of item: UIDynamicItem) -> [PhysicsShape] {
        if let group = item as? UIDynamicItemGroup { return group.memberShapes }
        return [outline(of: item)]
    }

    /// This shape turned by `angle` and moved by `offset` within its body.
    func placed(offset: PhysicsVector, angle: Double) -> PhysicsShape {
        func move(_ v: PhysicsVector) -> PhysicsVector { offset + v.rotated(by: angle) }
        switch self {
        case let .polygon(vertices): return .polygon(vertices.map(move))
        case let .circle(center, radius): return .circle(center: move(center), radius: radius)
        case let .segment(a, b): return .segment(move(a), move(b))
        }
    }

    static func rectangle(width w: Double, height h: Double) -> PhysicsShape {
        .polygon([PhysicsVector(-w / 2, -h / 2), PhysicsVector(w / 2, -h / 2), PhysicsVector(w / 2, h / 2), PhysicsVector(-w / 2, h / 2)])
    }

    /// The distance of the farthest point from the body's origin.
    var radius: Double {
        switch self {
        case let .circle(center, radius): return center.length + radius
        case let .segment(a, b): return max(a.length, b.length)
        case let .polygon(vertices): return vertices.reduce(0.0) { max($0, $1.length) }
        }
    }

    /// The area, and the second moment of area about the body's origin.
    var areaAndMoment: (area: Double, moment: Double) {
        switch self {
        case .segment: return (0, 0)
        case let .circle(center, radius):
            let area = Double.pi * radius * radius
            return (area, area * (radius * radius / 2 + center.lengthSquared))
        case let .polygon(vertices):
            // Triangles fanned from the origin.
            var area = 0.0, moment = 0.0
            for i in vertices.indices {
                let a = vertices[i], b = vertices[(i + 1) % vertices.count]
                let twice = cross(a, b)
                area += twice / 2
                moment += twice / 12 * (dot(a, a) + dot(a, b) + dot(b, b))
            }
            return (abs(area), abs(moment))
        }
    }

    /// The shape placed at `position`, turned by `angle`.
    func placed(at position: PhysicsVector, angle: Double) -> PlacedShape {
        func place(_ v: PhysicsVector) -> PhysicsVector { position + v.rotated(by: angle) }
        switch self {
        case let .circle(center, radius):
            return .circle(center: place(center), radius: radius)
        case let .segment(a, b):
            let a = place(a), b = place(b), n = (b - a).perpendicular.normalized
            return .polygon(PlacedPolygon(vertices: [a, b], normals: [n, -n]))
        case let .polygon(vertices):
            return .polygon(PlacedPolygon(vertices.map(place)))
        }
    }

    /// The counter-clockwise (on screen: clockwise) convex hull of `points`, without collinear
    /// points (Andrew's monotone chain).
    static func convexHull(_ points: [PhysicsVector]) -> [PhysicsVector] {
        let sorted = points.filter(\.isFinite).sorted { ($0.x, $0.y) < ($1.x, $1.y) }
        guard sorted.count >= 3 else { return sorted }
        func chain(_ points: [PhysicsVector]) -> [PhysicsVector] {
            var hull: [PhysicsVector] = []
            for p in points {
                while hull.count >= 2 && cross(hull[hull.count - 1] - hull[hull.count - 2], p - hull[hull.count - 2]) <= 1e-9 { hull.removeLast() }
                hull.append(p)
            }
            return hull
        }
        let lower = chain(sorted), upper = chain(sorted.reversed())
        return Array(lower.dropLast() + upper.dropLast())
    }
}

/// A shape in the reference view's coordinates for one step.
enum PlacedShape {
    case polygon(PlacedPolygon)
    case circle(center: PhysicsVector, radius: Double)

    /// The box around the shape.
    var bounds: (min: PhysicsVector, max: PhysicsVector) {
        switch self {
        case let .circle(c, r): return (c - r, c + r)
        case let .polygon(p):
            var lo = p.vertices[0], hi = p.vertices[0]
            for v in p.vertices { lo = pointwiseMin(lo, v); hi = pointwiseMax(hi, v) }
            return (lo, hi)
        }
    }
}

/// A convex polygon with each edge's outward normal (edge i runs from vertex i to i + 1).
struct PlacedPolygon {
    var vertices: [PhysicsVector]
    var normals: [PhysicsVector]

    init(vertices: [PhysicsVector], normals: [PhysicsVector]) {
        self.vertices = vertices
        self.normals = normals
    }

    /// A polygon of at least three vertices in either winding; its normals point away from
    /// its centroid.
    init(_ vertices: [PhysicsVector]) {
        self.vertices = vertices
        let centroid = vertices.reduce(PhysicsVector.zero, +) / Double(max(1, vertices.count))
        normals = vertices.indices.map { i in
            let a = vertices[i], b = vertices[(i + 1) % vertices.count]
            let n = (b - a).perpendicular.normalized
            return dot(n, a - centroid) < 0 ? -n : n
        }
    }
}
