import Foundation

/// The `NSValue` wrappers tutorials use for animation values.
extension NSValue {
    private static let transformType = "[16d]"

    /// Wraps a point, as `NSValue(cgPoint:)` does on iOS.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Wraps a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Wraps a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

    /// Wraps a 3D transform (stored as its sixteen entries).
    public convenience init(caTransform3D transform: CATransform3D) {
        let entries = transform.entries.map { Double($0) }
        self.init(bytes: entries, objCType: NSValue.transformType)
    }

    /// The wrapped point.
    public var cgPointValue: CGPoint { pointValue }
    /// The wrapped size.
    public var cgSizeValue: CGSize { sizeValue }
    /// The wrapped rectangle.
    public var cgRectValue: CGRect { rectValue }

    /// The wrapped transform (identity if the value is not a transform).
    public var caTransform3DValue: CATransform3D { caTransform3DIfPresent ?? CATransform3DIdentity }

    var caTransform3DIfPresent: CATransform3D? {
        guard labObjCType == NSValue.transformType else { return nil }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(entries: entries.map { CGFloat($0) })
    }

    var cgPointIfPresent: CGPoint? { labObjCType == "{CGPoint=dd}" ? pointValue : nil }
    var cgSizeIfPresent: CGSize? { labObjCType == "{CGSize=dd}" ? sizeValue : nil }
    var cgRectIfPresent: CGRect? { labObjCType.hasPrefix("{CGRect=") ? rectValue : nil }

    /// The Objective-C type encoding as a string.
    var labObjCType: String { String(cString: objCType) }
}
