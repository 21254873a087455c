import Foundation

/// An sRGB color with alpha, immutable as in Core Graphics.
///
/// Components are stored unpremultiplied, in sRGB encoding (no linearisation), which is the
/// space Core Animation blends in.
public final class CGColor: Equatable, Hashable, CustomStringConvertible, @unchecked Sendable {
    /// Red, green, blue and alpha, stored inline: the renderer reads them for every layer.
    private let storage: SIMD4<Double>

    /// For a pattern color (`UIColor(patternImage:)`): the image tiled from the origin of what
    /// it paints, and the size of one tile in points.
    @_spi(Rendering) public let patternImage: (image: CGImage, size: CGSize)?

    /// Red, green, blue and alpha, each in 0…1.
    public var components: [CGFloat]? { [storage.x, storage.y, storage.z, storage.w] }

    /// Creates an sRGB color; components are clamped to 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = SIMD4(CGColor.clamp(red), CGColor.clamp(green), CGColor.clamp(blue), CGColor.clamp(alpha))
        patternImage = nil
    }

    /// A color that paints `image` tiled, each tile `size` points; opaque black where a
    /// color's components are asked for.
    init(patternImage image: CGImage, size: CGSize) {
        storage = SIMD4(0, 0, 0, 1)
        patternImage = (image, size)
    }

    /// Creates a gray color (equal red, green and blue).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// Creates an sRGB color, as `CGColor(srgbRed:green:blue:alpha:)` does.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Always 4: red, green, blue, alpha.
    public var numberOfComponents: Int { 4 }

    /// The alpha component.
    public var alpha: CGFloat { storage.w }

    /// The four components as a tuple.
    public var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (storage.x, storage.y, storage.z, storage.w)
    }

    /// The same color with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        if patternImage != nil { return self }
        let c = rgba
        return CGColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Fully transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.storage == rhs.storage && lhs.patternImage?.image === rhs.patternImage?.image && lhs.patternImage?.size == rhs.patternImage?.size
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage)
        hasher.combine(patternImage.map { ObjectIdentifier($0.image) })
    }

    public var description: String {
        let c = rgba
        return String(format: "CGColor(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", c.red, c.green, c.blue, c.alpha)
    }

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
