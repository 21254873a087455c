import Foundation
import LabKit

/// The `lab` program that renders frames for tests: the real renderer (EGL, GLES 3), run as
/// a child process exactly as a user or CI runs it.
public struct LabExecutable: Sendable {
    /// What one run of `lab` did.
    public struct Result: Sendable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var stdout: String
        /// Everything written to standard error.
        public var stderr: String
    }

    /// Why `lab` could not be found or did not render.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong, in one line.
        public var description: String

        /// A failure described by `description`.
        public init(description: String) { self.description = description }
    }

    /// The `lab` executable.
    public let url: URL
    /// Directories added in front of `LAB_PLUGIN_PATH` for every run, so that plugins built
    /// beside the running tests are found by name.
    public var pluginDirectories: [String]

    /// Uses the `lab` at `url`.
    public init(url: URL, pluginDirectories: [String] = LabExecutable.testBuildDirectories) {
        self.url = url
        self.pluginDirectories = pluginDirectories
    }

    /// Finds `lab`: `$LAB_EXECUTABLE`, then beside the running test binary (this repository's
    /// own tests), then in the build folder of the repository this LabKit belongs to (a plugin
    /// package depending on `LabKit/` by path), then on `PATH`.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> LabExecutable {
        var candidates: [String] = []
        if let explicit = environment["LAB_EXECUTABLE"], !explicit.isEmpty { candidates.append(explicit) }
        candidates += testBuildDirectories.map { $0 + "/lab" }
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates += ["debug", "release"].map { repository.appendingPathComponent(".build/\($0)/lab").path }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/lab" }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw Failure(description: "cannot find the lab executable (looked at \(candidates.joined(separator: ", "))); build the AnimationLab repository with `swift build` or set LAB_EXECUTABLE")
        }
        return LabExecutable(url: URL(fileURLWithPath: found))
    }

    /// The folder of the running test binary: SwiftPM builds a package's plugin libraries there.
    public static var testBuildDirectories: [String] {
        let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var directory = URL(fileURLWithPath: exe).deletingLastPathComponent()
        // `swift test` runs `NAMEPackageTests.xctest`, a plain executable on Linux, from the
        // build folder itself.
        if directory.lastPathComponent.hasSuffix(".xctest") { directory.deleteLastPathComponent() }
        return [directory.path]
    }

    /// Runs `lab` with `arguments` and waits for it.
    public func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        let pluginPath = (pluginDirectories + [env["LAB_PLUGIN_PATH"]].compactMap { $0 }).joined(separator: ":")
        env["LAB_PLUGIN_PATH"] = pluginPath
        env.merge(environment) { $1 }
        process.environment = env
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Both pipes drain at once so that a chatty child never blocks on a full pipe.
        let errData = DrainedPipe(err)
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData.wait(), as: UTF8.self))
    }

    /// Renders one frame offscreen (`arguments` plus `--offscreen --out`) into `directory`
    /// and decodes it; throws with lab's message when it fails.
    public func render(_ arguments: [String], into directory: URL, name: String = "frame.png") throws -> CGImage {
        let out = directory.appendingPathComponent(name)
        let result = try run(arguments + ["--offscreen", "--out", out.path])
        guard result.status == 0 else {
            throw Failure(description: "lab \(arguments.joined(separator: " ")) failed (status \(result.status)): \(result.stderr)")
        }
        return try CGImage(contentsOfPNGFile: out)
    }
}

/// A pipe read to its end on another thread.
private final class DrainedPipe: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ pipe: Pipe) {
        Thread.detachNewThread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
    }

    /// Everything the pipe carried, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}
