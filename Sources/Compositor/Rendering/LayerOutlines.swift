@_spi(Rendering) import LabKit

/// The geometry of the lab's debug overlay: every layer's bounds as the frame shows it
/// (presentation values, full transforms, projected to points of the root), and every
/// shape's path points, placed exactly as the render list places them.
public enum LayerOutlines {
    /// The outlines of `root`'s tree at the current lab time: closed quadrilaterals for the
    /// layers' bounds, and the shapes' path points.
    public static func paths(for root: CALayer) -> (bounds: CGPath, points: [CGPoint]) {
        let boxes = CGMutablePath()
        var points: [CGPoint] = []
        if let (shown, time) = root.renderingPresentation(parentTime: CACurrentMediaTime()) {
            visit(root, shown, time: time, base: CALayer.flattening, boxes: boxes, points: &points)
        }
        return (boxes, points)
    }

    private static func visit(_ model: CALayer, _ shown: CALayer, time: Double, base: CATransform3D,
                              boxes: CGMutablePath, points: inout [CGPoint]) {
        guard !shown.isHidden else { return }
        let matrix = CATransform3DConcat(shown.positioningTransform, base)
        let b = shown.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
                       CGPoint(x: b.minX, y: b.maxY)].compactMap { RenderListBuilder.project($0, matrix) }
        if corners.count == 4 {
            boxes.addLines(between: corners)
            boxes.closeSubpath()
        }
        if let shape = shown as? CAShapeLayer, let path = shape.path {
            for segment in path.segments {
                points += segment.points.compactMap { RenderListBuilder.project($0, matrix) }
            }
        }
        let childBase = RenderListBuilder.sublayerBase(of: shown, matrix: matrix)
        for child in model.sublayers ?? [] {
            guard let (childShown, childTime) = child.renderingPresentation(parentTime: time) else { continue }
            visit(child, childShown, time: childTime, base: childBase, boxes: boxes, points: &points)
        }
    }
}
