import Foundation
import LabKit
import XCTest

/// Golden-frame checks for a plugin's scenes: each frame is rendered by the real `lab`
/// (offscreen, through the same Compositor and GL renderer as a window) and compared with a
/// reference PNG at a tolerance.
///
///     final class MyPluginTests: XCTestCase {
///         func testFrames() throws {
///             let goldens = try GoldenFrames()   // references in Goldens/ beside this file
///             try goldens.check("bounce", plugin: "MyPlugin", times: [0, 0.5, 1])
///         }
///     }
///
/// On a mismatch the test fails naming the actual frame and a diff image (differing pixels
/// in red), both written to a folder under the temporary directory. References are never
/// written by a normal run: `LAB_UPDATE_GOLDENS=1 swift test` re-records them, on purpose.
public struct GoldenFrames {
    /// Where the reference PNGs live.
    public let directory: URL
    /// How far a frame may differ from its reference.
    public var tolerance: Tolerance
    /// The `lab` that renders the frames.
    public let lab: LabExecutable

    /// Whether this run re-records references instead of comparing (`LAB_UPDATE_GOLDENS=1`).
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["LAB_UPDATE_GOLDENS"] == "1" }

    /// Checks against references in `directory`, rendering with `lab` (default: located by
    /// `LabExecutable.locate()`).
    public init(directory: URL, tolerance: Tolerance = Tolerance(), lab: LabExecutable? = nil) throws {
        self.directory = directory
        self.tolerance = tolerance
        self.lab = try lab ?? LabExecutable.locate()
    }

    /// Checks against references in a `Goldens` folder beside the calling test file.
    public init(tolerance: Tolerance = Tolerance(), lab: LabExecutable? = nil, besideFile file: StaticString = #filePath) throws {
        try self.init(directory: URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent("Goldens"),
                      tolerance: tolerance, lab: lab)
    }

    /// Renders `scene` of `plugin` at `time` seconds (after the `input` script's events, at
    /// `scale` pixels per point, with any further `lab` arguments) and compares it with
    /// `NAME.png`. Returns the rendered frame for further checks of its own.
    @discardableResult
    public func check(_ name: String, plugin: String, scene: String? = nil, time: Double = 0, input: String? = nil,
                      scale: Double = 1, arguments: [String] = [],
                      file: StaticString = #filePath, line: UInt = #line) throws -> CGImage {
        var all = ["--plugin", plugin, "--scale", String(scale), "--time", String(time)]
        if let scene { all += ["--scene", scene] }
        if let input { all += ["--input", input] }
        return try check(name, arguments: all + arguments, file: file, line: line)
    }

    /// Checks one frame per time, named `NAME-<time>s.png` (`bounce-0.5s.png`).
    @discardableResult
    public func check(_ name: String, plugin: String, scene: String? = nil, times: [Double], input: String? = nil,
                      scale: Double = 1, arguments: [String] = [],
                      file: StaticString = #filePath, line: UInt = #line) throws -> [CGImage] {
        try times.map { time in
            try check("\(name)-\(String(format: "%g", time))s", plugin: plugin, scene: scene, time: time, input: input,
                      scale: scale, arguments: arguments, file: file, line: line)
        }
    }

    /// Renders the frame `lab ARGUMENTS --offscreen` gives and compares it with `NAME.png`.
    @discardableResult
    public func check(_ name: String, arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> CGImage {
        let failures = FileManager.default.temporaryDirectory.appendingPathComponent("lab-golden-frames")
        try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
        let scratch = failures.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let actual = try lab.render(arguments, into: scratch)
        let reference = directory.appendingPathComponent("\(name).png")
        if GoldenFrames.isRecording {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.pngData().write(to: reference)
            print("recorded \(reference.path)")
            return actual
        }
        guard FileManager.default.fileExists(atPath: reference.path) else {
            XCTFail("no reference \(reference.path); look at the frames, then record them with LAB_UPDATE_GOLDENS=1 swift test",
                    file: file, line: line)
            return actual
        }
        let comparison = ImageComparison(actual: actual, expected: try CGImage(contentsOfPNGFile: reference), tolerance: tolerance)
        if !comparison.matches {
            let actualPath = failures.appendingPathComponent("\(name).png")
            let diffPath = failures.appendingPathComponent("\(name)-diff.png")
            try actual.pngData().write(to: actualPath)
            try comparison.diff?.pngData().write(to: diffPath)
            XCTFail("""
                \(name): \(comparison.differingPixels) of \(comparison.totalPixels) pixels differ (largest channel \
                difference \(comparison.largestDifference)); actual \(actualPath.path), diff \(comparison.diff == nil ? "none (the sizes differ)" : diffPath.path)
                """, file: file, line: line)
        }
        return actual
    }
}
