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

    /// An opaque image is stored as RGB (IHDR colour type 2, PNG specification 11.2.1), a
    /// quarter fewer bytes; with `keepingAlpha`, or any pixel not opaque, as RGBA (type 6).
    func testOpaqueImagesAreStoredAsRGB() throws {
        // Three rows of three opaque pixels, so rows and the "up" filter's subtraction both count.
        let opaque: [UInt8] = (0..<9).flatMap { (i: Int) -> [UInt8] in [UInt8(i * 20), UInt8(200 - i * 15), UInt8(i * i), 255] }
        let image = CGImage(width: 3, height: 3, premultipliedRGBA: opaque)!
        func colorType(_ png: Data) -> UInt8 { png[8 + 8 + 9] }
        XCTAssertEqual(colorType(try image.pngData()), 2)
        XCTAssertEqual(colorType(try image.pngData(keepingAlpha: true)), 6)
        XCTAssertEqual(try CGImage(pngData: try image.pngData()).premultipliedRGBA, opaque)
        XCTAssertEqual(try CGImage(pngData: try image.pngData(keepingAlpha: true)).premultipliedRGBA, opaque)
        var translucent = opaque
        translucent[8 * 4 + 3] = 254
        XCTAssertEqual(colorType(try CGImage(width: 3, height: 3, premultipliedRGBA: translucent)!.pngData()), 6)
    }

    /// Large images through igzip: noise that does not compress (stored blocks, the output's
    /// bound), a flat field (long matches) and a mix, each decoded by libpng exactly.
    func testLargeImagesOfEveryKindRoundTripExactly() throws {
        let width = 700, height = 500
        var state: UInt64 = 42
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 40)
        }
        let noise: [UInt8] = (0..<(width * height)).flatMap { _ in [next(), next(), next(), 255] }
        let flat: [UInt8] = (0..<(width * height)).flatMap { _ in [30, 60, 90, 255] as [UInt8] }
        let mixed: [UInt8] = (0..<(width * height)).flatMap { i -> [UInt8] in i % width < width / 2 ? [next(), 0, 0, 255] : [200, 200, 200, 255] }
        let cases: [(String, [UInt8])] = [("noise", noise), ("flat", flat), ("mixed", mixed)]
        for (name, pixels) in cases {
            let image = CGImage(width: width, height: height, premultipliedRGBA: pixels)!
            let png = try image.pngData()
            XCTAssertEqual(try CGImage(pngData: png).premultipliedRGBA, pixels, name)
            if name == "flat" { XCTAssertLessThan(png.count, pixels.count / 100, "a flat field compresses") }
            XCTAssertEqual(try image.pngData(), png, "\(name): the same image gives the same bytes")
        }
    }

    /// Small images encoded after large ones give the same bytes each time (igzip's working
    /// memory holds nothing from one image to the next).
    func testSmallImagesEncodeTheSameAfterOthers() throws {
        let small = CGImage(width: 3, height: 2, premultipliedRGBA: (0..<24).map { UInt8($0 * 10) })!
        let first = try small.pngData()
        let noise = CGImage(width: 300, height: 300, premultipliedRGBA: (0..<360_000).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) })!
        for _ in 0..<3 {
            _ = try noise.pngData()
            XCTAssertEqual(try small.pngData(), first)
        }
    }

    func testTranslucentPixelsSurviveWithinRounding() throws {
        let pixels: [UInt8] = [64, 32, 0, 128]
        let decoded = try CGImage(pngData: try CGImage(width: 1, height: 1, premultipliedRGBA: pixels)!.pngData())
        for (a, b) in zip(decoded.premultipliedRGBA, pixels) { XCTAssertLessThanOrEqual(abs(Int(a) - Int(b)), 1) }
    }

    /// RGBA rows are filtered against the row above as PNG stores it (straight): opaque rows are
    /// read in place and the others unpremultiplied into scratch rows, in any order, so every
    /// pairing of the two kinds (and two translucent rows in a row) must decode to the pixels.
    func testRowsOfOpaqueAndTranslucentPixelsInAnyOrderRoundTrip() throws {
        let width = 33
        let kinds = [0, 0, 1, 1, 1, 0, 2, 1, 0, 2, 2, 0]
        var pixels: [UInt8] = []
        for (y, kind) in kinds.enumerated() {
            for x in 0..<width {
                let alpha = kind == 0 ? 255 : kind == 1 ? (x * 7 + y * 13) % 256 : 0
                pixels += [UInt8(alpha * ((x * 5) % 256) / 255), UInt8(alpha * ((y * 40) % 256) / 255), UInt8(alpha / 2), UInt8(alpha)]
            }
        }
        let decoded = try CGImage(pngData: try CGImage(width: width, height: kinds.count, premultipliedRGBA: pixels)!.pngData(keepingAlpha: true))
        for (i, (a, b)) in zip(decoded.premultipliedRGBA, pixels).enumerated() {
            XCTAssertLessThanOrEqual(abs(Int(a) - Int(b)), 1, "byte \(i % 4) of pixel \(i / 4 % width) in row \(i / 4 / width)")
        }
        let opaqueRows = kinds.enumerated().filter { $0.element == 0 }.map(\.offset)
        for y in opaqueRows {
            let row = (y * width * 4)..<((y + 1) * width * 4)
            XCTAssertEqual(Array(decoded.premultipliedRGBA[row]), Array(pixels[row]), "opaque row \(y) is exact")
        }
    }

    func testGarbageIsAnError() {
        XCTAssertThrowsError(try CGImage(pngData: Data("not a png".utf8)))
        XCTAssertNil(CGImage(width: 2, height: 2, premultipliedRGBA: [0]))
    }
}
