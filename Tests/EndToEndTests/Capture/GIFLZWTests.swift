import CGif
import Foundation
@testable import LabHost
import LabFuzz
import XCTest

/// The lab's LZW coder against giflib's own (`EGifPutLine`), byte for byte: the frames the lab
/// writes must be the ones giflib would have written. Inputs are seeded: noise (every code
/// width and many table clears), flat runs (the coder's run shortcut), runs broken by single
/// pixels, runs longer than the table holds codes for, and every minimum code size.
final class GIFLZWTests: XCTestCase {
    /// The image data giflib codes for `indices` with a colour table of `1 << bits` entries:
    /// the sub-blocks after the code size byte, without the terminator.
    private func giflibBlocks(_ indices: [UInt8], bits: Int) throws -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        var error: Int32 = 0
        let gif = try XCTUnwrap(EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), { gif, data, length in
            let sink = Unmanaged<Sink>.fromOpaque(gif!.pointee.UserData).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return length
        }, &error))
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 1 << bits)
        let map = GifMakeMapObject(Int32(1 << bits), &colors)
        defer { GifFreeMapObject(map) }
        XCTAssertEqual(EGifPutScreenDesc(gif, Int32(indices.count), 1, 8, 0, nil), GIF_OK)
        let descriptor = sink.bytes.count
        XCTAssertEqual(EGifPutImageDesc(gif, 0, 0, Int32(indices.count), 1, false, map), GIF_OK)
        // Image separator, position and size, flags, the colour table.
        let codeSize = descriptor + 10 + 3 * (1 << bits)
        var line = indices
        XCTAssertEqual(EGifPutLine(gif, &line, Int32(line.count)), GIF_OK)
        let end = sink.bytes.count
        XCTAssertEqual(EGifCloseFile(gif, &error), GIF_OK)
        XCTAssertEqual(Int(sink.bytes[codeSize]), max(2, bits))
        XCTAssertEqual(sink.bytes[end - 1], 0, "the terminator")
        return Array(sink.bytes[(codeSize + 1)..<(end - 1)])
    }

    private func assertCodedAsGiflib(_ indices: [UInt8], bits: Int, _ label: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let coder = GIFLZW()
        let ours = indices.withUnsafeBufferPointer { coder.encode($0, minimumCodeSize: max(2, bits)) }
        let theirs = try giflibBlocks(indices, bits: bits)
        XCTAssertEqual(ours.count, theirs.count, "\(label): length", file: file, line: line)
        XCTAssertTrue(ours == theirs, "\(label): bytes differ from giflib's", file: file, line: line)
    }

    func testNoiseIsCodedAsGiflibCodesIt() throws {
        for bits in 1...8 {
            var random = FuzzRandom(seed: UInt64(bits))
            let indices = (0..<60_000).map { _ in UInt8.random(in: 0...UInt8((1 << bits) - 1), using: &random) }
            try assertCodedAsGiflib(indices, bits: bits, "noise, \(bits) bits")
        }
    }

    func testRunsAreCodedAsGiflibCodesThem() throws {
        for seed in 0..<6 {
            var random = FuzzRandom(seed: 100 + UInt64(seed))
            var indices: [UInt8] = []
            // Runs of up to 3,000 pixels of a few indices, some broken by one other pixel.
            while indices.count < 200_000 {
                let index = UInt8.random(in: 0...7, using: &random)
                indices += [UInt8](repeating: index, count: Int.random(in: 1...3000, using: &random))
                if Bool.random(using: &random) { indices.append(UInt8.random(in: 0...255, using: &random)) }
            }
            try assertCodedAsGiflib(indices, bits: 8, "runs, seed \(seed)")
        }
    }

    func testOneLongRunOutgrowsTheTable() throws {
        // 10 million pixels of one index: its runs fill the table, which is cleared and refilled.
        try assertCodedAsGiflib([UInt8](repeating: 3, count: 10_000_000), bits: 2, "one run")
    }

    func testUserInterfaceLikeRowsAreCodedAsGiflibCodesThem() throws {
        // Flat rows with antialiased edges every few pixels, as the lab's frames mostly are.
        var random = FuzzRandom(seed: 7)
        var indices: [UInt8] = []
        for _ in 0..<400 {
            var x = 0
            while x < 750 {
                let run = Int.random(in: 1...40, using: &random)
                indices += [UInt8](repeating: 0, count: run) + [UInt8.random(in: 1...40, using: &random)]
                x += run + 1
            }
        }
        try assertCodedAsGiflib(indices, bits: 8, "interface rows")
    }

    func testTinyImagesAreCodedAsGiflibCodesThem() throws {
        try assertCodedAsGiflib([0], bits: 1, "one pixel")
        try assertCodedAsGiflib([5, 5], bits: 3, "two pixels")
        try assertCodedAsGiflib([1, 0, 1, 0, 1, 0, 1], bits: 1, "alternating")
    }
}
