import Foundation

/// The type of an untyped `#colorLiteral(red:green:blue:alpha:)`, as in UIKit.
public typealias _ColorLiteralType = UIColor

/// The type of an untyped `#imageLiteral(resourceName:)`, as in UIKit.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral(resourceName:)`: the resource in the main bundle or in
    /// any loaded resource bundle; a missing one is a transparent pixel and a diagnostic (UIKit
    /// traps).
    public convenience init(imageLiteralResourceName name: String) {
        let folders = ([Bundle.main] + Bundle.allBundles).compactMap { $0.resourcePath ?? $0.bundlePath }
        if let path = folders.lazy.compactMap({ UIImage.resourcePath(named: name, in: $0) }).first,
           let image = UIImage.load(path) {
            self.init(cgImage: image, scale: UIImage.scale(ofFileNamed: path))
        } else {
            LabDiagnostics.report("#imageLiteral(resourceName: \"\(name)\"): no such image; a transparent pixel instead")
            self.init(cgImage: CGImage(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 0])!)
        }
    }
}
