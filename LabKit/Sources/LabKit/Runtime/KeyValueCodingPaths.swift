import Foundation

/// A LabKit object that codes its values by key: key-value observing reads its values by key
/// path, and key paths continue through it ("superlayer.bounds", "view.layer.position").
protocol KeyValueCodingReadable: AnyObject {
    func value(forKey key: String) -> Any?
    func value(forKeyPath keyPath: String) -> Any?
}

/// A LabKit object whose values key-value coding also sets, by key and by key path.
protocol KeyValueCodingWritable: KeyValueCodingReadable {
    func setValue(_ value: Any?, forKey key: String)
    func setValue(_ value: Any?, forKeyPath keyPath: String)
}

extension KeyValueCodingReadable {
    /// The value at `keyPath` read key by key: its first key here, the rest through the object
    /// that key holds, or into the fields of the geometry value it holds (nil when there is
    /// no such field).
    func valueFollowing(keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = value(forKey: String(keyPath[..<dot]))
        let rest = String(keyPath[keyPath.index(after: dot)...])
        if let object = head as? KeyValueCodingReadable { return object.value(forKeyPath: rest) }
        return StructureKeyPath.value(atKeyPath: rest, of: head)
    }
}

extension KeyValueCodingWritable {
    /// Sets the value at `keyPath` key by key: through the object its first key holds, or by
    /// setting that key's whole geometry value with the field replaced. False, setting
    /// nothing, when `value` does not fit the field.
    func setValueFollowing(_ value: Any?, keyPath: String) -> Bool {
        guard let dot = keyPath.firstIndex(of: ".") else {
            setValue(value, forKey: keyPath)
            return true
        }
        let headKey = String(keyPath[..<dot])
        let head = self.value(forKey: headKey)
        let rest = String(keyPath[keyPath.index(after: dot)...])
        if let object = head as? KeyValueCodingWritable {
            object.setValue(value, forKeyPath: rest)
            return true
        }
        guard let whole = StructureKeyPath.replacing(atKeyPath: rest, of: head, with: value) else { return false }
        setValue(whole, forKey: headKey)
        return true
    }
}

extension LabDiagnostics {
    /// Says that `value` is not of the type `key` takes on `object` (named `name`), and so
    /// was not set.
    static func reportMalformed(_ value: Any?, forKey key: String, of name: String) {
        report("\(name): \(value.map { "\(type(of: $0))" } ?? "nil") is not a value for '\(key)'; setValue ignored")
    }
}
