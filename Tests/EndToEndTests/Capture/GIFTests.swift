import Foundation
@testable import LabHost
import LabKit
import LabTesting
import XCTest

/// The GIFs the lab writes itself: the colour reduction against hand-computed cases, frame
/// delays, the changed rectangle, and whole recordings read back by ffmpeg.
final class GIFTests: XCTestCase {
    /// Little-endian RGBA words (red in the low byte), opaque.
    private func word(_ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
    }

    private func quantize(_ pixels: [UInt32], width: Int, height: Int) -> IndexedPixels {
        pixels.withUnsafeBufferPointer {
            ColorQuantizer.quantize($0.baseAddress!, rowLength: width, rect: PixelRect(x: 0, y: 0, width: width, height: height))
        }
    }

    private func channels(_ color: UInt32) -> [Int] {
        [Int(color & 0xFF), Int(color >> 8 & 0xFF), Int(color >> 16 & 0xFF)]
    }

    func testAFrameOfAtMost256ColoursKeepsEveryColour() {
        // 256 colours, each in a run of 3 pixels, the alpha of some changed: alpha is ignored.
        let colors = (0..<256).map { word($0, 255 - $0, $0 / 2) }
        var pixels = colors.flatMap { [$0, $0, $0] }
        pixels[1] &= 0x00FF_FFFF
        let indexed = quantize(pixels, width: 48, height: 16)
        XCTAssertEqual(indexed.palette.count, 256)
        XCTAssertEqual(indexed.indices.map { indexed.palette[Int($0)] }, pixels.map { $0 & 0x00FF_FFFF })
    }

    func testARectangleIsReadRowByRowWithItsStride() {
        // A 2x2 rectangle at (1, 1) of a 4-word-wide image.
        let pixels = (0..<12).map { word($0 * 10, 0, 0) }
        let indexed = pixels.withUnsafeBufferPointer {
            ColorQuantizer.quantize($0.baseAddress!, rowLength: 4, rect: PixelRect(x: 1, y: 1, width: 2, height: 2))
        }
        XCTAssertEqual(indexed.indices.map { channels(indexed.palette[Int($0)])[0] }, [50, 60, 90, 100])
    }

    /// 300 colours (red 0...19 by green 0...14, one pixel each) into 256 boxes: no box can hold
    /// colours more than one level apart once every box's extent is at most 1, so each pixel
    /// comes back within one level, with no dither.
    func testAFewHundredColoursAreCutToTheNearest256() {
        let pixels = (0..<300).map { word($0 % 20, $0 / 20, 0) }
        let indexed = quantize(pixels, width: 20, height: 15)
        XCTAssertEqual(indexed.palette.count, 256)
        for (pixel, index) in zip(pixels, indexed.indices) {
            let error = zip(channels(pixel), channels(indexed.palette[Int(index)])).map { abs($0 - $1) }.max()!
            XCTAssertLessThanOrEqual(error, 1, "pixel \(channels(pixel))")
        }
    }

    func testOneColourIsOnePaletteEntry() {
        let indexed = quantize([UInt32](repeating: word(7, 8, 9), count: 64), width: 8, height: 8)
        XCTAssertEqual(indexed.palette, [word(7, 8, 9) & 0x00FF_FFFF])
        XCTAssertEqual(Set(indexed.indices), [0])
    }

    /// A smooth gradient of 64K colours goes through the binned cut with a dither: 256 boxes
    /// over its 256x256 plane are about 16 levels wide, so a pixel is within 16 levels plus
    /// the dither's and its bin's 4 each; a 4x4 block, one period of the Bayer matrix, averages
    /// to within one 5-bit bin (8 levels), the dither's span.
    func testAGradientIsBinnedAndDitheredAroundItsColours() {
        let size = 256
        let pixels = (0..<(size * size)).map { word($0 % size, $0 / size, ($0 % size + $0 / size) / 2) }
        let indexed = quantize(pixels, width: size, height: size)
        XCTAssertLessThanOrEqual(indexed.palette.count, 256)
        var worstPixel = 0, worstBlock = 0.0
        for blockY in stride(from: 0, to: size, by: 4) {
            for blockX in stride(from: 0, to: size, by: 4) {
                var sum = [0, 0, 0], truth = [0, 0, 0]
                for y in blockY..<(blockY + 4) {
                    for x in blockX..<(blockX + 4) {
                        let source = channels(pixels[y * size + x]), shown = channels(indexed.palette[Int(indexed.indices[y * size + x])])
                        worstPixel = max(worstPixel, zip(source, shown).map { abs($0 - $1) }.max()!)
                        for c in 0..<3 { (sum[c], truth[c]) = (sum[c] + shown[c], truth[c] + source[c]) }
                    }
                }
                worstBlock = max(worstBlock, (0..<3).map { Double(abs(sum[$0] - truth[$0])) / 16 }.max()!)
            }
        }
        XCTAssertLessThanOrEqual(worstPixel, 24)
        XCTAssertLessThanOrEqual(worstBlock, 8)
    }

