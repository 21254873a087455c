import Foundation

extension Lab {
    /// `--watch --offscreen`: a live PNG of the running scene, swapped on every rebuild.
    func runWatchingOffscreen(_ loader: PluginLoader) throws {
        if all { throw LabError("--watch follows one plugin; use it with --plugin, not --all") }
        if record != nil || contactSheet != nil { throw LabError("--watch shows a live frame; record without --watch") }
        if time != nil || from != nil { throw LabError("--watch runs on wall time from 0; --time and --from do not apply") }
        guard let out, (out as NSString).pathExtension.lowercased() == "png" else {
            throw LabError("--watch --offscreen rewrites one picture: pass --out FILE.png")
        }
        try AtomicFile.checkWritable(out)
        let clock = try validatedClock()
        let script = try input.map { try InputScript(contentsOf: $0) }
        let loaded = try loader.load(plugin!)
        let sceneType = try loaded.scene(named: scene)
        let parameters = try SceneSettings(settings, for: sceneType)
        let reloader = try PluginReloader(plugin: loaded, sceneName: sceneType.info.name, settingOptions: settings, loader: loader)
        SignalFlag.install()
        let session = try OffscreenWatchSession(sceneType, settings: parameters, size: canvas(for: sceneType), scale: scale,
                                                clock: clock, input: script, out: out, reloader: reloader,
                                                renderer: OffscreenRenderer(msaa: !noMSAA))
        try session.run(duration: duration)
    }
}
