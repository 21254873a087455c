@_spi(LabHost) import LabKit
import XCTest

/// Image masks, masking, data providers and images from raw bytes, with hand-computed
/// pixels (all on the CPU: no renderer needed).
///
/// Apple's semantics: an image mask's samples are inverse alpha ("a sample value of 1
/// specifies sections of the mask that are masked out; 0 … show the current fill color",
/// `CGImageMaskCreate`; values between paint `1 − sample`, Quartz 2D Programming Guide,
/// "Creating an Image Mask"); `masking(_:)` with an image instead of a mask takes its
/// samples as alpha ("if S is 0, then the region is not painted, while if S is 1, the region
/// is fully painted", and the image "must be in the DeviceGray color space, must not have an
/// alpha component", `CGImageCreateWithMask`).
final class CGImageMaskTests: AnimationTestCase {
    private func pixels(_ image: CGImage?) -> [[UInt8]] {
        guard let image else { return [] }
        return stride(from: 0, to: image.premultipliedRGBA.count, by: 4).map { Array(image.premultipliedRGBA[$0 ..< $0 + 4]) }
    }

    private func solid(_ rgba: [UInt8], width: Int, height: Int) -> CGImage {
        CGImage(width: width, height: height, premultipliedRGBA: Array([[UInt8]](repeating: rgba, count: width * height).joined()))!
    }

    private func provider(_ bytes: [UInt8]) -> CGDataProvider {
        CGDataProvider(data: Data(bytes) as CFData)!
    }

