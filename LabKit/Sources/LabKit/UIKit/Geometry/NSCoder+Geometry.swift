import Foundation

/// Geometry in keyed archives, with UIKit's method names, so that `init?(coder:)` and
/// `encode(with:)` written for iOS compile. Points, sizes and rectangles are Foundation's own
/// (`encode(_:forKey:)` for `NSPoint`…); transforms and insets are stored as their numbers
/// under suffixed keys.
extension NSCoder {
    private func encodeNumbers(_ numbers: [CGFloat], forKey key: String) {
        for (index, number) in numbers.enumerated() { encode(Double(number), forKey: "\(key).\(index)") }
    }

    private func decodeNumbers(_ count: Int, forKey key: String) -> [CGFloat] {
        (0..<count).map { CGFloat(decodeDouble(forKey: "\(key).\($0)")) }
    }

    /// Stores an affine transform.
    public func encode(_ transform: CGAffineTransform, forKey key: String) {
        encodeNumbers([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty], forKey: key)
    }
    /// Stores edge insets.
    public func encode(_ insets: UIEdgeInsets, forKey key: String) {
        encodeNumbers([insets.top, insets.left, insets.bottom, insets.right], forKey: key)
    }

    /// The point stored under `key` (zero when none is).
    public func decodeCGPoint(forKey key: String) -> CGPoint { decodePoint(forKey: key) }
    /// The size stored under `key`.
    public func decodeCGSize(forKey key: String) -> CGSize { decodeSize(forKey: key) }
    /// The rectangle stored under `key`.
    public func decodeCGRect(forKey key: String) -> CGRect { decodeRect(forKey: key) }
    /// The affine transform stored under `key` (identity when none is).
    public func decodeCGAffineTransform(forKey key: String) -> CGAffineTransform {
        guard containsValue(forKey: "\(key).0") else { return .identity }
        let n = decodeNumbers(6, forKey: key)
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The edge insets stored under `key`.
    public func decodeUIEdgeInsets(forKey key: String) -> UIEdgeInsets {
        let n = decodeNumbers(4, forKey: key)
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
}
