import Foundation
import LabKit
import XCTest

/// Rendered coverage against exact areas, independent of any reference image: the sum of
/// alpha over the frame must be within 0.1% of the shape's area in device pixels. The shapes
/// are those of the fixture's Coverage scenes, whose edges are analytic (exact area per
/// pixel, flattened 16 times finer than the frame's tolerance), rendered by the real `lab` at
/// scales 1 to 3. `EdgeCoveragePixelTests` checks the same shapes pixel by pixel.
final class CoverageAccuracyTests: XCTestCase {
    private func coverage(scene: String, scale: Double, extra: [String] = []) throws -> Double {
        let image = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", scene, "--scale", String(scale)] + extra,
                                          in: try LabProcess.temporaryDirectory())
        var sum = 0
        for i in stride(from: 3, to: image.premultipliedRGBA.count, by: 4) { sum += Int(image.premultipliedRGBA[i]) }
        return Double(sum) / 255
    }

    private func assertArea(_ scene: String, points area: Double, scale: Double, extra: [String] = [],
                            file: StaticString = #filePath, line: UInt = #line) throws {
        let expected = area * scale * scale
        let measured = try coverage(scene: scene, scale: scale, extra: extra)
        let error = abs(measured - expected) / expected
        XCTAssertLessThanOrEqual(error, 0.001, "\(scene) at \(scale)x \(extra): \(measured) px² against exact \(expected) px²",
                                 file: file, line: line)
    }

    func testFilledCircle() throws {
        for scale in [1.0, 2.0, 3.0] { try assertArea("CoverageCircle", points: .pi * 40 * 40, scale: scale) }
    }

    func testRotatedRectangle() throws {
        for scale in [1.0, 2.0, 3.0] { try assertArea("CoverageRect", points: 60 * 30, scale: scale) }
    }

    func testStrokedLineWithButtCaps() throws {
        for scale in [1.0, 2.0, 3.0] { try assertArea("CoverageStroke", points: 6 * (70.0 * 70 + 60 * 60).squareRoot(), scale: scale) }
    }

    func testStrokedLineWithRoundCaps() throws {
        for scale in [1.0, 2.0, 3.0] { try assertArea("CoverageRoundCap", points: 60 * 10 + .pi * 25, scale: scale) }
    }

    func testCircleWithoutMSAA() throws {
        for scale in [1.0, 2.0] { try assertArea("CoverageCircle", points: .pi * 40 * 40, scale: scale, extra: ["--no-msaa"]) }
    }
}
