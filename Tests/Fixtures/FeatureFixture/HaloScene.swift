import LabKit

/// Pulsing halos, the replicator idiom of "Pulsator"-style location and call buttons: one
/// pulse (a disc, or a stroked ring) grows from nothing while it fades, repeating every 2 s,
/// and a replicator starts each copy's pulse a fixed delay after the one before, so several
/// waves are on screen at once around a solid dot.
final class HaloScene: Scene {
    static let info = SceneInfo(name: "Halo", summary: "Pulsing halos: replicated discs and rings growing and fading around a dot",
                                preferredSize: CGSize(width: 360, height: 240))
    init() {}

    /// One wave's length; the copies are spread evenly over it.
    private static let period: CFTimeInterval = 2

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.12, alpha: 1).cgColor
        let blue = UIColor(red: 0.2, green: 0.55, blue: 1, alpha: 1)
        let pink = UIColor(red: 1, green: 0.3, blue: 0.5, alpha: 1)
        root.addSublayer(halo(center: CGPoint(x: 95, y: 120), copies: 3, color: blue, pulse: disc(color: blue)))
        root.addSublayer(halo(center: CGPoint(x: 265, y: 120), copies: 4, color: pink, pulse: ring(color: pink)))
    }

    private func halo(center: CGPoint, copies: Int, color: UIColor, pulse: CALayer) -> CALayer {
        let holder = CALayer()
        holder.frame = CGRect(x: center.x - 80, y: center.y - 80, width: 160, height: 160)
        let replicator = CAReplicatorLayer()
        replicator.frame = holder.bounds
        replicator.instanceCount = copies
        replicator.instanceDelay = Self.period / Double(copies)
        pulse.frame = replicator.bounds
        // The model is the pulse's end: invisible until its animation starts.
        pulse.opacity = 0
        pulse.transform = CATransform3DMakeScale(0, 0, 1)
        pulse.add(wave(), forKey: "pulse")
        replicator.addSublayer(pulse)

        let dot = CALayer()
        dot.bounds = CGRect(x: 0, y: 0, width: 28, height: 28)
        dot.position = CGPoint(x: 80, y: 80)
        dot.cornerRadius = 14
        dot.backgroundColor = color.cgColor
        dot.borderColor = UIColor.white.cgColor
        dot.borderWidth = 3
        holder.addSublayer(replicator)
        holder.addSublayer(dot)
        return holder
    }

    private func disc(color: UIColor) -> CALayer {
        let disc = CALayer()
        disc.cornerRadius = 80
        disc.backgroundColor = color.cgColor
        return disc
    }

    private func ring(color: UIColor) -> CALayer {
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(ovalIn: CGRect(x: 4, y: 4, width: 152, height: 152)).cgPath
        ring.fillColor = nil
        ring.strokeColor = color.cgColor
        ring.lineWidth = 6
        return ring
    }

    /// Scale 0 → 1 linearly over the period; opacity held at 0.6 for the first fifth, then
    /// fading to 0.
    private func wave() -> CAAnimation {
        let grow = CABasicAnimation(keyPath: "transform.scale.xy")
        grow.fromValue = 0
        grow.toValue = 1
        grow.duration = Self.period
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.6, 0.6, 0]
        fade.keyTimes = [0, 0.2, 1]
        fade.duration = Self.period
        let group = CAAnimationGroup()
        group.animations = [grow, fade]
        group.duration = Self.period
        group.repeatCount = .infinity
        return group
    }
}
