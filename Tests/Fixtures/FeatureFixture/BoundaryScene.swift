import LabKit

/// A `CAShapeLayer` subclass defined in the plugin: the host must see it as a shape layer.
public final class PluginStarLayer: CAShapeLayer {
    public let points: Int

    public init(points: Int, radius: CGFloat) {
        self.points = points
        super.init()
        let path = CGMutablePath()
        for i in 0..<(points * 2) {
            let r = i % 2 == 0 ? radius : radius * 0.45
            let angle = CGFloat(i) * .pi / CGFloat(points) - .pi / 2
            let p = CGPoint(x: r * cos(angle), y: r * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        self.path = path
    }

    public override init(layer: Any) {
        points = (layer as? PluginStarLayer)?.points ?? 5
        super.init(layer: layer)
    }

    // Required, as on iOS: `CALayer` adopts `NSCoding`.
    public required init?(coder: NSCoder) {
        points = 5
        super.init(coder: coder)
    }
}

/// One plugin-made shape-layer subclass, centered.
final class BoundaryScene: Scene {
    static let info = SceneInfo(name: "Boundary", summary: "A CAShapeLayer subclass made in the plugin",
                                preferredSize: CGSize(width: 100, height: 100))
    init() {}
    func load(into root: CALayer) {
        let star = PluginStarLayer(points: 5, radius: 40)
        star.name = "star"
        star.position = CGPoint(x: 50, y: 52)
        star.fillColor = UIColor.orange.cgColor
        root.addSublayer(star)
    }
}
