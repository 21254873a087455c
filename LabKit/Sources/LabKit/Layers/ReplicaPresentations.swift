/// The presentation copies a layer shows as a replicator's delayed copies, one per copy in a
/// snapshot. They are kept from snapshot to snapshot, as the shared presentation copy is, and
/// recopied only when the model changed: a replicator of a thousand animated copies reuses a
/// thousand layers instead of making them again every frame.
final class ReplicaPresentations {
    /// Counts snapshots: a pool hands out its copies again from the first one in a new one.
    nonisolated(unsafe) private static var snapshotSerial: UInt64 = 0

    private var copies: [(layer: CALayer, generation: UInt32)] = []
    private var snapshot: UInt64 = 0
    private var used = 0

    /// Starts a snapshot: every pool's copies are free again.
    static func beginSnapshot() { snapshotSerial &+= 1 }

    /// Forgets the model in the copies, which may outlive the pool (held by a snapshot).
    func release() {
        for copy in copies { copy.layer.owningModel = nil }
    }

    /// The next copy of `model` in this snapshot, showing the model's values (its animations
    /// not yet applied). Copies the previous snapshot did not use are released.
    func next(of model: CALayer, restoring animated: [LayerProperty], make: () -> CALayer) -> CALayer {
        if snapshot != Self.snapshotSerial {
            snapshot = Self.snapshotSerial
            if used < copies.count {
                for copy in copies[used...] { copy.layer.owningModel = nil }
                copies.removeSubrange(used...)
            }
            used = 0
        }
        defer { used += 1 }
        guard used < copies.count else {
            let copy = make()
            copy.copyLayerState(from: model)
            copies.append((copy, model.modelGeneration))
            return copy
        }
        let copy = copies[used].layer
        if copies[used].generation == model.modelGeneration {
            for property in animated { property.restore(from: model, to: copy) }
        } else {
            copy.copyLayerState(from: model)
            copies[used].generation = model.modelGeneration
        }
        return copy
    }
}
