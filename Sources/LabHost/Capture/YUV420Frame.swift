import LabKit

/// A frame in planar Y′CbCr 4:2:0 (ffmpeg's `yuv420p`), the layout H.264 and VP8 code, with
/// BT.601's matrix in limited range (Y′ 16–235, Cb and Cr 16–240), as ffmpeg's own conversion
/// from RGB makes it when nothing else is asked for; the recordings say so in their headers.
///
/// Converting here rather than in ffmpeg spares the capture about 3 ms of CPU a frame at
/// 750×1334 (ffmpeg's converter goes through an intermediate format; this is one pass) and
/// pipes 1.5 instead of 4 bytes a pixel.
struct YUV420Frame {
    /// The frame's size, which may exceed its source's: the margin is black.
    let width: Int
    let height: Int
    /// The Y′ plane, then Cb, then Cr, each row packed; chroma planes are half the size,
    /// rounded up.
    private(set) var bytes: [UInt8]

    /// An empty `width`×`height` frame.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        bytes = [UInt8](repeating: 0, count: width * height + 2 * ((width + 1) / 2) * ((height + 1) / 2))
    }

    /// Converts `image`, at most the frame's size, into its top left corner. Premultiplied
    /// pixels read as drawn over black.
    ///
    /// Each chroma sample is the mean of its 2×2 block. The fixed-point coefficients are
    /// ITU-R BT.601's scaled by 256 (Y′ = 16 + (66R + 129G + 25B) / 256, and so on).
    mutating func convert(_ image: CGImage) {
        let sourceWidth = image.width, sourceHeight = image.height
        precondition(sourceWidth <= width && sourceHeight <= height && sourceWidth > 0 && sourceHeight > 0)
        let width = self.width, height = self.height
        let chromaWidth = (width + 1) / 2, chromaHeight = (height + 1) / 2
        image.premultipliedRGBA.withUnsafeBytes { raw in
            let source = raw.bindMemory(to: UInt32.self).baseAddress!
            bytes.withUnsafeMutableBufferPointer { planes in
                let luma = planes.baseAddress!
                let cb = luma + width * height
                let cr = cb + chromaWidth * chromaHeight
                for blockRow in 0..<chromaHeight {
                    let top = blockRow * 2
                    let rows = BlockRow(upper: source + min(top, sourceHeight - 1) * sourceWidth,
                                        lower: source + min(top + 1, sourceHeight - 1) * sourceWidth,
                                        luma: luma + top * width, cb: cb + blockRow * chromaWidth, cr: cr + blockRow * chromaWidth)
                    var column = 0
                    if top + 1 < sourceHeight {
                        column = rows.convertEightColumnsAtATime(upTo: sourceWidth, lumaStride: width)
                    }
                    // The rest, past the source or the frame's edge, a block at a time.
                    let upperMask: UInt32 = top < sourceHeight ? ~0 : 0
                    let lowerMask: UInt32 = top + 1 < sourceHeight ? ~0 : 0
                    let hasLowerRow = top + 1 < height
                    for blockColumn in column / 2..<chromaWidth {
                        let left = blockColumn * 2
                        // Pixels past the source, in the frame's margin, are black (masked to zero).
                        let leftMask: UInt32 = left < sourceWidth ? ~0 : 0
                        let rightMask: UInt32 = left + 1 < sourceWidth ? ~0 : 0
                        let leftColumn = min(left, sourceWidth - 1), rightColumn = min(left + 1, sourceWidth - 1)
                        let hasRightColumn = left + 1 < width
                        // Past the frame's own edge (odd sizes), a block repeats its last pixels.
                        let p0 = rows.upper[leftColumn] & upperMask & leftMask
                        let p1 = hasRightColumn ? rows.upper[rightColumn] & upperMask & rightMask : p0
                        let p2 = hasLowerRow ? rows.lower[leftColumn] & lowerMask & leftMask : p0
                        let p3 = hasLowerRow ? (hasRightColumn ? rows.lower[rightColumn] & lowerMask & rightMask : p2) : p1
                        rows.luma[left] = YUV420Frame.luma(p0)
                        if hasRightColumn { rows.luma[left + 1] = YUV420Frame.luma(p1) }
                        if hasLowerRow {
                            rows.luma[width + left] = YUV420Frame.luma(p2)
                            if hasRightColumn { rows.luma[width + left + 1] = YUV420Frame.luma(p3) }
                        }
                        // The four pixels' channels summed, red and blue in two lanes of one word.
                        let redBlue = (p0 & 0xFF00FF) + (p1 & 0xFF00FF) + (p2 & 0xFF00FF) + (p3 & 0xFF00FF)
                        let green = Int32(bitPattern: ((p0 >> 8) & 0xFF) + ((p1 >> 8) & 0xFF) + ((p2 >> 8) & 0xFF) + ((p3 >> 8) & 0xFF))
                        let red = Int32(bitPattern: redBlue & 0xFFFF), blue = Int32(bitPattern: redBlue >> 16)
                        rows.cb[blockColumn] = UInt8(truncatingIfNeeded: ((-38 * red - 74 * green + 112 * blue + 512) >> 10) + 128)
                        rows.cr[blockColumn] = UInt8(truncatingIfNeeded: ((112 * red - 94 * green - 18 * blue + 512) >> 10) + 128)
                    }
                }
            }
        }
    }

    /// Two source rows and where their blocks go.
    private struct BlockRow {
        let upper: UnsafePointer<UInt32>, lower: UnsafePointer<UInt32>
        let luma: UnsafeMutablePointer<UInt8>, cb: UnsafeMutablePointer<UInt8>, cr: UnsafeMutablePointer<UInt8>

        /// Converts the columns of two whole source rows eight at a time (four blocks, in
        /// vector lanes), as far as `end`; returns the first column left.
        func convertEightColumnsAtATime(upTo end: Int, lumaStride: Int) -> Int {
            let upperBytes = UnsafeRawPointer(upper), lowerBytes = UnsafeRawPointer(lower)
            let upperLuma = UnsafeMutableRawPointer(luma), lowerLuma = UnsafeMutableRawPointer(luma + lumaStride)
            let cbBytes = UnsafeMutableRawPointer(cb), crBytes = UnsafeMutableRawPointer(cr)
            var column = 0
            while column + 8 <= end {
                let a = upperBytes.loadUnaligned(fromByteOffset: column * 4, as: SIMD8<UInt32>.self)
                let b = lowerBytes.loadUnaligned(fromByteOffset: column * 4, as: SIMD8<UInt32>.self)
                let redA = a & 0xFF, greenA = (a &>> 8) & 0xFF, blueA = (a &>> 16) & 0xFF
                let redB = b & 0xFF, greenB = (b &>> 8) & 0xFF, blueB = (b &>> 16) & 0xFF
                // 4224: 16 << 8 for the offset, 128 to round.
                let lumaA = (66 &* redA &+ 129 &* greenA &+ 25 &* blueA &+ 4224) &>> 8
                let lumaB = (66 &* redB &+ 129 &* greenB &+ 25 &* blueB &+ 4224) &>> 8
                upperLuma.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: lumaA), toByteOffset: column, as: SIMD8<UInt8>.self)
                lowerLuma.storeBytes(of: SIMD8<UInt8>(truncatingIfNeeded: lumaB), toByteOffset: column, as: SIMD8<UInt8>.self)
                // Column pairs summed: each block's four pixels.
                let reds = redA &+ redB, greens = greenA &+ greenB, blues = blueA &+ blueB
                let red = SIMD4<Int32>(truncatingIfNeeded: reds.evenHalf &+ reds.oddHalf)
                let green = SIMD4<Int32>(truncatingIfNeeded: greens.evenHalf &+ greens.oddHalf)
                let blue = SIMD4<Int32>(truncatingIfNeeded: blues.evenHalf &+ blues.oddHalf)
                let blueDifference = ((0 &- 38 &* red &- 74 &* green &+ 112 &* blue &+ 512) &>> 10) &+ 128
                let redDifference = ((112 &* red &- 94 &* green &- 18 &* blue &+ 512) &>> 10) &+ 128
                cbBytes.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: blueDifference), toByteOffset: column / 2, as: SIMD4<UInt8>.self)
                crBytes.storeBytes(of: SIMD4<UInt8>(truncatingIfNeeded: redDifference), toByteOffset: column / 2, as: SIMD4<UInt8>.self)
                column += 8
            }
            return column
        }
    }

    @inline(__always)
    private static func luma(_ pixel: UInt32) -> UInt8 {
        let red = pixel & 0xFF, green = (pixel >> 8) & 0xFF, blue = (pixel >> 16) & 0xFF
        return UInt8(truncatingIfNeeded: (66 * red + 129 * green + 25 * blue + 128 + 16 << 8) >> 8)
    }
}
