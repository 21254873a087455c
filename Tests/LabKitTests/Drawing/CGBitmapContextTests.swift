@_spi(LabHost) import LabKit
import XCTest

/// Bitmap contexts (`CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`)
/// without a renderer: formats, byte orders, the memory's row order, coordinates, and bad
/// input. Drawing into one needs the GL renderer: see EndToEndTests' BitmapContextTests.
final class CGBitmapContextTests: AnimationTestCase {
    private var savedRasterizer: ((CALayer, Int, Int, CGFloat) -> CGImage)?

    override func setUp() {
        super.setUp()
        savedRasterizer = LayerRasterizer.rasterize
        LayerRasterizer.rasterize = nil
    }

    override func tearDown() {
        LayerRasterizer.rasterize = savedRasterizer
        super.tearDown()
    }

    private let rgb = CGColorSpaceCreateDeviceRGB()

    /// The premultiplied RGBA of every pixel of `image`, top row first.
    private func pixels(_ image: CGImage?) -> [[UInt8]] {
        guard let image else { return [] }
        return stride(from: 0, to: image.premultipliedRGBA.count, by: 4).map { Array(image.premultipliedRGBA[$0 ..< $0 + 4]) }
    }

    /// The raw values iOS code passes around: CGImage.h's `CGImageAlphaInfo` (0…7) and
    /// `CGBitmapInfo` (alpha mask 0x1F, float 1 << 8, byte orders n << 12).
    func testAlphaInfoAndBitmapInfoRawValues() {
        XCTAssertEqual([CGImageAlphaInfo.none, .premultipliedLast, .premultipliedFirst, .last, .first, .noneSkipLast,
                        .noneSkipFirst, .alphaOnly].map(\.rawValue), [0, 1, 2, 3, 4, 5, 6, 7])
        XCTAssertEqual(CGBitmapInfo.alphaInfoMask.rawValue, 0x1F)
        XCTAssertEqual(CGBitmapInfo.floatComponents.rawValue, 0x100)
        XCTAssertEqual(CGBitmapInfo.byteOrderMask.rawValue, 0x7000)
        XCTAssertEqual(CGBitmapInfo.byteOrderDefault.rawValue, 0)
        XCTAssertEqual(CGBitmapInfo.byteOrder16Little.rawValue, 0x1000)
        XCTAssertEqual(CGBitmapInfo.byteOrder32Little.rawValue, 0x2000)
        XCTAssertEqual(CGBitmapInfo.byteOrder16Big.rawValue, 0x3000)
        XCTAssertEqual(CGBitmapInfo.byteOrder32Big.rawValue, 0x4000)
        XCTAssertEqual(CGBitmapInfo.byteOrder32Host, .byteOrder32Little)
        let bgra = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
        XCTAssertEqual(bgra.rawValue, 0x2002)
        XCTAssertEqual(bgra.intersection(.alphaInfoMask).rawValue, CGImageAlphaInfo.premultipliedFirst.rawValue)
        XCTAssertEqual(bgra.intersection(.byteOrderMask), .byteOrder32Little)
    }

