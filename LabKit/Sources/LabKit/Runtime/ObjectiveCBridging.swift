import Foundation

// Swift on Apple platforms bridges numbers to `NSNumber` and Core Graphics, Core Animation
// and UIKit structures to `NSValue` (SE-0139), so iOS code casts what key-value coding and
// `NSValue`-typed APIs return straight to the type it wants:
// `layer.value(forKeyPath: "transform.rotation.z") as? CGFloat`, `change?[.newKey] as? CGPoint`.
// swift-corelibs-foundation bridges Swift's own number types but not `CGFloat` or the
// geometry types; these conformances add the bridges, both ways (`as? NSValue` works too).

extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }
    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout CGFloat?) { result = CGFloat(x.doubleValue) }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(x.doubleValue)
        return true
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat { CGFloat(source?.doubleValue ?? 0) }
}

/// A structure that `NSValue` wraps: the bridge is its wrapper and the wrapper's unwrapping.
protocol NSValueBridged: _ObjectiveCBridgeable where _ObjectiveCType == NSValue {
    static var zeroForBridging: Self { get }
    var wrappedForBridging: NSValue { get }
    /// The value `value` wraps, or nil when it wraps another type.
    static func unwrapped(from value: NSValue) -> Self?
}

extension NSValueBridged {
    public func _bridgeToObjectiveC() -> NSValue { wrappedForBridging }
    public static func _forceBridgeFromObjectiveC(_ x: NSValue, result: inout Self?) { result = unwrapped(from: x) }
    public static func _conditionallyBridgeFromObjectiveC(_ x: NSValue, result: inout Self?) -> Bool {
        result = unwrapped(from: x)
        return result != nil
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> Self {
        source.flatMap(unwrapped(from:)) ?? zeroForBridging
    }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    static var zeroForBridging: CGPoint { .zero }
    var wrappedForBridging: NSValue { NSValue(cgPoint: self) }
    static func unwrapped(from value: NSValue) -> CGPoint? { value.cgPointIfPresent }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    static var zeroForBridging: CGSize { .zero }
    var wrappedForBridging: NSValue { NSValue(cgSize: self) }
    static func unwrapped(from value: NSValue) -> CGSize? { value.cgSizeIfPresent }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, NSValueBridged {
    static var zeroForBridging: CGRect { .zero }
    var wrappedForBridging: NSValue { NSValue(cgRect: self) }
    static func unwrapped(from value: NSValue) -> CGRect? { value.cgRectIfPresent }
}

extension CATransform3D: _ObjectiveCBridgeable, NSValueBridged {
    static var zeroForBridging: CATransform3D { CATransform3DIdentity }
    var wrappedForBridging: NSValue { NSValue(caTransform3D: self) }
    static func unwrapped(from value: NSValue) -> CATransform3D? { value.caTransform3DIfPresent }
}

extension CGAffineTransform: _ObjectiveCBridgeable, NSValueBridged {
    static var zeroForBridging: CGAffineTransform { .identity }
    var wrappedForBridging: NSValue { NSValue(cgAffineTransform: self) }
    static func unwrapped(from value: NSValue) -> CGAffineTransform? { value.cgAffineTransformIfPresent }
}

extension UIEdgeInsets: _ObjectiveCBridgeable, NSValueBridged {
    static var zeroForBridging: UIEdgeInsets { .zero }
    var wrappedForBridging: NSValue { NSValue(uiEdgeInsets: self) }
    static func unwrapped(from value: NSValue) -> UIEdgeInsets? { value.uiEdgeInsetsIfPresent }
}
