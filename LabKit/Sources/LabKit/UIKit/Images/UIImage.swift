import Foundation

/// An immutable bitmap with a scale: `size` is in points, `cgImage` holds the pixels.
/// PNG (libpng) and JPEG (libjpeg-turbo) files load from a bundle's resources or a path.
public final class UIImage {
    /// The pixels.
    public let cgImage: CGImage?
    /// Pixels per point (from an `@2x`/`@3x` file name, or as given).
    public let scale: CGFloat
    /// Whether the image draws its own colours or, as a template, its alpha in the tint.
    public let renderingMode: RenderingMode
    /// How the pixels are turned for display (`.up`: as stored).
    public let imageOrientation: Orientation
    /// The pixels as displayed: `cgImage` turned by `imageOrientation`, made once when first drawn.
    private(set) lazy var displayedImage: CGImage? = cgImage?.oriented(imageOrientation)
    /// The margins that keep their size when the image is resized (see `resizableImage`).
    public internal(set) var capInsets = UIEdgeInsets.zero
    /// How the part between the caps fills a larger size.
    public internal(set) var resizingMode = ResizingMode.stretch
    /// The frames of an animated image (nil for a still one).
    public internal(set) var images: [UIImage]?
    /// How long one pass through an animated image's frames takes (0 for a still one).
    public internal(set) var duration: TimeInterval = 0
    /// The symbol name of a `UIImage(systemName:)` made without a configuration, which a bar
    /// redraws at its own symbol size, as UIKit's bars do.
    var unconfiguredSymbolName: String?

    /// The size in points.
    public var size: CGSize {
        guard let cgImage else { return .zero }
        let size = CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
        return imageOrientation.swapsSides ? CGSize(width: size.height, height: size.width) : size
    }

    /// An image without pixels (size zero), as UIKit's `UIImage()`: it draws nothing, and
    /// clears a bar's or button's image.
    public convenience init() {
        self.init(cgImage: nil, scale: 1, renderingMode: .automatic)
    }

    /// Wraps pixels at `scale`.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1) {
        self.init(cgImage: cgImage, scale: scale, renderingMode: .automatic)
    }

    init(cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, orientation: Orientation = .up) {
        self.cgImage = cgImage
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        self.renderingMode = renderingMode
        imageOrientation = orientation
    }

    /// Loads a PNG or JPEG file; nil when it is missing or cannot be decoded (with a diagnostic).
    public convenience init?(contentsOfFile path: String) {
        guard let image = UIImage.load(path) else { return nil }
        self.init(cgImage: image, scale: UIImage.scale(ofFileNamed: path))
    }

    /// Decodes PNG or JPEG data.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let image = UIImage.decode(data, name: "data") else { return nil }
        self.init(cgImage: image, scale: scale)
    }

    /// The image resource `name` in `bundle` (nil: the main bundle, then the plugin's
    /// resources): tries the screen's scale first (`name@2x.png`), then other scales, then
    /// `name.png`, `name.jpg`, `name.jpeg`, and `name` itself when it has an extension.
    public convenience init?(named name: String, in bundle: Bundle? = nil) {
        let folders = UIImage.resourceFolders(bundle)
        guard let path = folders.lazy.compactMap({ UIImage.resourcePath(named: name, in: $0) }).first else {
            LabDiagnostics.report("UIImage(named: \"\(name)\"): no such image in \(folders.joined(separator: ", "))")
            return nil
        }
        self.init(contentsOfFile: path)
    }

    /// The folders an image named without a bundle is looked for in: the main bundle's,
    /// then the plugin's resources; with a bundle, that bundle's.
    static func resourceFolders(_ bundle: Bundle?) -> [String] {
        (bundle.map { [$0] } ?? [.main] + PluginResources.bundles).map { $0.resourcePath ?? $0.bundlePath }
    }

    /// Where an image resource is, by UIKit's naming rules.
    static func resourcePath(named name: String, in folder: String) -> String? {
        let manager = FileManager.default
        let url = URL(fileURLWithPath: folder)
        let ext = (name as NSString).pathExtension.lowercased()
        let base = ["png", "jpg", "jpeg"].contains(ext) ? (name as NSString).deletingPathExtension : name
        let extensions = ["png", "jpg", "jpeg"].contains(ext) ? [ext] : ["png", "jpg", "jpeg"]
        let screen = Int(UIScreen.main.scale.rounded())
        let scales = [screen] + [3, 2, 1].filter { $0 != screen }
        for ext in extensions {
            for scale in scales {
                let file = scale == 1 ? "\(base).\(ext)" : "\(base)@\(scale)x.\(ext)"
                let path = url.appendingPathComponent(file).path
                if manager.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    static func scale(ofFileNamed path: String) -> CGFloat {
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }

    static func load(_ path: String) -> CGImage? {
        guard let data = FileManager.default.contents(atPath: path) else {
            LabDiagnostics.report("UIImage(contentsOfFile: \"\(path)\"): cannot read the file")
            return nil
        }
        return decode(data, name: path)
    }

    private static func decode(_ data: Data, name: String) -> CGImage? {
        do {
            if data.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return try CGImage(pngData: data) }
            if data.starts(with: [0xFF, 0xD8]) { return try CGImage(jpegData: data) }
            LabDiagnostics.report("UIImage: \(name) is neither PNG nor JPEG")
        } catch {
            LabDiagnostics.report("UIImage: \(name): \(error)")
        }
        return nil
    }
}

extension UIImage {
    /// The image as PNG data.
    public func pngData() -> Data? { try? cgImage?.pngData() }

    /// The image as JPEG data at `compressionQuality` (0…1).
    public func jpegData(compressionQuality: CGFloat) -> Data? { try? cgImage?.jpegData(quality: compressionQuality) }
}
