import Foundation

extension UIImage {
    /// An animated image of `images` played in turn over `duration` (an image view showing it
    /// plays it for ever); its pixels and size are the first frame's. Nil without frames.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        let image = UIImage(cgImage: first.cgImage, scale: first.scale, renderingMode: first.renderingMode, orientation: first.imageOrientation)
        image.images = images
        image.duration = duration.isFinite && duration > 0 ? duration : Double(images.count) / 30
        return image
    }

    /// The animated image of the resources `name0`, `name1`… (up to `name1024`) in the main
    /// bundle, UIKit's naming, played over `duration`; nil when there is none.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        // The frames are numbered from 0 (or, when there is no frame 0, from 1).
        var frames: [UIImage] = []
        var index = UIImage.quietly(named: "\(name)0") == nil ? 1 : 0
        while index <= 1024, let frame = UIImage.quietly(named: "\(name)\(index)") {
            frames.append(frame)
            index += 1
        }
        return animatedImage(with: frames, duration: duration)
    }

    /// `UIImage(named:)` without the diagnostic for a missing resource (probing for frames).
    private static func quietly(named name: String) -> UIImage? {
        guard let path = resourceFolders(nil).lazy.compactMap({ UIImage.resourcePath(named: name, in: $0) }).first else { return nil }
        return UIImage(contentsOfFile: path)
    }
}
