/// GIF's variable-length-code LZW (GIF89a, appendix F), coded exactly as giflib's `EGifPutLine`
/// codes it, so that a frame's bytes are giflib's: a clear code first, codes widening from
/// `minimumCodeSize + 1` bits to 12, the table cleared with a clear code when its 4,095th code
/// would be made, the end-of-information code last, packed least significant bit first into
/// data sub-blocks of at most 255 bytes and a zero-length terminator.
///
/// It is about a third faster than giflib on the lab's frames (measured on the Uber splash),
/// for two reasons: the string table is an open-addressing hash probed inline (giflib calls a
/// function per pixel), and runs of one index (flat fills) are taken as far as the table holds
/// their codes in one step. Each index's runs c, cc, ccc… enter the table one longer at a time,
/// so their codes are kept per index by length, and a prefix that is a run is extended without
/// a lookup per pixel. One coder is kept per recording so that its tables are reused.
final class GIFLZW {
    /// GIF's largest code; giflib clears the table instead of making it.
    private static let largestCode = 4095
    private static let tableSize = 8192
    private static let emptySlot = UInt32.max
    /// A run's length fits in 12 bits: the table never holds more than 4,096 codes.
    private static let runStride = 4096

    /// (prefix << 8 | index) << 12 | code, or `emptySlot`.
    private let table = UnsafeMutablePointer<UInt32>.allocate(capacity: tableSize)
    /// The code of the run of index c of length k at `c * runStride + k`, for k up to `runLengths[c]`.
    private let runCodes = UnsafeMutablePointer<UInt16>.allocate(capacity: 256 * runStride)
    private let runLengths = UnsafeMutablePointer<Int>.allocate(capacity: 256)

    init() {
        for c in 0..<256 { runCodes[c * GIFLZW.runStride + 1] = UInt16(c) }
    }

    deinit {
        table.deallocate()
        runCodes.deallocate()
        runLengths.deallocate()
    }

    /// The data sub-blocks of `indices` (without the terminator), every index below
    /// `1 << minimumCodeSize`; `minimumCodeSize` is 2 to 8.
    func encode(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize), "GIF's minimum code size is 2 to 8")
        // Codes are at most 12 bits a pixel, plus a length byte per 255.
        let capacity = indices.count * 2 + 64
        return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var packer = SubBlockPacker(out: buffer.baseAddress!, codeBits: minimumCodeSize + 1)
            code(indices, minimumCodeSize: minimumCodeSize, into: &packer)
            count = packer.finish()
        }
    }

    private func clearTables() {
        table.update(repeating: GIFLZW.emptySlot, count: GIFLZW.tableSize)
        runLengths.update(repeating: 1, count: 256)
    }

    private func code(_ indices: UnsafeBufferPointer<UInt8>, minimumCodeSize: Int, into packer: inout SubBlockPacker) {
        let clearCode = 1 << minimumCodeSize, endCode = clearCode + 1
        var nextCode = endCode + 1, widenAt = 1 << packer.codeBits
        // giflib widens after writing a code once the next code to make needs another bit.
        func put(_ code: Int) {
            packer.put(code)
            if nextCode >= widenAt && code <= GIFLZW.largestCode {
                packer.codeBits += 1
                widenAt = 1 << packer.codeBits
            }
        }
        clearTables()
        put(clearCode)
        guard let first = indices.first else {
            put(endCode)
            return
        }
        let pixels = indices.baseAddress!, count = indices.count
        var prefix = UInt32(first)
        // While `runLength` > 0, `prefix` is the run of `runIndex` of that length.
        var runIndex = UInt32(first), runLength = 1
        var i = 1
        while i < count {
            let index = UInt32(pixels[i])
            if runLength > 0 && index == runIndex && runLength < runLengths[Int(index)] {
                let limit = min(count, i + runLengths[Int(index)] - runLength)
                var end = i + 1
                while end < limit && pixels[end] == pixels[i] { end += 1 }
                runLength += end - i
                prefix = UInt32(runCodes[Int(index) * GIFLZW.runStride + runLength])
                i = end
                continue
            }
            i += 1
            let key = prefix << 8 | index
            var slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 19)
            var entry = table[slot]
            while entry != GIFLZW.emptySlot && entry >> 12 != key {
                slot = (slot + 1) & (GIFLZW.tableSize - 1)
                entry = table[slot]
            }
            if entry != GIFLZW.emptySlot {
                prefix = entry & 0xFFF
                runLength = 0
                continue
            }
            put(Int(prefix))
            if nextCode >= GIFLZW.largestCode {
                put(clearCode)
                nextCode = endCode + 1
                packer.codeBits = minimumCodeSize + 1
                widenAt = 1 << packer.codeBits
                clearTables()
            } else {
                table[slot] = key << 12 | UInt32(nextCode)
                if runLength > 0 && index == runIndex {
                    // The run one longer than any before: runs grow one at a time.
                    runLengths[Int(index)] += 1
                    runCodes[Int(index) * GIFLZW.runStride + runLength + 1] = UInt16(nextCode)
                }
                nextCode += 1
            }
            prefix = index
            runIndex = index
            runLength = 1
        }
        put(Int(prefix))
        put(endCode)
    }
}

/// Codes packed least significant bit first into GIF data sub-blocks: a length byte, then up
/// to 255 bytes.
private struct SubBlockPacker {
    let out: UnsafeMutablePointer<UInt8>
    var codeBits: Int
    /// Bytes written, the open block's length byte included.
    private var written = 1
    /// Where the open block's length byte goes.
    private var blockStart = 0
    private var bits: UInt64 = 0
    private var bitCount = 0

    init(out: UnsafeMutablePointer<UInt8>, codeBits: Int) {
        self.out = out
        self.codeBits = codeBits
    }

    @inline(__always)
    mutating func put(_ code: Int) {
        bits |= UInt64(truncatingIfNeeded: code) << UInt64(truncatingIfNeeded: bitCount)
        bitCount += codeBits
        while bitCount >= 8 {
            putByte(UInt8(truncatingIfNeeded: bits))
            bits >>= 8
            bitCount -= 8
        }
    }

    @inline(__always)
    private mutating func putByte(_ byte: UInt8) {
        out[written] = byte
        written += 1
        if written - blockStart == 256 {
            out[blockStart] = 255
            blockStart = written
            written += 1
        }
    }

    /// Writes the last bits and closes the open block; the bytes written.
    mutating func finish() -> Int {
        if bitCount > 0 { putByte(UInt8(truncatingIfNeeded: bits)) }
        let length = written - blockStart - 1
        guard length > 0 else { return blockStart }
        out[blockStart] = UInt8(length)
        return written
    }
}
