import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture's Animator scene through the real `lab` binary, against
/// references in `__Snapshots__/AnimatorGoldenFrameTests/`: a pan scrubbing a paused `UIViewPropertyAnimator`, the animator
/// continuing on its curve after the release, and a cubic keyframe block mid-way.
final class AnimatorGoldenFrameTests: XCTestCase {
    private func check(_ name: String, _ arguments: [String], file: StaticString = #filePath, testName: String = #function,
                       line: UInt = #line) throws {
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// Held at half-way by the finger (the card half moved, half turned, half recoloured,
    /// linearly), then 0.25 s after the release (three quarters: the rest on ease-in-out),
    /// and at rest at the end.
    func testPanScrubsThenReleaseContinues() throws {
        let script = TestFiles.input("animator-scrub")
        try check("animator-mid-scrub", ["--plugin", "FeatureFixture", "--scene", "Animator", "--input", script, "--time", "0.7"])
        try check("animator-released", ["--plugin", "FeatureFixture", "--scene", "Animator", "--input", script, "--time", "1.25"])
        try check("animator-done", ["--plugin", "FeatureFixture", "--scene", "Animator", "--input", script, "--time", "2"])
    }

    /// Without input the card waits at its start; the square is on the right-hand side of
    /// its round, swinging out past the corners on the Catmull-Rom curve.
    func testKeyframeBlockMidway() throws {
        try check("animator-keyframes", ["--plugin", "FeatureFixture", "--scene", "Animator", "--time", "0.9"])
    }
}
