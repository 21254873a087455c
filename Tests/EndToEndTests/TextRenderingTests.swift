import Foundation
@_spi(Testing) import LabKit
import XCTest

/// Text through the real binary: where glyphs land against FreeType's metrics.
final class TextRenderingTests: XCTestCase {
    /// The ink of the rendered label (every pixel darker than the white background) spans the
    /// union of its glyphs' boxes from FreeType's metrics, placed by HarfBuzz, to within a pixel.
    func testRenderedGlyphBoundsMatchFreeTypeMetrics() throws {
        let directory = try LabProcess.temporaryDirectory()
        let scale: CGFloat = 2
        let image = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "TextMetrics", "--scale", "2"], in: directory)
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).red < 200 {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        XCTAssertLessThan(minX, maxX, "something was drawn")
        // The fixture's label, rebuilt here: "Hamburgefonts Qjy", system font 26, at (10, 10, 280, 60).
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 280, height: 60))
        label.text = "Hamburgefonts Qjy"
        label.font = .systemFont(ofSize: 26)
        let metrics = (label.layer as! CATextLayer).metricsInkBounds().offsetBy(dx: 10, dy: 10)
        XCTAssertEqual(CGFloat(minX), metrics.minX * scale, accuracy: 1.5)
        XCTAssertEqual(CGFloat(maxX + 1), metrics.maxX * scale, accuracy: 1.5)
        XCTAssertEqual(CGFloat(minY), metrics.minY * scale, accuracy: 1.5)
        XCTAssertEqual(CGFloat(maxY + 1), metrics.maxY * scale, accuracy: 1.5)
    }
}
