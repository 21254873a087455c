import CIsal
import CLibPNG
import Foundation

extension CGImage {
    /// Why PNG data could not be read or written.
    public struct PNGError: Error, CustomStringConvertible {
        /// libpng's message.
        public var description: String
    }

    /// Decodes PNG data (any bit depth or color type) to premultiplied RGBA.
    public convenience init(pngData: Data) throws {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = pngData.withUnsafeBytes { bytes in
            png_image_begin_read_from_memory(&image, bytes.baseAddress, bytes.count)
        }
        guard began != 0 else { throw PNGError(description: CGImage.message(of: &image)) }
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        let width = Int(image.width), height = Int(image.height)
        var straight = [UInt8](repeating: 0, count: width * height * 4)
        let finished = straight.withUnsafeMutableBytes { buffer in
            png_image_finish_read(&image, nil, buffer.baseAddress, Int32(width * 4), nil)
        }
        guard finished != 0 else { throw PNGError(description: CGImage.message(of: &image)) }
        for i in stride(from: 0, to: straight.count, by: 4) {
            let alpha = UInt32(straight[i + 3])
            for c in 0..<3 { straight[i + c] = UInt8((UInt32(straight[i + c]) * alpha + 127) / 255) }
        }
        self.init(width: width, height: height, premultipliedRGBA: straight)!
    }

    /// Reads and decodes a PNG file.
    public convenience init(contentsOfPNGFile url: URL) throws {
        try self.init(pngData: try Data(contentsOf: url))
    }

    /// Encodes the image as an 8-bit PNG: RGB when every pixel is opaque (a quarter fewer bytes
    /// to compress), RGBA otherwise (straight alpha, as PNG stores it); every row with the "up"
    /// filter, one zlib stream from ISA-L's igzip at level 1 in one IDAT chunk. On the lab's
    /// frames that is 3 to 10 times faster than libdeflate's level 1 (and libpng's defaults are
    /// slower still), for files a tenth to a half larger, which any PNG reader opens (PNG
    /// specification, third edition, 5 to 11).
    public func pngData() throws -> Data {
        try pngData(keepingAlpha: false)
    }

