import Foundation

/// Image masks and masking, as Core Graphics documents them:
///
/// - An image mask (`CGImage(maskWidth:…)`) is a stencil whose samples say how much paint is
///   masked out: a sample that decodes to 1 blocks paint, 0 lets it through, values between
///   let `1 − sample` through ("Creating an Image Mask", Quartz 2D Programming Guide;
///   `CGImageMaskCreate`).
/// - `masking(_:)` with an image mask applies it that way (its samples are inverse alpha);
///   with an image instead of a mask, the image's gray samples are the alpha: 1 paints fully,
///   0 not at all (`CGImageCreateWithMask`).
///
/// The lab computes a masked image on the CPU: a new premultiplied RGBA image whose pixels
/// are the image's scaled by the coverage.
extension CGImage {
    /// An image mask of `provider`'s samples: `bitsPerComponent` (1, 2, 4 or 8) bits each,
    /// packed from each byte's most significant bit, rows `bytesPerRow` apart, top row first.
    /// A pixel wider than its sample (`bitsPerPixel` > `bitsPerComponent`) is read from its
    /// first bits (the lab's choice: Apple does not say). `decode`, if given, is the two
    /// values a sample of 0 and the largest sample map to (`[1, 0]` inverts the mask).
    /// Bad parameters, a size over the lab's limit or too few bytes give nil with a
    /// diagnostic; `shouldInterpolate` is ignored.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool) {
        let name = "CGImage(maskWidth:height:bitsPerComponent:bitsPerPixel:bytesPerRow:provider:…)"
        guard [1, 2, 4, 8].contains(bitsPerComponent) else {
            LabDiagnostics.report("\(name): \(bitsPerComponent) bits per component (image masks have 1, 2, 4 or 8); nil")
            return nil
        }
        guard bitsPerPixel >= bitsPerComponent, bitsPerPixel <= 64,
              bitsPerPixel == bitsPerComponent || bitsPerPixel % 8 == 0 else {
            LabDiagnostics.report("\(name): \(bitsPerPixel) bits per pixel for \(bitsPerComponent)-bit samples; nil")
            return nil
        }
        let (rowBits, overflow) = width.multipliedReportingOverflow(by: bitsPerPixel)
        if let problem = CGImage.problem(width: width, height: height, bytesPerRow: bytesPerRow,
                                         rowBytes: overflow ? .max : (rowBits + 7) / 8, available: provider.bytes.count) {
            LabDiagnostics.report("\(name): \(problem); nil")
            return nil
        }
        var low: CGFloat = 0, high: CGFloat = 1
        if let decode {
            (low, high) = (decode[0], decode[1])
            guard low.isFinite, high.isFinite else {
                LabDiagnostics.report("\(name): decode array [\(low), \(high)] is not finite; nil")
                return nil
            }
        }
        let largest = CGFloat((1 << bitsPerComponent) - 1)
        // The coverage of each possible sample: 1 − its decoded value.
        let coverageOfSample: [UInt8] = (0...Int(largest)).map { sample in
            let decoded = min(1, max(0, low + CGFloat(sample) / largest * (high - low)))
            return UInt8(((1 - decoded) * 255).rounded())
        }
        var coverage = [UInt8](repeating: 0, count: width * height)
        provider.bytes.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            for y in 0..<height {
                for x in 0..<width {
                    let bit = y * bytesPerRow * 8 + x * bitsPerPixel
                    let byte = bytes[bit / 8]
                    let shift = 8 - bitsPerComponent - bit % 8
                    let sample = Int(byte >> UInt8(shift)) & ((1 << bitsPerComponent) - 1)
                    coverage[y * width + x] = coverageOfSample[sample]
                }
            }
        }
        self.init(maskWidth: width, height: height, coverage: coverage)
    }

    /// This image masked by `mask`, scaled to this image's size (nearest pixel). An image
    /// mask's samples are inverse alpha (1 masks out, 0 paints); an image's gray samples are
    /// alpha (1 paints, 0 masks out). Core Graphics takes a DeviceGray image without alpha:
    /// in the lab, where every image is RGBA, an opaque image is read as gray (its Rec. 601
    /// luma, exact for gray pixels) and an image with any transparency is refused. Nil, with
    /// a diagnostic, when this image is itself a mask or `mask` has transparency.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask else {
            LabDiagnostics.report("CGImage.masking: the image to mask is an image mask; nil")
            return nil
        }
        let maskPixels = mask.premultipliedRGBA
        // Coverage 0…255 for each of the mask's pixels.
        var coverage = [UInt8](repeating: 0, count: mask.width * mask.height)
        if mask.isMask {
            for i in coverage.indices { coverage[i] = maskPixels[i * 4 + 3] }
        } else {
            for i in coverage.indices {
                guard maskPixels[i * 4 + 3] == 255 else {
                    LabDiagnostics.report("CGImage.masking: the mask image has transparency (Core Graphics takes an image mask or a gray image without alpha); nil")
                    return nil
                }
                coverage[i] = BitmapPixelFormat.luma(maskPixels[i * 4], maskPixels[i * 4 + 1], maskPixels[i * 4 + 2])
            }
        }
        var pixels = premultipliedRGBA
        for y in 0..<height {
            let my = min(mask.height - 1, (2 * y + 1) * mask.height / (2 * height))
            for x in 0..<width {
                let mx = min(mask.width - 1, (2 * x + 1) * mask.width / (2 * width))
                let c = coverage[my * mask.width + mx]
                guard c != 255 else { continue }
                let i = (y * width + x) * 4
                for channel in 0..<4 { pixels[i + channel] = BitmapPixelFormat.multiply(pixels[i + channel], c) }
            }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: pixels)
    }

    /// An image mask drawn as Core Graphics draws one: `color` painted through its coverage.
    func stencil(filledWith color: CGColor) -> CGImage {
        let c = color.rgba
        let fill = [c.red * c.alpha, c.green * c.alpha, c.blue * c.alpha, c.alpha].map { UInt8(($0 * 255).rounded()) }
        var pixels = premultipliedRGBA
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let coverage = premultipliedRGBA[i + 3]
            for channel in 0..<4 { pixels[i + channel] = BitmapPixelFormat.multiply(fill[channel], coverage) }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: pixels) ?? self
    }
}
