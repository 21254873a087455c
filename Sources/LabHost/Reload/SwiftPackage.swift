import Foundation

/// A SwiftPM package holding a plugin: where its sources are and how to build the plugin's
/// library with `swift build`.
struct SwiftPackage {
    /// The folder with `Package.swift`.
    let root: URL
    /// The build configuration, `debug` or `release`.
    let configuration: String

    /// The package at `root` when it has a `Package.swift`, built in the configuration of
    /// this `lab` (a plugin and the lab share one `libLabKit.so`, so they are built alike).
    init?(root: URL, configuration: String = SwiftPackage.labConfiguration) {
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) else { return nil }
        self.root = root.standardizedFileURL
        self.configuration = configuration
    }

    /// `release` when this `lab` is a release build, else `debug`.
    static var labConfiguration: String {
        URL(fileURLWithPath: PluginLoader.executableDirectory).lastPathComponent == "release" ? "release" : "debug"
    }

    /// The package whose build folder holds `library` (`ROOT/.build/…/debug/libNAME.so`).
    init?(builtLibrary library: String) {
        let path = URL(fileURLWithPath: library).standardizedFileURL.path
        guard let range = path.range(of: "/.build/") else { return nil }
        let configuration = URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent
        self.init(root: URL(fileURLWithPath: String(path[..<range.lowerBound])),
                  configuration: configuration == "release" ? "release" : "debug")
    }

    /// Whether `Package.swift` names a product or target `name`.
    func declares(_ name: String) -> Bool {
        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        return manifest.contains("name: \"\(name)\"")
    }

    /// Where `swift build` puts the plugin's library.
    func libraryPath(product: String) -> String {
        root.appendingPathComponent(".build/\(configuration)/lib\(product).so").path
    }

    /// What to watch for a product's changes: its target's folder (`Plugins/NAME` in this
    /// repository, `Sources/NAME` in a package of its own, else `Sources`), and the manifest.
    func sourcePaths(product: String) -> [URL] {
        let candidates = ["Plugins/\(product)", "Sources/\(product)", "Sources"].map { root.appendingPathComponent($0) }
        let folder = candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? root
        return [folder, root.appendingPathComponent("Package.swift")]
    }

    /// Starts `swift build --product NAME`; its output goes to a log read when it ends.
    func startBuild(product: String) throws -> PackageBuild {
        try PackageBuild(package: self, product: product)
    }

    /// Builds the product and returns its library's path, or throws with the compiler's
    /// messages.
    func build(product: String) throws -> String {
        let build = try startBuild(product: product)
        build.wait()
        guard build.succeeded else { throw LabError("building \(product) failed:\n\(build.errors)") }
        return libraryPath(product: product)
    }
}

/// One `swift build` of a plugin, running in the background.
final class PackageBuild {
    let product: String
    private let process = Process()
    private let log: URL
    let started = Date()

    fileprivate init(package: SwiftPackage, product: String) throws {
        self.product = product
        log = FileManager.default.temporaryDirectory.appendingPathComponent("lab-build-\(getpid())-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.root.path, "-c", package.configuration,
                             "--product", product]
        let output = try FileHandle(forWritingTo: log)
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw LabError("cannot run swift build: \(error.localizedDescription)")
        }
    }

    var isRunning: Bool { process.isRunning }

    func wait() { process.waitUntilExit() }

    var succeeded: Bool { !process.isRunning && process.terminationStatus == 0 }

    /// The compiler's error lines (with the lines that show where), or the whole log's end.
    var errors: String {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The compiler's own lines; not its source excerpts ("  |  `- error: …") or the
        // driver's "command failed" summary.
        let errorLines = lines.filter {
            $0.contains("error:") && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("|")
                && !$0.contains("command failed with exit code")
        }
        var seen = Set<String>()
        let unique = errorLines.filter { seen.insert($0).inserted }
        return (unique.isEmpty ? Array(lines.suffix(15)) : Array(unique.prefix(10))).joined(separator: "\n")
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: log)
    }
}
