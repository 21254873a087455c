import Foundation
import LabKit

/// `--watch --offscreen`: the scene runs on wall time (times --speed) and its current frame
/// is rewritten into one PNG every 1/fps seconds, a live picture for a headless machine; a
/// rebuild swaps the scene in at the same time, replaying the input script up to it.
final class OffscreenWatchSession {
    private let renderer: OffscreenRenderer
    private let reloader: PluginReloader
    private let out: String
    private let size: CanvasSize
    private let scale: Double
    private let clock: SceneClock
    private let input: InputScript?
    private var session: OffscreenScene

    init(_ sceneType: any Scene.Type, settings: SceneSettings, size: CanvasSize, scale: Double, clock: SceneClock,
         input: InputScript?, out: String, reloader: PluginReloader, renderer: OffscreenRenderer) throws {
        self.renderer = renderer
        self.reloader = reloader
        self.out = out
        self.size = size
        self.scale = scale
        self.clock = clock
        self.input = input
        session = try renderer.start(sceneType, size: size, scale: scale, clock: clock, input: input, parameters: settings)
    }

    /// Runs for `duration` seconds of wall time, or until SIGINT or SIGTERM.
    func run(duration: Double?) throws {
        print("lab: watching \(reloader.watchedDescription) in \(reloader.package.root.path); \(out) shows the scene \(String(format: "%g", clock.fps)) times a second")
        fflush(stdout)
        let start = Date()
        var frame = 0
        while !SignalFlag.raised {
            let host = Date().timeIntervalSince(start)
            if let duration, host >= duration { break }
            if case .reloaded(let type, let settings, _, _) = reloader.poll() {
                let replacement = try renderer.start(type, size: size, scale: scale, clock: clock, input: input, parameters: settings)
                replacement.advance(to: session.hostTime)
                session = replacement
            }
            session.advance(to: host)
            try AtomicFile.write(try session.render().pngData(), to: out)
            frame += 1
            let wait = Double(frame) / clock.fps - Date().timeIntervalSince(start)
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        }
    }
}
