import Foundation

/// UIKit's views adopt `NSCoding`: a keyed archive holds a view with its geometry, look and
/// subviews, and `init?(coder:)` makes it again. There are no nibs in the lab, so the coders
/// a view meets are archives made with `NSKeyedArchiver` (a view copied by archiving it, or
/// a subclass that archives its state in `encode(with:)`, calling `super`).
extension UIView: NSCoding {}

extension UIView {
    /// The keys the view's values are archived under.
    private enum ArchiveKey {
        static let bounds = "UIBounds"
        static let center = "UICenter"
        static let transform = "UITransform"
        static let alpha = "UIAlpha"
        static let hidden = "UIHidden"
        static let opaque = "UIOpaque"
        static let clipsToBounds = "UIClipsToBounds"
        static let userInteractionEnabled = "UIUserInteractionEnabled"
        static let tag = "UITag"
        static let contentMode = "UIContentMode"
        static let backgroundColor = "UIBackgroundColor"
        static let subviews = "UISubviews"
    }

    /// Archives what `init?(coder:)` reads back (`encode(with:)`'s base implementation).
    func encodeView(with coder: NSCoder) {
        guard coder.allowsKeyedCoding else {
            LabDiagnostics.report("\(type(of: self)).encode(with:): \(type(of: coder)) is not a keyed coder; the view's values are not archived")
            return
        }
        coder.encode(bounds, forKey: ArchiveKey.bounds)
        coder.encode(center, forKey: ArchiveKey.center)
        coder.encode(transform, forKey: ArchiveKey.transform)
        coder.encode(Double(alpha), forKey: ArchiveKey.alpha)
        coder.encode(isHidden, forKey: ArchiveKey.hidden)
        coder.encode(isOpaque, forKey: ArchiveKey.opaque)
        coder.encode(clipsToBounds, forKey: ArchiveKey.clipsToBounds)
        coder.encode(isUserInteractionEnabled, forKey: ArchiveKey.userInteractionEnabled)
        coder.encode(tag, forKey: ArchiveKey.tag)
        coder.encode(contentMode.rawValue, forKey: ArchiveKey.contentMode)
        if let color = backgroundColor {
            var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
            if color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) {
                coder.encode([red, green, blue, alpha].map(Double.init) as NSArray, forKey: ArchiveKey.backgroundColor)
            }
        }
        if !subviews.isEmpty { coder.encode(NSArray(array: subviews), forKey: ArchiveKey.subviews) }
    }

    /// Reads what `encodeView(with:)` archived; values an archive lacks keep a new view's.
    /// A value of the wrong kind is ignored with a diagnostic.
    func decodeView(from coder: NSCoder) {
        guard coder.allowsKeyedCoding, coder.containsValue(forKey: ArchiveKey.bounds) else { return }
        bounds = coder.decodeCGRect(forKey: ArchiveKey.bounds)
        center = coder.decodeCGPoint(forKey: ArchiveKey.center)
        transform = coder.decodeCGAffineTransform(forKey: ArchiveKey.transform)
        if coder.containsValue(forKey: ArchiveKey.alpha) { alpha = CGFloat(coder.decodeDouble(forKey: ArchiveKey.alpha)) }
        isHidden = coder.decodeBool(forKey: ArchiveKey.hidden)
        if coder.containsValue(forKey: ArchiveKey.opaque) { isOpaque = coder.decodeBool(forKey: ArchiveKey.opaque) }
        clipsToBounds = coder.decodeBool(forKey: ArchiveKey.clipsToBounds)
        if coder.containsValue(forKey: ArchiveKey.userInteractionEnabled) {
            isUserInteractionEnabled = coder.decodeBool(forKey: ArchiveKey.userInteractionEnabled)
        }
        tag = coder.decodeInteger(forKey: ArchiveKey.tag)
        if coder.containsValue(forKey: ArchiveKey.contentMode) {
            let raw = coder.decodeInteger(forKey: ArchiveKey.contentMode)
            if let mode = ContentMode(rawValue: raw) {
                contentMode = mode
            } else {
                LabDiagnostics.report("\(type(of: self)).init(coder:): content mode \(raw) is not a UIView.ContentMode; ignored")
            }
        }
        if coder.containsValue(forKey: ArchiveKey.backgroundColor) {
            let components = (coder.decodeObject(forKey: ArchiveKey.backgroundColor) as? NSArray)?.compactMap { ($0 as? NSNumber)?.doubleValue }
            if let c = components, c.count == 4 {
                backgroundColor = UIColor(red: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: CGFloat(c[3]))
            } else {
                LabDiagnostics.report("\(type(of: self)).init(coder:): the archived background color is not 4 numbers; ignored")
            }
        }
        if coder.containsValue(forKey: ArchiveKey.subviews) {
            let archived = coder.decodeObject(forKey: ArchiveKey.subviews) as? NSArray
            for case let view as UIView in archived ?? [] { addSubview(view) }
            if archived == nil || archived!.count != subviews.count {
                LabDiagnostics.report("\(type(of: self)).init(coder:): some archived subviews are not views; they are left out")
            }
        }
    }
}
