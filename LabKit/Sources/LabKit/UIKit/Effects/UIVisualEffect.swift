import Foundation

/// A visual effect that a `UIVisualEffectView` shows: a `UIBlurEffect` or a
/// `UIVibrancyEffect`. Effects are immutable values; assign a new one to change a view's.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject, @preconcurrency NSCopying {
    /// An effect that shows nothing (the subclasses' initializers make the effects that do).
    public override init() { super.init() }

    /// There are no archives in the lab: an effect that shows nothing.
    public required init?(coder: NSCoder) { super.init() }

    /// The effect itself: effects are immutable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// What the effect makes its view's layer do; nothing for the base class.
    var appearance: VisualEffectAppearance { .none }
}

/// The backdrop filter and vibrancy an effect gives a `UIVisualEffectView`'s layer.
struct VisualEffectAppearance: Equatable {
    /// The blur's standard deviation in points.
    var blurRadius: CGFloat
    /// How much the blurred backdrop's saturation is multiplied by (1: unchanged).
    var saturation: CGFloat
    /// The color laid over the blurred backdrop (premultiplied source-over); nil: none.
    var tintColor: CGColor?
    /// What the content of a vibrancy effect view is multiplied by; nil: no vibrancy.
    var vibrancy: CGColor?

    /// No effect: the backdrop shows as it is.
    static let none = VisualEffectAppearance(blurRadius: 0, saturation: 1, tintColor: nil, vibrancy: nil)
}
