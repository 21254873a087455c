import Foundation
@testable import LabHost
import LabKit
import LabTesting
import XCTest

/// Runs the real `lab` binary from the build folder the tests were built into, with no
/// plugin directories but its own unless a test names some.
enum LabProcess {
    static var buildDirectory: String { PluginLoader.executableDirectory }

    static var lab: LabExecutable {
        LabExecutable(url: URL(fileURLWithPath: buildDirectory + "/lab"), pluginDirectories: [])
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> LabExecutable.Result {
        try lab.run(arguments, environment: ["LAB_PLUGIN_PATH": ""].merging(environment) { $1 })
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

extension LabExecutable.Result {
    /// The non-empty lines of stderr.
    var errorLines: [String] { stderr.split(separator: "\n").map(String.init) }
}
