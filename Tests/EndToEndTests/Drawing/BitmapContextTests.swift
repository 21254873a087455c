import Compositor
import GLBackend
@_spi(LabHost) import LabKit
import XCTest

/// Bitmap contexts drawn by the real GL renderer in-process: drawing lands in the context's
/// memory by the time each call returns, in Core Graphics' coordinates (origin bottom left,
/// y up) and memory layout (first row = top row), in each byte order.
final class BitmapContextTests: XCTestCase {
    private var context: EGLOffscreenContext!
    private var renderer: GLRenderer!
    private var diagnostics: [String] = []
    private var previousSink: ((String) -> Void)?

    override func setUpWithError() throws {
        context = try EGLOffscreenContext()
        renderer = try GLRenderer(msaa: false)
        renderer.installAsLayerRasterizer()
        diagnostics = []
        previousSink = LabDiagnostics.setSink { [unowned self] in self.diagnostics.append($0) }
    }

    override func tearDown() {
        LayerRasterizer.rasterize = nil
        if let previousSink { LabDiagnostics.setSink(previousSink) }
        super.tearDown()
    }

    private let rgb = CGColorSpaceCreateDeviceRGB()
    private let premultipliedLast = CGImageAlphaInfo.premultipliedLast.rawValue

    /// Runs `body` with a bitmap context over `memory`.
    private func drawing(into memory: inout [UInt8], width: Int, height: Int, bytesPerRow: Int, space: CGColorSpace? = nil,
                         info: UInt32? = nil, _ body: (CGContext) throws -> Void) throws {
        let space = space ?? rgb, info = info ?? premultipliedLast
        try memory.withUnsafeMutableBytes { raw in
            let context = try XCTUnwrap(CGContext(data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: info))
            try body(context)
        }
    }

    /// A bare bitmap context is Core Graphics' native space: origin bottom left, y up (Quartz
    /// 2D Programming Guide, "Drawing to a Graphics Context in iOS": for a context made with
    /// `CGBitmapContextCreate`, "instead of the origin being in the upper-left corner of the
    /// drawing surface, it is in the lower-left corner and the axes point up and to the
    /// right"). Its first row in memory is the image's top row, so a 2 × 1 rectangle at the
    /// origin of a 4 × 4 context is in the last row of the bytes. Every byte is checked.
    func testARectangleAtTheOriginLandsInTheBottomRowOfTheBytes() throws {
        var memory = [UInt8](repeating: 0, count: 4 * 4 * 4)
        try drawing(into: &memory, width: 4, height: 4, bytesPerRow: 16) { context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        var expected = [UInt8](repeating: 0, count: 64)
        expected[48 ..< 56] = [255, 0, 0, 255, 255, 0, 0, 255]
        XCTAssertEqual(memory, expected)
        XCTAssertEqual(diagnostics, [])
    }

    /// One fill color (255, 51, 153) stored in each supported format, in its byte order; gray
    /// is its Rec. 601 luma, (299 × 255 + 587 × 51 + 114 × 153) / 1000 = 124; alpha only keeps
    /// the alpha. Rows are `bytesPerRow` apart: the padding byte after each row is untouched.
    func testEachFormatStoresTheColorInItsByteOrder() throws {
        let gray = CGColorSpaceCreateDeviceGray()
        let cases: [(String, CGColorSpace, UInt32, [UInt8])] = [
            ("RGBA", rgb, premultipliedLast, [255, 51, 153, 255]),
            ("ARGB", rgb, CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 51, 153]),
            ("BGRA", rgb, CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [153, 51, 255, 255]),
            ("ABGR", rgb, premultipliedLast | CGBitmapInfo.byteOrder32Little.rawValue, [255, 153, 51, 255]),
            ("RGBX", rgb, CGImageAlphaInfo.noneSkipLast.rawValue, [255, 51, 153, 255]),
            ("XRGB", rgb, CGImageAlphaInfo.noneSkipFirst.rawValue, [255, 255, 51, 153]),
            ("BGRX", rgb, CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [153, 51, 255, 255]),
            ("gray", gray, CGImageAlphaInfo.none.rawValue, [124]),
            ("alpha only", gray, CGImageAlphaInfo.alphaOnly.rawValue, [255]),
        ]
        for (name, space, info, pixel) in cases {
            let rowBytes = pixel.count * 2 + 1
            var memory = [UInt8](repeating: 7, count: rowBytes * 2)
            try drawing(into: &memory, width: 2, height: 2, bytesPerRow: rowBytes, space: space, info: info) { context in
                context.setFillColor(CGColor(red: 1, green: 0.2, blue: 0.6, alpha: 1))
                context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            }
            let row = Array([pixel, pixel].joined()) + [7]
            XCTAssertEqual(memory, row + row, name)
        }
        XCTAssertEqual(diagnostics, [])
    }

