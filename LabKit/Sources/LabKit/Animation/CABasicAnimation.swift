import Foundation

/// An animation of one property between two values.
///
/// Of `fromValue`, `toValue` and `byValue`, any combination may be set, as Core Animation
/// documents: from and to; from and from + by; to − by and to; from and the current value;
/// the current value and to; the current value and current + by; and with none, the previous
/// presentation value and the current one (what implicit animations use).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (nil: see the class discussion).
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change relative to the start or the end.
    open var byValue: Any?

    /// Creates the animation with default values.
    public required init() { super.init() }

    /// Creates an animation as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        basicAnimationKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let basicAnimationKeyValueAccessors: [String: KeyValueAccessor] = [
        "fromValue": KeyValueAccessor(\CABasicAnimation.fromValue),
        "toValue": KeyValueAccessor(\CABasicAnimation.toValue),
        "byValue": KeyValueAccessor(\CABasicAnimation.byValue),
    ]

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue; toValue = other.toValue; byValue = other.byValue
    }

    override func makeTrack(for layer: CALayer, reject: (String) -> Void) -> AnimationTrack? {
        guard let property = resolveProperty(on: layer, reject: reject),
              let from = convert(fromValue, "fromValue", for: property, reject: reject),
              let to = convert(toValue, "toValue", for: property, reject: reject),
              let by = convert(byValue, "byValue", for: property, reject: reject) else { return nil }
        let previous = from == nil && to == nil && by == nil ? layer.previousPresentationValue(for: property) : nil
        return BasicTrack(self, property: property, from: from, to: to, by: by, previous: previous)
    }
}

/// A running `CABasicAnimation` (and, with a spring, a `CASpringAnimation`).
final class BasicTrack: AnimationTrack {
    let property: LayerProperty
    let from: AnimationValue?, to: AnimationValue?, by: AnimationValue?
    let previous: AnimationValue?
    let isAdditive: Bool, isCumulative: Bool
    let spring: SpringMotion?
    private let needsCurrentValue: Bool

    init(_ animation: CABasicAnimation, property: LayerProperty, from: AnimationValue?, to: AnimationValue?,
         by: AnimationValue?, previous: AnimationValue?, spring: SpringMotion? = nil) {
        self.property = property
        self.from = from; self.to = to; self.by = by; self.previous = previous
        isAdditive = animation.isAdditive
        isCumulative = animation.isCumulative
        self.spring = spring
        // With fewer than two of from, to and by, one end is the current value.
        needsCurrentValue = animation.isAdditive || [from, to, by].compactMap { $0 }.count < 2
        super.init(animation)
    }

    override var properties: [LayerProperty] { [property] }

    override var sharingKey: TrackTemplates.Key? {
        guard previous == nil else { return nil }
        var key = timingKey
        key.append(property.keyPath)
        key.append(isAdditive)
        key.append(isCumulative)
        for value in [from, to, by] {
            guard let value else {
                key.append(false)
                continue
            }
            guard let vector = value.vector else { return nil }
            key.append(true)
            key.append(vector.x, vector.y, vector.z, vector.w)
        }
        if let spring { key.append(spring.omega, spring.zeta, spring.v0) }
        return key
    }

    /// The two values the animation runs between, given the property's current value.
    func endpoints(current: AnimationValue) -> (AnimationValue, AnimationValue) {
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, .add(from, by))
        case let (nil, to?, by?): return (.subtract(to, by), to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, to?, nil): return (current, to)
        case let (nil, nil, by?): return (current, .add(current, by))
        case (nil, nil, nil): return (previous ?? current, current)
        }
    }

    override func apply(fraction: Double, moment: TimingModel.Moment, to layer: CALayer) {
        let current = needsCurrentValue ? property.get(layer) : .number(0)
        let (a, b) = endpoints(current: current)
        let progress = spring?.progress(at: fraction * timing.duration) ?? fraction
        var value = AnimationValue.interpolate(a, b, progress)
        if isCumulative && moment.iteration > 0 {
            value = .add(value, AnimationValue.subtract(b, a).scaled(Double(moment.iteration)))
        }
        if isAdditive { value = .add(current, value) }
        property.set(layer, value)
    }
}