    /// A context it allocates (data nil, bytesPerRow 0: "calculated automatically", Apple's
    /// `CGBitmapContextCreate`) describes itself and starts zeroed; its CTM starts at the
    /// identity (user space is the bitmap's pixels).
    func testAContextDescribesItsFormat() throws {
        let context = try XCTUnwrap(CGContext(data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))
        XCTAssertEqual(context.width, 3)
        XCTAssertEqual(context.height, 2)
        XCTAssertEqual(context.bytesPerRow, 12)
        XCTAssertEqual(context.bitsPerComponent, 8)
        XCTAssertEqual(context.bitsPerPixel, 32)
        XCTAssertEqual(context.alphaInfo, .premultipliedFirst)
        XCTAssertEqual(context.bitmapInfo.rawValue, 0x2002)
        XCTAssertEqual(context.colorSpace?.model, .rgb)
        XCTAssertEqual(context.ctm, .identity)
        let bytes = try XCTUnwrap(context.data).assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual((0..<24).map { bytes[$0] }, [UInt8](repeating: 0, count: 24))

        let gray = try XCTUnwrap(CGContext(data: nil, width: 5, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        XCTAssertEqual([gray.bytesPerRow, gray.bitsPerPixel], [5, 8])
        XCTAssertEqual(gray.colorSpace?.model, .monochrome)
        XCTAssertEqual(gray.colorSpace?.numberOfComponents, 1)
        let alpha = try XCTUnwrap(CGContext(data: nil, width: 5, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: nil,
                                            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue)))
        XCTAssertEqual([alpha.bytesPerRow, alpha.bitsPerPixel], [5, 8])
        XCTAssertNil(alpha.colorSpace)
        XCTAssertEqual(alpha.alphaInfo, .alphaOnly)
    }

    /// Other contexts are not bitmaps: no data, zero sizes (as `CGBitmapContextGetData` and
    /// friends answer for a non-bitmap context).
    func testAnImageContextIsNotABitmapContext() {
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        let context = UIGraphicsGetCurrentContext()
        XCTAssertNil(context?.data)
        XCTAssertEqual(context?.width, 0)
        XCTAssertEqual(context?.bytesPerRow, 0)
        UIGraphicsEndImageContext()
    }

    /// Each supported format's bytes, read back by `makeImage()` as premultiplied RGBA. The
    /// orders follow Apple's `CGImageAlphaInfo` ("first": the most significant bits) and
    /// `CGBitmapInfo` byte orders (32-bit little endian puts the least significant byte first
    /// in memory): premultiplied-first + 32Little is B, G, R, A in memory.
    func testMakeImageReadsEachFormatsBytes() throws {
        let gray = CGColorSpaceCreateDeviceGray()
        let cases: [(String, CGColorSpace?, UInt32, [UInt8], [UInt8])] = [
            ("RGBA", rgb, CGImageAlphaInfo.premultipliedLast.rawValue, [10, 20, 30, 40], [10, 20, 30, 40]),
            ("RGBA big", rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue, [10, 20, 30, 40], [10, 20, 30, 40]),
            ("ARGB", rgb, CGImageAlphaInfo.premultipliedFirst.rawValue, [40, 10, 20, 30], [10, 20, 30, 40]),
            ("BGRA", rgb, CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [30, 20, 10, 40], [10, 20, 30, 40]),
            ("ABGR", rgb, CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [40, 30, 20, 10], [10, 20, 30, 40]),
            ("RGBX", rgb, CGImageAlphaInfo.noneSkipLast.rawValue, [10, 20, 30, 99], [10, 20, 30, 255]),
            ("XRGB", rgb, CGImageAlphaInfo.noneSkipFirst.rawValue, [99, 10, 20, 30], [10, 20, 30, 255]),
            ("BGRX", rgb, CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [30, 20, 10, 99], [10, 20, 30, 255]),
            ("gray", gray, CGImageAlphaInfo.none.rawValue, [77], [77, 77, 77, 255]),
            ("alpha only", gray, CGImageAlphaInfo.alphaOnly.rawValue, [77], [0, 0, 0, 77]),
            ("alpha only, no space", nil, CGImageAlphaInfo.alphaOnly.rawValue, [77], [0, 0, 0, 77]),
        ]
        for (name, space, info, bytes, expected) in cases {
            var memory = bytes
            let image = memory.withUnsafeMutableBytes { raw in
                CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: bytes.count,
                          space: space, bitmapInfo: CGBitmapInfo(rawValue: info))?.makeImage()
            }
            XCTAssertEqual(pixels(image), [expected], name)
        }
        XCTAssertEqual(diagnostics, [])
    }

    /// The first row in memory is the top row of the image, rows `bytesPerRow` apart (padding
    /// skipped): as Core Graphics lays bitmaps out (vImage, which wraps a bitmap context's or
    /// image's bytes, documents `vImage_Buffer.data` as "a pointer to the top-left pixel").
    func testTheFirstRowInMemoryIsTheTopRowAndPaddingIsSkipped() throws {
        var memory: [UInt8] = [1, 2, 3, 255, 9, 9, 9, 9,
                               4, 5, 6, 255, 9, 9, 9, 9]
        let image = memory.withUnsafeMutableBytes { raw in
            CGContext(data: raw.baseAddress, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                      bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)?.makeImage()
        }
        XCTAssertEqual(image?.width, 1)
        XCTAssertEqual(image?.height, 2)
        XCTAssertEqual(pixels(image), [[1, 2, 3, 255], [4, 5, 6, 255]])
    }

