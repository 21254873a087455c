import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture's scroll view of 30 rows through the real `lab` binary,
/// against references in `__Snapshots__/ScrollGoldenFrameTests/`, driven by
/// `Inputs/scroll-fling.txt`: a slow drag from 0.5 s, then from 0.8 s a fling of
/// 2600 points per second that lifts at 0.9 s about 367 points down the content. The fling
/// would carry it 2.6 · 499 = 1297 points; it reaches the bottom edge (840) about 0.23 s after
/// the release and springs about 60 points past it before settling.
final class ScrollGoldenFrameTests: XCTestCase {
    private func check(_ name: String, time: String, file: StaticString = #filePath, testName: String = #function,
                       line: UInt = #line) throws {
        let arguments = ["--plugin", "FeatureFixture", "--scene", "Scroll", "--input", TestFiles.input("scroll-fling"), "--time", time]
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// Mid-drag: the rows follow the finger, about 67 points up (row 3 near the top); the
    /// vertical scroll indicator shows near the top of its track.
    func testMidDrag() throws {
        try check("scroll-mid-drag", time: "0.7")
    }

    /// Mid-deceleration, 0.1 s after the release: about 602 points down (rows 15 to 25), the
    /// indicator two thirds of the way down.
    func testMidDeceleration() throws {
        try check("scroll-mid-deceleration", time: "1")
    }

    /// At the bounce's deepest: row 30 about 60 points above the bottom, the gray behind the
    /// content showing below it, the indicator at the bottom squeezed by those 60 points.
    func testOverscrolledAtTheBounce() throws {
        try check("scroll-bounce", time: "1.23")
    }

    /// At rest on the bottom edge: row 30 at the bottom of the screen, the indicator faded out.
    func testAtRest() throws {
        try check("scroll-rest", time: "3")
    }
}
