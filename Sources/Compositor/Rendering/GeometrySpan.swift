/// Where one draw's geometry lies in the render list's arrays (float indices): its triangle
/// vertices, edge fringe and area edges.
///
/// A cached geometry drawn again right after itself (a replicator's copies, one path drawn
/// by many layers in a row) is not copied again: the draw reads the floats the previous
/// draw appended, so that a thousand copies append one geometry, not a thousand to compare
/// and take back.
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
    /// The cached geometry last appended and where: drawn again, it is read there.
    struct PlacedGeometry {
        let id: Int
        let span: GeometrySpan
    }

    /// Takes back what the arrays hold past `start`'s lower bounds (geometry appended by a
    /// draw that is not kept), forgetting a placed geometry that was part of it.
    mutating func removeGeometry(from start: GeometrySpan) {
        if let placed = placedGeometry, placed.span.vertices.upperBound > start.vertices.lowerBound
            || placed.span.fringe.upperBound > start.fringe.lowerBound || placed.span.edges.upperBound > start.edges.lowerBound {
            placedGeometry = nil
        }
        list.vertices.removeSubrange(start.vertices.lowerBound...)
        list.fringeVertices.removeSubrange(start.fringe.lowerBound...)
        list.areaEdges.removeSubrange(start.edges.lowerBound...)
    }
}