    /// Core Graphics' own coordinates: the CTM is what the code set (no hidden flip shows),
    /// the clip's bounding box is in user space, y up.
    func testTransformsAndClipsAreInUserSpace() throws {
        let context = try XCTUnwrap(CGContext(data: nil, width: 10, height: 8, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 10, height: 8))
        context.translateBy(x: 2, y: 3)
        XCTAssertEqual(context.ctm, CGAffineTransform(translationX: 2, y: 3))
        context.clip(to: CGRect(x: 0, y: 0, width: 4, height: 2))
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    /// Bad parameters give nil and one diagnostic each, never a trap or a runaway allocation.
    func testBadParametersGiveNilWithADiagnostic() {
        let gray = CGColorSpaceCreateDeviceGray()
        let rgba = CGImageAlphaInfo.premultipliedLast.rawValue
        let cases: [(String, Int, Int, Int, Int, CGColorSpace?, UInt32)] = [
            ("zero width", 0, 4, 8, 0, rgb, rgba),
            ("negative height", 4, -1, 8, 0, rgb, rgba),
            ("huge width", 1 << 40, 1, 8, 0, rgb, rgba),
            ("over the pixel limit", 5000, 5000, 8, 0, rgb, rgba),
            ("16 bits", 4, 4, 16, 0, rgb, rgba),
            ("5 bits", 4, 4, 5, 0, rgb, CGImageAlphaInfo.noneSkipFirst.rawValue),
            ("floats", 4, 4, 32, 0, rgb, rgba | CGBitmapInfo.floatComponents.rawValue),
            ("short rows", 4, 4, 8, 15, rgb, rgba),
            ("negative rows", 4, 4, 8, -16, rgb, rgba),
            ("runaway rows", 4, 4, 8, Int.max / 2, rgb, rgba),
            ("straight alpha", 4, 4, 8, 0, rgb, CGImageAlphaInfo.last.rawValue),
            ("RGB without alpha", 4, 4, 8, 0, rgb, CGImageAlphaInfo.none.rawValue),
            ("RGB alpha only", 4, 4, 8, 0, rgb, CGImageAlphaInfo.alphaOnly.rawValue),
            ("gray with alpha", 4, 4, 8, 0, gray, rgba),
            ("no space, no alpha", 4, 4, 8, 0, nil, CGImageAlphaInfo.none.rawValue),
            ("CMYK", 4, 4, 8, 0, CGColorSpaceCreateDeviceCMYK(), CGImageAlphaInfo.none.rawValue),
            ("alpha info 9", 4, 4, 8, 0, rgb, 9),
            ("16-bit byte order", 4, 4, 8, 0, rgb, rgba | CGBitmapInfo.byteOrder16Little.rawValue),
        ]
        for (name, width, height, bits, rowBytes, space, info) in cases {
            let context = CGContext(data: nil, width: width, height: height, bitsPerComponent: bits, bytesPerRow: rowBytes,
                                    space: space, bitmapInfo: CGBitmapInfo(rawValue: info))
            XCTAssertNil(context, name)
        }
        XCTAssertEqual(diagnostics.count, cases.count, diagnostics.joined(separator: "\n"))
        XCTAssertTrue(diagnostics.allSatisfy { $0.hasPrefix("CGContext(data:") && $0.hasSuffix("; nil") }, "\(diagnostics)")
    }

    /// Without a host renderer, drawing leaves the caller's bytes as they were and says so
    /// once; `makeImage()` still reads the memory.
    func testDrawingWithoutARendererLeavesTheBytes() throws {
        var memory: [UInt8] = [1, 2, 3, 4]
        let image = try memory.withUnsafeMutableBytes { raw in
            let context = try XCTUnwrap(CGContext(data: raw.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                                  space: rgb, bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            return context.makeImage()
        }
        XCTAssertEqual(memory, [1, 2, 3, 4])
        XCTAssertEqual(pixels(image), [[1, 2, 3, 4]])
        XCTAssertEqual(diagnostics.filter { $0.contains("no host renderer") }.count, 1)
    }
}
