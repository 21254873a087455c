/// The mipmap levels of a premultiplied RGBA image, each half the size of the one before
/// (rounded down, at least 1), down to 1x1, each pixel the level above sampled bilinearly at
/// its centre, as GL's `glGenerateMipmap` does with a linear blit (the mean of the 2x2 block
/// above where the sides are even). Made on the CPU because on Mesa's llvmpipe the first
/// `glGenerateMipmap` compiles blit shaders, which costs a first frame more than this does.
enum MipmapChain {
    /// Levels 1… of a `width`×`height` image whose pixels are `base` (level 0 is `base`).
    static func levels(of base: [UInt8], width: Int, height: Int) -> [(width: Int, height: Int, pixels: [UInt8])] {
        var levels: [(width: Int, height: Int, pixels: [UInt8])] = []
        var (w, h, pixels) = (width, height, base)
        while w > 1 || h > 1 {
            let nw = max(1, w / 2), nh = max(1, h / 2)
            var next = [UInt8](repeating: 0, count: nw * nh * 4)
            // Where each destination centre lands in the source: (d + 0.5) * size / newSize - 0.5.
            func taps(_ n: Int, _ size: Int, _ newSize: Int) -> [(Int, Int, Float)] {
                (0..<n).map { d in
                    let s = max(0, (Float(d) + 0.5) * Float(size) / Float(newSize) - 0.5)
                    let i0 = min(Int(s), size - 1)
                    return (i0, min(i0 + 1, size - 1), s - Float(i0))
                }
            }
            let xs = taps(nw, w, nw), ys = taps(nh, h, nh)
            pixels.withUnsafeBufferPointer { src in
                next.withUnsafeMutableBufferPointer { dst in
                    for (y, (y0, y1, fy)) in ys.enumerated() {
                        for (x, (x0, x1, fx)) in xs.enumerated() {
                            let a = (y0 * w + x0) * 4, b = (y0 * w + x1) * 4, c = (y1 * w + x0) * 4, d = (y1 * w + x1) * 4
                            let o = (y * nw + x) * 4
                            for k in 0..<4 {
                                let top = Float(src[a + k]) * (1 - fx) + Float(src[b + k]) * fx
                                let bottom = Float(src[c + k]) * (1 - fx) + Float(src[d + k]) * fx
                                dst[o + k] = UInt8((top * (1 - fy) + bottom * fy).rounded())
                            }
                        }
                    }
                }
            }
            levels.append((nw, nh, next))
            (w, h, pixels) = (nw, nh, next)
        }
        return levels
    }
}
