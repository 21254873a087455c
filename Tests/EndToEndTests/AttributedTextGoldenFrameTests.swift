import Foundation
import LabKit
import LabTesting
import XCTest

/// Frames of the feature fixture's AttributedText scene through the real `lab` binary,
/// against references in `__Snapshots__/AttributedTextGoldenFrameTests/`.
final class AttributedTextGoldenFrameTests: XCTestCase {
    private func check(_ name: String, time: String, file: StaticString = #filePath, testName: String = #function,
                       line: UInt = #line) throws {
        let arguments = ["--plugin", "FeatureFixture", "--scene", "AttributedText", "--input",
                         TestFiles.input("attributed-text-typing"), "--time", time]
        try TestFiles.snapshot(LabFrame(arguments: arguments), named: name, file: file, testName: testName, line: line)
    }

    /// At rest: the mixed label (bold red, kerned blue, underlined, struck through in gray,
    /// highlighted in yellow, italic, and a green word with a sharp offset shadow), the
    /// three-line label ending in "…", the label shrunk to its width, the search field with
    /// its lens, "⌘K" and two-colored placeholder, and the text view's "Notes:".
    func testLabelsFieldAndTextViewAtRest() throws {
        try check("at-rest", time: "0.2")
    }

    /// Editing the field: "pasta" typed with the caret after it; the "⌘K" right view
    /// (`.unlessEditing`) hidden.
    func testSearchFieldWhileEditing() throws {
        try check("field-editing", time: "0.7")
    }

    /// Five lines typed into the text view: the content is taller than the view, which
    /// scrolled so that the caret's line and the bottom inset show; the field is at rest again.
    func testTextViewScrollsAsItIsTypedInto() throws {
        try check("text-view-typed", time: "2.5")
    }
}
