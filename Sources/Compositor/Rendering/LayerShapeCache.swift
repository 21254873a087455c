import LabKit

/// The outlines the Compositor makes for layers (rounded bounds, border rings), kept between
/// frames as immutable paths, one per distinct outline: a layer's outline is then the same
/// path every frame and for every replicator copy, so its tessellation comes from the
/// `GeometryCache` instead of being rebuilt each time it is drawn. An outline no layer used in
/// the last frame is dropped.
final class LayerShapeCache {
    /// What an outline is made from.
    struct Key: Hashable {
        let x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat
        let radius: CGFloat
        /// The rounded corners (bits: top-left, top-right, bottom-right, bottom-left).
        let corners: UInt8
        let isContinuous: Bool
        /// The border's width for a border ring; zero for the bounds' outline.
        let borderWidth: CGFloat
    }

    private var shapes: [Key: (path: CGPath, lastUsed: Int)] = [:]
    private var frame = 0
    private var usedThisFrame = 0

    /// Starts a frame, dropping the outlines the frame before did not use.
    func beginFrame() {
        if usedThisFrame < shapes.count { shapes = shapes.filter { $0.value.lastUsed >= frame } }
        frame += 1
        usedThisFrame = 0
    }

    /// The outline for `key`, made by `make` the first time.
    func shape(_ key: Key, make: () -> CGPath) -> CGPath {
        if let entry = shapes[key] {
            if entry.lastUsed != frame {
                shapes[key] = (entry.path, frame)
                usedThisFrame += 1
            }
            return entry.path
        }
        let path = make()
        let kept = GeometryCache.isCacheable(path) ? path : path.copy() ?? path
        shapes[key] = (kept, frame)
        usedThisFrame += 1
        return kept
    }

    /// The number of outlines kept.
    var count: Int { shapes.count }
}
