import Foundation
@testable import LabHost
import LabFuzz
import LabKit
import XCTest

/// The recordings' RGB to Y′CbCr 4:2:0 conversion: BT.601's matrix in limited range, each
/// chroma sample the mean of its 2×2 block. Expected values are computed by hand from the
/// fixed-point formulas (Y′ = 16 + (66R + 129G + 25B + 128) / 256, Cb = 128 + (−38R − 74G +
/// 112B) / 256, Cr = 128 + (112R − 94G − 18B) / 256, rounded as written), and match the
/// textbook BT.601 values of the primaries (red 82/90/240, green 144/54/34, blue 41/240/110).
final class YUV420FrameTests: XCTestCase {
    private func image(_ width: Int, _ height: Int, _ pixels: [(UInt8, UInt8, UInt8)]) -> CGImage {
        CGImage(width: width, height: height, premultipliedRGBA: pixels.flatMap { [$0.0, $0.1, $0.2, 255] })!
    }

    private func planes(_ frame: YUV420Frame) -> (y: [UInt8], cb: [UInt8], cr: [UInt8]) {
        let lumaCount = frame.width * frame.height
        let chromaCount = ((frame.width + 1) / 2) * ((frame.height + 1) / 2)
        let bytes = frame.bytes
        return (Array(bytes[0..<lumaCount]), Array(bytes[lumaCount..<lumaCount + chromaCount]),
                Array(bytes[(lumaCount + chromaCount)...]))
    }

    func testPrimariesHaveBT601LimitedRangeValues() {
        let colours: [((UInt8, UInt8, UInt8), (UInt8, UInt8, UInt8))] = [
            ((0, 0, 0), (16, 128, 128)), ((255, 255, 255), (235, 128, 128)),
            ((255, 0, 0), (82, 90, 240)), ((0, 255, 0), (144, 54, 34)), ((0, 0, 255), (41, 240, 110)),
        ]
        for (rgb, expected) in colours {
            var frame = YUV420Frame(width: 2, height: 2)
            frame.convert(image(2, 2, Array(repeating: rgb, count: 4)))
            let (y, cb, cr) = planes(frame)
            XCTAssertEqual(y, Array(repeating: expected.0, count: 4), "\(rgb)")
            XCTAssertEqual([cb[0], cr[0]], [expected.1, expected.2], "\(rgb)")
        }
    }

    /// Two red and two black pixels: each chroma sample is computed from the block's sums
    /// (510, 0, 0): Cb = 128 + ⌊(−38·510 + 512) / 1024⌋ = 109, Cr = 128 + ⌊(112·510 + 512) / 1024⌋ = 184.
    func testChromaIsTheMeanOfItsBlock() {
        var frame = YUV420Frame(width: 2, height: 2)
        frame.convert(image(2, 2, [(255, 0, 0), (0, 0, 0), (0, 0, 0), (255, 0, 0)]))
        let (y, cb, cr) = planes(frame)
        XCTAssertEqual(y, [82, 16, 16, 82])
        XCTAssertEqual(cb, [109])
        XCTAssertEqual(cr, [184])
    }

    /// Premultiplied pixels are the frame over black: a half-transparent white is mid grey.
    func testTranslucentPixelsReadAsOverBlack() {
        var frame = YUV420Frame(width: 2, height: 2)
        frame.convert(CGImage(width: 2, height: 2, premultipliedRGBA: Array(repeating: [128, 128, 128, 128], count: 4).flatMap { $0 })!)
        // (220 · 128 + 128 + 4096) / 256 = 126.5
        XCTAssertEqual(planes(frame).y, [126, 126, 126, 126])
    }

    /// An odd frame's last chroma column and row cover one pixel: the block repeats it rather
    /// than mixing in black.
    func testOddFramesRepeatTheirEdgeInTheLastBlocks() {
        var frame = YUV420Frame(width: 3, height: 3)
        frame.convert(image(3, 3, Array(repeating: (255, 0, 0), count: 9)))
        let (y, cb, cr) = planes(frame)
        XCTAssertEqual(y, Array(repeating: 82, count: 9))
        XCTAssertEqual(cb, Array(repeating: 90, count: 4))
        XCTAssertEqual(cr, Array(repeating: 240, count: 4))
    }

