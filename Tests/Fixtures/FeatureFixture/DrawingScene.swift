import LabKit

/// Custom drawing on one 320 × 480 pt screen, as iOS code draws: a pie chart view with a
/// shadow and a label (`draw(_:)`), a layer drawing a clipped gradient gauge with a dashed
/// track (`draw(in:)`), overlapping circles blended by multiply and screen, a two-circle
/// radial gradient sphere, and an image made by `UIGraphicsImageRenderer` from a star.
final class DrawingScene: ViewControllerScene {
    static let info = SceneInfo(name: "Drawing", summary: "draw(_:), draw(in:), CGContext paths, gradients, blend modes",
                                preferredSize: CGSize(width: 320, height: 480))

    init() {}

    func makeRootViewController() -> UIViewController { DrawingController() }
}

final class DrawingController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.96, blue: 0.98, alpha: 1)

        let pie = PieChartView(frame: CGRect(x: 20, y: 20, width: 140, height: 140))
        pie.backgroundColor = .clear
        view.addSubview(pie)

        let gauge = GaugeLayer()
        gauge.frame = CGRect(x: 176, y: 30, width: 124, height: 120)
        gauge.setNeedsDisplay()
        view.layer.addSublayer(gauge)

        let multiply = BlendCirclesView(frame: CGRect(x: 20, y: 180, width: 135, height: 130))
        multiply.mode = .multiply
        multiply.backgroundColor = .white
        view.addSubview(multiply)

        let screen = BlendCirclesView(frame: CGRect(x: 165, y: 180, width: 135, height: 130))
        screen.mode = .screen
        screen.backgroundColor = .black
        view.addSubview(screen)

        let sphere = SphereView(frame: CGRect(x: 20, y: 330, width: 130, height: 130))
        sphere.backgroundColor = .clear
        view.addSubview(sphere)

        let star = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { context in
            let cg = context.cgContext
            cg.translateBy(x: 30, y: 30)
            cg.move(to: CGPoint(x: 0, y: -28))
            for i in 1..<10 {
                let angle = CGFloat(i) * .pi / 5 - .pi / 2
                let radius: CGFloat = i % 2 == 0 ? 28 : 12
                cg.addLine(to: CGPoint(x: radius * cos(angle), y: radius * sin(angle)))
            }
            cg.closePath()
            cg.setFillColor(red: 1, green: 0.75, blue: 0.1, alpha: 1)
            cg.setStrokeColor(red: 0.6, green: 0.35, blue: 0, alpha: 1)
            cg.setLineWidth(2)
            cg.setLineJoin(.round)
            cg.drawPath(using: .fillStroke)
        }
        let stars = UIImageView(image: star)
        stars.frame = CGRect(x: 190, y: 350, width: 90, height: 90)
        view.addSubview(stars)
    }
}

/// A pie chart drawn in `draw(_:)`: wedges with a soft shadow, white separators and a label.
final class PieChartView: UIView {
    private let shares: [(CGFloat, UIColor)] = [(0.45, .systemBlue), (0.3, .systemOrange), (0.25, .systemGreen)]

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2 - 12
        var start = -CGFloat.pi / 2
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 4), blur: 8)
        for (share, color) in shares {
            let end = start + share * 2 * .pi
            context.move(to: center)
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.closePath()
            color.setFill()
            UIColor.white.setStroke()
            context.setLineWidth(3)
            context.drawPath(using: .fillStroke)
            start = end
        }
        context.restoreGState()
        UIColor.white.setFill()
        context.fillEllipse(in: CGRect(x: center.x - 28, y: center.y - 28, width: 56, height: 56))
        let label = "45%" as NSString
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.darkGray]
        let size = label.size(withAttributes: attributes)
        label.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}

/// A layer drawing itself in `draw(in:)`: a dashed track and a gradient clipped to a rounded bar.
final class GaugeLayer: CALayer {
    override func draw(in ctx: CGContext) {
        let track = CGRect(x: 8, y: 50, width: bounds.width - 16, height: 22)
        ctx.setStrokeColor(gray: 0.6, alpha: 1)
        ctx.setLineDash(phase: 0, lengths: [6, 4])
        ctx.setLineWidth(2)
        ctx.addPath(CGPath(roundedRect: track.insetBy(dx: -5, dy: -5), cornerWidth: 10, cornerHeight: 10, transform: nil))
        ctx.strokePath()
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.saveGState()
        ctx.addPath(CGPath(roundedRect: CGRect(x: track.minX, y: track.minY, width: track.width * 0.7, height: track.height),
                           cornerWidth: 11, cornerHeight: 11, transform: nil))
        ctx.clip()
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [UIColor.systemGreen.cgColor, UIColor.systemYellow.cgColor, UIColor.systemRed.cgColor],
                                  locations: [0, 0.5, 1])!
        ctx.drawLinearGradient(gradient, start: CGPoint(x: track.minX, y: 0), end: CGPoint(x: track.maxX, y: 0), options: [])
        ctx.restoreGState()
        ctx.setFillColor(gray: 0.2, alpha: 1)
        ctx.fill(CGRect(x: track.minX + track.width * 0.7 - 1, y: track.minY - 10, width: 2, height: track.height + 20))
    }
}

/// Three overlapping circles blended by `mode`.
final class BlendCirclesView: UIView {
    var mode: CGBlendMode = .normal

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setBlendMode(mode)
        let d: CGFloat = 70
        let origins = [CGPoint(x: rect.midX - d / 2, y: 10), CGPoint(x: rect.midX - d * 0.8, y: 50), CGPoint(x: rect.midX - d * 0.2, y: 50)]
        for (origin, color) in zip(origins, [UIColor.red, UIColor.green, UIColor.blue]) {
            color.withAlphaComponent(0.85).setFill()
            context.fillEllipse(in: CGRect(origin: origin, size: CGSize(width: d, height: d)))
        }
    }
}

/// A sphere: a two-circle radial gradient with its highlight up and to the left.
final class SphereView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.white.cgColor, UIColor.systemPurple.cgColor,
                                                             UIColor(red: 0.2, green: 0, blue: 0.3, alpha: 1).cgColor],
                                  locations: [0, 0.55, 1])!
        let center = CGPoint(x: rect.midX, y: rect.midY)
        context.drawRadialGradient(gradient, startCenter: CGPoint(x: center.x - 20, y: center.y - 22), startRadius: 4,
                                   endCenter: center, endRadius: rect.width / 2 - 4, options: .drawsBeforeStartLocation)
    }
}
