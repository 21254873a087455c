@_spi(Rendering) import Compositor
import Foundation
@_spi(Rendering) import LabKit

/// The `d` overlay: every layer's bounds outlined and every shape's path points marked, as
/// the frame shows them (the geometry comes from the Compositor's `LayerOutlines`). The
/// tessellation wireframe is drawn by the GL renderer over the frame.
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

    /// Rebuilds the marks for the tree as `snapshot` shows it (the frame's own snapshot).
    func update(for snapshot: PresentationSnapshot, canvas: CGRect) {
        layer.frame = canvas
        outlines.frame = canvas
        points.frame = canvas
        let geometry = LayerOutlines.paths(for: snapshot)
        outlines.path = geometry.bounds
        let dots = CGMutablePath()
        for p in geometry.points { dots.addRect(CGRect(x: p.x - 1.5, y: p.y - 1.5, width: 3, height: 3)) }
        points.path = dots
    }
}
