import CDeflate
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

    /// Encodes the image as an 8-bit RGBA PNG (straight alpha, as PNG stores it): every row
    /// with the "up" filter, one zlib stream from libdeflate at level 1 in one IDAT chunk. That
    /// is a few times faster than libpng's defaults, for files a few tenths larger, which any
    /// PNG reader opens (PNG specification, third edition, 5 to 11).
    public func pngData() throws -> Data {
        let rowBytes = width * 4
        let filteredCount = height * (rowBytes + 1)
        // The filtered rows, unpremultiplied on the way: each row's bytes minus the row above's.
        let filtered = [UInt8](unsafeUninitializedCapacity: filteredCount) { out, count in
            var previous = [UInt8](repeating: 0, count: rowBytes), current = previous
            premultipliedRGBA.withUnsafeBufferPointer { source in
                for y in 0..<height {
                    current.withUnsafeMutableBufferPointer { row in
                        CGImage.unpremultiply(UnsafeBufferPointer(rebasing: source[(y * rowBytes)..<((y + 1) * rowBytes)]), into: row)
                    }
                    let start = y * (rowBytes + 1)
                    out[start] = 2
                    previous.withUnsafeBufferPointer { above in
                        current.withUnsafeBufferPointer { row in
                            for i in 0..<rowBytes { out[start + 1 + i] = row[i] &- above[i] }
                        }
                    }
                    swap(&previous, &current)
                }
            }
            count = filteredCount
        }
        guard let compressor = libdeflate_alloc_compressor(1) else { throw PNGError(description: "libdeflate: out of memory") }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, filteredCount)
        var header: [UInt8] = []
        for value in [UInt32(width), UInt32(height)] { header += CGImage.bigEndian(value) }
        // 8 bits, RGBA, deflate, adaptive filtering, no interlace.
        header += [8, 6, 0, 0, 0]
        var png = Data(capacity: 8 + 25 + 12 + bound + 12)
        png.append(contentsOf: [137, 80, 78, 71, 13, 10, 26, 10])
        CGImage.appendChunk("IHDR", header, to: &png)
        let compressed = [UInt8](unsafeUninitializedCapacity: bound) { out, count in
            count = filtered.withUnsafeBytes { input in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        guard !compressed.isEmpty else { throw PNGError(description: "libdeflate: the compressed image did not fit its bound") }
        CGImage.appendChunk("IDAT", compressed, to: &png)
        CGImage.appendChunk("IEND", [], to: &png)
        return png
    }

    /// Premultiplied RGBA to straight (PNG's): each colour divided by alpha, rounded.
    private static func unpremultiply(_ source: UnsafeBufferPointer<UInt8>, into row: UnsafeMutableBufferPointer<UInt8>) {
        for i in stride(from: 0, to: source.count, by: 4) {
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
                libdeflate_crc32(libdeflate_crc32(0, type.baseAddress, type.count), data.baseAddress, data.count)
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
