import Foundation
@_spi(LabHost) import LabKit

/// A plugin library on disk and, once loaded, its manifest.
struct LoadedPlugin {
    /// The name `--plugin` takes: the file name without `lib` and `.so`.
    let name: String
    let path: String
    let manifest: PluginManifest

    /// The scene called `name` (case-insensitive), or the first scene when `name` is nil.
    func scene(named name: String?) throws -> any Scene.Type {
        guard let first = manifest.scenes.first else { throw LabError("plugin \(self.name) has no scenes") }
        guard let name else { return first }
        for candidate in manifest.scenes where candidate.info.name.lowercased() == name.lowercased() {
            return candidate
        }
        var names: [String] = []
        for candidate in manifest.scenes { names.append(candidate.info.name) }
        throw LabError("plugin \(self.name) has no scene named '\(name)' (scenes: \(names.joined(separator: ", ")))")
    }
}

/// Finds plugins beside the `lab` executable and in `LAB_PLUGIN_PATH`, and loads them.
///
/// Libraries are opened once and never closed: a Swift image must not be unloaded.
struct PluginLoader {
    /// The directories searched, in order.
    let searchDirectories: [String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        var directories = [PluginLoader.executableDirectory]
        if let extra = environment["LAB_PLUGIN_PATH"] {
            directories += extra.split(separator: ":").map(String.init).filter { !$0.isEmpty }
        }
        var seen = Set<String>()
        searchDirectories = directories.filter { seen.insert($0).inserted }
    }

    static var executableDirectory: String {
        URL(fileURLWithPath: executablePath).deletingLastPathComponent().path
    }

    /// The running executable.
    static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// Every `lib*.so` in the search directories that exports `lab_plugin_entry`, by name.
    func discover() -> [(name: String, path: String)] {
        var found: [(String, String)] = []
        var names = Set<String>()
        for directory in searchDirectories {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in files.sorted() where file.hasPrefix("lib") && file.hasSuffix(".so") && file != "libLabKit.so" {
                let path = directory + "/" + file
                let name = PluginLoader.pluginName(ofFile: file)
                guard !names.contains(name), PluginLoader.exportsEntry(path) else { continue }
                names.insert(name)
                found.append((name, path))
            }
        }
        return found
    }

    /// Loads the plugin named `nameOrPath`: a path when it contains `/` or ends in `.so` (a
    /// package folder is built first), otherwise a name looked up in the search directories,
    /// then built from the package in the current directory when its manifest declares it.
    func load(_ nameOrPath: String) throws -> LoadedPlugin {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: nameOrPath, isDirectory: &isDirectory), isDirectory.boolValue {
            let root = URL(fileURLWithPath: nameOrPath)
            guard let package = SwiftPackage(root: root) else { throw LabError("\(nameOrPath) is a folder without a Package.swift") }
            let name = package.root.lastPathComponent
            guard package.declares(name) else {
                throw LabError("the package in \(nameOrPath) declares no plugin named \(name) (its folder's name)")
            }
            return try load(path: try PluginLoader.build(name, in: package), name: name)
        }
        if nameOrPath.contains("/") || nameOrPath.hasSuffix(".so") {
            guard FileManager.default.fileExists(atPath: nameOrPath) else {
                throw LabError("no plugin file at \(nameOrPath)")
            }
            let file = URL(fileURLWithPath: nameOrPath).lastPathComponent
            return try load(path: nameOrPath, name: PluginLoader.pluginName(ofFile: file))
        }
        let available = discover()
        if let match = available.first(where: { $0.name == nameOrPath })
            ?? available.first(where: { $0.name.lowercased() == nameOrPath.lowercased() }) {
            return try load(path: match.path, name: match.name)
        }
        if let package = SwiftPackage(root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)),
           package.declares(nameOrPath) {
            return try load(path: try PluginLoader.build(nameOrPath, in: package), name: nameOrPath)
        }
        let names = available.isEmpty ? "none" : available.map(\.name).joined(separator: ", ")
        throw LabError("no plugin named '\(nameOrPath)' (available: \(names); searched \(searchDirectories.joined(separator: ":")))")
    }

    /// Builds the plugin library `name` of `package` with SwiftPM, saying so on stderr.
    private static func build(_ name: String, in package: SwiftPackage) throws -> String {
        FileHandle.standardError.write(Data("lab: building \(name) (swift build in \(package.root.path))\n".utf8))
        return try package.build(product: name)
    }

    /// Loads a fresh copy of the library at `path` under a new file name in `directory`:
    /// `dlopen` hands back the image already loaded for a name or file it has seen, and a
    /// Swift image is never unloaded, so each rebuild of a plugin is a new image.
    func loadCopy(of path: String, name: String, generation: Int, in directory: URL) throws -> LoadedPlugin {
        let copy = directory.appendingPathComponent("lib\(name)-\(generation).so")
        do {
            try? FileManager.default.removeItem(at: copy)
            try FileManager.default.copyItem(at: URL(fileURLWithPath: path), to: copy)
        } catch {
            throw LabError("cannot copy \(path) to \(copy.path): \(error.localizedDescription)")
        }
        let loaded = try load(path: copy.path, name: name)
        // The copy has no resources beside it; the library it was copied from does.
        PluginResources.bundles = PluginLoader.resourceBundles(besides: path, plugin: name)
        return LoadedPlugin(name: name, path: path, manifest: loaded.manifest)
    }

    /// The resource bundles SwiftPM built for the plugin `name`, beside its library at `path`:
    /// `PACKAGE_NAME.resources` folders (its other targets' are not its).
    static func resourceBundles(besides path: String, plugin name: String) -> [Bundle] {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.filter { $0.hasSuffix("_\(name).resources") }.sorted()
            .compactMap { Bundle(path: folder.appendingPathComponent($0).path) }
    }

    private func load(path: String, name: String) throws -> LoadedPlugin {
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            throw LabError("cannot load \(path): \(PluginLoader.lastError())")
        }
        guard let symbol = dlsym(handle, "lab_plugin_entry") else {
            throw LabError("\(path) is not a LabKit plugin: \(PluginLoader.lastError())")
        }
        typealias Entry = @convention(c) () -> UnsafeMutableRawPointer?
        guard let pointer = unsafeBitCast(symbol, to: Entry.self)() else {
            throw LabError("\(path): lab_plugin_entry returned nothing")
        }
        do {
            let manifest = try PluginManifest.imported(from: pointer)
            PluginResources.bundles = PluginLoader.resourceBundles(besides: path, plugin: name)
            return LoadedPlugin(name: name, path: path, manifest: manifest)
        } catch let error as PluginManifest.ImportError {
            throw LabError("refusing plugin \(name) (\(path)): \(error)")
        }
    }

    static func pluginName(ofFile file: String) -> String {
        var name = file
        if name.hasPrefix("lib") { name.removeFirst(3) }
        if let dot = name.range(of: ".so") { name = String(name[..<dot.lowerBound]) }
        return name
    }

    private static func exportsEntry(_ path: String) -> Bool {
        guard let handle = dlopen(path, RTLD_LAZY | RTLD_LOCAL) else { return false }
        return dlsym(handle, "lab_plugin_entry") != nil
    }

    private static func lastError() -> String {
        dlerror().map { String(cString: $0) } ?? "unknown error"
    }
}
