import Foundation
import LabKit
import LabTesting
import XCTest

/// This target's input scripts (`Inputs/`), and its frames checked against their references
/// in `__Snapshots__/` (`make update-goldens` re-records the ones that no longer match).
enum TestFiles {
    private static var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

    /// The path of the input script `Inputs/NAME.txt`.
    static func input(_ name: String) -> String {
        root.appendingPathComponent("Inputs/\(name).txt").path
    }

    /// Renders `frame`, checks it against its reference (`__Snapshots__/FILE/TEST.NAME.png`,
    /// swift-snapshot-testing's layout and record modes) and returns it for checks of its own.
    @discardableResult
    static func snapshot(_ frame: LabFrame, named name: String, file: StaticString, testName: String, line: UInt) throws -> CGImage {
        let image = try frame.render(with: LabExecutable.locate())
        assertSnapshot(of: image, as: .png(), named: name, file: file, testName: testName, line: line)
        return image
    }
}
