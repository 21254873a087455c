import Foundation
import LabKit

/// Offscreen output: one frame, a sequence of PNGs, a recording, a contact sheet, or every
/// scene of every plugin.
extension Lab {
    /// Renders the frame at --time into `out`.
    func renderStill(_ sceneType: any Scene.Type, to out: String, clock: SceneClock, input: InputScript? = nil,
                             parameters: SceneSettings = .none, with renderer: OffscreenRenderer) throws {
        let session = try renderer.start(sceneType, size: canvas(for: sceneType), scale: scale, clock: clock, input: input,
                                         parameters: parameters)
        session.advance(to: time ?? 0)
        StartupTimes.mark("scene loaded")
        let frame = try session.render()
        StartupTimes.mark("first frame rendered and read back")
        try write(frame, to: out)
        StartupTimes.mark("PNG encoded and written")
        StartupTimes.report()
    }

    /// Renders --duration seconds from --from: PNGs `DIRECTORY/frame-00000.png`… at each
    /// 1/fps (with `directory`), the same frames into a recording (`outputs.record`), and
    /// evenly spaced frames onto a contact sheet (`outputs.contactSheet`), in one pass of the
    /// clock.
    func renderSequence(_ sceneType: any Scene.Type, outputs: SequenceOutputs, clock: SceneClock,
                        input: InputScript? = nil, parameters: SceneSettings = .none,
                        with renderer: OffscreenRenderer) throws {
        if let directory = outputs.directory { try createDirectory(directory) }
        if let sheet = outputs.contactSheet { try AtomicFile.checkWritable(sheet) }
        let start = from ?? 0
        let count = max(1, Int((duration! * clock.fps - 1e-9).rounded(.up)))
        let size = canvas(for: sceneType)
        let pixels = try size.pixels(scale: scale)
        let session = try renderer.start(sceneType, size: size, scale: scale, clock: clock, input: input,
                                         parameters: parameters)
        let recorder = try outputs.record.map { try RecordingFormat.recorder(path: $0, width: pixels.width, height: pixels.height, fps: clock.fps) }
        SignalFlag.install()
        let writer = FrameWriter()
        do {
            // Frames already queued are written whatever happens next; none is left half-written.
            defer { try? writer.finish() }
            var moments: [(time: Double, frame: Int?, onSheet: Bool)] = []
            if outputs.directory != nil || recorder != nil {
                moments = (0..<count).map { (start + Double($0) / clock.fps, $0, false) }
            }
            if outputs.contactSheet != nil {
                moments += ContactSheet.times(count: frames, from: start, duration: duration!).map { ($0, nil, true) }
            }
            moments.sort { $0.time < $1.time }
            var sheetFrames: [(time: Double, image: CGImage)] = []
            let progress = ProgressBar(total: moments.count)
            for (done, moment) in moments.enumerated() {
                if SignalFlag.raised { throw LabError("interrupted; nothing was written for the unfinished outputs") }
                session.advance(to: moment.time)
                let image = try session.render()
                if let index = moment.frame {
                    if let directory = outputs.directory {
                        let name = String(format: "frame-%05d.png", index)
                        let path = URL(fileURLWithPath: directory).appendingPathComponent(name).path
                        try writer.submit { [self] in try write(image, to: path) }
                    }
                    try recorder?.append(image)
                }
                if moment.onSheet { sheetFrames.append((moment.time, image)) }
                progress.update(done + 1)
            }
            try writer.finish()
            progress.finish()
            try recorder?.finish()
            if let path = outputs.contactSheet {
                let sheet = ContactSheet(count: frames, columns: columns ?? ContactSheet.defaultColumns(for: frames),
                                         canvas: CGSize(width: size.width, height: size.height))
                try write(try renderer.render(sheet: sheet, frames: sheetFrames, scale: scale), to: path)
            }
        } catch {
            recorder?.cancel()
            throw error
        }
    }

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
                                                renderer: try OffscreenRenderer(msaa: !noMSAA))
        try session.run(duration: duration)
    }

    /// Writes PNG, or JPEG when the name ends in .jpg or .jpeg.
    func write(_ image: CGImage, to out: String) throws {
        let data: Data
        let isJPEG = ["jpg", "jpeg"].contains((out as NSString).pathExtension.lowercased())
        do {
            data = isJPEG ? try image.jpegData(quality: 0.92) : try image.pngData()
        } catch {
            throw LabError("cannot encode \(isJPEG ? "JPEG" : "PNG"): \(error)")
        }
        try AtomicFile.write(data, to: out)
    }

    func createDirectory(_ directory: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw LabError("--out \(directory) is a file, not a directory")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw LabError("cannot create directory \(directory): \(error.localizedDescription)")
        }
    }

    /// Writes `DIRECTORY/Plugin-Scene.png` (with --duration, `DIRECTORY/Plugin-Scene/frame-…`)
    /// for every loadable plugin and prints each path.
    func renderAll(_ loader: PluginLoader, into directory: String, clock: SceneClock) throws {
        try createDirectory(directory)
        let renderer = try OffscreenRenderer(msaa: !noMSAA)
        let found = loader.discover()
        if found.isEmpty { throw LabError("no plugins found (searched \(loader.searchDirectories.joined(separator: ":")))") }
        for entry in found {
            let plugin: LoadedPlugin
            do {
                plugin = try loader.load(entry.path)
            } catch let error as LabError {
                FileHandle.standardError.write(Data("lab: skipping \(entry.name): \(error.description)\n".utf8))
                continue
            }
            for sceneType in plugin.manifest.scenes {
                let base = URL(fileURLWithPath: directory).appendingPathComponent("\(plugin.name)-\(sceneType.info.name)").path
                if duration != nil {
                    try renderSequence(sceneType, outputs: SequenceOutputs(directory: base), clock: clock, with: renderer)
                    print(base + "/")
                } else {
                    try renderStill(sceneType, to: base + ".png", clock: clock, with: renderer)
                    print(base + ".png")
                }
            }
        }
    }
}
