import CZlib
import Foundation

/// A chunk of a PNG file (PNG specification, section 5.3): its type and data; its length and
/// CRC are computed when written.
struct PNGChunk: Equatable {
    /// The four-letter type, such as "IHDR" or "IDAT".
    var type: String
    var data: [UInt8]

    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// Why a PNG could not be split into chunks.
    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    /// The chunks of `png`, in order; throws when it is not a well-formed PNG stream.
    static func chunks(of png: [UInt8]) throws -> [PNGChunk] {
        guard png.starts(with: signature) else { throw FormatError(description: "not a PNG: no signature") }
        var chunks: [PNGChunk] = []
        var offset = signature.count
        while offset < png.count {
            guard offset + 12 <= png.count else { throw FormatError(description: "truncated chunk at byte \(offset)") }
            let length = Int(readUInt32(png, at: offset))
            guard length <= png.count - offset - 12 else { throw FormatError(description: "truncated chunk at byte \(offset)") }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = Array(png[(offset + 8)..<(offset + 8 + length)])
            guard readUInt32(png, at: offset + 8 + length) == crc(of: png[(offset + 4)..<(offset + 8 + length)]) else {
                throw FormatError(description: "bad CRC in \(type) chunk")
            }
            chunks.append(PNGChunk(type: type, data: data))
            offset += 12 + length
        }
        return chunks
    }

    /// Length, type, data and CRC, as the chunk is stored.
    var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(data.count + 12)
        PNGChunk.appendUInt32(UInt32(data.count), to: &out)
        let typeAndData = Array(type.utf8) + data
        out += typeAndData
        PNGChunk.appendUInt32(PNGChunk.crc(of: typeAndData[...]), to: &out)
        return out
    }

    static func appendUInt32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func appendUInt16(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// The CRC-32 of `bytes` as PNG computes it over a chunk's type and data (specification,
    /// annex D; zlib's is the same function), continuing from `crc` (that of the bytes before).
    static func crc<Bytes: Collection>(of bytes: Bytes, continuing crc: UInt32 = 0) -> UInt32 where Bytes.Element == UInt8 {
        if let crc = bytes.withContiguousStorageIfAvailable({ PNGChunk.crc(of: UnsafeRawBufferPointer($0), continuing: crc) }) {
            return crc
        }
        return Array(bytes).withUnsafeBytes { PNGChunk.crc(of: $0, continuing: crc) }
    }

    static func crc(of bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        UInt32(crc32(uLong(crc), bytes.baseAddress?.assumingMemoryBound(to: Bytef.self), uInt(bytes.count)))
    }

    /// Where each chunk of `png` lies, in order, without copying it or checking its CRC: for
    /// a PNG stream the lab has just encoded. Throws when the lengths do not add up.
    static func layout(of png: UnsafeRawBufferPointer) throws -> [(type: String, chunk: Range<Int>, data: Range<Int>)] {
        guard png.starts(with: signature) else { throw FormatError(description: "not a PNG: no signature") }
        var layout: [(type: String, chunk: Range<Int>, data: Range<Int>)] = []
        var offset = signature.count
        while offset < png.count {
            guard offset + 12 <= png.count else { throw FormatError(description: "truncated chunk at byte \(offset)") }
            let length = Int(UInt32(png[offset]) << 24 | UInt32(png[offset + 1]) << 16 | UInt32(png[offset + 2]) << 8 | UInt32(png[offset + 3]))
            guard length <= png.count - offset - 12 else { throw FormatError(description: "truncated chunk at byte \(offset)") }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            layout.append((type, offset..<(offset + 12 + length), (offset + 8)..<(offset + 8 + length)))
            offset += 12 + length
        }
        return layout
    }
}
