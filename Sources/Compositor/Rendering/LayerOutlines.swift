import Foundation
@_spi(Rendering) import LabKit

/// The geometry of the lab's debug overlay: every layer's bounds as the frame shows it
/// (presentation values, full transforms, projected to points of the root), and every
/// shape's path points, placed exactly as the render list places them. It reads the same
/// snapshot as the frame, so both agree on order, masks and what is hidden.
public enum LayerOutlines {
    /// The outlines of a snapshot's layers: closed quadrilaterals for the layers' bounds
    /// (masks included), and the shapes' path points.
    @_spi(Rendering) public static func paths(for snapshot: PresentationSnapshot) -> (bounds: CGPath, points: [CGPoint]) {
        let boxes = CGMutablePath()
        var points: [CGPoint] = []
        if !snapshot.isEmpty {
            visit(0, in: snapshot, base: CALayer.flattening, boxes: boxes, points: &points)
        }
        return (boxes, points)
    }

    private static func visit(_ index: Int32, in snapshot: PresentationSnapshot, base: CATransform3D,
                              boxes: CGMutablePath, points: inout [CGPoint]) {
        let node = snapshot.nodes[Int(index)]
        let shown = node.layer
        guard !shown.isHidden, shown.opacity > 0 else { return }
        let matrix = CATransform3DConcat(shown.positioningTransform, snapshot.base(of: node, under: base))
        let b = shown.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                       CGPoint(x: b.minX, y: b.maxY)].compactMap { RenderListBuilder.project($0, matrix) }
        if corners.count == 4 {
            boxes.addLines(between: corners)
            boxes.closeSubpath()
        }
        if case .shape(let shape) = shown.content, let path = shape.shapeState.path {
            for segment in path.segments {
                points += segment.points.compactMap { RenderListBuilder.project($0, matrix) }
            }
        }
        if node.mask >= 0 {
            visit(node.mask, in: snapshot, base: CATransform3DConcat(CALayer.flattening, matrix), boxes: boxes, points: &points)
        }
        let childBase = RenderListBuilder.sublayerBase(of: shown, matrix: matrix)
        for child in snapshot.sublayers(of: node) {
            visit(child, in: snapshot, base: childBase, boxes: boxes, points: &points)
        }
    }
}
