import Foundation
import LabKit
import XCTest

/// Auto Layout through the real `lab` binary: the constraints fixture scene, driven by an input
/// script that taps the card (its height constraint grows inside `UIView.animate {
/// layoutIfNeeded() }`) and then the stack view row (its middle tile collapses). Each is caught
/// mid-animation and at rest.
final class LayoutGoldenFrameTests: XCTestCase {
    private func check(_ name: String, time: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let script = TestFiles.input("constraints-taps")
        try TestFiles.goldens().check(name, arguments: ["--plugin", "FeatureFixture", "--scene", "Constraints",
                                                        "--input", script, "--time", time], file: file, line: line)
    }

    /// Before any tap: title, card and row placed by constraints to the safe area and margins.
    func testConstraintsSceneAtRest() throws {
        try check("constraints-rest", time: "0.3")
    }

    /// The card's height constraint 120 → 220 half-way (0.3 s into 0.6 s), the row pushed down
    /// with it; then at rest.
    func testAnimatedHeightConstraint() throws {
        try check("constraints-card-mid", time: "0.8")
        try check("constraints-card-done", time: "1.3")
    }

    /// The middle tile collapsing half-way, its neighbours widening; then two tiles at rest.
    func testStackViewCollapsingAHiddenTile() throws {
        try check("constraints-stack-mid", time: "1.8")
        try check("constraints-stack-done", time: "2.4")
    }
}
