import Foundation

/// Loads a rebuilt plugin's scene in a child `lab` first, rendering its frame at 0 offscreen,
/// so that a build whose code crashes while loading fails the reload, with the child's crash
/// report as the error, instead of ending the lab that is running the old build.
enum PluginProbe {
    /// How long the child may take before the probe gives up on it.
    static let timeout: TimeInterval = 60

    /// Nil when `scene` of the library at `library` loads and renders; else what went wrong.
    static func failure(library: String, scene: String, settingOptions: [String]) -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lab-probe-\(getpid())-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // stderr goes to a file: a crash report with its backtrace can outgrow a pipe's buffer.
        let log = directory.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        guard let errors = try? FileHandle(forWritingTo: log) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: PluginLoader.executablePath)
        process.arguments = ["--plugin", library, "--scene", scene] + settingOptions.flatMap { ["--set", $0] }
            + ["--offscreen", "--time", "0", "--scale", "1", "--out", directory.appendingPathComponent("frame.png").path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch { return "lab: could not start a child lab to try the new build: \(error)" }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return "lab: the new build's scene \(scene) did not load within \(Int(timeout)) s in a child lab"
        }
        try? errors.close()
        guard process.terminationStatus != 0 || process.terminationReason == .uncaughtSignal else { return nil }
        let said = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        // The child's own words: the runtime's fatal error and the lab's report, not the backtrace.
        let lines = said.split(separator: "\n").filter { $0.hasPrefix("lab: ") || $0.contains("Fatal error") }
        return lines.isEmpty ? "lab: the new build's scene \(scene) crashed while loading in a child lab" : lines.joined(separator: "\n")
    }
}
