import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture's Presentation scene through the real `lab` binary, against
/// references in `__Snapshots__/PresentationGoldenFrameTests/`: a custom modal card grown out
/// of its button and dismissed by a pan, an iOS 13 page sheet swiped down, and a tile flipped
/// from the left.
final class PresentationGoldenFrameTests: XCTestCase {
    private func check(_ name: String, script: String, time: String, file: StaticString = #filePath,
                       testName: String = #function, line: UInt = #line) throws {
        let arguments = ["--plugin", "FeatureFixture", "--scene", "Presentation", "--input", TestFiles.input(script),
                         "--time", time]
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// The card half-grown out of the "Card" button over a half-dimmed screen (0.25 s into the
    /// 0.6 s animator), at rest in the middle of the dimmed screen, held 80% of the way back by
    /// the finger, nearly shrunk into the button after the release, and the screen at rest.
    func testCustomCardPresentedAndDismissedByAPan() throws {
        try check("card-growing", script: "presentation-card", time: "0.45")
        try check("card-presented", script: "presentation-card", time: "1.2")
        try check("card-pan-held", script: "presentation-card", time: "2.1")
        try check("card-shrinking", script: "presentation-card", time: "2.45")
        try check("card-dismissed", script: "presentation-card", time: "3")
    }

    /// The sheet sliding up while the screen shrinks behind it over black; at rest with the
    /// shrunk, rounded screen showing above the card; held half-way down by the finger (the
    /// screen grown back with it); sliding away after the release; the screen at rest.
    func testPageSheetSwipedDown() throws {
        try check("sheet-rising", script: "presentation-sheet", time: "0.45")
        try check("sheet-presented", script: "presentation-sheet", time: "1")
        try check("sheet-swipe-held", script: "presentation-sheet", time: "1.6")
        try check("sheet-leaving", script: "presentation-sheet", time: "2.1")
        try check("sheet-dismissed", script: "presentation-sheet", time: "2.6")
    }

    /// The tile turning about its vertical axis with perspective, its left edge nearer: the
    /// green front in the first half, the orange back in the second, then flat.
    func testTileFlipsFromTheLeft() throws {
        try check("flip-front-turning", script: "presentation-flip", time: "0.45")
        try check("flip-back-turning", script: "presentation-flip", time: "0.95")
        try check("flip-done", script: "presentation-flip", time: "1.5")
    }
}
