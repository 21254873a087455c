import Foundation

/// Key-value coding of responders (views and view controllers): the properties UIKit
/// documents as observable, by name (see `UIView+KeyValueCoding.swift`), and key paths through
/// object-valued ones ("layer.position", "view.alpha"). UIKit raises an exception for any
/// other key; the lab reports it once and ignores it.
extension UIResponder: KeyValueCodingWritable {
    /// The value of the property `key`, wrapped as Foundation wraps it.
    public func value(forKey key: String) -> Any? {
        guard let accessor = type(of: self).keyValueAccessor(forKey: key) else {
            LabDiagnostics.report("\(type(of: self)) is not key-value coding compliant for the key '\(key)' in the lab; nil")
            return nil
        }
        return accessor.get(self)
    }

    /// Sets the property `key` through its setter; a value of the wrong type is ignored with a
    /// diagnostic.
    public func setValue(_ value: Any?, forKey key: String) {
        guard let set = type(of: self).keyValueAccessor(forKey: key)?.set else {
            return LabDiagnostics.report("\(type(of: self)) is not key-value coding compliant for setting the key '\(key)' in the lab; ignored")
        }
        if !set(self, value) { LabDiagnostics.reportMalformed(value, forKey: key, of: "\(type(of: self))") }
    }

    /// The value at `keyPath`: a key, a key path through an object-valued property, or a field
    /// of a geometry value ("frame.size.width").
    public func value(forKeyPath keyPath: String) -> Any? {
        valueFollowing(keyPath: keyPath)
    }

    /// Sets the value at `keyPath` ("layer.cornerRadius", "frame.origin.x").
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if !setValueFollowing(value, keyPath: keyPath) {
            LabDiagnostics.reportMalformed(value, forKey: keyPath, of: "\(type(of: self))")
        }
    }
}
