import Foundation
import LabKit

/// `--watch`: watches a plugin's sources, rebuilds it with SwiftPM when they change, tries
/// each successful build's scene in a child lab (see `PluginProbe`), and loads it as a fresh
/// copy, handing back the scene of the same name.
final class PluginReloader {
    /// What a poll found.
    enum Event {
        /// Sources changed; a build started.
        case building([String])
        /// The new build loaded: its scene of the running scene's name, with the `--set`
        /// values checked against the new type.
        case reloaded(any Scene.Type, SceneSettings, generation: Int, seconds: Double)
        /// The build or the load failed; the running scene stays.
        case failed(String)
    }

    let name: String
    let sceneName: String
    let settingOptions: [String]
    let package: SwiftPackage
    private let loader: PluginLoader
    private var watcher: SourceWatcher
    private let copies: URL
    private var build: PackageBuild?
    private var changedDuringBuild = false
    private var generation = 1
    private var lastPoll = Date.distantPast

    /// How often sources are looked at.
    static let pollInterval = 0.2

    init(plugin: LoadedPlugin, sceneName: String, settingOptions: [String], loader: PluginLoader) throws {
        guard let package = SwiftPackage(builtLibrary: plugin.path) else {
            throw LabError("--watch rebuilds the plugin with SwiftPM, but \(plugin.path) is not in a package's .build folder; pass the plugin's name or package folder")
        }
        name = plugin.name
        self.sceneName = sceneName
        self.settingOptions = settingOptions
        self.package = package
        self.loader = loader
        watcher = SourceWatcher(paths: package.sourcePaths(product: plugin.name))
        copies = FileManager.default.temporaryDirectory.appendingPathComponent("lab-watch-\(getpid())")
        try? FileManager.default.createDirectory(at: copies, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: copies)
    }

    /// What the sources being watched are, for the terminal.
    var watchedDescription: String {
        watcher.paths.map { $0.path.replacingOccurrences(of: package.root.path + "/", with: "") }.joined(separator: ", ")
    }

    /// Looks at the sources and the running build; call it every frame (it does real work at
    /// most every `pollInterval`). What it finds is also said on stderr.
    func poll() -> Event? {
        let event = check()
        if let event { FileHandle.standardError.write(Data((event.message + "\n").utf8)) }
        return event
    }

    private func check() -> Event? {
        let now = Date()
        guard now.timeIntervalSince(lastPoll) >= PluginReloader.pollInterval else { return nil }
        lastPoll = now
        let changed = watcher.changes()
        if let build {
            if !changed.isEmpty { changedDuringBuild = true }
            guard !build.isRunning else { return nil }
            self.build = nil
            if changedDuringBuild {
                changedDuringBuild = false
                return start(changed: ["(edited again during the build)"])
            }
            return finish(build)
        }
        return changed.isEmpty ? nil : start(changed: changed)
    }

    private func start(changed: [String]) -> Event {
        do {
            build = try package.startBuild(product: name)
            return .building(changed.map { $0.replacingOccurrences(of: package.root.path + "/", with: "") })
        } catch let error as LabError {
            return .failed(error.description)
        } catch {
            return .failed("\(error)")
        }
    }

    private func finish(_ build: PackageBuild) -> Event {
        guard build.succeeded else { return .failed(build.errors) }
        let library = package.libraryPath(product: name)
        if let crash = PluginProbe.failure(library: library, scene: sceneName, settingOptions: settingOptions) {
            return .failed(crash)
        }
        generation += 1
        do {
            let plugin = try loader.loadCopy(of: library, name: name, generation: generation, in: copies)
            let scene = try plugin.scene(named: sceneName)
            let settings = try SceneSettings(settingOptions, for: scene)
            return .reloaded(scene, settings, generation: generation, seconds: Date().timeIntervalSince(build.started))
        } catch let error as LabError {
            return .failed(error.description)
        } catch {
            return .failed("\(error)")
        }
    }
}

extension PluginReloader.Event {
    /// What the terminal says.
    var message: String {
        switch self {
        case .building(let files):
            return "lab: \(files.joined(separator: ", ")) changed; rebuilding"
        case .reloaded(let scene, _, let generation, let seconds):
            return String(format: "lab: reloaded %@ (build %d, %.1f s after the change)", scene.info.name, generation, seconds)
        case .failed(let errors):
            return "lab: the rebuild failed; the running scene stays:\n\(errors)"
        }
    }
}
