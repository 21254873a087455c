import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture's Controls scene through the real `lab` binary, driven by
/// `controls-tour.txt`, against references in `__Snapshots__/ControlsGoldenFrameTests/`: the
/// controls at rest, the switch's thumb mid-slide, the slider's thumb under the finger, the
/// segment indicator mid-slide, and everything settled at the end.
final class ControlsGoldenFrameTests: XCTestCase {
    private func check(_ name: String, time: Double, file: StaticString = #filePath, testName: String = #function,
                       line: UInt = #line) throws {
        let arguments = ["--plugin", "FeatureFixture", "--scene", "Controls",
                         "--input", TestFiles.input("controls-tour"), "--time", String(time)]
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// Before any input: the switch off, the slider at 0.3, "Day" selected, the progress bar
    /// at 0.6, the spinner turned two spokes, page 1 of 4.
    func testControlsAtRest() throws {
        try check("controls-rest", time: 0.3)
    }

    /// 4 frames after the tap at 0.5 s: the thumb about half-way along its 0.25 s spring, the
    /// green part faded in over the gray track.
    func testSwitchThumbMidSlide() throws {
        try check("controls-switch-mid", time: 0.5 + 4.0 / 60)
    }

    /// Half-way through the 0.4 s drag: the slider's thumb under the finger at x 182 (value
    /// about 0.6), the tint up to it.
    func testSliderThumbFollowsTheDrag() throws {
        try check("controls-slider-drag", time: 1.2)
    }

    /// 4 frames after the tap on "Month" at 1.8 s: the white indicator part-way from "Day"
    /// on its 0.3 s spring, over "Week".
    func testSegmentIndicatorMidSlide() throws {
        try check("controls-segment-mid", time: 1.8 + 4.0 / 60)
    }

    /// Settled: the switch on, the slider near its end, "Month" selected, page 2 of 4.
    func testControlsAtTheEnd() throws {
        try check("controls-end", time: 3)
    }
}
