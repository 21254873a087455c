import Foundation

/// The `NSValue` wrappers UIKit adds for its geometry (Core Animation's are in
/// `NSValue+CoreAnimation.swift`), with Apple's type encodings, so that key-value coding and
/// archives tell them apart.
extension NSValue {
    private static let affineTransformType = "{CGAffineTransform=dddddd}"
    private static let edgeInsetsType = "{UIEdgeInsets=dddd}"
    private static let vectorType = "{CGVector=dd}"
    private static let offsetType = "{UIOffset=dd}"

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
    /// Wraps a vector.
    public convenience init(cgVector vector: CGVector) {
        self.init(numbers: [vector.dx, vector.dy], objCType: NSValue.vectorType)
    }
    /// Wraps an offset.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(numbers: [offset.horizontal, offset.vertical], objCType: NSValue.offsetType)
    }

    /// The wrapped affine transform (identity if the value is not one).
    public var cgAffineTransformValue: CGAffineTransform { cgAffineTransformIfPresent ?? .identity }
    /// The wrapped edge insets (zero if the value is not insets).
    public var uiEdgeInsetsValue: UIEdgeInsets { uiEdgeInsetsIfPresent ?? .zero }
    /// The wrapped vector (zero if the value is not a vector).
    public var cgVectorValue: CGVector {
        numbers(2, ifType: NSValue.vectorType).map { CGVector(dx: $0[0], dy: $0[1]) } ?? .zero
    }
    /// The wrapped offset (zero if the value is not an offset).
    public var uiOffsetValue: UIOffset {
        numbers(2, ifType: NSValue.offsetType).map { UIOffset(horizontal: $0[0], vertical: $0[1]) } ?? .zero
    }

    var cgAffineTransformIfPresent: CGAffineTransform? {
        numbers(6, ifType: NSValue.affineTransformType).map { CGAffineTransform(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
    }

    var uiEdgeInsetsIfPresent: UIEdgeInsets? {
        numbers(4, ifType: NSValue.edgeInsetsType).map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) }
    }
}
