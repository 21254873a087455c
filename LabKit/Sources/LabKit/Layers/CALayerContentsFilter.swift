import Foundation

/// How a layer's contents are sampled when drawn smaller or larger than their pixels
/// (Core Animation's "scaling filters").
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Each point shows the nearest pixel: hard pixel edges (pixel art, QR codes).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Each point blends the four nearest pixels (the default). Minifying by more than half
    /// skips pixels, as on iOS.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Linear between the two nearest levels of a mipmap chain: smooth minification. For
    /// magnification it is `linear`.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

extension CALayer {
    /// CALayer's own animatable keys beyond `LayerProperty`'s.
    static let contentsKeys = LayerKey.table([
        LayerKey("contentsRect", .rect, \CALayer.state.contentsRect, read: { .rect($0) }, write: { $0.cgRect }),
        LayerKey("contentsCenter", .rect, \CALayer.state.contentsCenter, read: { .rect($0) }, write: { $0.cgRect }),
    ])
}
