import Foundation

extension UIImage {
    /// How an image's pixels are turned for display (Apple, "UIImage.Orientation": each case
    /// names the rotation, and mirroring, applied to the pixel data to show it as intended).
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counter-clockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Flipped horizontally.
        case upMirrored = 4
        /// Flipped vertically.
        case downMirrored = 5
        /// Turned 90° clockwise, then flipped horizontally.
        case leftMirrored = 6
        /// Turned 90° counter-clockwise, then flipped horizontally.
        case rightMirrored = 7

        /// Whether the displayed image is the stored one's width and height swapped.
        var swapsSides: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
    }

    /// Wraps pixels at `scale`, displayed turned by `orientation`.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(cgImage: cgImage, scale: scale, renderingMode: .automatic, orientation: orientation)
    }
}

extension CGImage {
    /// The image as displayed with `orientation`: for each displayed pixel, the stored pixel it
    /// shows.
    func oriented(_ orientation: UIImage.Orientation) -> CGImage {
        guard orientation != .up else { return self }
        let w = width, h = height
        let (outWidth, outHeight) = orientation.swapsSides ? (h, w) : (w, h)
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        premultipliedRGBA.withUnsafeBytes { source in
            let source = source.bindMemory(to: UInt32.self)
            out.withUnsafeMutableBytes { target in
                let target = target.bindMemory(to: UInt32.self)
                for y in 0..<outHeight {
                    for x in 0..<outWidth {
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case .up: (sx, sy) = (x, y)
                        case .down: (sx, sy) = (w - 1 - x, h - 1 - y)
                        case .left: (sx, sy) = (w - 1 - y, x)
                        case .right: (sx, sy) = (y, h - 1 - x)
                        case .upMirrored: (sx, sy) = (w - 1 - x, y)
                        case .downMirrored: (sx, sy) = (x, h - 1 - y)
                        case .leftMirrored: (sx, sy) = (y, x)
                        case .rightMirrored: (sx, sy) = (w - 1 - y, h - 1 - x)
                        }
                        target[y * outWidth + x] = source[sy * w + sx]
                    }
                }
            }
        }
        return CGImage(width: outWidth, height: outHeight, premultipliedRGBA: out) ?? self
    }
}
