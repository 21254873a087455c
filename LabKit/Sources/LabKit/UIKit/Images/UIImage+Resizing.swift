import Foundation

extension UIImage {
    /// How a resizable image fills the part between its caps.
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its size. The lab stretches it instead (the same for the usual
        /// one-point center; see "Differences from Apple").
        case tile
        /// Stretched to fill.
        case stretch
    }

    /// The same pixels with `capInsets` (points) that keep their size when an image view or
    /// a layer resizes the image; the part between them tiles, as UIKit's default.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same pixels with `capInsets` (points) that keep their size when resized; the part
    /// between them fills by `resizingMode`. Negative or non-finite insets are taken as zero,
    /// with a diagnostic.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let image = UIImage(cgImage: cgImage, scale: scale, renderingMode: renderingMode, orientation: imageOrientation)
        let sides = [capInsets.top, capInsets.left, capInsets.bottom, capInsets.right]
        if sides.allSatisfy({ $0.isFinite && $0 >= 0 }) {
            image.capInsets = capInsets
        } else {
            LabDiagnostics.report("UIImage.resizableImage(withCapInsets:): insets \(capInsets) must be finite and not negative; taken as zero")
        }
        image.resizingMode = resizingMode
        return image
    }

    /// The stretchable part in unit coordinates of the image, as `CALayer.contentsCenter`
    /// takes it: the whole image without cap insets.
    var contentsCenter: CGRect {
        let size = self.size
        guard capInsets != .zero, size.width > 0, size.height > 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        let left = min(capInsets.left, size.width), right = min(capInsets.right, size.width - left)
        let top = min(capInsets.top, size.height), bottom = min(capInsets.bottom, size.height - top)
        return CGRect(x: left / size.width, y: top / size.height,
                      width: (size.width - left - right) / size.width, height: (size.height - top - bottom) / size.height)
    }
}
