import LabKit
import LabTesting
import XCTest

/// The comparison golden-frame checks rest on, against hand-made images.
final class ImageComparisonTests: XCTestCase {
    /// A width×1 image, every pixel `pixel` except those in `changed`.
    private func image(width: Int, _ pixel: [UInt8], changed: [Int: [UInt8]] = [:]) -> CGImage {
        var bytes: [UInt8] = []
        for x in 0..<width { bytes += changed[x] ?? pixel }
        return CGImage(width: width, height: 1, premultipliedRGBA: bytes)!
    }

    func testAChannelDifferenceUpToTheToleranceIsTheSamePixel() {
        let expected = image(width: 4, [100, 100, 100, 255])
        let within = image(width: 4, [100, 100, 100, 255], changed: [0: [108, 92, 100, 255]])
        let beyond = image(width: 4, [100, 100, 100, 255], changed: [0: [109, 100, 100, 255]])
        XCTAssertEqual(ImageComparison(actual: within, expected: expected).differingPixels, 0)
        let comparison = ImageComparison(actual: beyond, expected: expected)
        XCTAssertEqual(comparison.differingPixels, 1)
        XCTAssertEqual(comparison.largestDifference, 9)
        XCTAssertEqual(comparison.totalPixels, 4)
    }

    /// 1 differing pixel of 1000 is 0.1%: it matches at the default; 2 do not.
    func testTheDifferingFractionDecidesTheMatch() {
        let expected = image(width: 1000, [0, 0, 0, 255])
        let one = image(width: 1000, [0, 0, 0, 255], changed: [7: [255, 0, 0, 255]])
        let two = image(width: 1000, [0, 0, 0, 255], changed: [7: [255, 0, 0, 255], 8: [255, 0, 0, 255]])
        XCTAssertTrue(ImageComparison(actual: one, expected: expected).matches)
        XCTAssertFalse(ImageComparison(actual: two, expected: expected).matches)
        XCTAssertTrue(ImageComparison(actual: two, expected: expected, tolerance: Tolerance(pixelFraction: 0.002)).matches)
        XCTAssertTrue(ImageComparison(actual: two, expected: expected, tolerance: Tolerance(channel: 255)).matches)
    }

    /// Differing pixels are opaque red; the others a dim gray of the reference (sum / 12).
    func testTheDiffImage() throws {
        let expected = image(width: 2, [120, 60, 0, 255])
        let actual = image(width: 2, [120, 60, 0, 255], changed: [1: [0, 0, 0, 255]])
        let diff = try XCTUnwrap(ImageComparison(actual: actual, expected: expected).diff)
        XCTAssertEqual(diff.premultipliedRGBA, [15, 15, 15, 255, 255, 0, 0, 255])
    }

    func testDifferentSizesDifferEverywhere() {
        let comparison = ImageComparison(actual: image(width: 3, [0, 0, 0, 255]), expected: image(width: 4, [0, 0, 0, 255]))
        XCTAssertEqual(comparison.differingPixels, 3)
        XCTAssertEqual(comparison.largestDifference, 255)
        XCTAssertNil(comparison.diff)
        XCTAssertFalse(comparison.matches)
    }

    func testLabIsFoundFromTheEnvironmentOrReportedMissing() throws {
        let found = try LabExecutable.locate(environment: ["LAB_EXECUTABLE": "/bin/true", "PATH": ""])
        XCTAssertEqual(found.url.path, "/bin/true")
        // Beside these tests there is a lab (this package builds it), so only an explicit
        // path that is not executable falls through to it.
        let fallback = try LabExecutable.locate(environment: ["LAB_EXECUTABLE": "/nonexistent/lab", "PATH": ""])
        XCTAssertEqual(fallback.url.lastPathComponent, "lab")
        XCTAssertNotEqual(fallback.url.path, "/nonexistent/lab")
    }
}
