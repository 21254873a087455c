import LabKit

/// A sparkler: an emitter whose `emitterPosition` circles the canvas by a repeating keyframe
/// animation. Each spark takes the position of its birth, as on iOS, so the sparks trail along
/// the circle behind the emitter, fading and shrinking, instead of following it.
final class SparklerScene: Scene {
    static let info = SceneInfo(name: "Sparkler", summary: "An emitter circling on a keyframe path, leaving a trail of sparks",
                                preferredSize: CGSize(width: 240, height: 240))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.08, alpha: 1).cgColor
        let glow = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { context in
            let colors = [UIColor.white.cgColor, UIColor.white.withAlphaComponent(0).cgColor]
            guard let gradient = CGGradient(colorsSpace: nil, colors: colors, locations: [0, 1]) else { return }
            context.cgContext.drawRadialGradient(gradient, startCenter: CGPoint(x: 8, y: 8), startRadius: 0,
                                                 endCenter: CGPoint(x: 8, y: 8), endRadius: 8, options: [])
        }
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 190, y: 120)
        emitter.renderMode = .additive
        emitter.seed = 3
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.contents = glow.cgImage
        spark.contentsScale = glow.scale
        spark.color = UIColor(red: 1, green: 0.7, blue: 0.3, alpha: 0.9).cgColor
        spark.birthRate = 80
        spark.lifetime = 1.5
        spark.velocity = 12
        spark.velocityRange = 8
        spark.emissionRange = .pi
        spark.scale = 1
        spark.scaleSpeed = -0.5
        spark.alphaSpeed = -0.6
        emitter.emitterCells = [spark]
        root.addSublayer(emitter)

        let circle = CAKeyframeAnimation(keyPath: "emitterPosition")
        circle.path = CGPath(ellipseIn: CGRect(x: 50, y: 50, width: 140, height: 140), transform: nil)
        circle.calculationMode = .paced
        circle.duration = 2
        circle.repeatCount = .infinity
        emitter.add(circle, forKey: "circle")
    }
}
