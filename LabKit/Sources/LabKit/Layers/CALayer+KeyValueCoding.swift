import Foundation

/// Key-value coding, as Core Animation extends it for layers ("Key-Value Coding Extensions"
/// in the Core Animation Programming Guide): every property by its name; the fields of
/// transforms ("transform.rotation.z", "transform.scale.x", "transform.translation"…), points,
/// sizes and rectangles ("position.x", "bounds.size.width") by key path; and arbitrary other
/// keys, whose values the layer stores (presentation copies carry them). Asked of a
/// presentation layer (`presentation()`), the values are those on screen.
///
/// Values come wrapped as Foundation wraps them (`NSNumber`, `NSValue`); setting a property
/// runs its setter, so implicit animations and key-value notifications happen as when it is
/// assigned. A value of the wrong type for a property is ignored with a diagnostic (Apple's
/// would raise an exception).
extension CALayer: KeyValueCodingWritable {
    /// The value of the property `key`, or the value stored for another key, or
    /// `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        if let accessor = type(of: self).keyValueAccessor(forKey: key) { return accessor.get(self) }
        if let property = LayerProperty.named(key, on: self) { return property.get(self).keyValueCodingObject }
        if case .object(let box) = state.customValues[key] { return box.value }
        return type(of: self).defaultValue(forKey: key)
    }

    /// Sets the property `key` through its setter, or stores the value of another key (nil
    /// removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        if let accessor = type(of: self).keyValueAccessor(forKey: key) {
            guard let set = accessor.set else {
                return LabDiagnostics.report("\(diagnosticName): '\(key)' is read-only; setValue(_:forKey:) ignored")
            }
            if !set(self, value) { reportMalformed(value, forKey: key) }
            return
        }
        if let property = LayerProperty.named(key, on: self) {
            // An `Animatable` property of a plugin's layer class.
            guard let converted = AnimationValue(value, as: property.kind) else { return reportMalformed(value, forKey: key) }
            return setCustomValue(converted, forKey: key)
        }
        notifyingObservers(of: key) {
            state.customValues[key] = value.map { .object($0) }
            modelGeneration &+= 1
        }
    }

    /// The value at `keyPath`: a key, a transform's or a geometry value's field, or a key path
    /// through a layer-valued property ("superlayer.bounds", "mask.position.x").
    public func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        if let property = LayerProperty.named(keyPath, on: self) { return property.get(self).keyValueCodingObject }
        let found = valueFollowing(keyPath: keyPath)
        // A missing field is worth a word; a nil value of another object's key is not.
        if found == nil, !(value(forKey: String(keyPath[..<dot])) is KeyValueCodingReadable) {
            LabDiagnostics.report("\(diagnosticName): no value at key path '\(keyPath)'")
        }
        return found
    }

    /// Sets the value at `keyPath`: a field of a transform or a geometry value is written by
    /// setting the whole property through its setter ("transform.rotation.z" keeps the
    /// transform's scale and translation).
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath.contains("."), let property = LayerProperty.named(keyPath, on: self) {
            guard let converted = AnimationValue(value, as: property.kind), converted.isFinite else {
                return reportMalformed(value, forKey: keyPath)
            }
            // Written into a copy, whose whole property then goes through the setter.
            let scratch = makePresentationCopy()
            scratch.copyLayerState(from: self)
            property.set(scratch, converted)
            return setValue(scratch.value(forKey: property.storage.keyPath), forKey: property.storage.keyPath)
        }
        if !setValueFollowing(value, keyPath: keyPath) { reportMalformed(value, forKey: keyPath) }
    }

    private func reportMalformed(_ value: Any?, forKey key: String) {
        LabDiagnostics.reportMalformed(value, forKey: key, of: diagnosticName)
    }

    /// Key-value coding's view of `CALayer`'s own properties.
    static let keyValueAccessors: [String: KeyValueAccessor] = [
        "bounds": KeyValueAccessor(\CALayer.bounds),
        "position": KeyValueAccessor(\CALayer.position),
        "zPosition": KeyValueAccessor(\CALayer.zPosition),
        "anchorPoint": KeyValueAccessor(\CALayer.anchorPoint),
        "anchorPointZ": KeyValueAccessor(\CALayer.anchorPointZ),
        "frame": KeyValueAccessor(\CALayer.frame),
        "transform": KeyValueAccessor(\CALayer.transform),
        "sublayerTransform": KeyValueAccessor(\CALayer.sublayerTransform),
        "opacity": KeyValueAccessor(\CALayer.opacity),
        "hidden": KeyValueAccessor(\CALayer.isHidden),
        "isHidden": KeyValueAccessor(\CALayer.isHidden),
        "backgroundColor": KeyValueAccessor(\CALayer.backgroundColor),
        "cornerRadius": KeyValueAccessor(\CALayer.cornerRadius),
        "cornerCurve": KeyValueAccessor(\CALayer.cornerCurve),
        "borderWidth": KeyValueAccessor(\CALayer.borderWidth),
        "borderColor": KeyValueAccessor(\CALayer.borderColor),
        "masksToBounds": KeyValueAccessor(\CALayer.masksToBounds),
        "allowsGroupOpacity": KeyValueAccessor(\CALayer.allowsGroupOpacity),
        "doubleSided": KeyValueAccessor(\CALayer.isDoubleSided),
        "isDoubleSided": KeyValueAccessor(\CALayer.isDoubleSided),
        "contents": KeyValueAccessor(\CALayer.contents),
        "contentsGravity": KeyValueAccessor(\CALayer.contentsGravity),
        "contentsScale": KeyValueAccessor(\CALayer.contentsScale),
        "contentsRect": KeyValueAccessor(\CALayer.contentsRect),
        "contentsCenter": KeyValueAccessor(\CALayer.contentsCenter),
        "minificationFilter": KeyValueAccessor(\CALayer.minificationFilter),
        "magnificationFilter": KeyValueAccessor(\CALayer.magnificationFilter),
        "minificationFilterBias": KeyValueAccessor(\CALayer.minificationFilterBias),
        "rasterizationScale": KeyValueAccessor(\CALayer.rasterizationScale),
        "allowsEdgeAntialiasing": KeyValueAccessor(\CALayer.allowsEdgeAntialiasing),
        "geometryFlipped": KeyValueAccessor(\CALayer.isGeometryFlipped),
        "opaque": KeyValueAccessor(\CALayer.isOpaque),
        "shadowColor": KeyValueAccessor(\CALayer.shadowColor),
        "shadowOpacity": KeyValueAccessor(\CALayer.shadowOpacity),
        "shadowRadius": KeyValueAccessor(\CALayer.shadowRadius),
        "shadowOffset": KeyValueAccessor(\CALayer.shadowOffset),
        "shadowPath": KeyValueAccessor(\CALayer.shadowPath),
        "needsDisplayOnBoundsChange": KeyValueAccessor(\CALayer.needsDisplayOnBoundsChange),
        "name": KeyValueAccessor(\CALayer.name),
        "shouldRasterize": KeyValueAccessor(\CALayer.shouldRasterize),
        "sublayers": KeyValueAccessor(\CALayer.sublayers),
        "mask": KeyValueAccessor(\CALayer.mask),
        "superlayer": KeyValueAccessor(readOnly: \CALayer.superlayer),
        "actions": KeyValueAccessor(\CALayer.actions),
        "beginTime": KeyValueAccessor(\CALayer.beginTime),
        "duration": KeyValueAccessor(\CALayer.duration),
        "speed": KeyValueAccessor(\CALayer.speed),
        "timeOffset": KeyValueAccessor(\CALayer.timeOffset),
        "repeatCount": KeyValueAccessor(\CALayer.repeatCount),
        "repeatDuration": KeyValueAccessor(\CALayer.repeatDuration),
        "autoreverses": KeyValueAccessor(\CALayer.autoreverses),
        "fillMode": KeyValueAccessor(\CALayer.fillMode),
    ]
}

extension AnimationValue {
    /// The value as key-value coding returns it (`NSNumber`, `NSValue`, `CGColor`…).
    var keyValueCodingObject: Any? {
        switch self {
        case .number(let v): return NSNumber(value: v)
        case .point(let p): return NSValue(cgPoint: p)
        case .size(let s): return NSValue(cgSize: s)
        case .rect(let r): return NSValue(cgRect: r)
        case .transform(let t): return NSValue(caTransform3D: t)
        case .color: return cgColor
        case .path(let path): return path
        case .object(let box): return box.value.flatMap(KeyValueAccessor.wrap)
        case .colorArray: return cgColors
        case .numberArray(let numbers): return numbers.map { NSNumber(value: $0) }
        }
    }
}
