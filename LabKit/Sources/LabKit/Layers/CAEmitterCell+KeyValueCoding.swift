import Foundation

/// Key-value coding on emitter cells, which Core Animation makes key-value coding containers
/// as it does layers: the cell's properties by name (numbers as any numeric type or
/// `NSNumber`), and any other key kept as given. Code sets Core Animation's undocumented
/// keys this way (`particleType`, `orientationRange`…): they are kept and read back, without
/// effect in the lab, with one diagnostic per key.
extension CAEmitterCell {
    /// Sets the property `key` to `value`; a value of the wrong kind is ignored with a
    /// diagnostic.
    public func setValue(_ value: Any?, forKey key: String) {
        if let accessor = CAEmitterCell.accessors[key] {
            if !accessor.set(self, value) {
                LabDiagnostics.report("CAEmitterCell \(name ?? ""): \(String(describing: value)) is no value for \(key); ignored")
            }
            return
        }
        LabDiagnostics.report("CAEmitterCell: key \(key) is kept but has no effect in the lab", kind: "CAEmitterCell key \(key)")
        otherValues[key] = value
    }

    /// The property `key`, or what was set under a key the cell has no property for.
    public func value(forKey key: String) -> Any? {
        CAEmitterCell.accessors[key].map { $0.get(self) } ?? otherValues[key]
    }

    private struct Accessor {
        let get: (CAEmitterCell) -> Any?
        /// False when the value is not of the property's kind.
        let set: (CAEmitterCell, Any?) -> Bool
    }

    private static func number<Value: BinaryFloatingPoint>(_ path: ReferenceWritableKeyPath<CAEmitterCell, Value>) -> Accessor {
        Accessor(get: { $0[keyPath: path] }, set: { cell, value in
            guard let number = AnimationValue.number(from: value) else { return false }
            cell[keyPath: path] = Value(number)
            return true
        })
    }

    private static func object<Value>(_ path: ReferenceWritableKeyPath<CAEmitterCell, Value>) -> Accessor {
        Accessor(get: { $0[keyPath: path] }, set: { cell, value in
            guard let typed = value as? Value else { return false }
            cell[keyPath: path] = typed
            return true
        })
    }

    private static let accessors: [String: Accessor] = [
        "birthRate": number(\.birthRate), "lifetime": number(\.lifetime), "lifetimeRange": number(\.lifetimeRange),
        "velocity": number(\.velocity), "velocityRange": number(\.velocityRange),
        "xAcceleration": number(\.xAcceleration), "yAcceleration": number(\.yAcceleration), "zAcceleration": number(\.zAcceleration),
        "emissionLongitude": number(\.emissionLongitude), "emissionLatitude": number(\.emissionLatitude),
        "emissionRange": number(\.emissionRange),
        "scale": number(\.scale), "scaleRange": number(\.scaleRange), "scaleSpeed": number(\.scaleSpeed),
        "spin": number(\.spin), "spinRange": number(\.spinRange),
        "redRange": number(\.redRange), "greenRange": number(\.greenRange), "blueRange": number(\.blueRange),
        "alphaRange": number(\.alphaRange), "redSpeed": number(\.redSpeed), "greenSpeed": number(\.greenSpeed),
        "blueSpeed": number(\.blueSpeed), "alphaSpeed": number(\.alphaSpeed),
        "contentsScale": number(\.contentsScale), "minificationFilterBias": number(\.minificationFilterBias),
        "beginTime": number(\.beginTime), "duration": number(\.duration), "speed": number(\.speed),
        "timeOffset": number(\.timeOffset), "repeatCount": number(\.repeatCount), "repeatDuration": number(\.repeatDuration),
        "name": Accessor(get: { $0.name }, set: { cell, value in
            guard value == nil || value is String else { return false }
            cell.name = value as? String
            return true
        }),
        "enabled": object(\.isEnabled), "autoreverses": object(\.autoreverses),
        "color": Accessor(get: { $0.color }, set: { cell, value in
            switch value {
            case nil: cell.color = nil
            case let color as UIColor: cell.color = color.cgColor
            case let color as CGColor: cell.color = color
            default: return false
            }
            return true
        }),
        "contents": Accessor(get: { $0.contents }, set: { cell, value in
            cell.contents = value
            return true
        }),
        "contentsRect": Accessor(get: { $0.contentsRect }, set: { cell, value in
            switch value {
            case let rect as CGRect: cell.contentsRect = rect
            case let boxed as NSValue: cell.contentsRect = boxed.cgRectValue
            default: return false
            }
            return true
        }),
        "emitterCells": Accessor(get: { $0.emitterCells }, set: { cell, value in
            guard value == nil || value is [CAEmitterCell] else { return false }
            cell.emitterCells = value as? [CAEmitterCell]
            return true
        }),
    ]
}
