import Foundation

/// A view that shows a visual effect: a `UIBlurEffect` blurs what lies behind it (a backdrop
/// effect, drawn below its content); a `UIVibrancyEffect`, in a view nested in a blur effect
/// view's `contentView`, makes its content take on the blur's colors.
///
/// Put subviews in `contentView`: as in UIKit, adding one to the effect view itself is
/// reported. Assigning `effect` inside an animation block animates the blur from what is
/// on screen (from no blur when the effect was nil), the common way to blur a view in.
/// Rounded corners: the effect follows the view layer's `cornerRadius`, and `clipsToBounds`
/// clips the content too.
open class UIVisualEffectView: UIView {
    /// The view that holds the content shown over the effect; it fills the effect view.
    public let contentView: UIView

    /// The effect shown (nil: none; the backdrop shows as it is).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// Whether `contentView` is being added (by the effect view itself).
    private var isAddingContentView = false

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = UIView()
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    /// An effect view with no effect.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// There are no archives in the lab: an effect view with no effect.
    public required init?(coder: NSCoder) {
        contentView = UIView()
        effect = nil
        super.init(coder: coder)
        setUp()
    }

    /// The layer that holds the backdrop filter.
    open override class var layerClass: AnyClass { VisualEffectLayer.self }

    private func setUp() {
        isAddingContentView = true
        addSubview(contentView)
        isAddingContentView = false
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        UIView.performWithoutAnimation { applyEffect() }
    }

    /// Writes the effect's filter values to the layer (animated inside an animation block).
    private func applyEffect() {
        guard let layer = layer as? VisualEffectLayer else {
            return LabDiagnostics.report("\(type(of: self)): its layer is not the effect view's own; the effect is not shown")
        }
        let look = effect?.appearance ?? .none
        // From no tint, the tint fades in in its own color rather than from transparent black.
        if layer.backdropTintColor == nil, let tint = look.tintColor {
            UIView.performWithoutAnimation { layer.backdropTintColor = tint.copy(alpha: 0) }
        }
        // Only what changes is set, so that an animation block animates nothing else.
        if layer.backdropRadius != look.blurRadius { layer.backdropRadius = look.blurRadius }
        if layer.backdropSaturation != look.saturation { layer.backdropSaturation = look.saturation }
        // Toward no tint, the tint fades out in its own color.
        let tint = look.tintColor ?? layer.backdropTintColor?.copy(alpha: 0)
        if layer.backdropTintColor != tint { layer.backdropTintColor = tint }
        if layer.vibrancyColor != look.vibrancy { layer.vibrancyColor = look.vibrancy }
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        if !isAddingContentView {
            LabDiagnostics.report("<\(type(of: self))> has been asked to add a subview (\(type(of: subview))) directly; add subviews to its contentView instead",
                                  kind: "UIVisualEffectView.addSubview")
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
