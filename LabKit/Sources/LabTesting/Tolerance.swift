/// How far a rendered frame may stray from its reference and still match.
///
/// A pixel differs when any of its premultiplied RGBA channels is off by more than
/// `channel`; a frame matches when no more than `pixelFraction` of its pixels differ. The
/// defaults absorb anti-aliasing noise between Mesa versions, not a moved edge.
public struct Tolerance: Sendable, Equatable {
    /// The largest per-channel difference (0–255) a pixel may have and still be the same.
    public var channel: Int
    /// The fraction of pixels (0–1) that may differ.
    public var pixelFraction: Double

    /// A tolerance; the defaults are 8 levels per channel and 0.1% of the pixels.
    public init(channel: Int = 8, pixelFraction: Double = 0.001) {
        self.channel = channel
        self.pixelFraction = pixelFraction
    }
}
