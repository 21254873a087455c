import ArgumentParser
import Foundation
@_spi(LabHost) @_spi(Rendering) import LabKit

/// The animation benchmark: 10,000 layers (100 containers of 100), each running a repeating
/// group of three keyframe animations (position with a curve per interval, opacity, and
/// `transform.scale`), evaluated into the presentation tree once per 60 Hz frame, exactly as
/// the Compositor asks for it.
struct Animate: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Evaluate the presentation tree of 10,000 animated layers.")

    @Option(help: "Frames to measure.")
    var frames = 300

    @Option(help: "Animated layers (a multiple of 100).")
    var layers = 10_000

    func run() throws {
        guard frames > 0, layers > 0, layers % 100 == 0 else {
            throw ValidationError("--frames must be positive and --layers a positive multiple of 100")
        }
        LabClock.reset()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        var animated: [CALayer] = []
        for row in 0..<(layers / 100) {
            let container = CALayer()
            container.frame = CGRect(x: 0, y: CGFloat(row) * 10, width: 1000, height: 10)
            root.addSublayer(container)
            for column in 0..<100 {
                let layer = CALayer()
                layer.frame = CGRect(x: CGFloat(column) * 10, y: 0, width: 8, height: 8)
                layer.backgroundColor = CGColor(gray: 0.5, alpha: 1)
                layer.add(Animate.group(phase: Double(row * 100 + column) / Double(layers)), forKey: "ripple")
                container.addSublayer(layer)
                animated.append(layer)
            }
        }
        LabClock.commit(root: root)

        var evaluateTimes: [Double] = [], tickTimes: [Double] = []
        var checksum = 0.0
        for frame in 1...(frames + 30) {
            let start = DispatchTime.now().uptimeNanoseconds
            LabClock.advance(to: Double(frame) / 60, root: root)
            let ticked = DispatchTime.now().uptimeNanoseconds
            checksum += Animate.evaluate(root, parentTime: CACurrentMediaTime())
            let end = DispatchTime.now().uptimeNanoseconds
            if frame > 30 {
                tickTimes.append(Double(ticked - start) / 1e6)
                evaluateTimes.append(Double(end - ticked) / 1e6)
            }
        }
        evaluateTimes.sort()
        tickTimes.sort()
        print("layers: \(animated.count), each with a group of 3 keyframe animations; frames: \(frames)")
        print(String(format: "presentation tree: median %.3f ms/frame (min %.3f, p90 %.3f)", evaluateTimes[frames / 2],
                     evaluateTimes[0], evaluateTimes[frames * 9 / 10]))
        print(String(format: "clock tick (timers, display links, commit): median %.3f ms/frame", tickTimes[frames / 2]))
        print(String(format: "checksum %.3f", checksum))
    }

    /// Walks the tree as the Compositor does, asking each layer for its presentation.
    private static func evaluate(_ layer: CALayer, parentTime: Double) -> Double {
        guard let (presentation, time) = layer.renderingPresentation(parentTime: parentTime) else { return 0 }
        var sum = Double(presentation.opacity) + Double(presentation.position.x)
        for child in layer.sublayers ?? [] { sum += evaluate(child, parentTime: time) }
        return sum
    }

    private static func group(phase: Double) -> CAAnimationGroup {
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 2), CGPoint(x: 0, y: 4)].map { NSValue(cgPoint: $0) }
        move.keyTimes = [0, 0.4, 1]
        move.timingFunctions = [CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn)]
        move.isAdditive = true
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [1, 0.3, 1]
        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.values = [1, 1.2, 0.9, 1]
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
