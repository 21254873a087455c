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

    /// A curved stroke on the multisampled target `lab` renders to by default gets exact-area
    /// edges too (see `StrokeOutline`): its edge pixels take many alpha levels, where 4x MSAA
    /// gives five (0, ¼, ½, ¾, 1). Its area is within the error
    /// of its flattening at the frame's quarter-pixel tolerance (a chord lies on average ⅔ of
    /// the tolerance inside its arc, on both sides of the ring: 2/3 · 0.25 / radius in pixels,
    /// 0.28% at 1x), not the 0.1% of the finely flattened analytic cases above.
    func testCurvedStrokeHasExactAreaEdgesWithMSAA() throws {
        for scale in [1.0, 2.0] {
            let image = try LabProcess.render(["--plugin", "FeatureFixture", "--scene", "CoverageRing", "--scale", String(scale)],
                                              in: try LabProcess.temporaryDirectory())
            var levels = Set<UInt8>(), sum = 0
            for i in stride(from: 3, to: image.premultipliedRGBA.count, by: 4) {
                let alpha = image.premultipliedRGBA[i]
                sum += Int(alpha)
                if alpha > 0 && alpha < 255 { levels.insert(alpha) }
            }
            XCTAssertGreaterThan(levels.count, 40, "edge alpha levels at \(scale)x")
            let exact = 2 * .pi * 30 * 6 * scale * scale, measured = Double(sum) / 255
            XCTAssertEqual(measured, exact, accuracy: exact * 0.004, "ring area at \(scale)x")
        }
    }

    func testCircleWithoutMSAA() throws {
        for scale in [1.0, 2.0] { try assertArea("CoverageCircle", points: .pi * 40 * 40, scale: scale, extra: ["--no-msaa"]) }
    }
}
