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
        for --time T is the state after stepping from 0 to T. Plugin code reads the lab clock \
        (Date(), DispatchTime.now()…) and draws random numbers from --seed, so the same \
        arguments always give the same PNG bytes.
        """,
        subcommands: [NewPlugin.self, PortPlugin.self])

    /// Hands `lab port …` to `lab-port` as it is, before parsing; everything else is parsed here.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "port" {
            do {
                try PortPlugin.exec(Array(arguments.dropFirst()))
            } catch {
                exit(withError: error)
            }
        }
        main(nil)
    }

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

    @Flag(help: "Rebuild the plugin with SwiftPM when its sources change and swap the new scene in at the same lab time; offscreen, --out FILE.png is rewritten every 1/fps seconds.")
    var watch = false

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

    @Option(help: ArgumentHelp("Where the random numbers plugin code draws come from: a number (the same numbers on every run, restarted when a scene loads) or 'random'.",
                               valueName: "n|random"))
    var seed: LabSeed = .standard

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Set a scene parameter before the scene loads (repeatable; --list shows each scene's).",
        valueName: "name=value"))
    var settings: [String] = []

    @Option(help: "A script of input events (TIME tap X Y | drag X0 Y0 X1 Y1 SECONDS | down X Y | move X Y SECONDS | up | type TEXT | key NAME).")
    var input: String?

    @Option(help: "The PNG (or .jpg) file, or with --all or --duration the directory, to write.")
    var out: String?

    @Option(help: ArgumentHelp("Record a video or animated image: FILE.mp4, .webm, .gif or .png (animated PNG), through ffmpeg. Offscreen: --fps frames over --duration from --from; in a window: what it shows, for --duration seconds or until it closes.",
                               valueName: "file"))
    var record: String?

    @Option(name: .customLong("contact-sheet"), help: ArgumentHelp(
        "Lay --frames frames from --from to --from + --duration out in a grid on one PNG, each labelled with its time.",
        valueName: "file.png"))
    var contactSheet: String?

    @Option(help: "How many frames a --contact-sheet shows (1 to 100).")
    var frames: Int = 12

    @Option(help: "Columns of a --contact-sheet (default: a near-square grid).")
    var columns: Int?

    @Option(help: "Canvas size in points, WxH (default: the scene's preferred size).")
    var size: CanvasSize?

    @Option(name: .customLong("scale"), help: "Device pixels per point (default 2; in a window, the display's scale).")
    var scaleOption: Double?

    var scale: Double { scaleOption ?? 2 }
    var scaleWasGiven: Bool { scaleOption != nil }

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
        StartupTimes.mark("main")
        let loader = PluginLoader()
        if list {
            try printList(loader)
            return
        }
        guard all || plugin != nil else { throw LabError("nothing to do: pass --plugin NAME (see --list) or --list") }
        PluginRuntime.install(seed: seed)
        PluginCrashReport.install()
        if offscreen, let backend, backend != .offscreen {
            throw LabError("--offscreen and --backend \(backend.rawValue) contradict each other")
        }
        if !offscreen && backend != .offscreen {
            try runInWindow(loader)
            return
        }
        try validateCaptureOptions()
        if watch {
            try runWatchingOffscreen(loader)
            return
        }
        if out == nil && record == nil && contactSheet == nil {
            throw LabError("--offscreen needs --out \(all || duration != nil ? "DIRECTORY/" : "FILE.png")\(duration != nil ? ", --record FILE or --contact-sheet FILE.png" : "")")
        }
        let clock = try validatedClock()
        let script = try input.map { try InputScript(contentsOf: $0) }
        if all {
            if input != nil { throw LabError("--input drives one scene; use it with --plugin, not --all") }
            if !settings.isEmpty { throw LabError("--set configures one scene; use it with --plugin, not --all") }
            guard let out else { throw LabError("--all writes every scene into --out DIRECTORY/") }
            if record != nil || contactSheet != nil { throw LabError("--record and --contact-sheet capture one scene; use them with --plugin, not --all") }
            let capture = offscreenCapture(clock: clock)
            try capture.all(loader, into: out)
            capture.exit()
        }
        let sceneType = try loader.load(plugin!).scene(named: scene)
        StartupTimes.mark("plugin loaded")
        let parameters = try SceneSettings(settings, for: sceneType)
        if duration != nil {
            let capture = offscreenCapture(clock: clock)
            try capture.sequence(sceneType, outputs: SequenceOutputs(directory: out, record: record, contactSheet: contactSheet),
                                 input: script, parameters: parameters)
            capture.exit()
        } else if let out {
            try AtomicFile.checkWritable(out)
            let capture = offscreenCapture(clock: clock)
            try capture.still(sceneType, to: out, input: script, parameters: parameters)
            capture.exit()
        }
    }

    /// Offscreen output as these options ask for it, on a renderer of its own.
    private func offscreenCapture(clock: SceneClock) -> OffscreenCapture {
        OffscreenCapture(size: size, scale: scale, clock: clock, time: time ?? 0, from: from ?? 0, duration: duration,
                         sheetFrames: frames, sheetColumns: columns, renderer: OffscreenRenderer(msaa: !noMSAA))
    }

    /// Checks --record, --contact-sheet, --frames and --columns together.
    func validateCaptureOptions() throws {
        if let record { _ = try RecordingFormat(path: record) }
        if let contactSheet, (contactSheet as NSString).pathExtension.lowercased() != "png" {
            throw LabError("--contact-sheet \(contactSheet): the sheet is a PNG; name it FILE.png")
        }
        guard (1...100).contains(frames) else { throw LabError("bad --frames \(frames): a contact sheet shows 1 to 100 frames") }
        if let columns, !(1...frames).contains(columns) {
            throw LabError("bad --columns \(columns): it must be 1 to --frames (\(frames))")
        }
        let offscreenOnly = offscreen || backend == .offscreen
        if (record != nil && offscreenOnly) || contactSheet != nil, duration == nil {
            throw LabError("\(contactSheet != nil ? "--contact-sheet" : "--record") covers a time range: add --duration SECONDS (and --from)")
        }
    }

    /// Checks the timing options together.
    func validatedClock() throws -> SceneClock {
        guard fps.isFinite, fps > 0, fps <= 1000 else { throw LabError("bad --fps \(fps): it must be more than 0 and at most 1000") }
        guard speed.isFinite, speed > 0, speed <= 1000 else {
            throw LabError("bad --speed \(speed): it must be more than 0 and at most 1000")
        }
        if let time, !(time.isFinite && time >= 0) { throw LabError("bad --time \(time): it must be zero or more seconds") }
        if let from, !(from.isFinite && from >= 0) { throw LabError("bad --from \(from): it must be zero or more seconds") }
        if let duration {
            guard duration.isFinite, duration > 0 else { throw LabError("bad --duration \(duration): it must be more than 0 seconds") }
            guard watch || duration * fps <= 100_000 else { throw LabError("--duration \(duration) at \(fps) fps is more than 100000 frames") }
            if time != nil && (offscreen || backend == .offscreen) {
                throw LabError("--time renders one frame; with --duration, use --from to choose the start")
            }
        } else if from != nil {
            throw LabError("--from starts a sequence; add --duration SECONDS")
        }
        // Every frame of the clock runs: a far-off time would take hours to step to.
        let end = (time ?? 0) + (from ?? 0) + (watch ? 0 : duration ?? 0)
        guard end * fps <= 1_000_000 else {
            throw LabError("rendering at \(end) s steps the clock \(Int(end * fps)) times at \(fps) fps; the most is 1000000")
        }
        return SceneClock(fps: fps, speed: speed)
    }

    func canvas(for sceneType: any Scene.Type) -> CanvasSize {
        size ?? CanvasSize(sceneType.info.preferredSize)
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
