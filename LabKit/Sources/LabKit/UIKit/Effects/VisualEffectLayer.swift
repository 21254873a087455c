import Foundation

/// The layer of a `UIVisualEffectView`, standing for Core Animation's private backdrop layer
/// and its filters: it blurs what lies behind it within its rounded bounds, boosts the
/// blur's saturation and lays a tint over it, below its sublayers (the effect view's
/// content); with vibrancy, its sublayers' colors are multiplied by the vibrancy color.
///
/// The filter values are animatable layer properties, so that changing a view's `effect`
/// inside an animation block animates the blur radius and tint from what is on screen, as
/// UIKit does.
final class VisualEffectLayer: CALayer {
    /// The Gaussian's standard deviation, in points.
    var backdropRadius: CGFloat {
        get { effectState.radius }
        set {
            guard newValue.isFinite else {
                return LabDiagnostics.report("UIVisualEffectView: blur radius \(newValue) is not finite; ignored")
            }
            setEffectState(\.radius, newValue, key: "backdropRadius")
        }
    }
    /// The saturation factor applied to the blurred backdrop (1: unchanged).
    var backdropSaturation: CGFloat {
        get { effectState.saturation }
        set {
            guard newValue.isFinite else {
                return LabDiagnostics.report("UIVisualEffectView: saturation \(newValue) is not finite; ignored")
            }
            setEffectState(\.saturation, newValue, key: "backdropSaturation")
        }
    }
    /// The tint laid over the blurred backdrop.
    var backdropTintColor: CGColor? {
        get { effectState.tint }
        set { setEffectState(\.tint, newValue, key: "backdropTintColor") }
    }
    /// What the sublayers' colors are multiplied by (vibrancy); nil: nothing.
    var vibrancyColor: CGColor? {
        get { effectState.vibrancy }
        set { setEffectState(\.vibrancy, newValue, key: "vibrancyColor") }
    }

    private var effectState = VisualEffectState()

    override init() {
        super.init()
        // A rounded clip of the effect view starts from what is below it, so that the blur
        // inside it has a backdrop to blur.
        state.backdropClip = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override init(layer: Any) { super.init(layer: layer) }

    override func copyLayerState(from other: CALayer) {
        super.copyLayerState(from: other)
        if let other = other as? VisualEffectLayer { effectState = other.effectState }
    }

    override class func makeLabKitInstance() -> CALayer { VisualEffectLayer() }

    override class func layerKey(named name: String) -> LayerKey? { keys[name] ?? super.layerKey(named: name) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        accessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    /// The filter keys animate inside view animation blocks, as the backdrop's filters do on iOS.
    override class func animatesInViewAnimationBlocks(_ key: String) -> Bool {
        keys[key] != nil || super.animatesInViewAnimationBlocks(key)
    }

    private static let accessors: [String: KeyValueAccessor] = [
        "backdropRadius": KeyValueAccessor(\VisualEffectLayer.backdropRadius),
        "backdropSaturation": KeyValueAccessor(\VisualEffectLayer.backdropSaturation),
        "backdropTintColor": KeyValueAccessor(\VisualEffectLayer.backdropTintColor),
        "vibrancyColor": KeyValueAccessor(\VisualEffectLayer.vibrancyColor),
    ]

    private static let keys = LayerKey.table([
        LayerKey("backdropRadius", number: \VisualEffectLayer.effectState.radius),
        LayerKey("backdropSaturation", number: \VisualEffectLayer.effectState.saturation),
        LayerKey("backdropTintColor", color: \VisualEffectLayer.effectState.tint),
        LayerKey("vibrancyColor", color: \VisualEffectLayer.effectState.vibrancy),
    ])

    /// The backdrop filter and vibrancy as they show (an animation's overshoot below zero
    /// blurs nothing).
    @_spi(Rendering) public override var content: LayerContent? {
        let radius = effectState.radius.isFinite ? max(0, effectState.radius) : 0
        let saturation = effectState.saturation.isFinite ? max(0, effectState.saturation) : 1
        let content = VisualEffectContent(blurRadius: radius, saturation: saturation, tintColor: effectState.tint,
                                          vibrancy: effectState.vibrancy)
        return content.hasBackdrop || content.vibrancy != nil ? .visualEffect(content) : nil
    }

    private func setEffectState<Value>(_ field: WritableKeyPath<VisualEffectState, Value>, _ value: Value, key: String) {
        notifyingObservers(of: key) {
            let old = effectState[keyPath: field]
            effectState[keyPath: field] = value
            modelDidChange(key, from: old)
        }
    }
}

/// A visual effect layer's own stored properties.
struct VisualEffectState {
    var radius: CGFloat = 0
    var saturation: CGFloat = 1
    var tint: CGColor?
    var vibrancy: CGColor?
}

/// What a visual effect layer draws: its backdrop filter, below its sublayers, and the
/// vibrancy its sublayers take.
@_spi(Rendering) public struct VisualEffectContent {
    /// The blur's standard deviation in points (finite, ≥ 0).
    public let blurRadius: CGFloat
    /// The saturation factor (finite, ≥ 0; 1 leaves colors as they are).
    public let saturation: CGFloat
    /// The tint laid over the filtered backdrop.
    public let tintColor: CGColor?
    /// What the sublayers' colors are multiplied by.
    public let vibrancy: CGColor?

    /// Whether the backdrop is changed at all.
    public var hasBackdrop: Bool { blurRadius > 0 || saturation != 1 || (tintColor?.alpha ?? 0) > 0 }
}
