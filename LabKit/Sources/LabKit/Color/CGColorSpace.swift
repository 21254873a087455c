import Foundation

/// A color space. The lab draws in sRGB only: every RGB color space is accepted and treated
/// as sRGB, so ported code that names one keeps working. A space's ``model`` (RGB, gray, …)
/// is kept: it decides a bitmap context's pixel format.
public final class CGColorSpace {
    /// The space's name.
    public let name: String?
    /// The kind of space: RGB, monochrome (gray), CMYK…
    public let model: CGColorSpaceModel

    /// The standard sRGB space's name.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// The extended-range sRGB space's name (drawn as sRGB).
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// The Display P3 space's name (drawn as sRGB).
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// The generic gray space's name (drawn as sRGB gray).
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// The linear gray space's name (drawn as sRGB gray).
    public static let linearGray = "kCGColorSpaceLinearGray"
    /// The extended-range gray space's name (drawn as sRGB gray).
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    /// The generic CMYK space's name (the lab draws no CMYK bitmaps).
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"

    /// The space named `name`; its model is read from the name (a name with "Gray" is
    /// monochrome, with "CMYK" CMYK, any other RGB).
    public init?(name: String) {
        self.name = name
        if name.contains("Gray") {
            model = .monochrome
        } else if name.contains("CMYK") {
            model = .cmyk
        } else {
            model = .rgb
        }
    }

    init(model: CGColorSpaceModel = .rgb) {
        name = nil
        self.model = model
    }

    /// The number of color components (not counting alpha): 1 for gray, 3 for RGB, 4 for
    /// CMYK.
    public var numberOfComponents: Int {
        switch model {
        case .monochrome: 1
        case .cmyk: 4
        case .unknown, .pattern: 0
        default: 3
        }
    }
}

/// The device RGB space (sRGB in the lab).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// The device gray space: one component, white level 0 (black) to 1 (white).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome) }

/// The device CMYK space. The lab has no CMYK bitmaps: a bitmap context in it is refused.
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace(model: .cmyk) }