    /// 8-bit mask samples 0, 255, 128, 64 let through 255, 0, 127 (1 − 128/255 = 0.498),
    /// 191 (1 − 64/255 = 0.749) of 255: an opaque red image keeps that much of each pixel.
    func testAnImageMasksSamplesAreInverseAlpha() throws {
        let mask = try XCTUnwrap(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                                         provider: provider([0, 255, 128, 64]), decode: nil, shouldInterpolate: false))
        XCTAssertTrue(mask.isMask)
        XCTAssertNil(mask.colorSpace)
        let masked = solid([255, 0, 0, 255], width: 4, height: 1).masking(mask)
        XCTAssertEqual(pixels(masked), [[255, 0, 0, 255], [0, 0, 0, 0], [127, 0, 0, 127], [191, 0, 0, 191]])
        XCTAssertEqual(masked?.isMask, false)
    }

    /// 1-bit samples are packed from each byte's most significant bit: 0b1011_0000 masks out
    /// pixels 0, 2 and 3. The decode array [1, 0] inverts the samples (a sample of 0 decodes
    /// to 1: masked out).
    func testOneBitMaskAndADecodeArray() throws {
        let image = solid([0, 0, 255, 255], width: 8, height: 1)
        let plain = try XCTUnwrap(CGImage(maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                                          provider: provider([0b1011_0000]), decode: nil, shouldInterpolate: false))
        let shown = pixels(image.masking(plain)).map { $0[3] }
        XCTAssertEqual(shown, [0, 255, 0, 0, 255, 255, 255, 255])
        let decode: [CGFloat] = [1, 0]
        let inverted = try XCTUnwrap(CGImage(maskWidth: 8, height: 1, bitsPerComponent: 1, bitsPerPixel: 1, bytesPerRow: 1,
                                             provider: provider([0b1011_0000]), decode: decode, shouldInterpolate: false))
        XCTAssertEqual(pixels(image.masking(inverted)).map { $0[3] }, [255, 0, 255, 255, 0, 0, 0, 0])
    }

    /// Rows are `bytesPerRow` apart, top row first; a 4-bit mask's samples are 0…15.
    func testFourBitMaskRows() throws {
        // Row 0: samples 15, 0; row 1: 5, 10 (padding byte after each row).
        let mask = try XCTUnwrap(CGImage(maskWidth: 2, height: 2, bitsPerComponent: 4, bitsPerPixel: 4, bytesPerRow: 2,
                                         provider: provider([0xF0, 0xEE, 0x5A, 0xEE]), decode: nil, shouldInterpolate: false))
        let masked = solid([255, 255, 255, 255], width: 2, height: 2).masking(mask)
        // Coverage 1 − s/15: 0, 255; 1 − 1/3 = 170, 1 − 2/3 = 85.
        XCTAssertEqual(pixels(masked).map { $0[3] }, [0, 255, 170, 85])
    }

    /// A gray image used as a mask: its samples are alpha. Made here as iOS code makes one, by
    /// a DeviceGray bitmap context over the gray bytes.
    func testAGrayImagesSamplesAreAlpha() throws {
        var gray: [UInt8] = [0, 255, 128]
        let mask = try XCTUnwrap(gray.withUnsafeMutableBytes { raw in
            CGContext(data: raw.baseAddress, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 3,
                      space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)?.makeImage()
        })
        XCTAssertFalse(mask.isMask)
        let masked = solid([0, 255, 0, 255], width: 3, height: 1).masking(mask)
        XCTAssertEqual(pixels(masked), [[0, 0, 0, 0], [0, 255, 0, 255], [0, 128, 0, 128]])
    }

    /// The mask is scaled to the image: a 2 × 1 mask (paint, block) over a 4 × 2 image
    /// paints its left half.
    func testTheMaskIsScaledToTheImage() throws {
        let mask = try XCTUnwrap(CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                         provider: provider([0, 255]), decode: nil, shouldInterpolate: true))
        let masked = solid([10, 20, 30, 255], width: 4, height: 2).masking(mask)
        XCTAssertEqual(pixels(masked).map { $0[3] }, [255, 255, 0, 0, 255, 255, 0, 0])
    }

    /// A mask with transparency, and masking an image mask, are refused as Apple documents
    /// (nil, one diagnostic each).
    func testMaskingRefusesAMaskWithAlphaAndMaskingAMask() throws {
        let image = solid([255, 0, 0, 255], width: 2, height: 1)
        let withAlpha = CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 0, 255, 255, 255, 255])!
        XCTAssertNil(image.masking(withAlpha))
        let mask = try XCTUnwrap(CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                                         provider: provider([0, 255]), decode: nil, shouldInterpolate: false))
        XCTAssertNil(mask.masking(mask))
        XCTAssertEqual(diagnostics.filter { $0.hasPrefix("CGImage.masking") }.count, 2, "\(diagnostics)")
    }

    /// Bad mask parameters give nil and a diagnostic each.
    func testBadMaskParametersGiveNil() {
        let bytes = provider([0, 0, 0, 0])
        let nan: [CGFloat] = [.nan, 1]
        XCTAssertNil(CGImage(maskWidth: 2, height: 1, bitsPerComponent: 3, bitsPerPixel: 3, bytesPerRow: 1, provider: bytes,
                             decode: nil, shouldInterpolate: false))
        XCTAssertNil(CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 4, bytesPerRow: 2, provider: bytes,
                             decode: nil, shouldInterpolate: false))
        XCTAssertNil(CGImage(maskWidth: 0, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, provider: bytes,
                             decode: nil, shouldInterpolate: false))
        XCTAssertNil(CGImage(maskWidth: 8, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 8, provider: bytes,
                             decode: nil, shouldInterpolate: false), "too few bytes")
        XCTAssertNil(CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2, provider: bytes,
                             decode: nan, shouldInterpolate: false))
        XCTAssertEqual(diagnostics.filter { $0.hasPrefix("CGImage(maskWidth:") && $0.hasSuffix("; nil") }.count, 5, "\(diagnostics)")
    }

    /// An image mask read from an RGBA image's own bytes, as much iOS code builds one
    /// (`bitsPerPixel` 32, `bitsPerComponent` 8): each pixel's first byte is its sample.
    func testAMaskFromAnRGBAImagesProvider() throws {
        // Black (sample 0: paint) and white (255: masked out) opaque pixels.
        let source = CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 255, 255, 255, 255])!
        let mask = try XCTUnwrap(CGImage(maskWidth: source.width, height: source.height, bitsPerComponent: source.bitsPerComponent,
                                         bitsPerPixel: source.bitsPerPixel, bytesPerRow: source.bytesPerRow,
                                         provider: try XCTUnwrap(source.dataProvider), decode: nil, shouldInterpolate: false))
        XCTAssertEqual(pixels(solid([0, 0, 255, 255], width: 2, height: 1).masking(mask)), [[0, 0, 255, 255], [0, 0, 0, 0]])
    }

    /// An image's data provider holds the lab's layout, which the image describes: 8-bit
    /// premultiplied RGBA (`premultipliedLast`, default byte order), `width × 4` bytes a row,
    /// top row first, sRGB.
    func testAnImagesBytesAndTheirDescription() throws {
        let image = CGImage(width: 2, height: 1, premultipliedRGBA: [1, 2, 3, 4, 5, 6, 7, 8])!
        let data = try XCTUnwrap(image.dataProvider?.data)
        XCTAssertEqual(CFDataGetLength(data), 8)
        let bytes = CFDataGetBytePtr(data)
        XCTAssertEqual((0..<8).map { bytes[$0] }, [1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(Array(data as Data), [1, 2, 3, 4, 5, 6, 7, 8])
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        XCTAssertEqual(image.bitmapInfo.rawValue, CGImageAlphaInfo.premultipliedLast.rawValue)
        XCTAssertEqual([image.bitsPerComponent, image.bitsPerPixel, image.bytesPerRow], [8, 32, 8])
        XCTAssertEqual(image.colorSpace?.model, .rgb)
        XCTAssertFalse(image.isMask)
    }

    /// `CGImage(width:…provider:…)` converts each format to premultiplied RGBA. Straight
    /// alpha is premultiplied: 200 × 128 / 255 = 100.4 → 100, 100 × 128 / 255 = 50.2 → 50,
    /// 50 × 128 / 255 = 25.1 → 25.
    func testImagesFromBytesInOtherFormats() throws {
        let rgb = CGColorSpaceCreateDeviceRGB(), gray = CGColorSpaceCreateDeviceGray()
        let cases: [(String, CGColorSpace, Int, UInt32, [UInt8], [UInt8])] = [
            ("RGBA straight", rgb, 32, CGImageAlphaInfo.last.rawValue, [200, 100, 50, 128], [100, 50, 25, 128]),
            ("ARGB straight", rgb, 32, CGImageAlphaInfo.first.rawValue, [128, 200, 100, 50], [100, 50, 25, 128]),
            ("BGRA premultiplied", rgb, 32, CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
             [25, 50, 100, 128], [100, 50, 25, 128]),
            ("RGB", rgb, 24, CGImageAlphaInfo.none.rawValue, [200, 100, 50], [200, 100, 50, 255]),
            ("gray", gray, 8, CGImageAlphaInfo.none.rawValue, [90], [90, 90, 90, 255]),
            ("gray + alpha", gray, 16, CGImageAlphaInfo.last.rawValue, [200, 128], [100, 100, 100, 128]),
        ]
        for (name, space, bits, info, bytes, expected) in cases {
            let image = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: bits, bytesPerRow: bytes.count, space: space,
                                bitmapInfo: CGBitmapInfo(rawValue: info), provider: provider(bytes), decode: nil,
                                shouldInterpolate: false, intent: .defaultIntent)
            XCTAssertEqual(pixels(image), [expected], name)
        }
        XCTAssertEqual(diagnostics, [])
        XCTAssertNil(CGImage(width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8, space: rgb,
                             bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), provider: provider([0, 0, 0, 0]),
                             decode: nil, shouldInterpolate: false, intent: .defaultIntent))
        XCTAssertNil(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8, space: rgb,
                             bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.last.rawValue), provider: provider([0, 0, 0, 0]),
                             decode: nil, shouldInterpolate: false, intent: .defaultIntent), "too few bytes")
        XCTAssertEqual(diagnostics.filter { $0.hasSuffix("; nil") }.count, 2, "\(diagnostics)")
    }

    /// `CGDataProvider(dataInfo:data:size:releaseData:)` copies the bytes and hands them back
    /// through the release function (Apple: called "when Core Graphics no longer needs direct
    /// access to your provider data").
    func testAProviderFromAPointerCopiesAndReleases() throws {
        final class Box { var released: [Int] = [] }
        let box = Box()
        let bytes: [UInt8] = [7, 8, 9]
        let provider = try bytes.withUnsafeBytes { raw in
            try XCTUnwrap(CGDataProvider(dataInfo: Unmanaged.passUnretained(box).toOpaque(), data: raw.baseAddress!, size: 3,
                                         releaseData: { info, _, size in
                                             Unmanaged<Box>.fromOpaque(info!).takeUnretainedValue().released.append(size)
                                         }))
        }
        XCTAssertEqual(box.released, [3])
        XCTAssertEqual(Array(try XCTUnwrap(provider.data) as Data), [7, 8, 9])
    }
}
