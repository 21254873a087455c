import ArgumentParser
import Compositor
import Foundation
import GLBackend
@_spi(LabHost) @_spi(Rendering) import LabKit

/// The particles benchmark: an emitter keeping 5,000 live particles (2,500 born a second,
/// living 2 s, spinning, fading, each a 16 x 16 pixel image) on a 375 x 667 pt canvas at 2x
/// (750 x 1334 pixels), blended normally and additively. Prints frames per second (tick,
/// render list, GL draw and `glFinish`), the CPU time per frame before GL, and of that the
/// particle evaluation alone.
struct Particles: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "5,000 live image particles offscreen at 750 x 1334.")

    @Option(help: "Frames to measure per configuration.")
    var frames = 120

    func run() throws {
        guard frames > 0 else { throw ValidationError("--frames must be positive") }
        let context = try EGLOffscreenContext()
        for mode in [CAEmitterLayerRenderMode.unordered, .additive] {
            let result = try measure(mode)
            print(String(format: "particles %@ (%d live): %.1f frames/s; CPU before GL %.3f ms per frame (median, p90 %.3f), "
                         + "of which particle evaluation %.3f ms", mode.rawValue, result.live, result.fps, result.cpuMedian,
                         result.cpuP90, result.simulationMedian))
        }
        withExtendedLifetime(context) {}
    }

    static func scene(size: CGSize, mode: CAEmitterLayerRenderMode) -> (root: CALayer, emitter: CAEmitterLayer) {
        let root = CALayer()
        root.bounds = CGRect(origin: .zero, size: size)
        root.position = CGPoint(x: size.width / 2, y: size.height / 2)
        root.backgroundColor = UIColor(white: 0.1, alpha: 1).cgColor
        // A soft white dot, premultiplied.
        var pixels: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<16 {
                let dx = Double(x) - 7.5, dy = Double(y) - 7.5
                let alpha = UInt8(max(0, 1 - (dx * dx + dy * dy).squareRoot() / 8) * 255)
                pixels += [alpha, alpha, alpha, alpha]
            }
        }
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: size.width / 2, y: size.height / 2)
        emitter.emitterShape = .rectangle
        emitter.emitterSize = CGSize(width: size.width / 2, height: size.height / 4)
        emitter.renderMode = mode
        let cell = CAEmitterCell()
        cell.contents = CGImage(width: 16, height: 16, premultipliedRGBA: pixels)
        cell.birthRate = 2500
        cell.lifetime = 2
        cell.velocity = 80
        cell.velocityRange = 40
        cell.emissionRange = .pi
        cell.yAcceleration = 30
        cell.spin = 1
        cell.spinRange = 2
        cell.color = UIColor(red: 1, green: 0.6, blue: 0.2, alpha: 0.8).cgColor
        cell.blueRange = 0.3
        cell.alphaSpeed = -0.3
        emitter.emitterCells = [cell]
        root.addSublayer(emitter)
        return (root, emitter)
    }

    private func measure(_ mode: CAEmitterLayerRenderMode) throws
        -> (live: Int, fps: Double, cpuMedian: Double, cpuP90: Double, simulationMedian: Double) {
        let renderer = try GLRenderer(msaa: true)
        let compositor = Compositor()
        let size = CGSize(width: 375, height: 667), scale: CGFloat = 2
        LabClock.reset()
        let (root, emitter) = Particles.scene(size: size, mode: mode)
        LabClock.commit(root: root)
        var cpu: [Double] = [], simulation: [Double] = []
        var wallStart = Date()
        // Starts 3 s in, when births and deaths balance.
        let start = 3.0
        var live = 0
        for frame in 1...(frames + 10) {
            if frame == 11 { wallStart = Date() }
            let time = start + Double(frame) / 60
            let evaluation = CPUClock.now()
            live = emitter.particles(at: time).count
            let evaluated = CPUClock.now()
            let begin = CPUClock.now()
            LabClock.advance(to: time, root: root)
            let list = compositor.renderList(for: root, at: LabClock.currentTime, scale: scale, width: 750, height: 1334)
            let built = CPUClock.now()
            try renderer.draw(list)
            renderer.finish()
            if frame > 10 {
                cpu.append(Double(built - begin) / 1e6)
                simulation.append(Double(evaluated - evaluation) / 1e6)
            }
        }
        let wall = Date().timeIntervalSince(wallStart)
        cpu.sort()
        simulation.sort()
        return (live, Double(frames) / wall, cpu[cpu.count / 2], cpu[cpu.count * 9 / 10], simulation[simulation.count / 2])
    }
}
