import Foundation

/// Key-value coding of animations, as Core Animation extends it ("Key-Value Coding
/// Extensions" in the Core Animation Programming Guide): every property by its name, and
/// arbitrary other keys, whose values the animation stores and its copies carry, so that a
/// delegate can read them from the animation it is told about:
///
///     fade.setValue(badge, forKey: "layer")
///     …
///     func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
///         (anim.value(forKey: "layer") as? CALayer)?.removeFromSuperlayer()
///     }
extension CAAnimation: KeyValueCodingReadable {
    /// The value of the property `key`, or the value stored for another key, or
    /// `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let accessor = type(of: self).keyValueAccessor(forKey: key) { return accessor.get(self) }
        return undefinedKeyValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property `key`, or stores the value of another key (nil removes it). A value
    /// of the wrong type for a property is ignored with a diagnostic.
    public func setValue(_ value: Any?, forKey key: String) {
        notifyingObservers(of: key) {
            guard let accessor = type(of: self).keyValueAccessor(forKey: key) else {
                undefinedKeyValues[key] = value
                return
            }
            if accessor.set?(self, value) != true {
                LabDiagnostics.reportMalformed(value, forKey: key, of: "\(type(of: self))")
            }
        }
    }

    /// The value at `keyPath`: a key, or a field of a geometry value.
    public func value(forKeyPath keyPath: String) -> Any? {
        valueFollowing(keyPath: keyPath)
    }

    /// Key-value coding's view of `CAAnimation`'s own properties.
    static let keyValueAccessors: [String: KeyValueAccessor] = [
        "beginTime": KeyValueAccessor(\CAAnimation.beginTime),
        "duration": KeyValueAccessor(\CAAnimation.duration),
        "speed": KeyValueAccessor(\CAAnimation.speed),
        "timeOffset": KeyValueAccessor(\CAAnimation.timeOffset),
        "repeatCount": KeyValueAccessor(\CAAnimation.repeatCount),
        "repeatDuration": KeyValueAccessor(\CAAnimation.repeatDuration),
        "autoreverses": KeyValueAccessor(\CAAnimation.autoreverses),
        "fillMode": KeyValueAccessor(\CAAnimation.fillMode),
        "timingFunction": KeyValueAccessor(\CAAnimation.timingFunction),
        "removedOnCompletion": KeyValueAccessor(\CAAnimation.isRemovedOnCompletion),
        "delegate": KeyValueAccessor(\CAAnimation.delegate),
    ]
}
