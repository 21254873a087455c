import Foundation

/// An animatable property that a layer class declares beside `CALayer`'s own ("path" on a
/// shape layer, "colors" on a gradient layer): its key, the kind of value it holds, and how
/// to read and write it on a layer of that class.
///
/// Each layer class lists its keys in its own file (`CALayer.layerKey(named:)`), so that a
/// new kind of layer adds its properties without touching `LayerProperty`.
final class LayerKey: Hashable {
    let keyPath: String
    let kind: AnimationValueKind
    private let read: (CALayer) -> AnimationValue
    private let write: (CALayer, AnimationValue) -> Void
    private let copy: (_ from: CALayer, _ to: CALayer) -> Void
    /// Whether a plugin's layer class declared it (see `Animatable`): Core Animation gives
    /// such keys no implicit animation of its own.
    let isCustom: Bool

    init(_ keyPath: String, _ kind: AnimationValueKind, isCustom: Bool, read: @escaping (CALayer) -> AnimationValue,
         write: @escaping (CALayer, AnimationValue) -> Void, copy: @escaping (_ from: CALayer, _ to: CALayer) -> Void) {
        self.keyPath = keyPath
        self.kind = kind
        self.isCustom = isCustom
        self.read = read
        self.write = write
        self.copy = copy
    }

    /// A key stored at `field` of layers of class `Layer`; `read` and `write` convert between
    /// the stored value and an animation value.
    convenience init<Layer: CALayer, Value>(_ keyPath: String, _ kind: AnimationValueKind, _ field: ReferenceWritableKeyPath<Layer, Value>,
                                            read: @escaping (Value) -> AnimationValue, write: @escaping (AnimationValue) -> Value) {
        // Keys are only resolved on layers of their class, so the downcasts hold.
        self.init(keyPath, kind, isCustom: false,
                  read: { read(unsafeDowncast($0, to: Layer.self)[keyPath: field]) },
                  write: { unsafeDowncast($0, to: Layer.self)[keyPath: field] = write($1) },
                  copy: { from, to in unsafeDowncast(to, to: Layer.self)[keyPath: field] = unsafeDowncast(from, to: Layer.self)[keyPath: field] })
    }

    /// A number key stored as a `CGFloat`.
    convenience init<Layer: CALayer>(_ keyPath: String, number field: ReferenceWritableKeyPath<Layer, CGFloat>) {
        self.init(keyPath, .number, field, read: { .number(Double($0)) }, write: { CGFloat($0.double) })
    }

    /// A color key stored as an optional `CGColor`.
    convenience init<Layer: CALayer>(_ keyPath: String, color field: ReferenceWritableKeyPath<Layer, CGColor?>) {
        self.init(keyPath, .color, field, read: { AnimationValue.color($0) }, write: { $0.cgColor })
    }

    /// A point key stored as a `CGPoint`.
    convenience init<Layer: CALayer>(_ keyPath: String, point field: ReferenceWritableKeyPath<Layer, CGPoint>) {
        self.init(keyPath, .point, field, read: { .point($0) }, write: { $0.cgPoint })
    }

    func get(_ layer: CALayer) -> AnimationValue { read(layer) }
    func set(_ layer: CALayer, _ value: AnimationValue) { write(layer, value) }
    /// Copies the stored value from the model to a presentation copy.
    func restore(from model: CALayer, to copy: CALayer) { self.copy(model, copy) }

    static func == (lhs: LayerKey, rhs: LayerKey) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// A table of keys by name, for a layer class's `layerKey(named:)`.
    static func table(_ keys: [LayerKey]) -> [String: LayerKey] {
        Dictionary(keys.map { ($0.keyPath, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
