import Foundation

/// How key-value coding reads and writes one property through its Swift accessors, so that
/// `setValue(_:forKey:)` runs the property's setter (its implicit animation, its key-value
/// notifications) exactly as assigning the property does.
///
/// Values are wrapped as Foundation wraps them: numbers and booleans in `NSNumber`, points,
/// sizes, rectangles and transforms in `NSValue`; a value to set may be wrapped or plain.
struct KeyValueAccessor {
    let get: (AnyObject) -> Any?
    /// Sets the value; false when it is not of the property's type (nothing is set then).
    let set: ((AnyObject, Any?) -> Bool)?

    /// A read-write property at `keyPath` of objects of class `Root`.
    init<Root: AnyObject, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        // Accessors are only looked up for objects of their class, so the downcasts hold.
        get = { KeyValueAccessor.wrap(($0 as! Root)[keyPath: keyPath]) }
        set = { object, value in
            guard let unwrapped = KeyValueAccessor.unwrap(value, as: Value.self) else { return false }
            (object as! Root)[keyPath: keyPath] = unwrapped
            return true
        }
    }

    /// A read-only property.
    init<Root: AnyObject, Value>(readOnly keyPath: KeyPath<Root, Value>) {
        get = { KeyValueAccessor.wrap(($0 as! Root)[keyPath: keyPath]) }
        set = nil
    }

    /// A property whose type is a string constant (`CALayerContentsGravity`…), which key-value
    /// coding also reads and writes as its `String`, as Objective-C sees such constants.
    init<Root: AnyObject, Value: RawRepresentable>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) where Value.RawValue == String {
        get = { ($0 as! Root)[keyPath: keyPath].rawValue }
        set = { object, value in
            guard let constant = (value as? Value) ?? (value as? String).flatMap(Value.init(rawValue:)) else { return false }
            (object as! Root)[keyPath: keyPath] = constant
            return true
        }
    }

    /// `value` as key-value coding returns it: wrapped in `NSNumber` or `NSValue` when it is a
    /// number or a geometry value, nil when it is an empty optional.
    static func wrap(_ value: Any) -> Any? {
        switch value {
        case let optional as OptionalValue: return optional.wrappedValue.flatMap(wrap)
        case let v as Bool: return NSNumber(value: v)
        case let v as CGFloat: return NSNumber(value: Double(v))
        case let v as Double: return NSNumber(value: v)
        case let v as Float: return NSNumber(value: v)
        case let v as Int: return NSNumber(value: v)
        case let v as CGPoint: return NSValue(cgPoint: v)
        case let v as CGSize: return NSValue(cgSize: v)
        case let v as CGRect: return NSValue(cgRect: v)
        case let v as CATransform3D: return NSValue(caTransform3D: v)
        case let v as CGAffineTransform: return NSValue(cgAffineTransform: v)
        case let v as UIEdgeInsets: return NSValue(uiEdgeInsets: v)
        default: return value
        }
    }

    /// `value` (wrapped or plain; nil or `NSNull` for an optional) as a `Value`, or nil when
    /// it is not one. Wrapped structures cast to their types (see ObjectiveCBridging.swift);
    /// numbers convert between Swift's number types as `NSNumber` accessors do.
    static func unwrap<Value>(_ value: Any?, as type: Value.Type) -> Value? {
        if value is NSNull { return unwrap(nil, as: type) }
        if let plain = value as? Value { return plain }
        let converted: Any?
        switch type {
        case is CGFloat.Type: converted = number(value).map { CGFloat($0) }
        case is Double.Type: converted = number(value)
        case is Float.Type: converted = number(value).map { Float($0) }
        case is Int.Type: converted = number(value).flatMap { Int(exactly: $0.rounded(.towardZero)) }
        case is Bool.Type: converted = (value as? NSNumber)?.boolValue
        default: converted = nil
        }
        return converted as? Value
    }

    /// A finite or infinite number from any of Swift's number types or an `NSNumber`.
    private static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }
}

/// Lets `wrap` see through an optional held in an `Any`.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { map { $0 as Any } }
}