    /// Drawing composites over what the caller's bytes hold, and leaves the rest exactly as it
    /// was: a half-transparent red over opaque blue is (0.5, 0, 0.5) (±1 for rounding).
    func testDrawingCompositesOverTheCallersBytesAndKeepsTheRest() throws {
        var memory = [UInt8]()
        for i in 0..<9 { memory += [UInt8(i * 20), UInt8(200 - i * 20), 90, 255] }
        memory[16 ..< 20] = [0, 0, 255, 255]
        let before = memory
        try drawing(into: &memory, width: 3, height: 3, bytesPerRow: 12) { context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let center = Array(memory[16 ..< 20])
        XCTAssertEqual(Double(center[0]), 127.5, accuracy: 1.5)
        XCTAssertEqual(center[1], 0)
        XCTAssertEqual(Double(center[2]), 127.5, accuracy: 1.5)
        XCTAssertEqual(center[3], 255)
        var rest = memory, restBefore = before
        rest.removeSubrange(16 ..< 20)
        restBefore.removeSubrange(16 ..< 20)
        XCTAssertEqual(rest, restBefore, "the other pixels round-trip exactly")
    }

    /// Each drawing call lands before it returns, so bytes the caller writes in between are
    /// drawn over, and a later call keeps what an earlier one drew.
    func testEachCallLandsBeforeItReturns() throws {
        var memory = [UInt8](repeating: 0, count: 2 * 4)
        try memory.withUnsafeMutableBytes { raw in
            let context = try XCTUnwrap(CGContext(data: raw.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8,
                                                  space: rgb, bitmapInfo: premultipliedLast))
            let bytes = raw.bindMemory(to: UInt8.self)
            context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertEqual(Array(bytes), [0, 255, 0, 255, 0, 0, 0, 0])
            bytes[4] = 255
            bytes[7] = 255
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(Array(memory[0 ..< 4]), [0, 255, 0, 255])
        XCTAssertEqual(Double(memory[4]), 127.5, accuracy: 1.5, "the caller's red under half blue")
        XCTAssertEqual(memory[5], 0)
        XCTAssertEqual(Double(memory[6]), 127.5, accuracy: 1.5)
        XCTAssertEqual(memory[7], 255)
    }

    /// `clear(_:)` of part of a context erases that part only: the shape's antialiased fringe
    /// clears as much as it covers (Porter-Duff clear weighted by coverage), so the rows next
    /// to a pixel-aligned rectangle keep their bytes.
    func testClearingARowLeavesItsNeighbours() throws {
        var memory = [UInt8](repeating: 200, count: 4 * 4)
        try drawing(into: &memory, width: 1, height: 4, bytesPerRow: 4) { context in
            context.clear(CGRect(x: 0, y: 2, width: 1, height: 1))
        }
        XCTAssertEqual(memory, [UInt8](repeating: 200, count: 4) + [0, 0, 0, 0] + [UInt8](repeating: 200, count: 8),
                       "y 2 to 3 is the second row of memory (the first row is the top)")
    }

    /// The clear blend mode ignores the paint's color (Porter-Duff clear: R = 0): an eraser
    /// filled or stroked with a transparent color still erases what it covers.
    func testTheClearBlendModeErasesWhateverTheColor() throws {
        var memory = [UInt8](repeating: 200, count: 4 * 4)
        try drawing(into: &memory, width: 1, height: 4, bytesPerRow: 4) { context in
            context.setBlendMode(.clear)
            context.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        XCTAssertEqual(memory, [UInt8](repeating: 200, count: 8) + [UInt8](repeating: 0, count: 8))
    }

    /// `clear(_:)` of the whole context erases the caller's bytes (to zero, in a premultiplied
    /// format), and a gradient drawn from y 0 to y 4 runs up the context: red at the bottom
    /// (the last row of memory), blue at the top.
    func testClearAndAGradientInUserSpace() throws {
        var memory = [UInt8](repeating: 200, count: 4 * 4)
        try drawing(into: &memory, width: 1, height: 4, bytesPerRow: 4) { context in
            context.clear(CGRect(x: 0, y: 0, width: 1, height: 4))
        }
        XCTAssertEqual(memory, [UInt8](repeating: 0, count: 16))
        let gradient = try XCTUnwrap(CGGradient(colorsSpace: rgb, colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                                            CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                                locations: [0, 1]))
        try drawing(into: &memory, width: 1, height: 4, bytesPerRow: 4) { context in
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 4), options: [])
        }
        XCTAssertGreaterThan(memory[2], memory[0], "the top row is the blue end")
        XCTAssertGreaterThan(memory[12], memory[14], "the bottom row is the red end")
        XCTAssertEqual(memory.enumerated().filter { $0.offset % 4 == 3 }.map(\.element), [255, 255, 255, 255])
    }

    /// The classic "color at a point" snippet: a 1 × 1 context over four caller bytes,
    /// translated by minus the point, `layer.render(in:)`, then the bytes read directly.
    /// (Core Animation renders the layer in its own coordinates, y down, into the y-up
    /// context, which is why the snippet samples the point as UIKit names it.)
    func testColorAtAPointOfALayer() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .blue
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        top.backgroundColor = .red
        view.addSubview(top)
        let corner = UIView(frame: CGRect(x: 80, y: 80, width: 20, height: 20))
        corner.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 0.5)
        view.addSubview(corner)
        func color(at point: CGPoint) -> [UInt8] {
            var pixel = [UInt8](repeating: 0, count: 4)
            let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.translateBy(x: -point.x, y: -point.y)
            view.layer.render(in: context)
            return pixel
        }
        XCTAssertEqual(color(at: CGPoint(x: 50, y: 10)), [255, 0, 0, 255])
        XCTAssertEqual(color(at: CGPoint(x: 50, y: 29)), [255, 0, 0, 255])
        XCTAssertEqual(color(at: CGPoint(x: 50, y: 31)), [0, 0, 255, 255])
        XCTAssertEqual(color(at: CGPoint(x: 10, y: 90)), [0, 0, 255, 255])
        let mixed = color(at: CGPoint(x: 90, y: 90))
        XCTAssertEqual(mixed[0], 0)
        XCTAssertEqual(Double(mixed[1]), 127.5, accuracy: 1.5)
        XCTAssertEqual(Double(mixed[2]), 127.5, accuracy: 1.5)
        XCTAssertEqual(mixed[3], 255)
    }

    /// `CALayer.render(in:)` into a whole bitmap context: the layer draws in its own
    /// coordinates (y down) into the y-up context, so its top lands in the last rows of
    /// memory (the "mirrored" snapshot iOS developers meet, and flip the context for).
    func testALayerRenderedIntoABitmapContextIsUpsideDown() throws {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 2, height: 4)
        layer.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let top = CALayer()
        top.frame = CGRect(x: 0, y: 0, width: 2, height: 1)
        top.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        layer.addSublayer(top)
        var memory = [UInt8](repeating: 0, count: 2 * 4 * 4)
        try drawing(into: &memory, width: 2, height: 4, bytesPerRow: 8) { context in
            layer.render(in: context)
        }
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
        XCTAssertEqual(memory, Array([blue, blue, blue, blue, blue, blue, red, red].joined()))
    }

    /// `draw(_:in:)` in a bitmap context draws the image upright (Core Graphics draws images
    /// y up, and so is the context): its top row lands in the first row of memory, and
    /// `makeImage()` gives the same pixels back. A tint through the image as a clip mask (a
    /// common recolor) paints the fill color where the image is opaque.
    func testDrawAnImageThenMakeImageAndTintIt() throws {
        let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255], clear: [UInt8] = [0, 0, 0, 0]
        let source = CGImage(width: 2, height: 2, premultipliedRGBA: red + clear + blue + blue)!
        let context = try XCTUnwrap(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                              bitmapInfo: premultipliedLast))
        context.draw(source, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        let bytes = try XCTUnwrap(context.data).assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual((0..<16).map { bytes[$0] }, red + clear + blue + blue)
        XCTAssertEqual(context.makeImage()?.premultipliedRGBA, red + clear + blue + blue)

        let tint = try XCTUnwrap(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                           bitmapInfo: premultipliedLast))
        tint.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2), mask: source)
        tint.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        tint.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        let green: [UInt8] = [0, 255, 0, 255]
        XCTAssertEqual(tint.makeImage()?.premultipliedRGBA, green + clear + green + green)
    }

    /// A grayscale context (DeviceGray, no alpha) as images are desaturated: white stays 255,
    /// red becomes its luma (299 × 255 / 1000 = 76), and the image it makes is an opaque gray
    /// image, usable as a mask (its samples are alpha).
    func testAGrayContextDesaturatesAndMakesAMask() throws {
        let gray = try XCTUnwrap(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        gray.draw(CGImage(width: 2, height: 1, premultipliedRGBA: [255, 255, 255, 255, 255, 0, 0, 255])!,
                  in: CGRect(x: 0, y: 0, width: 2, height: 1))
        let bytes = try XCTUnwrap(gray.data).assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual([bytes[0], bytes[1]], [255, 76])
        let mask = try XCTUnwrap(gray.makeImage())
        XCTAssertEqual(mask.premultipliedRGBA, [255, 255, 255, 255, 76, 76, 76, 255])
        let masked = CGImage(width: 2, height: 1, premultipliedRGBA: [0, 0, 255, 255, 0, 0, 255, 255])!.masking(mask)
        XCTAssertEqual(masked?.premultipliedRGBA, [0, 0, 255, 255, 0, 0, 76, 76])
    }

    /// An alpha-only context builds a mask: what is drawn there sets alpha, whatever its
    /// color. Read as an image mask with the decode array [1, 0] (alpha 1 → sample 0: paint),
    /// it masks an image to the drawn shape; drawn as a mask, it paints the fill color.
    func testAnAlphaOnlyContextBuildsAMask() throws {
        var alpha = [UInt8](repeating: 0, count: 4)
        try drawing(into: &alpha, width: 4, height: 1, bytesPerRow: 4, space: CGColorSpaceCreateDeviceGray(),
                    info: CGImageAlphaInfo.alphaOnly.rawValue) { context in
            context.setFillColor(CGColor(red: 0.3, green: 0.2, blue: 0.1, alpha: 1))
            context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        }
        XCTAssertEqual(alpha, [0, 255, 255, 0])
        let decode: [CGFloat] = [1, 0]
        let mask = try XCTUnwrap(CGImage(maskWidth: 4, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 4,
                                         provider: CGDataProvider(data: Data(alpha) as CFData)!, decode: decode,
                                         shouldInterpolate: false))
        let image = CGImage(width: 4, height: 1, premultipliedRGBA: [UInt8](repeating: 255, count: 16))!
        XCTAssertEqual(image.masking(mask)?.premultipliedRGBA.enumerated().filter { $0.offset % 4 == 3 }.map(\.element),
                       [0, 255, 255, 0])

        var painted = [UInt8](repeating: 0, count: 16)
        try drawing(into: &painted, width: 4, height: 1, bytesPerRow: 16) { context in
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.draw(mask, in: CGRect(x: 0, y: 0, width: 4, height: 1))
        }
        XCTAssertEqual(painted, [0, 0, 0, 0] + [0, 0, 255, 255] + [0, 0, 255, 255] + [0, 0, 0, 0])
    }

    /// Clips stay in force across drawing calls (each of which renders and writes the
    /// memory) until the state is restored; a transparency layer is drawn when it ends.
    func testClipsAndTransparencyLayersAcrossCalls() throws {
        var memory = [UInt8](repeating: 0, count: 4 * 4)
        try memory.withUnsafeMutableBytes { raw in
            let context = try XCTUnwrap(CGContext(data: raw.baseAddress, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 16,
                                                  space: rgb, bitmapInfo: premultipliedLast))
            let bytes = raw.bindMemory(to: UInt8.self)
            context.saveGState()
            context.clip(to: CGRect(x: 0, y: 0, width: 2, height: 1))
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.fill(CGRect(x: 1, y: 0, width: 3, height: 1))
            context.restoreGState()
            XCTAssertEqual(Array(bytes), [255, 0, 0, 255, 255, 0, 0, 255] + [UInt8](repeating: 0, count: 8))
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 2, y: 0, width: 2, height: 1))
            context.fill(CGRect(x: 3, y: 0, width: 1, height: 1))
            XCTAssertEqual(Array(bytes[8 ..< 16]), [UInt8](repeating: 0, count: 8), "not drawn until the layer ends")
            context.endTransparencyLayer()
        }
        // The group composites once at half alpha: its overlap is not darker.
        XCTAssertEqual(Double(memory[10]), 127.5, accuracy: 1.5)
        XCTAssertEqual(memory[14], memory[10])
        XCTAssertEqual(memory[15], memory[11])
    }

    /// A shadow's offset is in base space, which in a bitmap context is y up (Apple,
    /// `setShadow(offset:blur:color:)`: "a translation in base-space"): an offset of +2 puts
    /// the shadow above the shape, so nearer the first row of memory.
    func testAShadowOffsetIsUpInABitmapContext() throws {
        var memory = [UInt8](repeating: 0, count: 1 * 4 * 4)
        try drawing(into: &memory, width: 1, height: 4, bytesPerRow: 4) { context in
            context.setShadow(offset: CGSize(width: 0, height: 2), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        XCTAssertEqual(Array(memory[12 ..< 16]), [255, 0, 0, 255], "the shape, bottom row")
        XCTAssertEqual(Array(memory[4 ..< 8]), [0, 0, 255, 255], "its shadow two rows up")
        XCTAssertEqual(Array(memory[0 ..< 4]) + Array(memory[8 ..< 12]), [UInt8](repeating: 0, count: 8))
    }

    /// Drawing after every call costs a render: measured (printed) for a 1 × 1 and a
    /// 300 × 300 context, and bounded well above what it takes so a slowdown fails.
    func testDrawingCallsAreNotAbsurdlySlow() throws {
        var pixel = [UInt8](repeating: 0, count: 4)
        let small = Date()
        try drawing(into: &pixel, width: 1, height: 1, bytesPerRow: 4) { context in
            for i in 0..<100 {
                context.setFillColor(CGColor(red: CGFloat(i) / 100, green: 0, blue: 0, alpha: 1))
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            }
        }
        let smallTime = Date().timeIntervalSince(small) / 100
        let big = try XCTUnwrap(CGContext(data: nil, width: 300, height: 300, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                          bitmapInfo: premultipliedLast))
        let start = Date()
        for i in 0..<20 {
            big.setFillColor(CGColor(red: 0, green: CGFloat(i) / 20, blue: 1, alpha: 1))
            big.fillEllipse(in: CGRect(x: i * 10, y: i * 5, width: 100, height: 80))
        }
        let bigTime = Date().timeIntervalSince(start) / 20
        print(String(format: "bitmap context: %.2f ms a fill at 1 × 1, %.2f ms at 300 × 300", smallTime * 1000, bigTime * 1000))
        XCTAssertLessThan(smallTime, 0.05)
        XCTAssertLessThan(bigTime, 0.25)
    }
}
