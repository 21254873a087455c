import LabKit

/// Tessellated geometry kept between frames, keyed by path identity, flattening tolerance
/// (which follows the device scale) and the fill or stroke parameters.
///
/// Only immutable `CGPath`s are cached: a `CGMutablePath` can change under the same identity.
/// A path's geometry is stored from the second frame it is drawn in, so that paths rebuilt
/// every frame (animations) cost one identity lookup, not a cache entry. Entries hold their
/// path, so an identity is never reused while known, and whatever the previous frame did not
/// draw is dropped.
final class GeometryCache {
    enum Style: Hashable {
        case fill
        case stroke(StrokeStyle, start: CGFloat, end: CGFloat, dashes: [CGFloat]?, phase: CGFloat)
    }

    struct Key: Hashable {
        let path: ObjectIdentifier
        let tolerance: CGFloat
        let style: Style
    }

    /// What the renderer needs to know of tessellated geometry besides its vertices.
    struct Shape {
        /// One convex polygon: drawn without the stencil.
        let isConvex: Bool
        /// The box around the vertices, when known (the stencil's cover quad).
        let bounds: CGRect?
    }

    struct Geometry {
        let vertices: [Float]
        let shape: Shape
    }

    private struct Entry {
        let path: CGPath
        let geometry: Geometry
        var lastUsed: Int
    }

    private var entries: [Key: Entry] = [:]
    /// Paths drawn recently, by identity: the first and last frames they were drawn in.
    private var known: [ObjectIdentifier: (path: CGPath, firstUsed: Int, lastUsed: Int)] = [:]
    private var frame = 0

    /// Whether `path` can be cached.
    static func isCacheable(_ path: CGPath) -> Bool { type(of: path) == CGPath.self }

    /// Starts a frame, dropping what the frame before did not use (releasing those paths).
    func beginFrame() {
        frame += 1
        guard !known.isEmpty else { return }
        if reusedLastFrame == 0 {
            // Nothing was drawn twice (every path rebuilt each frame): forget it all at once.
            known.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
        } else if known.contains(where: { $0.value.lastUsed < frame - 1 }) {
            known = known.filter { $0.value.lastUsed >= frame - 1 }
            entries = entries.filter { $0.value.lastUsed >= frame - 1 }
        }
        reusedLastFrame = 0
    }

    /// How many paths the frame being built had drawn in an earlier frame too.
    private var reusedLastFrame = 0

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
    func lookup(_ path: CGPath, tolerance: CGFloat, style: Style) -> Lookup {
        guard GeometryCache.isCacheable(path) else { return .uncached }
        let identity = ObjectIdentifier(path)
        guard let seen = known[identity], seen.firstUsed < frame else {
            if known[identity] == nil { known[identity] = (path, frame, frame) }
            return .uncached
        }
        known[identity] = (path, seen.firstUsed, frame)
        reusedLastFrame += 1
        let key = Key(path: identity, tolerance: tolerance, style: style)
        guard var entry = entries[key] else { return .miss(key) }
        entry.lastUsed = frame
        entries[key] = entry
        return .hit(entry.geometry)
    }

    /// Keeps geometry built after a `.miss`.
    func store(_ geometry: Geometry, for key: Key, path: CGPath) {
        entries[key] = Entry(path: path, geometry: geometry, lastUsed: frame)
    }

    /// The number of cached entries.
    var count: Int { entries.count }
}
