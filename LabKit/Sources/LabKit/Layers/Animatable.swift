import Foundation

/// Declares an animatable property of a plugin's own layer class: the lab's spelling of
/// Core Animation's `@NSManaged` properties, which Linux Swift cannot have (no Objective-C
/// runtime, no key-value coding of stored properties).
///
///     final class ProgressLayer: CALayer {
///         @Animatable("progress") var progress: CGFloat = 0
///
///         override class func needsDisplay(forKey key: String) -> Bool {
///             key == "progress" || super.needsDisplay(forKey: key)
///         }
///         override func draw(in ctx: CGContext) { … reads progress … }
///     }
///
///     layer.add(CABasicAnimation(keyPath: "progress"), forKey: nil) // redraws every frame
///
/// The key names the property for animations (`CABasicAnimation(keyPath: "progress")`),
/// `action(forKey:)` and `needsDisplay(forKey:)`. The value lives in the layer's state, so
/// presentation copies carry it and animations interpolate it; numbers (`CGFloat`, `Double`,
/// `Float`), `CGPoint`, `CGSize`, `CGRect`, `CGColor` and `CATransform3D` interpolate, other
/// types switch at the midpoint. Setting it runs `action(forKey:)` (no implicit animation
/// unless the class returns one, as on iOS) and, when `needsDisplay(forKey:)` says so,
/// `setNeedsDisplay()`.
@propertyWrapper
public struct Animatable<Value> {
    let key: String
    let initialValue: Value

    /// A property named `key` whose value is `wrappedValue` until it is set (or
    /// `defaultValue(forKey:)` when the class gives one).
    public init(wrappedValue: Value, _ key: String) {
        self.key = key
        initialValue = wrappedValue
        CustomLayerKeys.register(key, kind: Animatable.kind, initial: Animatable.animationValue(wrappedValue))
    }

    /// Only readable through a layer (the enclosing instance).
    @available(*, unavailable, message: "@Animatable is for properties of CALayer subclasses")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    /// Reads and writes the value in the enclosing layer's state.
    public static subscript<Layer: CALayer>(_enclosingInstance layer: Layer, wrapped wrappedKeyPath: ReferenceWritableKeyPath<Layer, Value>,
                                            storage storageKeyPath: ReferenceWritableKeyPath<Layer, Animatable<Value>>) -> Value {
        get {
            let property = layer[keyPath: storageKeyPath]
            return CustomLayerKeys.key(named: property.key).flatMap { value(of: $0.get(layer)) } ?? property.initialValue
        }
        set { layer.setCustomValue(animationValue(newValue), forKey: layer[keyPath: storageKeyPath].key) }
    }

    private static var kind: AnimationValueKind {
        switch Value.self {
        case is CGFloat.Type, is Double.Type, is Float.Type: return .number
        case is CGPoint.Type: return .point
        case is CGSize.Type: return .size
        case is CGRect.Type: return .rect
        case is CGColor.Type, is CGColor?.Type: return .color
        case is CATransform3D.Type: return .transform
        default: return .object
        }
    }

    static func animationValue(_ value: Value) -> AnimationValue {
        AnimationValue(value, as: kind) ?? .object(ObjectBox(value))
    }

    static func value(of animated: AnimationValue) -> Value? {
        let converted: Any?
        switch animated {
        case .number(let v):
            switch Value.self {
            case is CGFloat.Type: converted = CGFloat(v)
            case is Float.Type: converted = Float(v)
            default: converted = v
            }
        case .point(let p): converted = p
        case .size(let s): converted = s
        case .rect(let r): converted = r
        case .color: converted = animated.cgColor
        case .transform(let t): converted = t
        case .object(let box): converted = box.value
        default: converted = nil
        }
        return converted as? Value
    }
}

/// The keys `Animatable` properties declare, by name: any layer can hold them. A layer class's
/// `defaultValue(forKey:)`, else the first declared initial value, is the value before one is set.
enum CustomLayerKeys {
    nonisolated(unsafe) private static var keys: [String: LayerKey] = [:]

    static func key(named name: String) -> LayerKey? { keys[name] }

    static func register(_ name: String, kind: AnimationValueKind, initial: AnimationValue) {
        guard keys[name] == nil else { return }
        keys[name] = LayerKey(name, kind, isCustom: true,
                              read: { layer in
                                  layer.state.customValues[name]
                                      ?? type(of: layer).defaultValue(forKey: name).flatMap { AnimationValue($0, as: kind) }
                                      ?? initial
                              },
                              write: { layer, value in layer.state.customValues[name] = value },
                              copy: { from, to in to.state.customValues[name] = from.state.customValues[name] })
    }
}

extension CALayer {
    /// Stores the value of the `Animatable` property `key` (set as a property or by key-value
    /// coding): between its key-value notifications, running its action, redrawing when
    /// `needsDisplay(forKey:)` says so.
    func setCustomValue(_ value: AnimationValue, forKey key: String) {
        notifyingObservers(of: key) {
            let old = CustomLayerKeys.key(named: key)?.get(self)
            state.customValues[key] = value
            modelDidChange(key, from: old?.keyValueCodingObject)
        }
        if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }
}
