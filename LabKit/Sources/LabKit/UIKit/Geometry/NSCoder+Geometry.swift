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

    // MARK: Geometry from strings (`CGPointFromString` and its kin)

    /// The point a string such as `"{3, 4.5}"` names; zero, with a diagnostic, when it is
    /// not one (UIKit returns zero).
    public static func cgPoint(for string: String) -> CGPoint {
        guard let n = numbers(in: string, count: 2, what: "cgPoint(for:)") else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }

    /// The size a string such as `"{10, 20}"` names; zero, with a diagnostic, when it is not one.
    public static func cgSize(for string: String) -> CGSize {
        guard let n = numbers(in: string, count: 2, what: "cgSize(for:)") else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }

    /// The rectangle a string such as `"{{0, 0}, {10, 20}}"` names; zero, with a diagnostic,
    /// when it is not one.
    public static func cgRect(for string: String) -> CGRect {
        guard let n = numbers(in: string, count: 4, what: "cgRect(for:)") else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    // MARK: Strings from geometry (`NSStringFromCGRect` and its kin)

    /// A point as `"{x, y}"`, which `cgPoint(for:)` reads back.
    public static func string(for point: CGPoint) -> String { "{\(text(point.x)), \(text(point.y))}" }
    /// A size as `"{width, height}"`, which `cgSize(for:)` reads back.
    public static func string(for size: CGSize) -> String { "{\(text(size.width)), \(text(size.height))}" }
    /// A vector as `"{dx, dy}"`.
    public static func string(for vector: CGVector) -> String { "{\(text(vector.dx)), \(text(vector.dy))}" }
    /// A rectangle as `"{{x, y}, {width, height}}"`, which `cgRect(for:)` reads back.
    public static func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    /// An affine transform as `"[a, b, c, d, tx, ty]"`.
    public static func string(for transform: CGAffineTransform) -> String {
        "[" + [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(text).joined(separator: ", ") + "]"
    }
    /// Edge insets as `"{top, left, bottom, right}"`.
    public static func string(for insets: UIEdgeInsets) -> String {
        "{" + [insets.top, insets.left, insets.bottom, insets.right].map(text).joined(separator: ", ") + "}"
    }

    /// A number as UIKit's geometry strings write it: C's `%.17g`, exact enough to read back
    /// the same double (whole numbers without a decimal point).
    private static func text(_ number: CGFloat) -> String { String(format: "%.17g", Double(number)) }

    /// The numbers between braces and commas, if there are `count` of them.
    private static func numbers(in string: String, count: Int, what: String) -> [CGFloat]? {
        let fields = string.split(whereSeparator: { "{}, \t\n".contains($0) })
        let numbers = fields.compactMap { Double($0) }
        guard numbers.count == count, fields.count == count, string.contains("{") else {
            LabDiagnostics.report("NSCoder.\(what): '\(string)' is not \(count == 2 ? "{a, b}" : "{{x, y}, {w, h}}"); using zero")
            return nil
        }
        return numbers.map { CGFloat($0) }
    }
}
