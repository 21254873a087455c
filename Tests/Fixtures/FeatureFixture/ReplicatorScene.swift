import LabKit

/// Replicator layers on one 360 x 240 pt canvas: Apple's documented example (a row of five
/// squares fading from white to red, copied by an outer replicator into a grid whose red
/// fades downward), and the classic activity spinner (twelve bars about the center, each
/// fading 1/12 s after the one before).
final class ReplicatorScene: Scene {
    static let info = SceneInfo(name: "Replicator", summary: "Replicator layers: a grid of tinted copies and a spinner",
                                preferredSize: CGSize(width: 360, height: 240))
    init() {}

    func load(into root: CALayer) {
        root.backgroundColor = UIColor(white: 0.12, alpha: 1).cgColor
        root.addSublayer(grid())
        root.addSublayer(spinner())
    }

    /// Apple's example at a fifth of its size: 20 pt squares 22 pt apart.
    private func grid() -> CALayer {
        let count = 5
        let step = -1 / Float(count)
        let square = CALayer()
        square.backgroundColor = UIColor.white.cgColor
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let row = CAReplicatorLayer()
        row.frame = CGRect(x: 0, y: 0, width: 108, height: 20)
        row.instanceCount = count
        row.instanceTransform = CATransform3DMakeTranslation(22, 0, 0)
        row.instanceBlueOffset = step
        row.instanceGreenOffset = step
        row.addSublayer(square)
        let grid = CAReplicatorLayer()
        grid.frame = CGRect(x: 20, y: 20, width: 108, height: 108)
        grid.instanceCount = count
        grid.instanceTransform = CATransform3DMakeTranslation(0, 22, 0)
        grid.instanceRedOffset = step
        grid.addSublayer(row)
        return grid
    }

    /// Twelve rounded bars about the center; each fades from opaque to 0.15 over a second,
    /// repeating, 1/12 s after the previous one.
    private func spinner() -> CALayer {
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 180, y: 40, width: 160, height: 160)
        let bar = CALayer()
        bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 36)
        bar.position = CGPoint(x: 80, y: 26)
        bar.cornerRadius = 5
        bar.backgroundColor = UIColor(red: 0.35, green: 0.75, blue: 1, alpha: 1).cgColor
        spinner.addSublayer(bar)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceDelay = 1.0 / 12
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        bar.opacity = 0.15
        bar.add(fade, forKey: "fade")
        return spinner
    }
}
