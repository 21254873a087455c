import LabKit

/// Particle emitters on one 360 x 480 pt canvas: confetti falling from a line across the top
/// (white rectangles and circles tinted by each cell's color, spinning, fading near the end
/// of their lives) and a fire of soft glowing dots rising from a circle, blended additively.
final class EmitterScene: Scene {
    static let info = SceneInfo(name: "Emitter", summary: "Particle emitters: confetti and an additive fire",
                                preferredSize: CGSize(width: 360, height: 480))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.1, alpha: 1).cgColor
        root.addSublayer(confetti(in: root.bounds))
        root.addSublayer(fire(at: CGPoint(x: 180, y: 440)))
    }

    private func image(size: CGSize, _ draw: (CGContext) -> Void) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { draw($0.cgContext) }
    }

    private func confetti(in bounds: CGRect) -> CALayer {
        let emitter = CAEmitterLayer()
        emitter.frame = bounds
        emitter.emitterPosition = CGPoint(x: bounds.midX, y: -10)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: bounds.width, height: 1)
        emitter.seed = 25
        let strip = image(size: CGSize(width: 8, height: 14)) { $0.setFillColor(UIColor.white.cgColor); $0.fill(CGRect(x: 0, y: 0, width: 8, height: 14)) }
        let dot = image(size: CGSize(width: 10, height: 10)) { $0.setFillColor(UIColor.white.cgColor); $0.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let colors: [UIColor] = [.systemRed, .systemYellow, .systemGreen, .systemBlue, .systemPink]
        emitter.emitterCells = colors.enumerated().map { index, color in
            let cell = CAEmitterCell()
            cell.name = "confetti\(index)"
            let shape = index % 2 == 0 ? strip : dot
            cell.contents = shape.cgImage
            cell.contentsScale = shape.scale
            cell.color = color.cgColor
            cell.birthRate = 6
            cell.lifetime = 5
            cell.velocity = 90
            cell.velocityRange = 40
            cell.emissionLongitude = .pi / 2
            cell.emissionRange = .pi / 6
            cell.yAcceleration = 40
            cell.spin = 3
            cell.spinRange = 4
            cell.scale = 1
            cell.scaleRange = 0.3
            cell.alphaSpeed = -0.15
            return cell
        }
        return emitter
    }

    private func fire(at point: CGPoint) -> CALayer {
        let glow = image(size: CGSize(width: 32, height: 32)) { context in
            let colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
            guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1]) else { return }
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 16, y: 16), startRadius: 0,
                                       endCenter: CGPoint(x: 16, y: 16), endRadius: 16, options: [])
        }
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: 360, height: 480)
        emitter.emitterPosition = point
        emitter.emitterShape = .circle
        emitter.emitterMode = .surface
        emitter.emitterSize = CGSize(width: 60, height: 60)
        emitter.renderMode = .additive
        emitter.seed = 7
        let flame = CAEmitterCell()
        flame.name = "flame"
        flame.contents = glow.cgImage
        flame.contentsScale = glow.scale
        flame.color = UIColor(red: 1, green: 0.45, blue: 0.1, alpha: 0.35).cgColor
        flame.birthRate = 120
        flame.lifetime = 1.2
        flame.lifetimeRange = 0.4
        flame.velocity = 90
        flame.velocityRange = 30
        flame.emissionLongitude = -.pi / 2
        flame.emissionRange = .pi / 10
        flame.scale = 1.2
        flame.scaleSpeed = -0.6
        flame.greenSpeed = -0.3
        flame.alphaSpeed = -0.2
        emitter.emitterCells = [flame]
        return emitter
    }
}
