@_spi(Rendering) import LabKit

/// What a draw fills its triangles with, as NanoVG's paint or tiny-skia's shader: one value
/// for colors, gradients and images. Coordinates are the draw's own (layer units).
public enum Paint: Equatable {
    /// One premultiplied RGBA color.
    case solid(SIMD4<Float>)
    /// A color ramp (boxed, so that the common solid draw stays small).
    indirect case gradient(GradientPaint)
    /// An image's pixels through a color transform (boxed likewise).
    indirect case image(ImagePaint)

    /// `color` premultiplied, its alpha times `alpha`; a pattern color's image tiled from the
    /// origin.
    static func solid(_ color: CGColor, alpha: Float = 1) -> Paint {
        if let pattern = color.patternImage {
            return .image(ImagePaint(image: pattern.image, rect: SIMD4(0, 0, Float(pattern.size.width), Float(pattern.size.height)),
                                     colorTransform: ColorTransform(alpha: alpha), sampling: ImageSampling(tiles: true)))
        }
        let c = color.rgba
        let a = Float(c.alpha) * alpha
        return .solid(SIMD4(Float(c.red) * a, Float(c.green) * a, Float(c.blue) * a, a))
    }

    /// Whether the paint covers what is below it wherever it draws.
    public var isOpaque: Bool {
        if case .solid(let color) = self { return color.w >= 1 }
        return false
    }

    /// Whether the paint draws nothing at all.
    /// The paint with its colors multiplied by `color` (unpremultiplied red, green, blue,
    /// alpha), as a replicator tints its copies.
    func multiplied(by color: SIMD4<Float>) -> Paint {
        let factor = SIMD4(color.x * color.w, color.y * color.w, color.z * color.w, color.w)
        switch self {
        case .solid(let premultiplied):
            return .solid(premultiplied * factor)
        case .gradient(var gradient):
            gradient.colors = gradient.colors.map { gradient.interpolation == .premultiplied ? $0 * factor : $0 * color }
            return .gradient(gradient)
        case .image(var image):
            image.colorTransform.multiply *= factor
            image.colorTransform.add *= factor
            return .image(image)
        }
    }

    var isInvisible: Bool {
        switch self {
        case .solid(let color): return color.w <= 0
        case .gradient(let gradient): return gradient.opacity <= 0
        case .image(let image): return image.colorTransform.isInvisible
        }
    }
}

/// A gradient: colors at locations along a linear, radial or conic ramp; beyond the ends the
/// end colors extend.
public struct GradientPaint: Equatable {
    /// How position maps to a place along the ramp.
    public enum Kind: Equatable {
        /// Along the line from `start` to `end`, constant across it.
        case linear
        /// Outward from `start` over an ellipse whose radii are `end - start` (per axis).
        case radial
        /// By angle around `start`, from the direction of `end`, turning clockwise on screen
        /// (positive x toward positive y).
        case conic
        /// Over the circles interpolated from (`start`, `startRadius`) to (`end`,
        /// `endRadius`), a later circle over an earlier one (Core Graphics' radial gradients).
        case twoCircle(startRadius: Float, endRadius: Float)
    }

    /// How colors mix between stops.
    public enum Interpolation: Equatable {
        /// Premultiplied colors mix (Core Animation's gradient layers).
        case premultiplied
        /// Straight colors and alpha mix separately, then premultiply (Core Graphics' gradients).
        case unpremultiplied
    }

    /// The most stops a gradient carries; longer ramps are resampled to this many.
    public static let maximumStops = 32

    public var kind: Kind
    public var start: SIMD2<Float>
    public var end: SIMD2<Float>
    /// Non-decreasing, 0…1, one per color.
    public var locations: [Float]
    /// Straight RGBA for `.unpremultiplied`, premultiplied for `.premultiplied`.
    public var colors: [SIMD4<Float>]
    public var interpolation: Interpolation
    /// Multiplies the result (inherited opacity).
    public var opacity: Float
    /// Whether positions before the ramp's start (t < 0) take the first color; else they
    /// are transparent (Core Graphics' gradients without `drawsBeforeStartLocation`).
    public var extendsStart: Bool
    /// Whether positions after the ramp's end (t > 1) take the last color.
    public var extendsEnd: Bool

    public init(kind: Kind, start: SIMD2<Float>, end: SIMD2<Float>, locations: [Float], colors: [SIMD4<Float>],
                interpolation: Interpolation, opacity: Float, extendsStart: Bool = true, extendsEnd: Bool = true) {
        self.extendsStart = extendsStart
        self.extendsEnd = extendsEnd
        self.kind = kind
        self.start = start
        self.end = end
        self.locations = locations
        self.colors = colors
        self.interpolation = interpolation
        self.opacity = opacity
    }

    /// The premultiplied color at ramp position `t`, as the GPU computes it (for tests and
    /// for resampling).
    public func color(at t: Float) -> SIMD4<Float> {
        guard let first = locations.first, let last = locations.last else { return .zero }
        var mixed: SIMD4<Float>
        if t <= first {
            mixed = colors[0]
        } else if t >= last {
            mixed = colors[colors.count - 1]
        } else {
            mixed = colors[colors.count - 1]
            for i in 1..<locations.count where t <= locations[i] {
                let span = locations[i] - locations[i - 1]
                let f = span > 0 ? (t - locations[i - 1]) / span : 1
                mixed = colors[i - 1] + (colors[i] - colors[i - 1]) * f
                break
            }
        }
        if interpolation == .unpremultiplied { mixed = SIMD4(mixed.x * mixed.w, mixed.y * mixed.w, mixed.z * mixed.w, mixed.w) }
        return mixed * opacity
    }
}

/// An image painted over a rectangle: the texture is the image's pixels, uploaded once per image.
public struct ImagePaint: Equatable {
    /// The image; its identity keys the GPU texture.
    public var image: CGImage
    /// Where the image lies, in layer units: x, y, width, height.
    public var rect: SIMD4<Float>
    /// Applied to each premultiplied texel.
    public var colorTransform: ColorTransform
    /// How texels are filtered.
    public var sampling: ImageSampling

    public init(image: CGImage, rect: SIMD4<Float>, colorTransform: ColorTransform, sampling: ImageSampling = .standard) {
        self.image = image
        self.rect = rect
        self.colorTransform = colorTransform
        self.sampling = sampling
    }

    public static func == (lhs: ImagePaint, rhs: ImagePaint) -> Bool {
        lhs.image === rhs.image && lhs.rect == rhs.rect && lhs.colorTransform == rhs.colorTransform && lhs.sampling == rhs.sampling
    }
}

/// A transform of premultiplied colors: `texel * multiply + add * texel.alpha`. Opacity is a
/// multiply of (a, a, a, a); tinting a template image is a multiply of zero and an add of
/// the tint.
public struct ColorTransform: Equatable {
    public var multiply: SIMD4<Float>
    public var add: SIMD4<Float>

    public init(multiply: SIMD4<Float>, add: SIMD4<Float> = .zero) {
        self.multiply = multiply
        self.add = add
    }

    /// The image times `alpha`.
    public init(alpha: Float) { self.init(multiply: SIMD4(repeating: alpha)) }

    /// The image's alpha filled with a premultiplied color.
    public static func tint(_ color: SIMD4<Float>) -> ColorTransform { ColorTransform(multiply: .zero, add: color) }

    var isInvisible: Bool { multiply.w <= 0 && add.w <= 0 }
}
