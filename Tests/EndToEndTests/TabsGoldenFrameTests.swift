import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture's Tabs scene through the real `lab` binary, against
/// references in `__Snapshots__/TabsGoldenFrameTests/`: a tab switch through the delegate's
/// animator, with the "Likes" badge, and a push and pop under the navigation bar.
final class TabsGoldenFrameTests: XCTestCase {
    private func check(_ name: String, script: String, time: String, file: StaticString = #filePath,
                       testName: String = #function, line: UInt = #line) throws {
        let arguments = ["--plugin", "FeatureFixture", "--scene", "Tabs", "--input", TestFiles.input(script), "--time", time]
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// Half-way through the 0.6 s switch (the "Player" tab half faded in, 30 points right of
    /// its place, over the Favorites tab; the bar already shows "Player" selected), then at rest.
    func testTabSwitchThroughTheDelegatesAnimator() throws {
        try check("switch-midway", script: "tabs-switch", time: "0.5")
        try check("switch-done", script: "tabs-switch", time: "1.2")
    }

    /// The push mid-way (the bar's old title fading toward the back button, the new one coming
    /// in from the right), at rest (chevron and "Favorites", "Detail", "Done"), the pop
    /// mid-way, and the root at rest again.
    func testPushAndPopUnderTheNavigationBar() throws {
        try check("push-midway", script: "tabs-push", time: "0.35")
        try check("pushed", script: "tabs-push", time: "0.8")
        try check("pop-midway", script: "tabs-push", time: "1.17")
        try check("popped", script: "tabs-push", time: "1.6")
    }
}
