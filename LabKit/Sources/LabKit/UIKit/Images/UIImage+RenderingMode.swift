import Foundation

extension UIImage {
    /// How an image uses its colours (Apple's raw values).
    public enum RenderingMode: Int, Sendable {
        /// The context decides: an image view draws the original.
        case automatic = 0
        /// The image's own colours.
        case alwaysOriginal = 1
        /// A template: the image's alpha, filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// The same pixels with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode, orientation: imageOrientation)
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// The image filled with `color` where it is opaque, as Apple draws it for bitmaps: the
    /// colour, then the image in the destination-in blend mode. It keeps the rendering mode.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: renderingMode)
    }

    /// The image filled with `color` where it is opaque, with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(cgImage: cgImage?.filled(with: color), scale: scale, renderingMode: renderingMode, orientation: imageOrientation)
    }
}

extension CGImage {
    /// The image's alpha filled with `color` (premultiplied: the colour times each pixel's alpha).
    func filled(with color: UIColor) -> CGImage {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        let tint = [r * a, g * a, b * a, a].map { Float(max(0, min(1, $0.isFinite ? $0 : 0))) }
        var pixels = premultipliedRGBA
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Float(pixels[i + 3])
            for c in 0..<4 { pixels[i + c] = UInt8((tint[c] * alpha).rounded()) }
        }
        return CGImage(width: width, height: height, premultipliedRGBA: pixels)!
    }
}
