import CLabInterpose
import LabSession
import Foundation
@_spi(LabHost) import LabKit

/// What plugin code sees of time and chance in `lab`: while it runs (on the main thread,
/// inside `run`), `Date()`, `DispatchTime.now()`, `ProcessInfo.systemUptime`, `clock_gettime`
/// and the other clocks read the lab clock, and `SystemRandomNumberGenerator`, `arc4random`,
/// `drand48` and the rest draw from the lab seed (`CLabInterpose`), and delayed work it hands
/// Dispatch for the main queue or through `Task.sleep` runs at its lab time. The host's own
/// timing, Dispatch's threads and GL keep the real clocks.
enum PluginRuntime {
    nonisolated(unsafe) private static var seed = LabSeed.standard

    /// Puts the clocks and random sources of plugin code on the lab clock and `seed`.
    static func install(seed: LabSeed) {
        self.seed = seed
        switch seed {
        case .fixed(let value): CAEmitterLayer.labSeed = value
        case .random: CAEmitterLayer.labSeed = UInt64.random(in: 1...UInt64.max)
        }
        lab_interpose_configure({ LabClock.currentTime }, LabClock.wallClockOrigin)
        RunLoop.isOnLabTime = true
        lab_interpose_set_scheduler { due, atOnce, context, work in
            // The context is Dispatch's (a job, a copied block): handed back untouched.
            let context = UInt(bitPattern: context)
            let run: () -> Void = { work?(UnsafeMutableRawPointer(bitPattern: context)) }
            if atOnce != 0 { LabClock.scheduleAtOnce(run) } else { LabClock.schedule(at: due, run) }
        }
        lab_interpose_set_reporter { message in
            if let message { LabDiagnostics.report(String(cString: message)) }
        }
        reseed()
    }

    /// Before a scene loads (again): invalidates the Foundation timers of the previous run,
    /// whose fire dates would otherwise come round again on the restarted lab clock, and
    /// restarts the random stream. (`LabClock.reset` drops the lab's own queue.)
    static func restart() {
        lab_interpose_invalidate_timers()
        reseed()
    }

    /// Restarts the random stream: every scene load draws the same numbers.
    private static func reseed() {
        switch seed {
        case .fixed(let value): lab_interpose_seed(value, 1)
        case .random: lab_interpose_seed(0, 0)
        }
    }

    /// Runs plugin code (a scene's load, a turn of the lab clock) on lab time and the lab
    /// seed; should it crash, the report says it was `activity` (see `PluginCrashReport`).
    static func run<T>(_ activity: StaticString, _ body: () throws -> T) rethrows -> T {
        try PluginCrashReport.running(activity) { try runOnLabTime(body) }
    }

    private static func runOnLabTime<T>(_ body: () throws -> T) rethrows -> T {
        lab_interpose_enter()
        defer {
            lab_interpose_leave()
            if lab_interpose_take_concurrency_timer() != 0 {
                LabDiagnostics.report("Task.sleep in a task started off the main thread, or with a tolerance, runs on wall time, not the lab clock: frames that depend on it are not reproducible; sleep in a main-actor task without a tolerance, or use DispatchQueue.main.asyncAfter or Timer")
            }
        }
        return try body()
    }

    /// Runs host work that plugin code called into (GL drawing an image) on the real clocks.
    static func outside<T>(_ body: () throws -> T) rethrows -> T {
        guard lab_interpose_is_active() != 0 else { return try body() }
        lab_interpose_leave()
        defer { lab_interpose_enter() }
        return try body()
    }

    /// Makes `UIGraphicsImageRenderer`'s GL drawing run on the real clocks (Mesa waits on them).
    static func wrapRasterizer() {
        guard let rasterize = LayerRasterizer.rasterize else { return }
        LayerRasterizer.rasterize = { root, width, height, scale in
            outside { rasterize(root, width, height, scale) }
        }
    }
}

extension SceneSession.PluginCalls {
    /// Plugin code as `lab` runs it: named in crash reports, on the lab clock and seed, with
    /// the previous run's timers and random stream reset before each load.
    static let lab = SceneSession.PluginCalls(
        restart: { sceneType in
            PluginRuntime.restart()
            PluginCrashReport.scene(sceneType)
        },
        run: { activity, body in PluginRuntime.run(activity, body) })
}
