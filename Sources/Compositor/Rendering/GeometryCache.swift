import LabKit

/// Tessellated geometry kept between frames, keyed by path identity, flattening tolerance
/// (which follows the device scale), edge fringe width and the fill or stroke parameters,
/// for one per-path vertex budget (see `VertexBudget`).
///
/// Only immutable `CGPath`s are cached: a `CGMutablePath` can change under the same identity.
/// A path's geometry is stored from the second frame it is drawn in, so that paths rebuilt
/// every frame (animations) cost one identity lookup, not a cache entry. Entries hold their
/// path, so an identity is never reused while known, and whatever the previous frame did not
/// draw is dropped.
final class GeometryCache {
    enum Style: Hashable {
        case fill
        /// A fill whose concave shapes are covered by their edge areas (see `AreaEdges`),
        /// flattened `refinement` times finer than the frame's tolerance.
        case exactAreaFill(refinement: CGFloat)
        case stroke(StrokeStyle, start: CGFloat, end: CGFloat, dashes: [CGFloat]?, phase: CGFloat)
    }

    struct Key: Hashable {
        let path: ObjectIdentifier
        let tolerance: CGFloat
        let band: CGFloat
        let style: Style
    }

    /// What the renderer needs to know of tessellated geometry besides its vertices.
    struct Shape {
        /// One convex polygon: drawn without the stencil.
        let isConvex: Bool
        /// The box around the vertices, when known (the stencil's cover quad).
        let bounds: CGRect?

        /// The shape of no geometry.
        static let nothing = Shape(isConvex: false, bounds: nil)
    }

    /// A class, so that a lookup hands it over with one reference count, not three arrays'.
    final class Geometry {
        /// Tells entries apart (never reused while the cache lives).
        let id: Int
        let vertices: [Float]
        /// Edge fringe vertices (`EdgeFringe.stride` floats each).
        let fringe: [Float]
        /// Area edges (`AreaEdges.stride` floats each).
        let edges: [Float]
        let shape: Shape

        init(id: Int, vertices: [Float], fringe: [Float], edges: [Float], shape: Shape) {
            (self.id, self.vertices, self.fringe, self.edges, self.shape) = (id, vertices, fringe, edges, shape)
        }
    }

    private struct Entry {
        let path: CGPath
        let geometry: Geometry
        var lastUsed: Int
    }

    private var entries: [Key: Entry] = [:]
    /// The paths drawn in the frame being built and in the one before it, by identity (held,
    /// so that an identity is not reused while it is known).
    private var seenThisFrame: [ObjectIdentifier: CGPath] = [:]
    private var seenLastFrame: [ObjectIdentifier: CGPath] = [:]
    /// Entries used in the frame being built.
    private var entriesUsed = 0
    private var frame = 0
    /// The per-path vertex budget the entries were simplified to.
    private var budget = 0
    /// The last hit of the frame being built: copies of a replicator draw one path after
    /// another, so most lookups find it without hashing.
    private var lastHit: (key: Key, geometry: Geometry)?
    private var nextID = 0

    /// Whether `path` can be cached.
    static func isCacheable(_ path: CGPath) -> Bool { type(of: path) == CGPath.self }

    /// Starts a frame with a per-path vertex `budget`, dropping what the frame before did not
    /// use (releasing those paths), and everything when the budget changed (the canvas was
    /// resized: simplified geometry would not fit it).
    func beginFrame(budget: Int) {
        if budget != self.budget {
            entries.removeAll()
            self.budget = budget
        }
        frame += 1
        lastHit = nil
        swap(&seenThisFrame, &seenLastFrame)
        seenThisFrame.removeAll(keepingCapacity: true)
        if entriesUsed < entries.count { entries = entries.filter { $0.value.lastUsed >= frame - 1 } }
        entriesUsed = 0
    }

    /// What to do for one draw of a path.
    enum Lookup {
        /// The geometry is cached.
        case hit(Geometry)
        /// Build the geometry and `store` it under this key.
        case miss(Key)
        /// Build the geometry without keeping it (mutable paths, first frames).
        case uncached
    }

    /// Looks a path's geometry up, noting that the path was drawn this frame.
    func lookup(_ path: CGPath, tolerance: CGFloat, band: CGFloat, style: Style) -> Lookup {
        guard GeometryCache.isCacheable(path) else { return .uncached }
        let identity = ObjectIdentifier(path)
        if let lastHit, lastHit.key.path == identity, lastHit.key.tolerance == tolerance, lastHit.key.band == band,
           lastHit.key.style == style {
            return .hit(lastHit.geometry)
        }
        seenThisFrame[identity] = path
        guard seenLastFrame[identity] != nil else { return .uncached }
        let key = Key(path: identity, tolerance: tolerance, band: band, style: style)
        guard var entry = entries[key] else { return .miss(key) }
        if entry.lastUsed != frame { entriesUsed += 1 }
        entry.lastUsed = frame
        entries[key] = entry
        lastHit = (key, entry.geometry)
        return .hit(entry.geometry)
    }

    /// Keeps geometry built after a `.miss`.
    func store(vertices: [Float], fringe: [Float], edges: [Float], shape: Shape, for key: Key, path: CGPath) {
        nextID += 1
        let geometry = Geometry(id: nextID, vertices: vertices, fringe: fringe, edges: edges, shape: shape)
        entries[key] = Entry(path: path, geometry: geometry, lastUsed: frame)
        entriesUsed += 1
    }

    /// The number of cached entries.
    var count: Int { entries.count }
}
