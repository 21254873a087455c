import ArgumentParser
import Foundation
import LabKit

/// `lab`: loads a tutorial plugin and renders its scenes.
@main
struct Lab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab",
        abstract: "Run Core Animation tutorial plugins on Linux.",
        discussion: """
        Plugins are found beside the lab executable, in the directories of LAB_PLUGIN_PATH \
        (colon-separated), or by an explicit path to a .so file.
        """)

    @Flag(help: "List the plugins found and their scenes.")
    var list = false

    @Option(help: "The plugin to run: a name, or a path to its .so file.")
    var plugin: String?

    @Option(help: "The scene to run (default: the plugin's first).")
    var scene: String?

    @Flag(help: "Render every scene of every plugin found; --out names a directory.")
    var all = false

    @Flag(help: "Render without a window (EGL surfaceless).")
    var offscreen = false

    @Option(help: "Seconds after the scene loaded at which to render.")
    var time: Double = 0

    @Option(help: "The PNG file to write.")
    var out: String?

    @Option(help: "Canvas size in points, WxH (default: the scene's preferred size).")
    var size: CanvasSize?

    @Option(help: "Device pixels per point.")
    var scale: Double = 2

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
        guard offscreen else {
            throw LabError("no window back end in this build yet; pass --offscreen --out FILE.png to render headlessly")
        }
        guard let out else { throw LabError("--offscreen needs --out \(all ? "DIRECTORY" : "FILE.png")") }
        guard time.isFinite, time >= 0 else { throw LabError("bad --time \(time): it must be zero or more seconds") }
        if all {
            try renderAll(loader, into: out)
            return
        }
        let sceneType = try loader.load(plugin!).scene(named: scene)
        try AtomicFile.checkWritable(out)
        try render(sceneType, to: out, with: try OffscreenRenderer(msaa: !noMSAA))
    }

    private func render(_ sceneType: any Scene.Type, to out: String, with renderer: OffscreenRenderer) throws {
        let canvas = size ?? CanvasSize(sceneType.info.preferredSize)
        let image = try renderer.render(sceneType, size: canvas, scale: scale)
        let data: Data
        do {
            data = try image.pngData()
        } catch {
            throw LabError("cannot encode PNG: \(error)")
        }
        try AtomicFile.write(data, to: out)
    }

    /// Writes `DIRECTORY/Plugin-Scene.png` for every loadable plugin and prints each path.
    private func renderAll(_ loader: PluginLoader, into directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
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
                let path = URL(fileURLWithPath: directory).appendingPathComponent("\(plugin.name)-\(sceneType.info.name).png").path
                try render(sceneType, to: path, with: renderer)
                print(path)
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
                }
            } catch let error as LabError {
                print("\(entry.name)  (\(entry.path))\n  not loadable: \(error.description)")
            }
        }
    }
}
