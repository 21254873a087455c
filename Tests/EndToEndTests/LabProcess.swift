import Foundation
@testable import LabHost
import LabKit
import XCTest

/// Runs the real `lab` binary from the build folder the tests were built into.
enum LabProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String

        /// The non-empty lines of stderr.
        var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
    }

    static var buildDirectory: String { PluginLoader.executableDirectory }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: buildDirectory + "/lab")
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "LAB_PLUGIN_PATH")
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Renders one frame to a PNG in `directory` and decodes it.
    static func render(_ arguments: [String], in directory: URL, name: String = "frame.png",
                       file: StaticString = #filePath, line: UInt = #line) throws -> CGImage {
        let out = directory.appendingPathComponent(name).path
        let result = try run(arguments + ["--offscreen", "--out", out])
        XCTAssertEqual(result.status, 0, "lab failed: \(result.stderr)", file: file, line: line)
        return try CGImage(contentsOfPNGFile: URL(fileURLWithPath: out))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("lab-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