    /// Encodes the image as ``pngData()`` does; with `keepingAlpha`, always as RGBA, so that
    /// frames of an animation share one header whatever their pixels.
    public func pngData(keepingAlpha: Bool) throws -> Data {
        let opaque = !keepingAlpha && isOpaque
        let channels = opaque ? 3 : 4
        let rowBytes = width * channels
        let filteredCount = height * (rowBytes + 1)
        // The filtered rows, each row's bytes minus the row above's (unpremultiplied on the way).
        let filtered = [UInt8](unsafeUninitializedCapacity: filteredCount) { out, count in
            premultipliedRGBA.withUnsafeBufferPointer { source in
                if opaque {
                    CGImage.filterOpaqueRows(source, width: width, height: height, into: out)
                } else {
                    CGImage.filterRows(source, width: width, height: height, into: out)
                }
            }
            count = filteredCount
        }
        var header: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] { header += CGImage.bigEndian(value) }
        // 8 bits, RGB or RGBA, deflate, adaptive filtering, no interlace.
        header += [8, opaque ? 2 : 6, 0, 0, 0]
        var png = Data([137, 80, 78, 71, 13, 10, 26, 10])
        CGImage.appendChunk("IHDR", header, to: &png)
        CGImage.appendChunk("IDAT", try CGImage.zlibStream(filtered), to: &png)
        CGImage.appendChunk("IEND", [], to: &png)
        return png
    }

    /// Below this many bytes, images are deflated by zlib: igzip coded a 3x2 frame two ways
    /// in different runs (both valid), and the same image must give the same bytes.
    static let smallestIgzipInput = 65_536

    /// `bytes` as one zlib stream, compressed by igzip at level 1 in one call (zlib at level 1
    /// for small inputs).
    static func zlibStream(_ bytes: [UInt8]) throws -> [UInt8] {
        if bytes.count < smallestIgzipInput {
            var length = compressBound(uLong(bytes.count))
            var out = [UInt8](repeating: 0, count: Int(length))
            let status = compress2(&out, &length, bytes, uLong(bytes.count), 1)
            guard status == Z_OK else { throw PNGError(description: "zlib: compression failed (status \(status))") }
            return Array(out.prefix(Int(length)))
        }
        // igzip falls back to stored blocks, so the output is at most the input, a 5-byte
        // header per 64 KiB block, and the zlib header and trailer (igzip_lib.h).
        let bound = bytes.count + 5 * (bytes.count / 65_535 + 1) + Int(ISAL_DEF_MAX_HDR_SIZE) + 64
        // Zeroed: igzip reads hash entries it has not written for small inputs (it checks the
        // matches, so any contents give a valid stream), and the same image must give the same bytes.
        let levelBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(lab_isal_level1_buffer_size))
        levelBuffer.initialize(repeating: 0, count: Int(lab_isal_level1_buffer_size))
        defer { levelBuffer.deallocate() }
        var status: Int32 = 0
        let compressed = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            bytes.withUnsafeBufferPointer { input in
                var stream = isal_zstream()
                isal_deflate_stateless_init(&stream)
                stream.gzip_flag = UInt16(IGZIP_ZLIB)
                stream.level = 1
                stream.level_buf = levelBuffer
                stream.level_buf_size = lab_isal_level1_buffer_size
                stream.end_of_stream = 1
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                status = isal_deflate_stateless(&stream)
                count = status == COMP_OK ? Int(stream.total_out) : 0
            }
        }
        guard status == COMP_OK else { throw PNGError(description: "igzip: compression failed (status \(status))") }
        return compressed
    }

    /// Whether every pixel's alpha is 255.
    var isOpaque: Bool {
        premultipliedRGBA.withUnsafeBytes { bytes in
            // Alpha is the high byte of each little-endian pixel word; two pixels at a time.
            let pairs = bytes.count / 8
            var all: UInt64 = 0xFF00_0000_FF00_0000
            for pair in 0..<pairs { all &= bytes.loadUnaligned(fromByteOffset: 8 * pair, as: UInt64.self) }
            for i in stride(from: pairs * 8 + 3, to: bytes.count, by: 4) where bytes[i] != 255 { return false }
            return all & 0xFF00_0000_FF00_0000 == 0xFF00_0000_FF00_0000
        }
    }

    /// Opaque premultiplied RGBA rows as filtered RGB rows ("up": minus the row above). Each
    /// pixel's three differences are taken at once in a word (`bytewiseDifference`) and stored
    /// as four bytes, the fourth overwritten by the next pixel's; a row's last pixel is stored
    /// byte by byte so that nothing lands past it.
    private static func filterOpaqueRows(_ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        let sourceRow = width * 4, outRow = width * 3 + 1
        let pixels = UnsafeRawPointer(source.baseAddress!), zero = [UInt8](repeating: 0, count: sourceRow)
        zero.withUnsafeBytes { zero in
            for y in 0..<height {
                let row = pixels + y * sourceRow, above = y == 0 ? zero.baseAddress! : row - sourceRow
                let start = UnsafeMutableRawPointer(out.baseAddress! + y * outRow)
                start.storeBytes(of: 2, as: UInt8.self)
                for x in 0..<(width - 1) {
                    let difference = bytewiseDifference(row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self),
                                                        above.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self))
                    start.storeBytes(of: difference, toByteOffset: 1 + 3 * x, as: UInt32.self)
                }
                let last = width - 1
                for c in 0..<3 {
                    start.storeBytes(of: row.load(fromByteOffset: 4 * last + c, as: UInt8.self) &- above.load(fromByteOffset: 4 * last + c, as: UInt8.self),
                                     toByteOffset: 1 + 3 * last + c, as: UInt8.self)
                }
            }
        }
    }

    /// Each byte of `a` minus the same byte of `b`, modulo 256, without borrows between bytes.
    @inline(__always)
    private static func bytewiseDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        ((a | 0x8080_8080) &- (b & 0x7F7F_7F7F)) ^ ((a ^ ~b) & 0x8080_8080)
    }

    /// Premultiplied RGBA rows as filtered straight RGBA rows ("up": minus the row above). An
    /// opaque row is already straight and is read in place; only rows with translucent pixels
    /// are unpremultiplied, into one of two scratch rows (the row above may be in the other).
    private static func filterRows(_ source: UnsafeBufferPointer<UInt8>, width: Int, height: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
        let rowBytes = width * 4
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * rowBytes)
        defer { scratch.deallocate() }
        // Two rows for unpremultiplied pixels, then the zero row above the first.
        scratch.initialize(repeating: 0, count: 3 * rowBytes)
        var above = UnsafePointer(scratch + 2 * rowBytes)
        for y in 0..<height {
            var row = source.baseAddress! + y * rowBytes
            if !isOpaqueRow(row, width: width) {
                let straight = scratch + (y & 1) * rowBytes
                unpremultiply(row, count: rowBytes, into: straight)
                row = UnsafePointer(straight)
            }
            let start = out.baseAddress! + y * (rowBytes + 1)
            start[0] = 2
            let filtered = start + 1
            for i in 0..<rowBytes { filtered[i] = row[i] &- above[i] }
            above = row
        }
    }

    /// Whether every pixel of the row at `row` has alpha 255.
    private static func isOpaqueRow(_ row: UnsafePointer<UInt8>, width: Int) -> Bool {
        let words = UnsafeRawPointer(row)
        var all: UInt32 = 0xFF00_0000
        for x in 0..<width { all &= words.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self) }
        return all & 0xFF00_0000 == 0xFF00_0000
    }

    /// Premultiplied RGBA to straight (PNG's): each colour divided by alpha, rounded.
    private static func unpremultiply(_ source: UnsafePointer<UInt8>, count: Int, into row: UnsafeMutablePointer<UInt8>) {
        for i in stride(from: 0, to: count, by: 4) {
            let alpha = UInt32(source[i + 3])
            if alpha == 0 || alpha == 255 {
                row[i] = source[i]; row[i + 1] = source[i + 1]; row[i + 2] = source[i + 2]
            } else {
                for c in 0..<3 { row[i + c] = UInt8(min(255, (UInt32(source[i + c]) * 255 + alpha / 2) / alpha)) }
            }
            row[i + 3] = source[i + 3]
        }
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// A chunk: its length, type, data and the CRC-32 of type and data.
    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout Data) {
        let typeBytes = Array(type.utf8)
        png.append(contentsOf: bigEndian(UInt32(data.count)))
        png.append(contentsOf: typeBytes)
        png.append(contentsOf: data)
        let crc = data.withUnsafeBytes { data in
            typeBytes.withUnsafeBytes { type in
                crc32_gzip_refl(crc32_gzip_refl(0, type.baseAddress, UInt64(type.count)), data.baseAddress, UInt64(data.count))
            }
        }
        png.append(contentsOf: bigEndian(crc))
    }

    private static func message(of image: inout png_image) -> String {
        defer { png_image_free(&image) }
        return withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
