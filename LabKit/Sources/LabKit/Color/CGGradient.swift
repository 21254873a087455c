import Foundation

/// A Core Graphics gradient: colors at locations (0…1), drawn by
/// `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
///
/// Unlike a `CAGradientLayer`, a Core Graphics gradient mixes unpremultiplied colors: a
/// ramp from opaque red to clear black passes through dark, half-transparent red.
public final class CGGradient {
    /// Non-decreasing, 0…1, one per color.
    let locations: [CGFloat]
    let colors: [CGColor]

    /// A gradient of `colors` at `locations` (nil: evenly spread from 0 to 1). Nil, with a
    /// diagnostic, when there are no colors or the counts differ. The lab takes colors as
    /// a Swift array (`[CGColor]`), not a `CFArray`.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard let resolved = CGGradient.resolve(locations, count: colors.count) else { return nil }
        self.colors = colors
        self.locations = resolved
    }

    /// A gradient of `colors` (an array of `CGColor`s, as iOS code passes `colors as CFArray`)
    /// at `locations`; elements that are not colors are left out, with a diagnostic.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = colors.compactMap { $0 as? CGColor }
        if list.count < colors.count { LabDiagnostics.report("CGGradient: \(colors.count - list.count) elements of the colors array are not CGColors; left out") }
        let stops = locations.map { Array(UnsafeBufferPointer(start: $0, count: list.count)) }
        self.init(colorsSpace: space ?? CGColorSpaceCreateDeviceRGB(), colors: list, locations: stops)
    }

    /// A gradient of `count` colors given as RGBA components (four per color, 0…1) at
    /// `locations` (nil: evenly spread).
    public convenience init?(colorSpace space: CGColorSpace, colorComponents components: [CGFloat],
                             locations: [CGFloat]?, count: Int) {
        guard count > 0, components.count >= count * 4 else {
            LabDiagnostics.report("CGGradient: \(components.count) components for \(count) RGBA colors; no gradient")
            return nil
        }
        let colors = (0..<count).map { i in
            CGColor(red: components[4 * i], green: components[4 * i + 1], blue: components[4 * i + 2], alpha: components[4 * i + 3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    private static func resolve(_ given: [CGFloat]?, count: Int) -> [CGFloat]? {
        guard count > 0 else {
            LabDiagnostics.report("CGGradient: no colors; no gradient")
            return nil
        }
        guard let given else { return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) } }
        guard given.count >= count, given.allSatisfy(\.isFinite) else {
            LabDiagnostics.report("CGGradient: \(given.count) locations for \(count) colors; no gradient")
            return nil
        }
        var previous: CGFloat = 0
        return given.prefix(count).map { value in
            previous = max(previous, min(1, max(0, value)))
            return previous
        }
    }
}

/// Whether a gradient paints beyond its ends, with its end colors.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Paints before the start (the start circle's inside, for a radial gradient).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Paints after the end (outside the end circle, for a radial gradient).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
