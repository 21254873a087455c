import Foundation
@_spi(Rendering) import LabKit

/// The `d` overlay: every layer's bounds outlined and every shape's path points marked, as
/// the frame shows them (presentation values, full transforms). The tessellation wireframe
/// is drawn by the GL renderer over the frame.
final class DebugOverlay {
    let layer = CALayer()
    private let outlines = CAShapeLayer()
    private let points = CAShapeLayer()

    init() {
        outlines.fillColor = nil
        outlines.strokeColor = CGColor(red: 0, green: 0.9, blue: 1, alpha: 0.9)
        outlines.lineWidth = 1
        points.fillColor = CGColor(red: 1, green: 0.45, blue: 0, alpha: 1)
        layer.addSublayer(outlines)
        layer.addSublayer(points)
    }

    /// Rebuilds the marks for `root` as it is at the current lab time.
    func update(for root: CALayer, canvas: CGRect) {
        layer.frame = canvas
        outlines.frame = canvas
        points.frame = canvas
        let boxes = CGMutablePath(), dots = CGMutablePath()
        if let (shown, time) = root.renderingPresentation(parentTime: CACurrentMediaTime()) {
            visit(root, shown, time: time, base: CALayer.flattening, boxes: boxes, dots: dots)
        }
        outlines.path = boxes
        points.path = dots
    }

    private func visit(_ model: CALayer, _ shown: CALayer, time: Double, base: CATransform3D,
                       boxes: CGMutablePath, dots: CGMutablePath) {
        guard !shown.isHidden else { return }
        let matrix = CATransform3DConcat(shown.positioningTransform, base)
        let b = shown.bounds
        let corners = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
                       CGPoint(x: b.maxX, y: b.maxY), CGPoint(x: b.minX, y: b.maxY)].compactMap { project($0, matrix) }
        if corners.count == 4 {
            boxes.addLines(between: corners)
            boxes.closeSubpath()
        }
        if let shape = shown as? CAShapeLayer, let path = shape.path {
            for segment in path.segments {
                for point in segment.points {
                    guard let p = project(point, matrix) else { continue }
                    dots.addRect(CGRect(x: p.x - 1.5, y: p.y - 1.5, width: 3, height: 3))
                }
            }
        }
        let childBase = CATransform3DConcat(CATransform3DConcat(shown.sublayerTransformAroundAnchor, CALayer.flattening), matrix)
        for child in model.sublayers ?? [] {
            guard let (childShown, childTime) = child.renderingPresentation(parentTime: time) else { continue }
            visit(child, childShown, time: childTime, base: childBase, boxes: boxes, dots: dots)
        }
    }

    /// Where a layer point lands on the canvas (nil behind the eye).
    private func project(_ p: CGPoint, _ m: CATransform3D) -> CGPoint? {
        let x = p.x * m.m11 + p.y * m.m21 + m.m41
        let y = p.x * m.m12 + p.y * m.m22 + m.m42
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        guard w > 1e-6, x.isFinite, y.isFinite else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }
}
