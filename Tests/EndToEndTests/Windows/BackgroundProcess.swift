import Foundation
import XCTest

/// A child process the window tests start and always stop: its output is collected line by
/// line while it runs, and `stop()` terminates it and waits, so no server outlives a test.
final class BackgroundProcess {
    let process = Process()
    private let lock = NSLock()
    private var outLines: [String] = []
    private var errText = ""
    private var partial = ""

    init(_ executable: String, _ arguments: [String], environment: [String: String], directory: URL? = nil) throws {
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        out.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.lock()
            partial += String(decoding: data, as: UTF8.self)
            var lines = partial.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            partial = lines.removeLast()
            outLines += lines
            lock.unlock()
        }
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            lock.lock()
            errText += String(decoding: data, as: UTF8.self)
            lock.unlock()
        }
        try process.run()
    }

    /// The lines written to stdout so far (the last one perhaps still unfinished).
    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return partial.isEmpty ? outLines : outLines + [partial]
    }

    /// The lines written to stdout so far that ended with a newline.
    var finishedLines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return outLines
    }

    /// What was written to stderr so far.
    var stderr: String {
        lock.lock()
        defer { lock.unlock() }
        return errText
    }

    /// Waits up to `timeout` seconds for a stdout line containing `fragment`; returns it.
    func waitForLine(containing fragment: String, timeout: Double = 30) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = lines.first(where: { $0.contains(fragment) }) { return line }
            if !process.isRunning { return lines.first(where: { $0.contains(fragment) }) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Waits up to `timeout` seconds for the process to end; its status, or nil if it did not.
    func waitForExit(timeout: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { return nil }
        process.waitUntilExit()
        Thread.sleep(forTimeInterval: 0.1)
        return process.terminationStatus
    }

    /// Terminates the process if it still runs (SIGKILL after a second) and waits for it.
    func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(1)
            while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        process.waitUntilExit()
    }

    /// Runs a short command to completion; its status and stdout.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    directory: URL? = nil) throws -> (status: Int32, output: Data) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }
}
