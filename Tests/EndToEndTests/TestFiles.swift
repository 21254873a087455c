import Foundation
import LabTesting

/// This target's golden-frame references (`Goldens/`) and input scripts (`Inputs/`).
enum TestFiles {
    private static var root: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent() }

    /// The LabTesting checker for `Goldens/` (`make update-goldens` re-records them).
    static func goldens() throws -> GoldenFrames {
        try GoldenFrames(directory: root.appendingPathComponent("Goldens"))
    }

    /// The path of the input script `Inputs/NAME.txt`.
    static func input(_ name: String) -> String {
        root.appendingPathComponent("Inputs/\(name).txt").path
    }
}
