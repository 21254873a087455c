import Foundation

/// How finely a context renders: accepted for ported code. The lab always anti-aliases
/// (multisampling), flattens curves to a quarter pixel and samples images bilinearly.
extension CGContext {
    /// Accepted; the lab always anti-aliases.
    public func setShouldAntialias(_ shouldAntialias: Bool) {}

    /// Accepted; the lab always anti-aliases.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

    /// Accepted; the lab flattens curves to its own tolerance.
    public func setFlatness(_ flatness: CGFloat) {}

    /// How images are sampled when scaled: accepted and kept (the lab samples bilinearly).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }
}

/// How a context samples scaled images.
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default.
    case `default`
    /// No interpolation.
    case none
    /// Low quality, fast.
    case low
    /// Medium quality.
    case medium
    /// High quality, slow.
    case high
}
