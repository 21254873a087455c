import ArgumentParser
@_spi(Rendering) import Compositor
import Foundation
import GLBackend
@_spi(LabHost) @_spi(Rendering) import LabKit

/// The replicate benchmark: a replicator of 1,000 animated copies, as loading indicators draw
/// them: a 25-column replicator of 8 pt rounded squares, itself copied into 40 rows by a second
/// replicator, each square's animation running `instanceDelay` after the one before it, on a
/// 375 x 667 pt canvas at 2x (750 x 1334 pixels). Two configurations: the squares fading
/// (copies differ in transform and color only) and fading while they shrink (each copy's
/// scale gives its edges a geometry of its own). Prints how many copies the last frame added
/// without visiting them (see `ReplicaCopyTemplate`) and how many runs of copies it began
/// without a visit, frames per second (tick, snapshot,
/// render list, GL draw and `glFinish`), the CPU time per frame before GL, and the draws a
/// frame holds.
struct Replicate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "A replicator of 1,000 animated copies offscreen at 750 x 1334.")

    @Option(help: "Frames to measure per configuration.")
    var frames = 120

    @Option(help: "Which configurations to measure: fade, fade+scale or both.")
    var configuration = "both"

    func run() throws {
        guard frames > 0 else { throw ValidationError("--frames must be positive") }
        let configurations = ["fade": [false], "fade+scale": [true], "both": [false, true]]
        guard let chosen = configurations[configuration] else {
            throw ValidationError("--configuration must be fade, fade+scale or both")
        }
        let context = try EGLOffscreenContext()
        for scales in chosen {
            let result = try measure(scales: scales)
            print(String(format: "replicate %@ (%d copies, %d added from templates, %d runs started from templates, "
                         + "%d draw commands): %.1f frames/s; CPU before GL %.3f ms per frame (median, p90 %.3f)",
                         scales ? "fade+scale" : "fade", result.copies, result.fromTemplates, result.runsFromTemplates, result.draws,
                         result.fps, result.cpuMedian, result.cpuP90))
        }
        withExtendedLifetime(context) {}
    }

    static let columns = 25, rows = 40

    static func scene(size: CGSize, scales: Bool) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = UIColor(white: 0.1, alpha: 1).cgColor
        let square = CALayer()
        square.frame = CGRect(x: 14, y: 12, width: 8, height: 8)
        square.cornerRadius = 2
        square.backgroundColor = UIColor(red: 0.3, green: 0.7, blue: 1, alpha: 1).cgColor
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.autoreverses = true
        fade.repeatCount = .infinity
        square.add(fade, forKey: "fade")
        if scales {
            let shrink = CABasicAnimation(keyPath: "transform.scale")
            shrink.fromValue = 1
            shrink.toValue = 0.5
            shrink.duration = 1
            shrink.autoreverses = true
            shrink.repeatCount = .infinity
            square.add(shrink, forKey: "shrink")
        }
        let row = CAReplicatorLayer()
        row.frame = root.bounds
        row.instanceCount = columns
        row.instanceTransform = CATransform3DMakeTranslation(14, 0, 0)
        row.instanceDelay = 0.02
        row.instanceGreenOffset = -0.01
        row.addSublayer(square)
        let grid = CAReplicatorLayer()
        grid.frame = root.bounds
        grid.instanceCount = rows
        grid.instanceTransform = CATransform3DMakeTranslation(0, 16, 0)
        grid.instanceDelay = 0.05
        grid.addSublayer(row)
        root.addSublayer(grid)
        return root
    }

    private func measure(scales: Bool) throws
        -> (copies: Int, draws: Int, fromTemplates: Int, runsFromTemplates: Int, fps: Double, cpuMedian: Double, cpuP90: Double) {
        let renderer = try GLRenderer(msaa: true)
        let compositor = Compositor()
        let size = CGSize(width: 375, height: 667), scale: CGFloat = 2
        LabClock.reset()
        let root = Replicate.scene(size: size, scales: scales)
        LabClock.commit(root: root)
        var cpu: [Double] = []
        var wallStart = Date()
        var draws = 0
        for frame in 1...(frames + 10) {
            if frame == 11 { wallStart = Date() }
            let time = 3 + Double(frame) / 60
            let begin = CPUClock.now()
            LabClock.advance(to: time, root: root)
            let list = compositor.renderList(for: root, at: LabClock.currentTime, scale: scale, width: 750, height: 1334)
            let built = CPUClock.now()
            try renderer.draw(list)
            renderer.finish()
            if frame > 10 { cpu.append(Double(built - begin) / 1e6) }
            draws = list.commands.filter {
                switch $0 {
                case .draw, .drawInstances: return true
                default: return false
                }
            }.count
        }
        let wall = Date().timeIntervalSince(wallStart)
        cpu.sort()
        return (Replicate.columns * Replicate.rows, draws, compositor.copiesAddedFromTemplates, compositor.runsStartedFromTemplates,
                Double(frames) / wall, cpu[cpu.count / 2],
                cpu[cpu.count * 9 / 10])
    }
}
