import ArgumentParser
import Foundation
@_spi(LabHost) @_spi(Rendering) import LabKit

/// The animation benchmark: 10,000 layers (100 containers of 100), each running a repeating
/// group of three keyframe animations (position with a curve per interval, opacity, and
/// `transform.scale`), evaluated into the presentation tree once per 60 Hz frame, exactly as
/// the Compositor asks for it. The layers start at different times, as a ripple does; with
/// `--distinct`, every layer's keyframe values differ too, so that no two share a track.
/// The same walk over an unanimated tree of as many layers, timed in the same run, gives a
/// ratio that the machine's noise affects less than the absolute times.
struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Evaluate the presentation tree of 10,000 animated layers.")

    @Option(help: "Frames to measure.")
    var frames = 300

    @Option(help: "Animated layers (a multiple of 100).")
    var layers = 10_000

    @Flag(help: "Give every layer its own keyframe values (no shared tracks).")
    var distinct = false

    func run() throws {
        guard frames > 0, layers > 0, layers % 100 == 0 else {
            throw ValidationError("--frames must be positive and --layers a positive multiple of 100")
        }
        LabClock.reset()
        let root = Animate.tree(layers: layers) { index, layer in
            let phase = Double(index) / Double(layers)
            layer.add(Animate.group(phase: phase, amplitude: distinct ? 1 + phase : 1), forKey: "ripple")
        }
        LabClock.commit(root: root)

        var evaluateTimes: [Double] = [], tickTimes: [Double] = [], stillTimes: [Double] = []
        var checksum = 0.0
        for frame in 1...(frames + 30) {
            let start = CPUClock.now()
            LabClock.advance(to: Double(frame) / 60, root: root)
            let ticked = CPUClock.now()
            checksum += Animate.evaluate(root, parentTime: CACurrentMediaTime())
            let end = CPUClock.now()
            if frame > 30 {
                tickTimes.append(Double(ticked - start) / 1e6)
                evaluateTimes.append(Double(end - ticked) / 1e6)
            }
        }
        // The baseline is built and run after, not interleaved: interleaving would evict the
        // animated tree from the caches between its frames.
        let still = Animate.tree(layers: layers) { _, _ in }
        for frame in 1...(frames + 30) {
            let start = CPUClock.now()
            checksum += Animate.evaluate(still, parentTime: CACurrentMediaTime())
            if frame > 30 { stillTimes.append(Double(CPUClock.now() - start) / 1e6) }
        }
        evaluateTimes.sort()
        tickTimes.sort()
        stillTimes.sort()
        let median = { (times: [Double]) in times[times.count / 2] }
        let p10 = { (times: [Double]) in times[times.count / 10] }
        print("layers: \(layers), each with a group of 3 keyframe animations\(distinct ? " (all distinct)" : ""); frames: \(frames)")
        print(String(format: "presentation tree: median %.3f ms/frame (p10 %.3f, p90 %.3f)", median(evaluateTimes),
                     p10(evaluateTimes), evaluateTimes[frames * 9 / 10]))
        print(String(format: "same walk without animations: median %.3f ms/frame; ratio %.1f", median(stillTimes),
                     median(evaluateTimes) / median(stillTimes)))
        print(String(format: "clock tick (timers, display links, commit): median %.3f ms/frame", median(tickTimes)))
        print(String(format: "checksum %.3f", checksum))
    }

    /// 100 containers of `layers / 100` layers, each passed to `setUp` with its index.
    private static func tree(layers: Int, setUp: (Int, CALayer) -> Void) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        for row in 0..<(layers / 100) {
            let container = CALayer()
            container.frame = CGRect(x: 0, y: CGFloat(row) * 10, width: 1000, height: 10)
            root.addSublayer(container)
            for column in 0..<100 {
                let layer = CALayer()
                layer.frame = CGRect(x: CGFloat(column) * 10, y: 0, width: 8, height: 8)
                layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
                setUp(row * 100 + column, layer)
                container.addSublayer(layer)
            }
        }
        return root
    }

    /// Walks the tree as the Compositor does, asking each layer for its presentation.
    private static func evaluate(_ layer: CALayer, parentTime: Double) -> Double {
        guard let (presentation, time) = layer.renderingPresentation(parentTime: parentTime) else { return 0 }
        var sum = Double(presentation.opacity) + Double(presentation.position.x)
        for child in layer.sublayers ?? [] { sum += evaluate(child, parentTime: time) }
        return sum
    }

    private static func group(phase: Double, amplitude: Double) -> CAAnimationGroup {
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [CGPoint(x: 0, y: 0), CGPoint(x: 4 * amplitude, y: 2), CGPoint(x: 0, y: 4)].map { NSValue(cgPoint: $0) }
        move.keyTimes = [0, 0.4, 1]
        move.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn)]
        move.isAdditive = true
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 0.3, 1]
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.values = [1, 1 + 0.2 * amplitude, 0.9, 1]
        scale.keyTimes = [0, 0.3, 0.7, 1]
        for animation in [move, fade, scale] { animation.duration = 1.5 }
        let group = CAAnimationGroup()
        group.animations = [move, fade, scale]
        group.duration = 1.5
        group.beginTime = phase
        group.repeatCount = .infinity
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return group
    }
}
