import Foundation
@_spi(Rendering) import LabKit

/// 3D layer hierarchies (see `CATransformLayer`): a transform layer draws nothing of its own;
/// its sublayers keep their depth through it (and through nested transform layers) until the
/// nearest flattening ancestor, whose sublayer transform gives them perspective. The planes of
/// the arrangement — every sublayer that flattens, with its own subtree — are drawn back to
/// front by the depth of their bounds' center, measured in that ancestor's sublayer space
/// after its sublayer transform (larger z is nearer the viewer). Planes that intersect are
/// not split: each is drawn whole, in the order of its center's depth.
///
/// Back faces: a layer that is not double-sided is skipped, with its sublayers, when its
/// bounds reach the screen mirrored (see `facesAway`), whichever its parent's kind.
extension RenderListBuilder {
    /// One plane of a 3D arrangement, as it is sorted and drawn.
    struct DepthPlane {
        /// Its snapshot node.
        let index: Int32
        /// Its parent's sublayer space in the flattening ancestor's sublayer space (after that
        /// ancestor's sublayer transform), before the ancestor's plane.
        let space: CATransform3D
        /// What its parent's opacities multiply it by (transform layers form no group).
        let alpha: Float
        /// The depth of its bounds' center (z / w; larger is nearer; behind the eye: infinity).
        let depth: CGFloat
        /// Its place in drawing order among equal depths (the snapshot's `zPosition`, then
        /// index order).
        let order: Int
    }

    /// Draws the transform layer of snapshot node `index` and its 3D arrangement: `space`
    /// maps its parent's sublayer space to the flattening ancestor's sublayer space (after
    /// that ancestor's sublayer transform), and `plane` maps the latter to device pixels,
    /// flattening it.
    mutating func drawTransformLayer(_ index: Int32, space: CATransform3D, plane: CATransform3D, alpha: Float) {
        let node = snapshot.nodes[Int(index)]
        guard !node.layer.isHidden, node.layer.opacity > 0, alpha > 0 else { return }
        let outerTint = tint
        if node.replica >= 0 {
            let color = snapshot.replicas[Int(node.replica)].color
            tint = (tint ?? SIMD4(repeating: 1)) * color
        }
        defer { tint = outerTint }
        var planes: [DepthPlane] = []
        collectPlanes(of: node, placed: snapshot.base(of: node, under: space), alpha: alpha, into: &planes)
        planes.sort { ($0.depth, $0.order) < ($1.depth, $1.order) }
        for p in planes {
            visit(p.index, base: CATransform3DConcat(p.space, plane), alpha: p.alpha)
        }
    }

    /// The depth-sorted planes under the transform layer `node`, whose parent's sublayer
    /// space `placed` maps into the flattening ancestor's sublayer space.
    private func collectPlanes(of node: PresentationSnapshot.Node, placed: CATransform3D, alpha: Float,
                               into planes: inout [DepthPlane]) {
        let layer = node.layer
        let matrix = CATransform3DConcat(layer.positioningTransform, placed)
        guard RenderListBuilder.isFinite(matrix) else {
            LabDiagnostics.report("\(type(of: node.model)) \(node.model.name ?? ""): its transforms overflow to infinity; not drawn")
            return
        }
        let space = CATransform3DConcat(layer.sublayerTransformAroundAnchor, matrix)
        let alpha = alpha * min(layer.opacity, 1)
        for child in snapshot.sublayers(of: node) {
            let childNode = snapshot.nodes[Int(child)]
            let shown = childNode.layer
            guard !shown.isHidden, shown.opacity > 0 else { continue }
            // A replicator's copy is placed by its copy transform too (`visit` applies it to the plane).
            let placed = snapshot.base(of: childNode, under: space)
            if !shown.flattensSublayers {
                collectPlanes(of: childNode, placed: placed, alpha: alpha, into: &planes)
                continue
            }
            let center = CGPoint(x: shown.bounds.midX, y: shown.bounds.midY)
            let depth = RenderListBuilder.depth(of: center, CATransform3DConcat(shown.positioningTransform, placed))
            planes.append(DepthPlane(index: child, space: space, alpha: alpha, depth: depth, order: planes.count))
        }
    }

    /// How many separate things `sublayers` paint, for group opacity, counted through their
    /// own sublayers up to 2 (a single sublayer with a background and a label in it paints two
    /// things that overlap); a transform layer counts 2, its sublayers being drawn one by one,
    /// and a masked layer 1, being drawn as a group.
    func paintCount(of sublayers: ArraySlice<Int32>) -> Int {
        var count = 0
        for child in sublayers {
            count += subtreePaintCount(child)
            if count >= 2 { return 2 }
        }
        return count
    }

    private func subtreePaintCount(_ index: Int32) -> Int {
        let node = snapshot.nodes[Int(index)]
        let layer = node.layer
        guard !layer.isHidden, layer.opacity > 0 else { return 0 }
        guard layer.flattensSublayers else { return 2 }
        if node.mask >= 0 { return 1 }
        let own = LayerPaints(layer).count + (layer.shadowOpacity > 0 && layer.shadowColor != nil ? 1 : 0)
        return own >= 2 ? 2 : min(2, own + paintCount(of: snapshot.sublayers(of: node)))
    }

    /// The depth of layer point `p` through `m`: z / w (larger is nearer the viewer); infinity
    /// where it is at or behind the eye (w ≤ 0), the nearest of all; -infinity when not a number.
    static func depth(of p: CGPoint, _ m: CATransform3D) -> CGFloat {
        let z = p.x * m.m13 + p.y * m.m23 + m.m43
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        guard w > 1e-9 else { return w.isNaN ? -.infinity : .infinity }
        let depth = z / w
        return depth.isNaN ? -.infinity : depth
    }

    /// Whether a layer whose bounds `m` maps to device pixels shows its back: the plane's
    /// projection (the x, y and w columns of `m` restricted to z = 0, a homography) reverses
    /// orientation. Its determinant's sign is the orientation wherever w > 0, the part of the
    /// plane that is drawn, so this holds under perspective too; a plane seen exactly edge-on
    /// (determinant 0) covers no area and is not culled.
    static func facesAway(_ m: CATransform3D) -> Bool {
        let det = m.m11 * (m.m22 * m.m44 - m.m24 * m.m42)
            - m.m12 * (m.m21 * m.m44 - m.m24 * m.m41)
            + m.m14 * (m.m21 * m.m42 - m.m22 * m.m41)
        return det < 0
    }
}
