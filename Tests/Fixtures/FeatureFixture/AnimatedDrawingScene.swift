import LabKit

/// A progress ring whose own `progress` property animates (`@Animatable`, redrawn every frame
/// while it runs, as a Core Animation layer with `needsDisplay(forKey:)` is), beside a view
/// whose `draw(_:)` reads a value changed by a timer (redrawn once per `setNeedsDisplay()`).
final class AnimatedDrawingScene: Scene {
    static let info = SceneInfo(name: "AnimatedDrawing", summary: "A custom animatable property redrawn while it animates",
                                preferredSize: CGSize(width: 240, height: 140))

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.96, alpha: 1).cgColor
        let ring = ProgressRingLayer()
        ring.frame = CGRect(x: 20, y: 20, width: 100, height: 100)
        ring.progress = 0.9
        root.addSublayer(ring)
        let fill = CABasicAnimation(keyPath: "progress")
        fill.fromValue = 0
        fill.toValue = 0.9
        fill.duration = 1
        fill.timingFunction = CAMediaTimingFunction(name: .linear)
        ring.add(fill, forKey: "fill")

        let counter = CounterView(frame: CGRect(x: 140, y: 40, width: 80, height: 60))
        counter.backgroundColor = .white
        root.addSublayer(counter.layer)
        LabTimer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
            counter.count += 1
            counter.setNeedsDisplay()
        }
    }
}

/// A ring drawn up to `progress` of a turn, clockwise from the top.
final class ProgressRingLayer: CALayer {
    @Animatable("progress") var progress: CGFloat = 0

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - 8
        ctx.setLineWidth(12)
        ctx.setStrokeColor(gray: 0.85, alpha: 1)
        ctx.strokeEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        ctx.setLineCap(.round)
        ctx.setStrokeColor(UIColor.systemBlue.cgColor)
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + progress * 2 * .pi, clockwise: false)
        ctx.strokePath()
        let label = "\(Int((progress * 100).rounded()))%"
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 20)]
        let size = label.size(withAttributes: attributes)
        label.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}

/// A row of dots, one per timer tick.
final class CounterView: UIView {
    var count = 0

    override func draw(_ rect: CGRect) {
        UIColor.systemOrange.setFill()
        for i in 0..<min(count, 6) {
            UIBezierPath(ovalIn: CGRect(x: 6 + CGFloat(i) * 12, y: rect.midY - 5, width: 10, height: 10)).fill()
        }
    }
}
