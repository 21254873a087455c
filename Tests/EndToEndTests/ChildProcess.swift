import Foundation

/// Runs a tool to completion (ffprobe, SwiftPM, the docs script) and keeps what it printed,
/// stdout and stderr together.
enum ChildProcess {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ executable: URL, _ arguments: [String], environment: [String: String]? = nil,
                    directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let output = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: output)
    }
}
