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

    /// Encodes the image as an 8-bit RGBA PNG (straight alpha, as PNG stores it).
    public func pngData() throws -> Data {
        let straight = straightRGBA
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var size = 0
        let stride = Int32(width * 4)
        guard png_image_write_to_memory(&image, nil, &size, 0, straight, stride, nil) != 0 else {
            throw PNGError(description: CGImage.message(of: &image))
        }
        var data = Data(count: size)
        let written = data.withUnsafeMutableBytes { buffer in
            png_image_write_to_memory(&image, buffer.baseAddress, &size, 0, straight, stride, nil)
        }
        guard written != 0 else { throw PNGError(description: CGImage.message(of: &image)) }
        data.count = size
        return data
    }

    private static func message(of image: inout png_image) -> String {
        defer { png_image_free(&image) }
        return withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
