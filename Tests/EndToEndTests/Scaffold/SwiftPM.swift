import Foundation

/// `swift build` and `swift test` on a package of the test's own, as a plugin author runs them.
enum SwiftPM {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ arguments: [String], in package: URL, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments + ["--package-path", package.path]
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "LAB_UPDATE_GOLDENS")
        env.removeValue(forKey: "LAB_PLUGIN_PATH")
        env.merge(environment) { $1 }
        process.environment = env
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let output = String(decoding: log.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: output)
    }
}
