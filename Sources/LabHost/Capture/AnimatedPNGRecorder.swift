import Foundation
import LabKit

/// Writes an animated PNG (APNG: PNG specification, third edition, sections 5.6 and 11.3.4)
/// itself rather than through ffmpeg: each frame is encoded as a PNG of the sequence is (igzip
/// at level 1), on a thread of its own, and its image data is stored as the next frame (IDAT
/// for the first, fdAT after, whose CRC zlib computes), every frame whole and replacing the one
/// before, looping forever. The file is written under a temporary name beside the target and
/// renamed into place by `finish`, once the frame count in its acTL chunk is known.
final class AnimatedPNGRecorder: FrameRecorder {
    let path: String
    let width: Int
    let height: Int
    private(set) var framesWritten = 0
    private let file: PartialFile
    private let writer = FrameWriter()
    private let delay: (numerator: UInt16, denominator: UInt16)
    /// Read and written on the writer's thread only.
    private var sequenceNumber: UInt32 = 0
    private var acTLOffset: off_t = 0

    /// Starts a `width`×`height` animation at `fps` frames per second into `path`.
    init(path: String, width: Int, height: Int, fps: Double) throws {
        self.path = path
        self.width = width
        self.height = height
        delay = AnimatedPNGRecorder.delay(fps: fps)
        try AtomicFile.checkWritable(path)
        file = try PartialFile(path: path)
    }

    /// A frame's duration, 1/`fps` seconds, as the 16-bit fraction fcTL stores.
    static func delay(fps: Double) -> (numerator: UInt16, denominator: UInt16) {
        if fps == fps.rounded(), fps >= 1, fps <= Double(UInt16.max) { return (1, UInt16(fps)) }
        if fps * 1000 <= Double(UInt16.max) { return (1000, UInt16(max(1, (fps * 1000).rounded()))) }
        return (1, UInt16(min(Double(UInt16.max), max(1, fps.rounded()))))
    }

    /// Queues one frame; it must be the recording's size.
    func append(_ image: CGImage) throws {
        guard image.width == width, image.height == height else {
            throw LabError("--record: a \(image.width)x\(image.height) frame in a \(width)x\(height) recording")
        }
        let index = framesWritten
        do {
            try writer.submit { [self] in
                let png: Data
                do {
                    png = try image.pngData(keepingAlpha: true)
                } catch {
                    throw LabError("cannot encode PNG: \(error)")
                }
                try store(frame: index, png: png)
            }
        } catch {
            cancel()
            throw error
        }
        framesWritten += 1
    }

    /// Appends frame `index`'s control chunk and image data, taken from its PNG encoding: the
    /// first frame's IDAT chunks as they are, the others' data in fdAT chunks, in one write.
    private func store(frame index: Int, png: Data) throws {
        let out = try png.withUnsafeBytes { png in
            let layout = try PNGChunk.layout(of: png)
            var out: [UInt8] = []
            out.reserveCapacity(png.count + 64 + 16 * layout.count)
            if index == 0 {
                guard let header = layout.first, header.type == "IHDR" else { throw LabError("cannot encode PNG: no IHDR") }
                out += PNGChunk.signature
                out += png[header.chunk]
                acTLOffset = off_t(out.count)
                out += PNGChunk.animationControl(frames: 0).bytes
            }
            out += frameControl(sequence: nextSequenceNumber()).bytes
            for chunk in layout where chunk.type == "IDAT" {
                if index == 0 {
                    out += png[chunk.chunk]
                    continue
                }
                // fdAT: length, type, sequence number, the IDAT's data, and the CRC of all but the length.
                let typeStart = out.count + 4
                PNGChunk.appendUInt32(UInt32(chunk.data.count + 4), to: &out)
                out += Array("fdAT".utf8)
                PNGChunk.appendUInt32(nextSequenceNumber(), to: &out)
                let headerCRC = PNGChunk.crc(of: out[typeStart...])
                let data = UnsafeRawBufferPointer(rebasing: png[chunk.data])
                out += data
                PNGChunk.appendUInt32(PNGChunk.crc(of: data, continuing: headerCRC), to: &out)
            }
            return out
        }
        try write(out)
    }

    private func nextSequenceNumber() -> UInt32 {
        defer { sequenceNumber += 1 }
        return sequenceNumber
    }

    /// fcTL: the whole canvas, for one frame's time, replacing what was there.
    private func frameControl(sequence: UInt32) -> PNGChunk {
        var data: [UInt8] = []
        for value in [sequence, UInt32(width), UInt32(height), 0, 0] { PNGChunk.appendUInt32(value, to: &data) }
        PNGChunk.appendUInt16(delay.numerator, to: &data)
        PNGChunk.appendUInt16(delay.denominator, to: &data)
        // dispose_op NONE, blend_op SOURCE.
        data += [0, 0]
        return PNGChunk(type: "fcTL", data: data)
    }

    private func write(_ bytes: [UInt8], at offset: off_t? = nil) throws {
        try bytes.withUnsafeBytes { try file.write($0, at: offset) }
    }

    /// Writes the queued frames, the frame count and the end, then moves the file into place.
    func finish() throws {
        do {
            try writer.finish()
            guard framesWritten > 0 else { throw LabError("--record: no frames to write") }
            try write(PNGChunk(type: "IEND", data: []).bytes)
            try write(PNGChunk.animationControl(frames: UInt32(framesWritten)).bytes, at: acTLOffset)
            try file.commit()
        } catch {
            cancel()
            throw error
        }
    }

    /// Stops and removes what was written.
    func cancel() {
        try? writer.finish()
        file.discard()
    }
}

extension PNGChunk {
    /// acTL: `frames` frames, played forever.
    static func animationControl(frames: UInt32) -> PNGChunk {
        var data: [UInt8] = []
        PNGChunk.appendUInt32(frames, to: &data)
        PNGChunk.appendUInt32(0, to: &data)
        return PNGChunk(type: "acTL", data: data)
    }
}
