import Foundation
import LabKit
import LabTesting
import XCTest

/// `--contact-sheet`: the grid's size follows the frame count and columns, each cell holds
/// the frame at its time, and each time has a label under it.
final class ContactSheetTests: XCTestCase {
    private let animated = ["--plugin", "FeatureFixture", "--scene", "Animated", "--offscreen", "--scale", "1"]

    /// 5 frames of 320x160 in 2 columns make 3 rows: 12 pt gaps, a 22 pt label strip per row.
    func testGridSizeCellsAndLabels() throws {
        let directory = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sheetPath = directory.appendingPathComponent("sheet.png").path
        let result = try LabProcess.run(animated + ["--from", "0.2", "--duration", "1", "--frames", "5", "--columns", "2",
                                                    "--contact-sheet", sheetPath])
        XCTAssertEqual(result.status, 0, result.stderr)
        let sheet = try CGImage(contentsOfPNGFile: URL(fileURLWithPath: sheetPath))
        XCTAssertEqual(sheet.width, 2 * (320 + 12) + 12)
        XCTAssertEqual(sheet.height, 3 * (160 + 22 + 12) + 12)

        // Frames at 0.2, 0.45, 0.7, 0.95 and 1.2 s, row by row.
        for (index, time) in [0.2, 0.45, 0.7, 0.95, 1.2].enumerated() {
            let frame = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "Animated", "--scale", "1",
                                               "--time", String(time)], in: directory, name: "t\(index).png")
            let x0 = 12 + (index % 2) * (320 + 12), y0 = 12 + (index / 2) * (160 + 22 + 12)
            var pixels: [UInt8] = []
            for y in 0..<160 { for x in 0..<320 { let p = sheet.pixel(x: x0 + x, y: y0 + y); pixels += [p.red, p.green, p.blue, p.alpha] } }
            let cell = try XCTUnwrap(CGImage(width: 320, height: 160, premultipliedRGBA: pixels))
            XCTAssertTrue(ImageComparison(actual: cell, expected: frame).matches, "cell \(index) is not the frame at \(time) s")
            XCTAssertGreaterThan(inkPixels(sheet, x: x0, y: y0 + 160, width: 320, height: 22), 20, "label of cell \(index)")
        }
        // The sixth cell is empty, with no label.
        XCTAssertEqual(inkPixels(sheet, x: 12 + 332, y: 12 + 2 * 194, width: 320, height: 182), 0)
    }

    /// Pixels brighter than the sheet's dark background.
    private func inkPixels(_ image: CGImage, x: Int, y: Int, width: Int, height: Int) -> Int {
        var count = 0
        for py in y..<(y + height) {
            for px in x..<(x + width) where Int(image.pixel(x: px, y: py).green) > 80 { count += 1 }
        }
        return count
    }
}
