import Foundation

/// An animation of one layer property, named by a key path ("opacity", "position.x",
/// "transform.rotation.z"…).
open class CAPropertyAnimation: CAAnimation {
    /// The animated property.
    open var keyPath: String?
    /// Whether the animation's value is added to the property's current value (for
    /// transforms: applied after it).
    open var isAdditive = false
    /// Whether each repeat continues from where the previous one ended.
    open var isCumulative = false

    /// Creates the animation with default values.
    public required init() { super.init() }

    /// Creates an animation as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        propertyAnimationKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let propertyAnimationKeyValueAccessors: [String: KeyValueAccessor] = [
        "keyPath": KeyValueAccessor(\CAPropertyAnimation.keyPath),
        "additive": KeyValueAccessor(\CAPropertyAnimation.isAdditive),
        "cumulative": KeyValueAccessor(\CAPropertyAnimation.isCumulative),
    ]

    /// An animation of the property `path` names.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath; isAdditive = other.isAdditive; isCumulative = other.isCumulative
    }

    /// Adds the animation for `event`, animating the property of that name when it has no key
    /// path of its own (as actions in `CALayer.actions` usually have not).
    open override func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard keyPath == nil, let layer = anObject as? CALayer else {
            super.run(forKey: event, object: anObject, arguments: dict)
            return
        }
        let animation = copy() as! CAPropertyAnimation
        animation.keyPath = event
        layer.add(animation, forKey: event)
    }

    /// The property the key path names on `layer`, or nil after rejecting.
    func resolveProperty(on layer: CALayer, reject: (String) -> Void) -> LayerProperty? {
        guard let keyPath else {
            reject("keyPath is nil")
            return nil
        }
        guard let property = LayerProperty.named(keyPath, on: layer) else {
            reject("key path '\(keyPath)' names no animatable property of \(type(of: layer))")
            return nil
        }
        return property
    }

    /// Converts one value to the property's kind, rejecting what does not fit.
    func convert(_ value: Any?, _ role: String, for property: LayerProperty, reject: (String) -> Void) -> AnimationValue?? {
        guard let value else { return .some(nil) }
        guard let converted = AnimationValue(value, as: property.kind) else {
            let hint = value is UIColor ? " (pass .cgColor)" : value is UIBezierPath ? " (pass .cgPath)" : ""
            reject("\(role) \(type(of: value)) is not a \(property.kind.rawValue) for '\(property.keyPath)'\(hint)")
            return nil
        }
        guard converted.isFinite else {
            reject("\(role) \(value) is not finite")
            return nil
        }
        return .some(converted)
    }
}
