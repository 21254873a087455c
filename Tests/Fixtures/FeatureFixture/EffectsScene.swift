import LabKit

/// Gradients and shadows on one 360 x 360 pt canvas, in a 3 x 3 grid of 120 pt cells:
/// axial gradients (default direction with locations, diagonal under rounded clipping),
/// radial and conic gradients, a gradient under a star mask, shadows of a rounded card, of a
/// star shape, from a `shadowPath`, and of a card whose `masksToBounds` clips its shadow.
final class EffectsScene: Scene {
    static let info = SceneInfo(name: "Effects", summary: "Gradient layers and layer shadows",
                                preferredSize: CGSize(width: 360, height: 360))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.96, alpha: 1).cgColor
        let cells: [(CALayer) -> Void] = [axial, diagonal, radial, conic, maskedGradient, cardShadow, shapeShadow,
                                          pathShadow, clippedShadow]
        for (index, build) in cells.enumerated() {
            let cell = CALayer()
            cell.frame = CGRect(x: CGFloat(index % 3) * 120, y: CGFloat(index / 3) * 120, width: 120, height: 120)
            build(cell)
            root.addSublayer(cell)
        }
    }

    private func gradient(_ colors: [UIColor], frame: CGRect = CGRect(x: 10, y: 10, width: 100, height: 100)) -> CAGradientLayer {
        let layer = CAGradientLayer()
        layer.frame = frame
        layer.colors = colors.map(\.cgColor)
        return layer
    }

    private func axial(_ cell: CALayer) {
        let layer = gradient([.red, .yellow, .blue])
        layer.locations = [0, 0.3, 1]
        cell.addSublayer(layer)
    }

    private func diagonal(_ cell: CALayer) {
        let layer = gradient([UIColor(red: 0.1, green: 0.8, blue: 0.4, alpha: 1), UIColor(red: 0.2, green: 0.1, blue: 0.6, alpha: 1)])
        layer.startPoint = .zero
        layer.endPoint = CGPoint(x: 1, y: 1)
        layer.cornerRadius = 24
        layer.masksToBounds = true
        cell.addSublayer(layer)
    }

    private func radial(_ cell: CALayer) {
        let layer = gradient([.orange, UIColor.orange.withAlphaComponent(0)])
        layer.type = .radial
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 1)
        cell.addSublayer(layer)
    }

    private func conic(_ cell: CALayer) {
        let layer = gradient([.red, .yellow, .green, .cyan, .blue, .magenta, .red])
        layer.type = .conic
        layer.startPoint = CGPoint(x: 0.5, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        cell.addSublayer(layer)
    }

    private func maskedGradient(_ cell: CALayer) {
        let layer = gradient([.purple, .cyan])
        layer.startPoint = CGPoint(x: 0, y: 0.5)
        layer.endPoint = CGPoint(x: 1, y: 0.5)
        let star = CAShapeLayer()
        star.frame = layer.bounds
        star.path = EffectsScene.star(center: CGPoint(x: 50, y: 52), radius: 48)
        layer.mask = star
        cell.addSublayer(layer)
    }

    private func cardShadow(_ cell: CALayer) {
        let card = CALayer()
        card.frame = CGRect(x: 25, y: 20, width: 70, height: 70)
        card.backgroundColor = UIColor.white.cgColor
        card.cornerRadius = 12
        card.shadowOpacity = 0.6
        card.shadowRadius = 6
        card.shadowOffset = CGSize(width: 0, height: 8)
        cell.addSublayer(card)
    }

    private func shapeShadow(_ cell: CALayer) {
        let star = CAShapeLayer()
        star.frame = cell.bounds
        star.path = EffectsScene.star(center: CGPoint(x: 60, y: 58), radius: 44)
        star.fillColor = UIColor.systemYellow.cgColor
        star.shadowColor = UIColor.blue.cgColor
        star.shadowOpacity = 1
        star.shadowRadius = 3
        star.shadowOffset = CGSize(width: 6, height: 6)
        cell.addSublayer(star)
    }

    private func pathShadow(_ cell: CALayer) {
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 20, width: 80, height: 60)
        layer.backgroundColor = UIColor.systemTeal.cgColor
        layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 50, width: 80, height: 30), transform: nil)
        layer.shadowOpacity = 0.8
        layer.shadowRadius = 4
        layer.shadowOffset = .zero
        cell.addSublayer(layer)
    }

    private func clippedShadow(_ cell: CALayer) {
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 80, height: 80)
        card.backgroundColor = UIColor.red.withAlphaComponent(0.25).cgColor
        card.cornerRadius = 16
        card.masksToBounds = true
        card.shadowOpacity = 1
        card.shadowRadius = 5
        card.shadowOffset = CGSize(width: 0, height: 10)
        let dot = CALayer()
        dot.frame = CGRect(x: 20, y: 10, width: 40, height: 40)
        dot.backgroundColor = UIColor.red.cgColor
        dot.cornerRadius = 20
        card.addSublayer(dot)
        cell.addSublayer(card)
    }

    static func star(center: CGPoint, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for i in 0..<10 {
            let angle = CGFloat(i) * .pi / 5 - .pi / 2
            let r = i % 2 == 0 ? radius : radius * 0.45
            let p = CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }
}

/// A gradient layer whose `colors` and `locations` animate (1 s, linear), and a card whose
/// shadow's opacity, radius and offset animate, for frames at chosen times.
final class AnimatedEffectsScene: Scene {
    static let info = SceneInfo(name: "AnimatedEffects", summary: "Animated gradient colors, locations and shadows",
                                preferredSize: CGSize(width: 240, height: 120))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor.white.cgColor
        let ramp = CAGradientLayer()
        ramp.frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        ramp.startPoint = CGPoint(x: 0, y: 0.5)
        ramp.endPoint = CGPoint(x: 1, y: 0.5)
        ramp.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        ramp.locations = [0, 1]
        root.addSublayer(ramp)
        let colors = CABasicAnimation(keyPath: "colors")
        colors.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        colors.toValue = [UIColor.green.cgColor, UIColor.yellow.cgColor]
        colors.duration = 1
        colors.fillMode = .forwards
        colors.isRemovedOnCompletion = false
        ramp.add(colors, forKey: "colors")
        let locations = CABasicAnimation(keyPath: "locations")
        locations.fromValue = [0, 1]
        locations.toValue = [0.5, 1]
        locations.duration = 1
        locations.fillMode = .forwards
        locations.isRemovedOnCompletion = false
        ramp.add(locations, forKey: "locations")

        let card = CALayer()
        card.frame = CGRect(x: 150, y: 30, width: 60, height: 60)
        card.backgroundColor = UIColor.white.cgColor
        card.shadowOffset = .zero
        root.addSublayer(card)
        let shadow = CABasicAnimation(keyPath: "shadowOpacity")
        shadow.fromValue = 0
        shadow.toValue = 1
        shadow.duration = 1
        shadow.fillMode = .forwards
        shadow.isRemovedOnCompletion = false
        card.add(shadow, forKey: "shadow")
        let radius = CABasicAnimation(keyPath: "shadowRadius")
        radius.fromValue = 2
        radius.toValue = 10
        radius.duration = 1
        radius.fillMode = .forwards
        radius.isRemovedOnCompletion = false
        card.add(radius, forKey: "radius")
    }
}
