@_spi(Rendering) import LabKit

/// A replicator's copies (see `CAReplicatorLayer`): each copy of a sublayer is a node of its
/// own in the snapshot, placed by its copy's transform and tinted by its color
/// (`RenderListBuilder.tint`). Copies of one path share its tessellation through the
/// geometry cache; only their transforms and paints differ.
extension PresentationSnapshot {
    /// The base transform of `node`'s layer: `base` (its parent's plane to device pixels),
    /// preceded by its replicator copy's transform when it is a copy.
    func base(of node: Node, under base: CATransform3D) -> CATransform3D {
        node.replica >= 0 ? CATransform3DConcat(replicas[Int(node.replica)].transform, base) : base
    }
}
