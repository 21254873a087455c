/// A shadow cast by what an offscreen layer painted: its alpha, blurred, offset and filled
/// with a color, drawn below it.
public struct ShadowEffect: Equatable {
    /// Premultiplied RGBA, the shadow's opacity included.
    public var color: SIMD4<Float>
    /// How far the shadow moves, in device pixels (y down).
    public var offset: SIMD2<Float>
    /// The Gaussian's standard deviation, in device pixels.
    public var sigma: Float
    /// Whether the layer itself is drawn over its shadow (false for a shadow made from a
    /// `shadowPath`, where the layer draws on its own).
    public var drawsContent: Bool

    public init(color: SIMD4<Float>, offset: SIMD2<Float>, sigma: Float, drawsContent: Bool) {
        self.color = color
        self.offset = offset
        self.sigma = sigma
        self.drawsContent = drawsContent
    }

    /// How far the blur reaches beyond what casts it, in pixels: three standard deviations,
    /// past which a Gaussian adds less than 0.3 % of its weight.
    public var reach: Int { Int((sigma * 3).rounded(.up)) }
}
