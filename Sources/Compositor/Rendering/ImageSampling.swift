import LabKit

/// How an image paint's texels are sampled: Core Animation's minification and magnification
/// filters and the mipmap bias (see `CALayerContentsFilter`).
public struct ImageSampling: Hashable, Sendable {
    /// A texel filter.
    public enum Filter: Hashable, Sendable {
        /// The nearest texel.
        case nearest
        /// The four nearest texels blended.
        case linear
        /// Linear within and between the two nearest mipmap levels (minification only).
        case trilinear
    }

    public var minification: Filter
    public var magnification: Filter
    /// Added to the mipmap level trilinear minification picks.
    public var minificationBias: Float
    /// Whether the image repeats past its rectangle (a pattern color) rather than extending its
    /// edge pixels.
    public var tiles: Bool

    public init(minification: Filter = .linear, magnification: Filter = .linear, minificationBias: Float = 0, tiles: Bool = false) {
        self.minification = minification
        self.magnification = magnification == .trilinear ? .linear : magnification
        self.minificationBias = minificationBias
        self.tiles = tiles
    }

    /// Core Animation's default: linear both ways.
    public static let standard = ImageSampling()

    /// The sampling Core Animation's filters name (an unknown filter name is linear).
    init(minification: CALayerContentsFilter, magnification: CALayerContentsFilter, bias: Float) {
        func filter(_ name: CALayerContentsFilter) -> Filter {
            switch name {
            case .nearest: return .nearest
            case .trilinear: return .trilinear
            default: return .linear
            }
        }
        self.init(minification: filter(minification), magnification: filter(magnification), minificationBias: bias)
    }
}
