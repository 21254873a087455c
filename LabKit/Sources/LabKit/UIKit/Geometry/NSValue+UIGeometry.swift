import Foundation

/// The `NSValue` wrappers UIKit adds for its geometry (Core Animation's are in
/// `NSValue+CoreAnimation.swift`). swift-corelibs-foundation's `NSValue` cannot hold a
/// structure type encoding, so each is stored as an array of doubles whose length tells it
/// apart from the others (as `CATransform3D`'s sixteen).
extension NSValue {
    private static let affineTransformType = "[6d]"
    private static let edgeInsetsType = "[4d]"

    private convenience init(numbers: [CGFloat], objCType type: String) {
        self.init(bytes: numbers.map { Double($0) }, objCType: type)
    }

    /// The wrapped numbers when the value holds `count` of them with encoding `type`.
    private func numbers(_ count: Int, ifType type: String) -> [CGFloat]? {
        guard labObjCType == type else { return nil }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers.map { CGFloat($0) }
    }

    /// Wraps an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(numbers: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty],
                  objCType: NSValue.affineTransformType)
    }
    /// Wraps edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(numbers: [insets.top, insets.left, insets.bottom, insets.right], objCType: NSValue.edgeInsetsType)
    }

    /// The wrapped affine transform (identity if the value is not one).
    public var cgAffineTransformValue: CGAffineTransform { cgAffineTransformIfPresent ?? .identity }
    /// The wrapped edge insets (zero if the value is not insets).
    public var uiEdgeInsetsValue: UIEdgeInsets { uiEdgeInsetsIfPresent ?? .zero }

    var cgAffineTransformIfPresent: CGAffineTransform? {
        numbers(6, ifType: NSValue.affineTransformType).map { CGAffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
    }

    var uiEdgeInsetsIfPresent: UIEdgeInsets? {
        numbers(4, ifType: NSValue.edgeInsetsType).map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }
}
