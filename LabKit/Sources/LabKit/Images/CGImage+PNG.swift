import CLibPNG
import CSPNG
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

    /// Encodes the image as an 8-bit RGBA PNG (straight alpha, as PNG stores it), in one pass
    /// with libspng at zlib level 1 and the "up" filter: a few times faster than libpng's
    /// defaults, for files a few tenths larger, which any PNG reader opens.
    public func pngData() throws -> Data {
        var straight = straightRGBA
        guard let context = spng_ctx_new(Int32(SPNG_CTX_ENCODER.rawValue)) else { throw PNGError(description: "libspng: out of memory") }
        defer { spng_ctx_free(context) }
        func check(_ code: Int32) throws {
            guard code == 0 else { throw PNGError(description: "libspng: " + String(cString: spng_strerror(code))) }
        }
        try check(spng_set_option(context, SPNG_ENCODE_TO_BUFFER, 1))
        try check(spng_set_option(context, SPNG_IMG_COMPRESSION_LEVEL, 1))
        try check(spng_set_option(context, SPNG_FILTER_CHOICE, Int32(SPNG_FILTER_CHOICE_UP.rawValue)))
        var header = spng_ihdr(width: UInt32(width), height: UInt32(height), bit_depth: 8,
                               color_type: UInt8(SPNG_COLOR_TYPE_TRUECOLOR_ALPHA.rawValue),
                               compression_method: 0, filter_method: 0, interlace_method: 0)
        try check(spng_set_ihdr(context, &header))
        try straight.withUnsafeMutableBytes { bytes in
            try check(spng_encode_image(context, bytes.baseAddress, bytes.count, Int32(SPNG_FMT_PNG.rawValue),
                                        Int32(SPNG_ENCODE_FINALIZE.rawValue)))
        }
        var length = 0, error: Int32 = 0
        guard let buffer = spng_get_png_buffer(context, &length, &error) else { try check(error); return Data() }
        return Data(bytesNoCopy: buffer, count: length, deallocator: .free)
    }

    private static func message(of image: inout png_image) -> String {
        defer { png_image_free(&image) }
        return withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