    /// GIF delays are hundredths of a second: successive frames' rounded times apart, at least 2.
    func testDelaysKeepTheClipsLength() {
        XCTAssertEqual((0..<6).map { GIFRecorder.delay(frame: $0, fps: 30) }, [3, 4, 3, 3, 4, 3])
        XCTAssertEqual((0..<30).map { GIFRecorder.delay(frame: $0, fps: 30) }.reduce(0, +), 100)
        XCTAssertEqual((0..<4).map { GIFRecorder.delay(frame: $0, fps: 25) }, [4, 4, 4, 4])
        XCTAssertEqual((0..<4).map { GIFRecorder.delay(frame: $0, fps: 50) }, [2, 2, 2, 2])
        // 60 fps would alternate 2 and 1; viewers stretch 1 to 10, so it is 2 (and the lab warns).
        XCTAssertEqual((0..<4).map { GIFRecorder.delay(frame: $0, fps: 60) }, [2, 2, 2, 2])
        XCTAssertEqual(GIFRecorder.delay(frame: 0, fps: 0.001), 65535)
    }

    func testTheChangedRectangleBoundsEveryChangedPixel() {
        let width = 10, height = 8
        let before = [UInt32](repeating: word(1, 2, 3), count: width * height)
        var after = before
        XCTAssertNil(GIFRecorder.changedRect(from: before, to: after, width: width, height: height))
        after[3 * width + 4] = word(9, 9, 9)
        XCTAssertEqual(GIFRecorder.changedRect(from: before, to: after, width: width, height: height),
                       PixelRect(x: 4, y: 3, width: 1, height: 1))
        after[6 * width + 1] = word(9, 9, 9)
        after[5 * width + 9] = word(9, 9, 9)
        XCTAssertEqual(GIFRecorder.changedRect(from: before, to: after, width: width, height: height),
                       PixelRect(x: 1, y: 3, width: 9, height: 4))
    }

    /// Three frames (a field, a square on it, the same again) and a frame of 1,200 colours on a
    /// plane (red and green one level apart), read back by ffmpeg: the few-coloured frames
    /// exactly; the last cut into 256 boxes of about 5 neighbouring colours, each within a few
    /// levels of its box's mean.
    func testARecordingReadsBackFrameByFrame() throws {
        let directory = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("clip.gif").path
        let width = 40, height = 30
        func image(_ color: (Int, Int) -> [UInt8]) -> CGImage {
            var rgba: [UInt8] = []
            for y in 0..<height { for x in 0..<width { rgba += color(x, y) + [255] } }
            return CGImage(width: width, height: height, premultipliedRGBA: rgba)!
        }
        let field = image { _, _ in [20, 120, 200] }
        let square = image { x, y in (10..<20).contains(x) && (5..<15).contains(y) ? [250, 40, 10] : [20, 120, 200] }
        let many = image { x, y in [UInt8(x + 100), UInt8(y + 50), 30] }
        let recorder = try GIFRecorder(path: path, width: width, height: height, fps: 25)
        for frame in [field, square, square, many] { try recorder.append(frame) }
        try recorder.finish()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["clip.gif"])
        let probe = try FFprobe.stream(of: path)
        XCTAssertEqual([probe.width, probe.height, probe.frames], [width, height, 4])
        XCTAssertEqual(probe.codec, "gif")
        try FFprobe.ffmpeg(["-i", path, directory.path + "/%d.png"])
        for (index, expected) in [field, square, square, many].enumerated() {
            let decoded = try CGImage(contentsOfPNGFile: directory.appendingPathComponent("\(index + 1).png"))
            let tolerance = index < 3 ? Tolerance(channel: 0) : Tolerance(channel: 3)
            XCTAssertEqual(ImageComparison(actual: decoded, expected: expected, tolerance: tolerance).differingPixels, 0, "frame \(index)")
        }
    }

    /// Frames long enough for the LZW table to fill and clear many times and for codes to grow
    /// to 12 bits: 256 scattered colours (short strings), two scattered colours (the smallest
    /// code size, 2) and bands of one colour (long strings), each read back exactly by ffmpeg.
    func testFramesOfManyCodesReadBackExactly() throws {
        let directory = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("codes.gif").path
        let width = 320, height = 240
        var state: UInt64 = 0x5EED
        func next() -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33)
        }
        func image(_ color: (Int, Int) -> [UInt8]) -> CGImage {
            var rgba: [UInt8] = []
            for y in 0..<height { for x in 0..<width { rgba += color(x, y) + [255] } }
            return CGImage(width: width, height: height, premultipliedRGBA: rgba)!
        }
        let scattered = image { _, _ in let v = next() % 256; return [UInt8(v), UInt8(255 - v), UInt8(v / 2)] }
        let twoColours = image { _, _ in next() % 2 == 0 ? [0, 0, 0] : [255, 255, 255] }
        let bands = image { _, y in [UInt8(y / 30 * 30), 90, 200] }
        let frames = [scattered, twoColours, bands]
        let recorder = try GIFRecorder(path: path, width: width, height: height, fps: 25)
        for frame in frames { try recorder.append(frame) }
        try recorder.finish()
        try FFprobe.ffmpeg(["-i", path, directory.path + "/%d.png"])
        for (index, expected) in frames.enumerated() {
            let decoded = try CGImage(contentsOfPNGFile: directory.appendingPathComponent("\(index + 1).png"))
            XCTAssertEqual(ImageComparison(actual: decoded, expected: expected, tolerance: Tolerance(channel: 0)).differingPixels, 0, "frame \(index)")
        }
    }

    func testACancelledRecordingLeavesNothing() throws {
        let directory = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let recorder = try GIFRecorder(path: directory.appendingPathComponent("clip.gif").path, width: 4, height: 4, fps: 10)
        try recorder.append(CGImage(width: 4, height: 4, premultipliedRGBA: [UInt8](repeating: 255, count: 64))!)
        recorder.cancel()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}
