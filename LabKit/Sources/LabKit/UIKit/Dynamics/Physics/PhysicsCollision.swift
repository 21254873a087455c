import Foundation

/// Where two shapes touch: the normal from the first to the second, and up to two points, each
/// with how far apart the shapes are along the normal there (negative: overlapping).
struct PhysicsManifold {
    var normal: PhysicsVector
    var points: [(point: PhysicsVector, separation: Double)]

    var flipped: PhysicsManifold { PhysicsManifold(normal: -normal, points: points) }
}

/// Contacts of convex shapes by the separating axis test, with the incident edge clipped to the
/// reference edge's sides for polygons (as Box2D finds them).
enum PhysicsCollision {
    /// Shapes closer than this count as touching, so a resting body keeps its contact.
    static let margin = 0.5

    /// The contact of two shapes closer than `margin`.
    static func collide(_ a: PlacedShape, _ b: PlacedShape, margin: Double) -> PhysicsManifold? {
        switch (a, b) {
        case let (.circle(ca, ra), .circle(cb, rb)):
            let d = cb - ca, distance = d.length
            let separation = distance - ra - rb
            guard separation <= margin else { return nil }
            let normal = distance > 1e-9 ? d / distance : PhysicsVector(0, 1)
            return PhysicsManifold(normal: normal, points: [(ca + normal * (ra + separation / 2), separation)])
        case let (.polygon(p), .circle(c, r)):
            return polygonCircle(p, c, r, margin: margin)
        case let (.circle(c, r), .polygon(p)):
            return polygonCircle(p, c, r, margin: margin)?.flipped
        case let (.polygon(pa), .polygon(pb)):
            return polygons(pa, pb, margin: margin)
        }
    }

    private static func polygonCircle(_ polygon: PlacedPolygon, _ center: PhysicsVector, _ radius: Double, margin: Double) -> PhysicsManifold? {
        var best = 0, bestSeparation = -Double.infinity
        for i in polygon.vertices.indices {
            let s = dot(polygon.normals[i], center - polygon.vertices[i])
            if s > bestSeparation { (best, bestSeparation) = (i, s) }
        }
        guard bestSeparation - radius <= margin else { return nil }
        let count = polygon.vertices.count
        let v1 = polygon.vertices[best], v2 = polygon.vertices[(best + 1) % count]
        // The circle's center past one end of the edge: the nearest point is that vertex.
        for (vertex, other) in [(v1, v2), (v2, v1)] where bestSeparation > 1e-9 && dot(center - vertex, other - vertex) <= 0 {
            let d = center - vertex, distance = d.length
            guard distance - radius <= margin else { return nil }
            let normal = distance > 1e-9 ? d / distance : polygon.normals[best]
            return PhysicsManifold(normal: normal, points: [(vertex, distance - radius)])
        }
        let normal = polygon.normals[best]
        return PhysicsManifold(normal: normal, points: [(center - normal * radius, bestSeparation - radius)])
    }

    /// The edge of `a` along whose normal `b` lies farthest out, and that distance.
    private static func maxSeparation(_ a: PlacedPolygon, _ b: PlacedPolygon) -> (edge: Int, separation: Double) {
        var best = 0, bestSeparation = -Double.infinity
        for i in a.vertices.indices {
            let n = a.normals[i], v = a.vertices[i]
            var deepest = Double.infinity
            for w in b.vertices { deepest = min(deepest, dot(n, w - v)) }
            if deepest > bestSeparation { (best, bestSeparation) = (i, deepest) }
        }
        return (best, bestSeparation)
    }

    private static func polygons(_ a: PlacedPolygon, _ b: PlacedPolygon, margin: Double) -> PhysicsManifold? {
        let (edgeA, separationA) = maxSeparation(a, b)
        guard separationA <= margin else { return nil }
        let (edgeB, separationB) = maxSeparation(b, a)
        guard separationB <= margin else { return nil }
        // The reference face is the one of least overlap, with a bias for A so the choice holds still.
        let flip = separationB > separationA + 0.05
        let reference = flip ? b : a, incident = flip ? a : b, edge = flip ? edgeB : edgeA
        let normal = reference.normals[edge]
        let v1 = reference.vertices[edge], v2 = reference.vertices[(edge + 1) % reference.vertices.count]
        // The incident edge faces the reference normal most.
        var incidentEdge = 0, leastDot = Double.infinity
        for i in incident.normals.indices {
            let d = dot(incident.normals[i], normal)
            if d < leastDot { (incidentEdge, leastDot) = (i, d) }
        }
        var points = [incident.vertices[incidentEdge], incident.vertices[(incidentEdge + 1) % incident.vertices.count]]
        let tangent = (v2 - v1).normalized
        points = clip(points, keepingBelow: -tangent, offset: -dot(tangent, v1))
        guard points.count == 2 else { return nil }
        points = clip(points, keepingBelow: tangent, offset: dot(tangent, v2))
        guard points.count == 2 else { return nil }
        let contacts = points.compactMap { p -> (PhysicsVector, Double)? in
            let separation = dot(normal, p - v1)
            return separation <= margin ? (p, separation) : nil
        }
        guard !contacts.isEmpty else { return nil }
        let manifold = PhysicsManifold(normal: normal, points: contacts)
        return flip ? manifold.flipped : manifold
    }

    /// The part of a segment where dot(normal, p) ≤ offset.
    private static func clip(_ segment: [PhysicsVector], keepingBelow normal: PhysicsVector, offset: Double) -> [PhysicsVector] {
        let d0 = dot(normal, segment[0]) - offset, d1 = dot(normal, segment[1]) - offset
        var out: [PhysicsVector] = []
        if d0 <= 0 { out.append(segment[0]) }
        if d1 <= 0 { out.append(segment[1]) }
        if d0 * d1 < 0 { out.append(segment[0] + (segment[1] - segment[0]) * (d0 / (d0 - d1))) }
        return out
    }
}
