import CTurboJPEG
import Foundation

extension CGImage {
    /// Decodes JPEG data with libjpeg-turbo (opaque, so already premultiplied).
    public convenience init(jpegData: Data) throws {
        guard let handle = tjInitDecompress() else { throw PNGError(description: "cannot start the JPEG decoder") }
        defer { tjDestroy(handle) }
        var bytes = [UInt8](jpegData)
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        guard tjDecompressHeader3(handle, &bytes, UInt(bytes.count), &width, &height, &subsampling, &colorspace) == 0,
              width > 0, height > 0, Int(width) * Int(height) <= 1 << 28 else {
            throw PNGError(description: "not a JPEG image: \(String(cString: tjGetErrorStr2(handle)))")
        }
        var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        guard tjDecompress2(handle, &bytes, UInt(bytes.count), &pixels, width, 0, height,
                            Int32(TJPF_RGBA.rawValue), 0) == 0 else {
            throw PNGError(description: "cannot decode JPEG: \(String(cString: tjGetErrorStr2(handle)))")
        }
        self.init(width: Int(width), height: Int(height), premultipliedRGBA: pixels)!
    }
}

extension CGImage {
    /// Encodes the image as JPEG at `quality` (0…1) with libjpeg-turbo. JPEG has no alpha:
    /// the premultiplied colors are written as they are, which is the image over black.
    public func jpegData(quality: CGFloat) throws -> Data {
        guard let handle = tjInitCompress() else { throw PNGError(description: "cannot start the JPEG encoder") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let q = Int32((min(1, max(0, quality.isFinite ? quality : 0.9)) * 100).rounded())
        let status = premultipliedRGBA.withUnsafeBufferPointer { pixels in
            tjCompress2(handle, pixels.baseAddress, Int32(width), 0, Int32(height), Int32(TJPF_RGBA.rawValue),
                        &output, &size, Int32(TJSAMP_444.rawValue), max(1, q), 0)
        }
        defer { tjFree(output) }
        guard status == 0, let output else {
            throw PNGError(description: "cannot encode JPEG: \(String(cString: tjGetErrorStr2(handle)))")
        }
        return Data(bytes: output, count: Int(size))
    }
}
