import Foundation

/// A color, as in UIKit: a thin object around an sRGB `CGColor`.
open class UIColor: NSObject, @unchecked Sendable {
    private let coreFoundationHeader = CoreFoundationHeader()
    /// The underlying Core Graphics color.
    public let cgColor: CGColor

    /// Creates a color from sRGB components in 0…1.
    public required init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
        super.init()
    }

    /// A color with no components, which draws nothing: the lab makes it clear (UIKit's plain
    /// `init()` makes an empty color).
    public override convenience init() { self.init(white: 0, alpha: 0) }

    /// Creates a gray color.
    public required init(white: CGFloat, alpha: CGFloat) {
        cgColor = CGColor(gray: white, alpha: alpha)
        super.init()
    }

    /// The colour for each set of traits, for a dynamic colour.
    private var dynamicProvider: ((UITraitCollection) -> UIColor)?

    /// A colour that depends on the traits (light or dark mode…), resolved now for the lab's
    /// screen (light mode); `resolvedColor(with:)` asks again for other traits.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(cgColor: dynamicProvider(.current).cgColor)
        self.dynamicProvider = dynamicProvider
    }

    /// The colour for `traitCollection`: a dynamic colour's for those traits, else itself.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        dynamicProvider?(traitCollection) ?? self
    }

    /// Creates a color from a Core Graphics color.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// A color that paints `image` tiled from the top left of what it fills (a view's
    /// background, a shape's fill), each tile the image's size in points.
    public convenience init(patternImage image: UIImage) {
        guard let cgImage = image.displayedImage, image.size.width > 0, image.size.height > 0 else {
            LabDiagnostics.report("UIColor(patternImage:): the image has no pixels; the color is clear")
            self.init(cgColor: .clear)
            return
        }
        self.init(cgColor: CGColor(patternImage: cgImage, size: image.size))
    }

    /// The color of a `#colorLiteral(red:green:blue:alpha:)` (sRGB components).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a color from hue, saturation and brightness (HSB), each in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// The same color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(cgColor: cgColor.copy(alpha: alpha) ?? cgColor)
    }

    /// Reads the sRGB components; returns true, as every LabKit color is in sRGB.
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        red?.pointee = c.red; green?.pointee = c.green; blue?.pointee = c.blue; alpha?.pointee = c.alpha
        return true
    }

    /// Reads hue, saturation and brightness (HSB, each 0…1) and alpha; returns true.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        let maximum = max(c.red, c.green, c.blue), minimum = min(c.red, c.green, c.blue), range = maximum - minimum
        var h: CGFloat = 0
        if range > 0 {
            switch maximum {
            case c.red: h = (c.green - c.blue) / range
            case c.green: h = 2 + (c.blue - c.red) / range
            default: h = 4 + (c.red - c.green) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = c.alpha
        return true
    }

    /// Reads the white and alpha of a gray (equal components, as `init(white:alpha:)` makes)
    /// and returns true; for other colors, which UIKit cannot express in grayscale either,
    /// returns false and leaves the pointers alone.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let c = cgColor.rgba
        guard c.red == c.green, c.green == c.blue else { return false }
        white?.pointee = c.red
        alpha?.pointee = c.alpha
        return true
    }

    /// Whether `object` is a color of the same components.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.cgColor == cgColor
    }

    /// A hash of the components.
    open override var hash: Int { cgColor.hashValue }

    /// The components.
    open override var description: String { "UIColor(\(cgColor))" }

    /// 0, 0, 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// 1/3 gray.
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    /// 2/3 gray.
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    /// 1, 1, 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// 0.5 gray.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// 1, 0, 0.
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// 0, 1, 0.
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// 0, 0, 1.
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// 0, 1, 1.
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// 1, 1, 0.
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// 1, 0, 1.
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// 1, 0.5, 0.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// 0.5, 0, 0.5.
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// 0.6, 0.4, 0.2.
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent.
    public static let clear = UIColor(white: 0, alpha: 0)

    // The system colors as iOS shows them in light mode.

    /// 255, 59, 48.
    public static let systemRed = UIColor(red: 255 / 255, green: 59 / 255, blue: 48 / 255, alpha: 1)
    /// 255, 149, 0.
    public static let systemOrange = UIColor(red: 255 / 255, green: 149 / 255, blue: 0, alpha: 1)
    /// 255, 204, 0.
    public static let systemYellow = UIColor(red: 255 / 255, green: 204 / 255, blue: 0, alpha: 1)
    /// 52, 199, 89.
    public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
    /// 90, 200, 250.
    public static let systemTeal = UIColor(red: 90 / 255, green: 200 / 255, blue: 250 / 255, alpha: 1)
    /// 0, 122, 255.
    public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 255 / 255, alpha: 1)
    /// 88, 86, 214.
    public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
    /// 175, 82, 222.
    public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
    /// 255, 45, 85.
    public static let systemPink = UIColor(red: 255 / 255, green: 45 / 255, blue: 85 / 255, alpha: 1)
    /// 142, 142, 147.
    public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
}
