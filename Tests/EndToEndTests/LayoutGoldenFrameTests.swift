import Foundation
import LabKit
import LabTesting
import XCTest

/// Auto Layout through the real `lab` binary, against references in
/// `__Snapshots__/LayoutGoldenFrameTests/`: the constraints fixture scene, driven by
/// `Inputs/constraints-taps.txt`, which taps the card at 0.5 s (its height constraint goes
/// from 120 to 220 inside `UIView.animate(withDuration: 0.6) { layoutIfNeeded() }`) and the
/// stack view row at 1.5 s (its middle tile collapses inside an animation block). Each is
/// caught mid-animation and at rest.
final class LayoutGoldenFrameTests: XCTestCase {
    private func check(_ name: String, time: String, file: StaticString = #filePath, testName: String = #function,
                       line: UInt = #line) throws {
        let arguments = ["--plugin", "FeatureFixture", "--scene", "Constraints",
                         "--input", TestFiles.input("constraints-taps"), "--time", time]
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// Before any tap: title, card and row placed by constraints to the safe area and margins.
    func testAtRest() throws {
        try check("constraints-rest", time: "0.3")
    }

    /// The card's height half-way (0.3 s into 0.6 s, ease-in-out: 170 points), the row pushed
    /// down with it.
    func testCardMidAnimation() throws {
        try check("constraints-card-mid", time: "0.8")
    }

    /// The card at 220 points, the row below it.
    func testCardAtRest() throws {
        try check("constraints-card-done", time: "1.3")
    }

    /// The middle tile collapsing half-way, its neighbours widening and the blue one moving left.
    func testStackViewMidCollapse() throws {
        try check("constraints-stack-mid", time: "1.8")
    }

    /// Two tiles sharing the row at rest, the middle one hidden.
    func testStackViewCollapsed() throws {
        try check("constraints-stack-done", time: "2.4")
    }
}
