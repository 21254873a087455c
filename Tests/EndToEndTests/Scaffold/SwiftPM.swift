import Foundation

/// `swift build` and `swift test` on a package of the test's own, as a plugin author runs them.
enum SwiftPM {
    static func run(_ arguments: [String], in package: URL, environment: [String: String] = [:]) throws -> ChildProcess.Result {
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "SNAPSHOT_TESTING_RECORD")
        env.removeValue(forKey: "LAB_PLUGIN_PATH")
        env.merge(environment) { $1 }
        return try ChildProcess.run(URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments + ["--package-path", package.path],
                                    environment: env)
    }
}
