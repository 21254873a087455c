import ArgumentParser
import Compositor
import Foundation
import GLBackend
import LabSession
@_spi(LabHost) import LabKit
import Uber

/// The splash benchmark: the Uber plugin's looping splash (77 textured tiles, the U logo
/// under its mask, the label) rendered offscreen at 375 x 667 pt, 2x (750 x 1334 pixels),
/// with 4x MSAA and without. For each it prints frames per second (the clock's tick, the
/// render list, the GL draw and `glFinish`; with `--read-back`, the pixels read back too) and
/// the CPU time per frame spent before GL (tick and render list), the part the lab controls.
struct Splash: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Render the Uber splash offscreen at 750 x 1334.")

    @Option(help: "Frames to measure per configuration.")
    var frames = 180

    @Flag(name: .customLong("read-back"), help: "Read every frame's pixels back, as a capture does.")
    var readBack = false

    func run() throws {
        guard frames > 0 else { throw ValidationError("--frames must be positive") }
        let context = try EGLOffscreenContext()
        for msaa in [true, false] {
            let result = try Splash.measure(frames: frames, msaa: msaa, readBack: readBack)
            print(String(format: "splash %@: %.1f frames/s; CPU before GL %.3f ms per frame (median, p90 %.3f)",
                         msaa ? "4x MSAA" : "no MSAA", result.fps, result.cpuMedian, result.cpuP90))
        }
        withExtendedLifetime(context) {}
    }

    /// Renders `frames` frames of the splash at 60 fps (after `warmUp` unmeasured ones, which
    /// also choose where in the animation the measured frames fall) with or without MSAA,
    /// reading each back with `readBack`: frames per second, the CPU milliseconds per frame
    /// spent before GL (median, 90th percentile), and the process's CPU milliseconds per frame.
    static func measure(frames: Int, warmUp: Int = 30, msaa: Bool, readBack: Bool)
        throws -> (fps: Double, cpuMedian: Double, cpuP90: Double, processCPU: Double) {
        let renderer = try GLRenderer(msaa: msaa)
        renderer.installAsLayerRasterizer()
        let compositor = Compositor()
        let size = CGSize(width: 375, height: 667), scale: CGFloat = 2
        let manifest = try PluginManifest.imported(from: labPluginEntry())
        guard let sceneType = manifest.scenes.first(where: { $0.info.name == "Splash" }) else {
            throw ValidationError("the Uber plugin has no Splash scene")
        }
        let session = SceneSession(sceneType, canvas: size, scale: scale)
        let root = session.root

        var cpu: [Double] = []
        var wallStart = Date(), processStart = CPUClock.process()
        for frame in 1...(frames + warmUp) {
            if frame == warmUp + 1 { (wallStart, processStart) = (Date(), CPUClock.process()) }
            let start = CPUClock.now()
            session.advance(to: Double(frame) / 60)
            let list = compositor.renderList(for: root, at: LabClock.currentTime, scale: scale, width: 750, height: 1334)
            let built = CPUClock.now()
            if readBack {
                _ = try renderer.render(list)
            } else {
                try renderer.draw(list)
                renderer.finish()
            }
            if frame > warmUp { cpu.append(Double(built - start) / 1e6) }
        }
        let wall = Date().timeIntervalSince(wallStart), process = Double(CPUClock.process() - processStart) / 1e6
        cpu.sort()
        return (Double(frames) / wall, cpu[cpu.count / 2], cpu[cpu.count * 9 / 10], process / Double(frames))
    }
}
