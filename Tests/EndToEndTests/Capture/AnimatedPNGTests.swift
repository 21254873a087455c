import Foundation
import LabKit
@testable import LabHost
import XCTest

/// The lab's own APNG writer, in-process: the chunk layout the APNG rules ask for (PNG
/// specification, third edition, 5.6 and 11.3.4: acTL before the first IDAT, fcTL before each
/// frame's data, one sequence shared by fcTL and fdAT from 0, every CRC right), the frame count
/// and delay, and each frame's data being the frame's own PNG encoding.
final class AnimatedPNGTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try LabProcess.temporaryDirectory()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func frame(_ value: UInt8) -> CGImage {
        // 3x2, opaque, a different colour per frame and one translucent pixel.
        var pixels = [UInt8](repeating: 255, count: 3 * 2 * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = value; pixels[i + 1] = 255 - value; pixels[i + 2] = 7 }
        pixels[20] = 64; pixels[21] = 0; pixels[22] = 32; pixels[23] = 128
        return CGImage(width: 3, height: 2, premultipliedRGBA: pixels)!
    }

    func testChunksSequenceNumbersAndFrameData() throws {
        let path = directory.appendingPathComponent("a.png").path
        let recorder = try AnimatedPNGRecorder(path: path, width: 3, height: 2, fps: 30)
        let frames = [frame(10), frame(120), frame(250)]
        for image in frames { try recorder.append(image) }
        try recorder.finish()

        let chunks = try PNGChunk.chunks(of: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        // acTL: 3 frames, 0 plays (forever).
        XCTAssertEqual(chunks[1].data, [0, 0, 0, 3, 0, 0, 0, 0])
        // fcTL: sequence, width 3, height 2, offsets 0, delay 1/30 s, dispose none, blend source.
        XCTAssertEqual(chunks[2].data, [0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 30, 0, 0])
        let sequence = [chunks[2], chunks[4], chunks[5], chunks[6], chunks[7]].map { PNGChunk.readUInt32($0.data, at: 0) }
        XCTAssertEqual(sequence, [0, 1, 2, 3, 4])
        // Each frame's data is that frame's own PNG encoding's.
        for (index, image) in frames.enumerated() {
            let own = try PNGChunk.chunks(of: [UInt8](try image.pngData())).filter { $0.type == "IDAT" }.flatMap(\.data)
            let stored = index == 0 ? chunks[3].data : Array(chunks[3 + 2 * index].data.dropFirst(4))
            XCTAssertEqual(stored, own, "frame \(index)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["a.png"])
    }

    func testDelaysAsSixteenBitFractions() {
        XCTAssertTrue(AnimatedPNGRecorder.delay(fps: 60) == (1, 60))
        XCTAssertTrue(AnimatedPNGRecorder.delay(fps: 29.97) == (1000, 29970))
        XCTAssertTrue(AnimatedPNGRecorder.delay(fps: 0.5) == (1000, 500))
    }

    func testTheCRCIsPNGs() {
        // The CRC of an IEND chunk is AE 42 60 82 in every PNG file.
        XCTAssertEqual(PNGChunk(type: "IEND", data: []).bytes, [0, 0, 0, 0, 73, 69, 78, 68, 0xAE, 0x42, 0x60, 0x82])
        var corrupt = PNGChunk.signature + PNGChunk(type: "IEND", data: []).bytes
        corrupt[corrupt.count - 1] ^= 1
        XCTAssertThrowsError(try PNGChunk.chunks(of: corrupt))
    }

    func testACancelledOrEmptyRecordingLeavesNothing() throws {
        let path = directory.appendingPathComponent("b.png").path
        let cancelled = try AnimatedPNGRecorder(path: path, width: 3, height: 2, fps: 30)
        try cancelled.append(frame(1))
        cancelled.cancel()
        let empty = try AnimatedPNGRecorder(path: path, width: 3, height: 2, fps: 30)
        XCTAssertThrowsError(try empty.finish())
        let mismatched = try AnimatedPNGRecorder(path: path, width: 3, height: 2, fps: 30)
        XCTAssertThrowsError(try mismatched.append(frame(1).cropped(width: 2)))
        mismatched.cancel()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }
}

private extension CGImage {
    func cropped(width: Int) -> CGImage {
        CGImage(width: width, height: 1, premultipliedRGBA: Array(premultipliedRGBA.prefix(width * 4)))!
    }
}
