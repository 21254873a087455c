/// Where one draw's geometry lies in the render list's arrays (float indices): its triangle
/// vertices, edge fringe and area edges.
///
/// A cached geometry drawn again soon after itself (a replicator's copies, one path drawn by
/// many layers, copies whose scales alternate between a few geometry steps) is not copied
/// again: the draw reads the floats an earlier draw appended, so that a thousand copies
/// append one geometry, not a thousand to compare and take back.
struct GeometrySpan {
    var vertices: Range<Int>
    var fringe: Range<Int>
    var edges: Range<Int>
    /// Whether the draw reads geometry an earlier draw appended (so it has nothing of its
    /// own to take back).
    var isShared = false

    /// No geometry, at the ends of `list`'s arrays.
    static func end(of list: RenderList) -> GeometrySpan {
        GeometrySpan(vertices: list.vertices.count..<list.vertices.count, fringe: list.fringeVertices.count..<list.fringeVertices.count,
                     edges: list.areaEdges.count..<list.areaEdges.count)
    }

    /// What `list` appended since `start` (from `start`'s lower bounds to the ends).
    static func appended(to list: RenderList, since start: GeometrySpan) -> GeometrySpan {
        GeometrySpan(vertices: start.vertices.lowerBound..<list.vertices.count,
                     fringe: start.fringe.lowerBound..<list.fringeVertices.count,
                     edges: start.edges.lowerBound..<list.areaEdges.count)
    }
}

extension RenderListBuilder {
    /// A cached geometry appended this frame and where: drawn again, it is read there.
    struct PlacedGeometry {
        let id: Int
        let span: GeometrySpan
        let shape: GeometryCache.Shape
    }

    /// How many placed geometries are remembered: enough for the geometry steps of copies
    /// that scale, few enough to search.
    static let placedGeometryLimit = 8

    /// Remembers a cached geometry just appended, forgetting the oldest past the limit.
    mutating func place(_ placed: PlacedGeometry) {
        if placedGeometries.count == RenderListBuilder.placedGeometryLimit { placedGeometries.removeFirst() }
        placedGeometries.append(placed)
    }

    /// Takes back what the arrays hold past `start`'s lower bounds (geometry appended by a
    /// draw that is not kept), forgetting the placed geometries that were part of it.
    mutating func removeGeometry(from start: GeometrySpan) {
        placedGeometries.removeAll {
            $0.span.vertices.upperBound > start.vertices.lowerBound || $0.span.fringe.upperBound > start.fringe.lowerBound
                || $0.span.edges.upperBound > start.edges.lowerBound
        }
        list.vertices.removeSubrange(start.vertices.lowerBound...)
        list.fringeVertices.removeSubrange(start.fringe.lowerBound...)
        list.areaEdges.removeSubrange(start.edges.lowerBound...)
    }
}
