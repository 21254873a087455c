import Foundation

/// Core Animation's transform layer: a true 3D layer hierarchy. Unlike every other layer, it
/// does not flatten its sublayers into its plane: they keep their depth through its
/// `transform` and `sublayerTransform`, and nested transform layers keep it further down,
/// until the nearest ordinary ancestor flattens the whole arrangement into its plane (a
/// `sublayerTransform` with `m34 = -1 / d` there gives it perspective).
///
/// As on iOS, only the sublayers are rendered: the layer's own background, contents, border,
/// shadow, mask and `masksToBounds` are ignored, and its `opacity` multiplies each sublayer
/// separately (there is no compositing group). Each frame, the planes of the arrangement
/// (every sublayer that is not itself a transform layer, with what is flattened into it) are
/// drawn back to front by the depth of their bounds' center; planes that cut through one
/// another are not split, so where they intersect the one whose center is nearer is drawn
/// whole over the other. Set `isDoubleSided` to false on the sublayers to hide the ones that
/// face away, as for the faces of a cube.
open class CATransformLayer: CALayer {
    /// Creates a transform layer.
    public override init() { super.init() }

    /// Creates a layer as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `layer`'s properties.
    public override init(layer: Any) { super.init(layer: layer) }

    override class func makeLabKitInstance() -> CALayer { CATransformLayer() }

    /// The layer keeps its sublayers' depth.
    @_spi(Rendering) public override var flattensSublayers: Bool { false }

    /// The deepest visible sublayer containing `point` (given in the superlayer's
    /// coordinates), never the transform layer itself: it has no plane to contain a point
    /// (Apple: hit testing a transform layer is not meaningful). Each sublayer is tested
    /// through the transforms projected onto the screen, front-most in sublayer order first,
    /// not by depth.
    open override func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0, let local = transformToSuperlayer.unapply(to: point) else { return nil }
        for child in (sublayers ?? []).reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return nil
    }
}
