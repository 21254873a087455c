import Foundation
import LabKit

/// One frame of a plugin's scene as the real `lab` renders it offscreen (the same Compositor
/// and GL renderer as a window): the value a snapshot test takes.
///
///     import LabTesting
///     import SnapshotTesting
///     import XCTest
///
///     final class BounceTests: XCTestCase {
///         func testMidway() {
///             assertSnapshot(of: LabFrame(plugin: "Bounce", time: 0.6), as: .png)
///         }
///     }
///
/// The reference is `__Snapshots__/BounceTests/testMidway.1.png` beside the test file, as
/// swift-snapshot-testing lays them out; see `Snapshotting.png(tolerance:lab:)`.
public struct LabFrame: Sendable, Equatable {
    /// The `lab` arguments that render this frame (without `--offscreen --out`).
    public var arguments: [String]

    /// The frame of `scene` of `plugin` (nil: its first) at `time` seconds after the scene
    /// loaded, after the `input` script's taps, drags and keys (by path), at `scale` device
    /// pixels per point (1 by default: small references), with any further `lab` arguments
    /// such as `["--size", "320x240"]` or `["--no-msaa"]`.
    public init(plugin: String, scene: String? = nil, time: Double = 0, input: String? = nil, scale: Double = 1,
                arguments: [String] = []) {
        var all = ["--plugin", plugin, "--scale", String(scale), "--time", String(time)]
        if let scene { all += ["--scene", scene] }
        if let input { all += ["--input", input] }
        self.arguments = all + arguments
    }

    /// The frame `lab ARGUMENTS --offscreen` renders.
    public init(arguments: [String]) {
        self.arguments = arguments
    }

    /// Renders the frame with `lab`; throws with lab's message when it fails.
    public func render(with lab: LabExecutable) throws -> CGImage {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lab-frame-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        return try lab.render(arguments, into: scratch)
    }
}
