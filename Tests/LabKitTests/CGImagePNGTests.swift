import LabKit
import XCTest

final class CGImagePNGTests: XCTestCase {
    func testPNGRoundTripKeepsOpaqueAndTransparentPixelsExactly() throws {
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0, 10, 20, 30, 255, 0, 255, 0, 255]
        let image = CGImage(width: 2, height: 2, premultipliedRGBA: pixels)!
        let decoded = try CGImage(pngData: try image.pngData())
        XCTAssertEqual(decoded.width, 2)
        XCTAssertEqual(decoded.premultipliedRGBA, pixels)
    }

    func testTranslucentPixelsSurviveWithinRounding() throws {
        let pixels: [UInt8] = [64, 32, 0, 128]
        let decoded = try CGImage(pngData: try CGImage(width: 1, height: 1, premultipliedRGBA: pixels)!.pngData())
        for (a, b) in zip(decoded.premultipliedRGBA, pixels) { XCTAssertLessThanOrEqual(abs(Int(a) - Int(b)), 1) }
    }

    func testGarbageIsAnError() {
        XCTAssertThrowsError(try CGImage(pngData: Data("not a png".utf8)))
        XCTAssertNil(CGImage(width: 2, height: 2, premultipliedRGBA: [0]))
    }
}
