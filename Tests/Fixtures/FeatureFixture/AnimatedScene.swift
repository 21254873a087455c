import LabKit

/// Every kind of animation on one 320 x 160 pt canvas, in a 4 x 2 grid of 80 pt cells, for
/// golden frames at chosen times: a basic rotation, stroke keyframes with key times and
/// per-interval curves, a spring, a repeating autoreversing group inside a fast layer, a path
/// morph with a color, a display link and a timer that triggers an implicit animation, a path
/// keyframe with auto-rotation, and a paused layer scrubbed by its timeOffset.
final class AnimatedScene: Scene {
    static let info = SceneInfo(name: "Animated", summary: "One of each kind of Core Animation animation",
                                preferredSize: CGSize(width: 320, height: 160))
    private var link: CADisplayLink?

    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.96, alpha: 1).cgColor
        let cells: [(CALayer) -> Void] = [rotation, strokeKeyframes, spring, group, morph, displayLink, followPath, paused]
        for (index, build) in cells.enumerated() {
            let cell = CALayer()
            cell.frame = CGRect(x: CGFloat(index % 4) * 80, y: CGFloat(index / 4) * 80, width: 80, height: 80)
            build(cell)
            root.addSublayer(cell)
        }
    }

    /// A square turning a full circle every 2 s, for ever (0 to 2π through `transform.rotation.z`).
    private func rotation(_ cell: CALayer) {
        let square = CALayer()
        square.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        square.backgroundColor = UIColor.systemBlue.cgColor
        square.cornerRadius = 4
        cell.addSublayer(square)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 2
        spin.repeatCount = .infinity
        square.add(spin, forKey: "spin")
    }

    /// A circle drawn by strokeEnd keyframes 0 → 0.3 → 1 at key times 0, 0.5, 1, eased in then
    /// out over 1.5 s, held at the end.
    private func strokeKeyframes(_ cell: CALayer) {
        let circle = CAShapeLayer()
        circle.path = UIBezierPath(ovalIn: CGRect(x: 12, y: 12, width: 56, height: 56)).cgPath
        circle.fillColor = nil
        circle.strokeColor = UIColor.systemRed.cgColor
        circle.lineWidth = 6
        circle.lineCap = .round
        circle.strokeEnd = 0
        cell.addSublayer(circle)
        let draw = CAKeyframeAnimation(keyPath: "strokeEnd")
        draw.values = [0, 0.3, 1]
        draw.keyTimes = [0, 0.5, 1]
        draw.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
        draw.duration = 1.5
        draw.fillMode = .forwards
        draw.isRemovedOnCompletion = false
        circle.add(draw, forKey: "draw")
    }

    /// A ball dropping on an under-damped spring (it overshoots, then settles).
    private func spring(_ cell: CALayer) {
        let ball = CALayer()
        ball.bounds = CGRect(x: 0, y: 0, width: 16, height: 16)
        ball.cornerRadius = 8
        ball.position = CGPoint(x: 40, y: 56)
        ball.backgroundColor = UIColor.systemGreen.cgColor
        cell.addSublayer(ball)
        let drop = CASpringAnimation(keyPath: "position.y")
        drop.fromValue = 12
        drop.toValue = 56
        drop.damping = 4
        drop.stiffness = 120
        drop.duration = drop.settlingDuration
        ball.add(drop, forKey: "drop")
    }

    /// Opacity and scale in a group that autoreverses twice, inside a layer running at speed 2.
    private func group(_ cell: CALayer) {
        let fast = CALayer()
        fast.frame = cell.bounds
        fast.speed = 2
        cell.addSublayer(fast)
        let square = CALayer()
        square.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
        square.backgroundColor = UIColor.systemPurple.cgColor
        fast.addSublayer(square)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.2
        let shrink = CABasicAnimation(keyPath: "transform.scale")
        shrink.fromValue = 1
        shrink.toValue = 0.4
        shrink.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        fade.duration = 0.5
        shrink.duration = 0.5
        let pulse = CAAnimationGroup()
        pulse.animations = [fade, shrink]
        pulse.duration = 0.5
        pulse.autoreverses = true
        pulse.repeatCount = 2
        square.add(pulse, forKey: "pulse")
    }

    /// A triangle morphing into a square (same elements, point by point) while its fill turns
    /// from orange to teal, back and forth.
    private func morph(_ cell: CALayer) {
        let shape = CAShapeLayer()
        shape.fillColor = UIColor.orange.cgColor
        shape.path = polygon([CGPoint(x: 40, y: 14), CGPoint(x: 66, y: 62), CGPoint(x: 40, y: 62), CGPoint(x: 14, y: 62)])
        cell.addSublayer(shape)
        let square = polygon([CGPoint(x: 16, y: 16), CGPoint(x: 64, y: 16), CGPoint(x: 64, y: 64), CGPoint(x: 16, y: 64)])
        let reshape = CABasicAnimation(keyPath: "path")
        reshape.toValue = square
        let recolor = CABasicAnimation(keyPath: "fillColor")
        recolor.toValue = UIColor.systemTeal.cgColor
        for animation in [reshape, recolor] {
            animation.duration = 1
            animation.autoreverses = true
            animation.repeatCount = .infinity
            shape.add(animation, forKey: animation.keyPath)
        }
    }

    /// A dot circling once every 2 s, moved by a display link; at 0.5 s a timer turns it red,
    /// which animates implicitly over 0.25 s.
    private func displayLink(_ cell: CALayer) {
        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 14, height: 14)
        dot.cornerRadius = 7
        dot.backgroundColor = UIColor.black.cgColor
        dot.position = CGPoint(x: 64, y: 40)
        cell.addSublayer(dot)
        let link = CADisplayLink { link in
            let angle = 2 * CGFloat.pi * CGFloat(link.targetTimestamp) / 2
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            dot.position = CGPoint(x: 40 + 24 * cos(angle), y: 40 + 24 * sin(angle))
            CATransaction.commit()
        }
        link.add(to: .main, forMode: .common)
        self.link = link
        LabTimer.after(0.5) { dot.backgroundColor = UIColor.systemRed.cgColor }
    }

    /// An arrow following a circle at constant speed, turned along the tangent.
    private func followPath(_ cell: CALayer) {
        let arrow = CAShapeLayer()
        arrow.bounds = CGRect(x: -8, y: -6, width: 16, height: 12)
        arrow.path = polygon([CGPoint(x: -8, y: -6), CGPoint(x: 8, y: 0), CGPoint(x: -8, y: 6), CGPoint(x: -4, y: 0)])
        arrow.fillColor = UIColor.darkGray.cgColor
        cell.addSublayer(arrow)
        let orbit = CAKeyframeAnimation(keyPath: "position")
        orbit.path = UIBezierPath(ovalIn: CGRect(x: 14, y: 14, width: 52, height: 52)).cgPath
        orbit.calculationMode = .paced
        orbit.rotationMode = .rotateAuto
        orbit.duration = 2
        orbit.repeatCount = .infinity
        arrow.add(orbit, forKey: "orbit")
    }

    /// A bar growing from 10 to 70 pt over 1.5 s inside a paused layer scrubbed to 0.75 s:
    /// it always shows half-grown.
    private func paused(_ cell: CALayer) {
        let scrubbed = CALayer()
        scrubbed.frame = cell.bounds
        cell.addSublayer(scrubbed)
        let bar = CALayer()
        bar.anchorPoint = CGPoint(x: 0, y: 0.5)
        bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
        bar.position = CGPoint(x: 5, y: 40)
        bar.backgroundColor = UIColor.brown.cgColor
        scrubbed.addSublayer(bar)
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 10
        grow.toValue = 70
        grow.duration = 1.5
        // The percent-driven technique: pause, add, then move the paused layer's time.
        scrubbed.speed = 0
        bar.add(grow, forKey: "grow")
        scrubbed.timeOffset = 0.75
    }

    private func polygon(_ points: [CGPoint]) -> CGPath {
        let path = CGMutablePath()
        path.addLines(between: points)
        path.closeSubpath()
        return path
    }
}
