import ArgumentParser
import Foundation
import GLBackend
import LabKit

/// Where a scene is shown.
enum Backend: String, ExpressibleByArgument, CaseIterable {
    case wayland, x11, offscreen
}

/// `lab`: loads a tutorial plugin and renders its scenes.
@main
struct Lab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: "Run Core Animation tutorial plugins on Linux.",
        discussion: """
        Plugins are found beside the lab executable, in the directories of LAB_PLUGIN_PATH \
        (colon-separated), or by an explicit path to a .so file.

        Offscreen, the lab clock starts at 0 when the scene loads and steps by 1/fps; the frame \
        for --time T is the state after stepping from 0 to T, so the same arguments always give \
        the same PNG bytes.
        """)

    @Flag(help: "List the plugins found and their scenes.")
    var list = false

    @Option(help: "The plugin to run: a name, or a path to its .so file.")
    var plugin: String?

    @Option(help: "The scene to run (default: the plugin's first).")
    var scene: String?

    @Flag(help: "Render every scene of every plugin found; --out names a directory.")
    var all = false

    @Flag(help: "Render without a window (EGL surfaceless); the same as --backend offscreen.")
    var offscreen = false

    @Option(help: ArgumentHelp("Where to show the scene: wayland, x11 or offscreen (default: Wayland when WAYLAND_DISPLAY is set, else X11 when DISPLAY is set).",
                               valueName: "backend"))
    var backend: Backend?

    @Flag(help: "In a window, start paused (space resumes).")
    var paused = false

    @Option(help: "Seconds after the scene loaded at which to render one frame (default 0); in a window, where the clock starts.")
    var time: Double?

    @Option(help: "Render a sequence this many seconds long into --out DIRECTORY/frame-00000.png…")
    var duration: Double?

    @Option(help: "Where a --duration sequence starts, in seconds (default 0).")
    var from: Double?

    @Option(help: "Frames per second of the offscreen clock, which steps by 1/fps.")
    var fps: Double = 60

    @Option(help: "How fast the lab clock runs relative to the frames (0.25: slow motion).")
    var speed: Double = 1

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Set a scene parameter before the scene loads (repeatable; --list shows each scene's).",
        valueName: "name=value"))
    var settings: [String] = []

    @Option(help: "A script of input events (TIME tap X Y | drag X0 Y0 X1 Y1 SECONDS | down X Y | move X Y SECONDS | up | type TEXT | key NAME).")
    var input: String?

    @Option(help: "The PNG (or .jpg) file, or with --all or --duration the directory, to write.")
    var out: String?

    @Option(help: "Canvas size in points, WxH (default: the scene's preferred size).")
    var size: CanvasSize?

    @Option(name: .customLong("scale"), help: "Device pixels per point (default 2; in a window, the display's scale).")
    var scaleOption: Double?

    private var scale: Double { scaleOption ?? 2 }
    private var scaleWasGiven: Bool { scaleOption != nil }

    @Flag(name: .customLong("no-msaa"), help: "Turn off 4x multisample anti-aliasing.")
    var noMSAA = false

    func run() throws {
        do {
            try runReportingErrors()
        } catch let error as LabError {
            FileHandle.standardError.write(Data("lab: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    private func runReportingErrors() throws {
        let loader = PluginLoader()
        if list {
            try printList(loader)
            return
        }
        guard all || plugin != nil else { throw LabError("nothing to do: pass --plugin NAME (see --list) or --list") }
        if offscreen, let backend, backend != .offscreen {
            throw LabError("--offscreen and --backend \(backend.rawValue) contradict each other")
        }
        if !offscreen && backend != .offscreen {
            try runInWindow(loader)
            return
        }
        guard let out else {
            throw LabError("--offscreen needs --out \(all || duration != nil ? "DIRECTORY/" : "FILE.png")")
        }
        let clock = try validatedClock()
        let script = try input.map { try InputScript(contentsOf: $0) }
        if all {
            if input != nil { throw LabError("--input drives one scene; use it with --plugin, not --all") }
            if !settings.isEmpty { throw LabError("--set configures one scene; use it with --plugin, not --all") }
            try renderAll(loader, into: out, clock: clock)
            return
        }
        let sceneType = try loader.load(plugin!).scene(named: scene)
        let parameters = try SceneSettings(settings, for: sceneType)
        if duration != nil {
            try renderSequence(sceneType, into: out, clock: clock, input: script, parameters: parameters,
                               with: try OffscreenRenderer(msaa: !noMSAA))
        } else {
            try AtomicFile.checkWritable(out)
            try renderStill(sceneType, to: out, clock: clock, input: script, parameters: parameters,
                            with: try OffscreenRenderer(msaa: !noMSAA))
        }
    }

    /// Shows the scene in a window until it is closed.
    private func runInWindow(_ loader: PluginLoader) throws {
        if all { throw LabError("--all renders every scene offscreen; add --offscreen --out DIRECTORY/") }
        if duration != nil || from != nil { throw LabError("--duration and --from render sequences offscreen; add --offscreen") }
        if input != nil { throw LabError("--input scripts drive offscreen renders; add --offscreen (in a window, use the pointer and keyboard)") }
        if out != nil { throw LabError("--out is for offscreen renders; in a window press s to save a frame") }
        let clock = try validatedClock()
        let environment = ProcessInfo.processInfo.environment
        let chosen: Backend
        if let backend {
            chosen = backend
        } else if !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty {
            chosen = .wayland
        } else if !(environment["DISPLAY"] ?? "").isEmpty {
            chosen = .x11
        } else {
            throw LabError("no display to open a window on (neither WAYLAND_DISPLAY nor DISPLAY is set); pass --offscreen --out FILE.png to render headlessly")
        }
        let loaded = try loader.load(plugin!)
        let sceneType = try loaded.scene(named: scene)
        let settings = try SceneSettings(self.settings, for: sceneType)
        let size = canvas(for: sceneType)
        if scaleWasGiven { _ = try size.pixels(scale: scale) }
        let points = CGSize(width: size.width, height: size.height)
        let title = "\(loaded.name) — \(sceneType.info.name)"
        let scaleOption: CGFloat? = scaleWasGiven ? CGFloat(scale) : nil
        let window: LabWindow
        do {
            switch chosen {
            case .wayland: window = try WaylandWindow(size: points, scale: scaleOption, title: title)
            case .x11: window = try X11Window(size: points, scale: scaleOption, title: title)
            case .offscreen: fatalError("handled by the offscreen path")
            }
        } catch let error as WindowError {
            throw LabError(error.description)
        } catch let error as GLBackendError {
            throw LabError("cannot start GL in the window: \(error)")
        }
        SignalFlag.install()
        let session = try WindowSession(sceneType: sceneType, title: title, settings: settings, window: window,
                                        msaa: !noMSAA, speed: clock.speed, paused: paused)
        do {
            try session.run(startingAt: time ?? 0)
        } catch let error as WindowError {
            throw LabError(error.description)
        }
    }

    /// Checks the timing options together.
    private func validatedClock() throws -> SceneClock {
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw LabError("bad --fps \(fps): it must be more than 0 and at most 1000") }
        guard speed.isFinite, speed > 0, speed <= 1000 else {
            throw LabError("bad --speed \(speed): it must be more than 0 and at most 1000")
        }
        if let time, !(time.isFinite && time >= 0) { throw LabError("bad --time \(time): it must be zero or more seconds") }
        if let from, !(from.isFinite && from >= 0) { throw LabError("bad --from \(from): it must be zero or more seconds") }
        if let duration {
            guard duration.isFinite, duration > 0 else { throw LabError("bad --duration \(duration): it must be more than 0 seconds") }
            guard duration * fps <= 100_000 else { throw LabError("--duration \(duration) at \(fps) fps is more than 100000 frames") }
            if time != nil { throw LabError("--time renders one frame; with --duration, use --from to choose the start") }
        } else if from != nil {
            throw LabError("--from starts a sequence; add --duration SECONDS")
        }
        // Every frame of the clock runs: a far-off time would take hours to step to.
        let end = (time ?? 0) + (from ?? 0) + (duration ?? 0)
        guard end * fps <= 1_000_000 else {
            throw LabError("rendering at \(end) s steps the clock \(Int(end * fps)) times at \(fps) fps; the most is 1000000")
        }
        return SceneClock(fps: fps, speed: speed)
    }

    private func canvas(for sceneType: any Scene.Type) -> CanvasSize {
        size ?? CanvasSize(sceneType.info.preferredSize)
    }

    /// Renders the frame at --time into `out`.
    private func renderStill(_ sceneType: any Scene.Type, to out: String, clock: SceneClock, input: InputScript? = nil,
                             parameters: SceneSettings = .none, with renderer: OffscreenRenderer) throws {
        let session = try renderer.start(sceneType, size: canvas(for: sceneType), scale: scale, clock: clock, input: input,
                                         parameters: parameters)
        session.advance(to: time ?? 0)
        try write(try session.render(), to: out)
    }

    /// Renders `DIRECTORY/frame-00000.png`… at --from + k/fps, covering --duration seconds.
    private func renderSequence(_ sceneType: any Scene.Type, into directory: String, clock: SceneClock,
                                input: InputScript? = nil, parameters: SceneSettings = .none,
                                with renderer: OffscreenRenderer) throws {
        try createDirectory(directory)
        let start = from ?? 0
        let count = max(1, Int((duration! * clock.fps - 1e-9).rounded(.up)))
        let session = try renderer.start(sceneType, size: canvas(for: sceneType), scale: scale, clock: clock, input: input,
                                         parameters: parameters)
        let progress = ProgressBar(total: count)
        for index in 0..<count {
            session.advance(to: start + Double(index) / clock.fps)
            let name = String(format: "frame-%05d.png", index)
            try write(try session.render(), to: URL(fileURLWithPath: directory).appendingPathComponent(name).path)
            progress.update(index + 1)
        }
        progress.finish()
    }

    /// Writes PNG, or JPEG when the name ends in .jpg or .jpeg.
    private func write(_ image: CGImage, to out: String) throws {
        let data: Data
        let isJPEG = ["jpg", "jpeg"].contains((out as NSString).pathExtension.lowercased())
        do {
            data = isJPEG ? try image.jpegData(quality: 0.92) : try image.pngData()
        } catch {
            throw LabError("cannot encode \(isJPEG ? "JPEG" : "PNG"): \(error)")
        }
        try AtomicFile.write(data, to: out)
    }

    private func createDirectory(_ directory: String) throws {
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
    private func renderAll(_ loader: PluginLoader, into directory: String, clock: SceneClock) throws {
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
                    try renderSequence(sceneType, into: base, clock: clock, with: renderer)
                    print(base + "/")
                } else {
                    try renderStill(sceneType, to: base + ".png", clock: clock, with: renderer)
                    print(base + ".png")
                }
            }
        }
    }

    private func printList(_ loader: PluginLoader) throws {
        let found = loader.discover()
        if found.isEmpty {
            print("no plugins found (searched \(loader.searchDirectories.joined(separator: ":")))")
            return
        }
        for entry in found {
            do {
                let plugin = try loader.load(entry.path)
                print("\(plugin.name)  (\(plugin.path))")
                for scene in plugin.manifest.scenes {
                    let info = scene.info
                    print("  \(info.name)  \(Int(info.preferredSize.width))x\(Int(info.preferredSize.height))  \(info.summary)")
                    let parameters = scene.parameters
                    guard !parameters.isEmpty else { continue }
                    let defaults = scene.init()
                    for parameter in parameters {
                        let value = parameter.value(in: defaults) ?? "?"
                        print("    --set \(parameter.name)=\(value)  (\(parameter.kind)) \(parameter.summary)")
                    }
                }
            } catch let error as LabError {
                print("\(entry.name)  (\(entry.path))\n  not loadable: \(error.description)")
            }
        }
    }
}