    /// A frame larger than its source (H.264's even sizes) has a black margin, which mixes
    /// into the blocks it shares with the picture.
    func testAFrameLargerThanItsSourceHasABlackMargin() {
        var frame = YUV420Frame(width: 4, height: 2)
        frame.convert(image(3, 1, Array(repeating: (255, 0, 0), count: 3)))
        let (y, cb, cr) = planes(frame)
        XCTAssertEqual(y, [82, 82, 82, 16, 16, 16, 16, 16])
        XCTAssertEqual(cb, [109, 119]) // the second block holds one red pixel: ⌊(−38·255 + 512) / 1024⌋ = −9
        XCTAssertEqual(cr, [184, 156]) // ⌊(112·255 + 512) / 1024⌋ = 28
    }

    /// Seeded noise, 29 pixels wide in a 29×9 frame, so that the conversion's eight-column
    /// path, its block-at-a-time path, the black margin below and the half-covered last
    /// column and row all meet: every sample against the formulas computed here one pixel and one block at a time.
    func testEveryPixelAndBlockFollowsTheFormulas() {
        var random = FuzzRandom(seed: 2501)
        let sourceWidth = 29, sourceHeight = 7, width = 29, height = 9
        let pixels = (0..<sourceWidth * sourceHeight).map { _ in
            (UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random), UInt8.random(in: 0...255, using: &random))
        }
        var frame = YUV420Frame(width: width, height: height)
        frame.convert(image(sourceWidth, sourceHeight, pixels))
        func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            // Past the frame, the block's nearest pixel in the frame; past the source, black.
            let x = min(x, width - 1), y = min(y, height - 1)
            guard x < sourceWidth, y < sourceHeight else { return (0, 0, 0) }
            let p = pixels[y * sourceWidth + x]
            return (Int(p.0), Int(p.1), Int(p.2))
        }
        let (y, cb, cr) = planes(frame)
        for row in 0..<height {
            for column in 0..<width {
                let (r, g, b) = pixel(column, row)
                XCTAssertEqual(Int(y[row * width + column]), (66 * r + 129 * g + 25 * b + 128) / 256 + 16, "luma \(column),\(row)")
            }
        }
        let chromaWidth = (width + 1) / 2
        for blockRow in 0..<(height + 1) / 2 {
            for blockColumn in 0..<chromaWidth {
                let block = [pixel(2 * blockColumn, 2 * blockRow), pixel(2 * blockColumn + 1, 2 * blockRow),
                             pixel(2 * blockColumn, 2 * blockRow + 1), pixel(2 * blockColumn + 1, 2 * blockRow + 1)]
                let r = block.map(\.0).reduce(0, +), g = block.map(\.1).reduce(0, +), b = block.map(\.2).reduce(0, +)
                let index = blockRow * chromaWidth + blockColumn
                XCTAssertEqual(Int(cb[index]), Int((Double(-38 * r - 74 * g + 112 * b + 512) / 1024).rounded(.down)) + 128, "Cb \(blockColumn),\(blockRow)")
                XCTAssertEqual(Int(cr[index]), Int((Double(112 * r - 94 * g - 18 * b + 512) / 1024).rounded(.down)) + 128, "Cr \(blockColumn),\(blockRow)")
            }
        }
    }

    /// Against ffmpeg's own conversion (swscale, what the recordings used before) on smooth
    /// seeded gradients, where its chroma filter and a 2×2 mean agree: luma within 1 level,
    /// chroma within 2.
    func testItAgreesWithFFmpegOnSmoothPictures() throws {
        let width = 64, height = 48
        var pixels: [(UInt8, UInt8, UInt8)] = []
        for row in 0..<height {
            for column in 0..<width {
                pixels.append((UInt8(column * 4), UInt8(row * 5), UInt8((column + row) * 2)))
            }
        }
        let source = image(width, height, pixels)
        var frame = YUV420Frame(width: width, height: height)
        frame.convert(source)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("yuv-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.rgb0"), output = directory.appendingPathComponent("out.yuv")
        try Data(source.premultipliedRGBA).write(to: input)
        try FFprobe.ffmpeg(["-f", "rawvideo", "-pix_fmt", "rgb0", "-video_size", "\(width)x\(height)", "-i", input.path,
                            "-pix_fmt", "yuv420p", "-f", "rawvideo", output.path])
        let expected = [UInt8](try Data(contentsOf: output))
        XCTAssertEqual(expected.count, frame.bytes.count)
        let lumaCount = width * height
        let worstLuma = zip(frame.bytes[..<lumaCount], expected[..<lumaCount]).map { abs(Int($0) - Int($1)) }.max()!
        let worstChroma = zip(frame.bytes[lumaCount...], expected[lumaCount...]).map { abs(Int($0) - Int($1)) }.max()!
        XCTAssertLessThanOrEqual(worstLuma, 1)
        XCTAssertLessThanOrEqual(worstChroma, 2)
    }
}
