import LabKit

/// Every rendering feature of the foundation on one 360 x 360 pt canvas, in a 3 x 3 grid of
/// 120 pt cells: fills and rules, caps, joins, miter limit, dashes and stroke trimming, layer
/// chrome and clipping, group opacity and translucent strokes, masks, transforms.
final class FeaturesScene: Scene {
    static let info = SceneInfo(name: "Features", summary: "Every shape and layer feature of the renderer",
                                preferredSize: CGSize(width: 360, height: 360))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.96, alpha: 1).cgColor
        let cells: [(CALayer) -> Void] = [fills, caps, joins, miterLimit, dashes, chrome, opacity, masks, transforms]
        for (index, build) in cells.enumerated() {
            let cell = CALayer()
            cell.frame = CGRect(x: CGFloat(index % 3) * 120, y: CGFloat(index / 3) * 120, width: 120, height: 120)
            build(cell)
            root.addSublayer(cell)
        }
    }

    private func shape(_ path: CGPath, fill: UIColor? = nil, stroke: UIColor? = nil, width: CGFloat = 1) -> CAShapeLayer {
        let layer = CAShapeLayer()
        layer.path = path
        layer.fillColor = fill?.cgColor
        layer.strokeColor = stroke?.cgColor
        layer.lineWidth = width
        return layer
    }

    private func pentagram(center: CGPoint, radius: CGFloat) -> CGPath {
        let path = CGMutablePath()
        for i in 0..<5 {
            let angle = CGFloat(i * 2) * 2 * .pi / 5 - .pi / 2
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    private func fills(_ cell: CALayer) {
        cell.addSublayer(shape(pentagram(center: CGPoint(x: 30, y: 34), radius: 26), fill: .blue))
        let evenOdd = shape(pentagram(center: CGPoint(x: 90, y: 34), radius: 26), fill: .red)
        evenOdd.fillRule = .evenOdd
        cell.addSublayer(evenOdd)
        let drop = UIBezierPath()
        drop.move(to: CGPoint(x: 10, y: 110))
        drop.addQuadCurve(to: CGPoint(x: 50, y: 110), controlPoint: CGPoint(x: 30, y: 50))
        drop.close()
        cell.addSublayer(shape(drop.cgPath, fill: UIColor(red: 0, green: 0.6, blue: 0.3, alpha: 1)))
        let blob = UIBezierPath()
        blob.move(to: CGPoint(x: 65, y: 100))
        blob.addCurve(to: CGPoint(x: 110, y: 100), controlPoint1: CGPoint(x: 60, y: 50), controlPoint2: CGPoint(x: 120, y: 60))
        blob.addCurve(to: CGPoint(x: 65, y: 100), controlPoint1: CGPoint(x: 100, y: 120), controlPoint2: CGPoint(x: 80, y: 80))
        cell.addSublayer(shape(blob.cgPath, fill: .purple))
    }

    private func caps(_ cell: CALayer) {
        let caps: [CAShapeLayerLineCap] = [.butt, .round, .square]
        for (i, cap) in caps.enumerated() {
            let y = CGFloat(25 + i * 35)
            let line = CGMutablePath()
            line.move(to: CGPoint(x: 25, y: y))
            line.addLine(to: CGPoint(x: 95, y: y))
            let layer = shape(line, stroke: .darkGray, width: 14)
            layer.lineCap = cap
            cell.addSublayer(layer)
            let guide = CGMutablePath()
            guide.addLines(between: [CGPoint(x: 25, y: y - 12), CGPoint(x: 25, y: y + 12)])
            guide.addLines(between: [CGPoint(x: 95, y: y - 12), CGPoint(x: 95, y: y + 12)])
            cell.addSublayer(shape(guide, stroke: .red, width: 1))
        }
    }

    private func joins(_ cell: CALayer) {
        let joins: [CAShapeLayerLineJoin] = [.miter, .round, .bevel]
        for (i, join) in joins.enumerated() {
            let y = CGFloat(18 + i * 36)
            let zigzag = CGMutablePath()
            zigzag.addLines(between: [CGPoint(x: 15, y: y + 22), CGPoint(x: 45, y: y), CGPoint(x: 75, y: y + 22),
                                      CGPoint(x: 105, y: y)])
            let layer = shape(zigzag, stroke: .blue, width: 10)
            layer.lineJoin = join
            cell.addSublayer(layer)
        }
    }

    private func miterLimit(_ cell: CALayer) {
        for (i, limit) in [CGFloat(10), 2].enumerated() {
            let x = CGFloat(30 + i * 60)
            let vee = CGMutablePath()
            vee.addLines(between: [CGPoint(x: x - 12, y: 100), CGPoint(x: x, y: 35), CGPoint(x: x + 12, y: 100)])
            let layer = shape(vee, stroke: .black, width: 8)
            layer.miterLimit = limit
            cell.addSublayer(layer)
        }
    }

    private func dashes(_ cell: CALayer) {
        let dashed = shape(CGPath(rect: CGRect(x: 10, y: 10, width: 100, height: 40), transform: nil), stroke: .black, width: 4)
        dashed.lineDashPattern = [12, 6, 2, 6]
        dashed.lineDashPhase = 5
        cell.addSublayer(dashed)
        let dotted = shape(UIBezierPath(ovalIn: CGRect(x: 12, y: 62, width: 46, height: 46)).cgPath, stroke: .red, width: 5)
        dotted.lineDashPattern = [0, 10]
        dotted.lineCap = .round
        cell.addSublayer(dotted)
        let arc = UIBezierPath(arcCenter: CGPoint(x: 88, y: 85), radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2,
                               clockwise: true)
        let trimmed = shape(arc.cgPath, stroke: UIColor(red: 0, green: 0.5, blue: 1, alpha: 1), width: 8)
        trimmed.strokeStart = 0.1
        trimmed.strokeEnd = 0.7
        trimmed.lineCap = .round
        cell.addSublayer(trimmed)
    }

    private func chrome(_ cell: CALayer) {
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 100, height: 45)
        card.backgroundColor = UIColor.yellow.cgColor
        card.cornerRadius = 12
        card.borderWidth = 4
        card.borderColor = UIColor.brown.cgColor
        cell.addSublayer(card)
        let clip = CALayer()
        clip.frame = CGRect(x: 20, y: 62, width: 80, height: 50)
        clip.backgroundColor = UIColor.lightGray.cgColor
        clip.cornerRadius = 20
        clip.masksToBounds = true
        let inner = CALayer()
        inner.frame = CGRect(x: 20, y: -20, width: 50, height: 50)
        inner.backgroundColor = UIColor.red.cgColor
        inner.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 5))
        clip.addSublayer(inner)
        cell.addSublayer(clip)
    }

    private func opacity(_ cell: CALayer) {
        let group = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 120, height: 60)
        group.opacity = 0.5
        group.addSublayer(shape(UIBezierPath(ovalIn: CGRect(x: 15, y: 8, width: 50, height: 50)).cgPath, fill: .blue))
        group.addSublayer(shape(UIBezierPath(ovalIn: CGRect(x: 50, y: 8, width: 50, height: 50)).cgPath, fill: .blue))
        cell.addSublayer(group)
        let loop = UIBezierPath()
        loop.move(to: CGPoint(x: 15, y: 110))
        loop.addCurve(to: CGPoint(x: 105, y: 110), controlPoint1: CGPoint(x: 130, y: 40), controlPoint2: CGPoint(x: -10, y: 40))
        let translucent = shape(loop.cgPath, stroke: UIColor(red: 1, green: 0, blue: 0, alpha: 0.5), width: 12)
        cell.addSublayer(translucent)
    }

    private func masks(_ cell: CALayer) {
        let striped = CALayer()
        striped.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        for i in 0..<5 {
            let stripe = CALayer()
            stripe.frame = CGRect(x: CGFloat(i) * 20, y: 0, width: 20, height: 100)
            stripe.backgroundColor = (i % 2 == 0 ? UIColor.red : UIColor.blue).cgColor
            striped.addSublayer(stripe)
        }
        let mask = CALayer()
        mask.frame = striped.bounds
        mask.addSublayer(shape(UIBezierPath(ovalIn: CGRect(x: 5, y: 5, width: 60, height: 60)).cgPath, fill: .black))
        let soft = shape(UIBezierPath(rect: CGRect(x: 40, y: 50, width: 55, height: 45)).cgPath,
                         fill: UIColor(white: 0, alpha: 0.4))
        mask.addSublayer(soft)
        striped.mask = mask
        cell.addSublayer(striped)
    }

    private func transforms(_ cell: CALayer) {
        let pivot = CALayer()
        pivot.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        pivot.anchorPoint = .zero
        pivot.position = CGPoint(x: 20, y: 12)
        pivot.backgroundColor = UIColor.green.cgColor
        pivot.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.2, y: 0.8))
        cell.addSublayer(pivot)

        let stage = CALayer()
        stage.frame = CGRect(x: 60, y: 5, width: 60, height: 60)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 150
        stage.sublayerTransform = perspective
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        card.backgroundColor = UIColor.orange.cgColor
        card.borderWidth = 2
        card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
        stage.addSublayer(card)
        cell.addSublayer(stage)

        let colors: [UIColor] = [.red, .green, .blue]
        for (i, color) in colors.enumerated() {
            let square = CALayer()
            square.frame = CGRect(x: 15 + CGFloat(i) * 25, y: 70, width: 40, height: 40)
            square.backgroundColor = color.cgColor
            square.zPosition = CGFloat(2 - i)
            cell.addSublayer(square)
        }
    }
}
