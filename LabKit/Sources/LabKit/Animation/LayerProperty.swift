import Foundation

/// An animatable layer property named by a key path ("position", "transform.rotation.z",
/// "strokeEnd"…): its kind, and how to read and write it on a layer. Writing a sub-key path
/// rewrites only that part of the stored property (a transform is decomposed and recomposed).
///
/// It is an enum read and written by `switch` straight into the layer's state structs, so
/// that evaluating a frame calls no closures and retains nothing.
enum LayerProperty: Hashable {
    case position, positionX, positionY, zPosition, anchorPoint, anchorPointZ
    case bounds, boundsSize, boundsWidth, boundsHeight, boundsOrigin
    case opacity, cornerRadius, borderWidth, backgroundColor, borderColor, hidden, doubleSided, contents
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset, shadowPath
    case transform(TransformPart), sublayerTransform(TransformPart)
    /// A property of a layer class's own (see `LayerKey`).
    case keyed(LayerKey)

    /// The part of a transform a key path names ("transform" itself is `.whole`). Apple's
    /// table omits ".scale.xy", x and y together, which Core Animation takes and code uses
    /// (pulsing halos scale by it).
    enum TransformPart: String, CaseIterable {
        case whole = "", scale = ".scale", scaleX = ".scale.x", scaleY = ".scale.y", scaleZ = ".scale.z", scaleXY = ".scale.xy"
        case rotationX = ".rotation.x", rotationY = ".rotation.y", rotationZ = ".rotation.z"
        case translation = ".translation", translationX = ".translation.x", translationY = ".translation.y"
        case translationZ = ".translation.z"
    }

    /// The property `keyPath` names on `layer`, or nil if it names nothing animatable there.
    static func named(_ keyPath: String, on layer: CALayer) -> LayerProperty? {
        named(keyPath, in: type(of: layer))
    }

    /// The property `keyPath` names on layers of `layerClass`: one of `CALayer`'s, else one
    /// the class declares, else one a plugin's layer class declared with `Animatable`.
    static func named(_ keyPath: String, in layerClass: CALayer.Type) -> LayerProperty? {
        byKeyPath[keyPath] ?? (layerClass.layerKey(named: keyPath) ?? CustomLayerKeys.key(named: keyPath)).map { .keyed($0) }
    }

    private static let byKeyPath: [String: LayerProperty] = {
        var table: [String: LayerProperty] = [:]
        let simple: [LayerProperty] = [.position, .positionX, .positionY, .zPosition, .anchorPoint, .anchorPointZ,
                                       .bounds, .boundsSize, .boundsWidth, .boundsHeight, .boundsOrigin,
                                       .opacity, .cornerRadius, .borderWidth, .backgroundColor, .borderColor, .hidden, .doubleSided, .contents,
                                       .shadowColor, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowPath]
        for property in simple { table[property.keyPath] = property }
        for part in TransformPart.allCases {
            table[LayerProperty.transform(part).keyPath] = .transform(part)
            table[LayerProperty.sublayerTransform(part).keyPath] = .sublayerTransform(part)
        }
        table["isHidden"] = .hidden
        table["isDoubleSided"] = .doubleSided
        table["transform.rotation"] = .transform(.rotationZ)
        table["sublayerTransform.rotation"] = .sublayerTransform(.rotationZ)
        return table
    }()

    /// The key path, as Core Animation spells it.
    var keyPath: String {
        switch self {
        case .position: return "position"
        case .positionX: return "position.x"
        case .positionY: return "position.y"
        case .zPosition: return "zPosition"
        case .anchorPoint: return "anchorPoint"
        case .anchorPointZ: return "anchorPointZ"
        case .bounds: return "bounds"
        case .boundsSize: return "bounds.size"
        case .boundsWidth: return "bounds.size.width"
        case .boundsHeight: return "bounds.size.height"
        case .boundsOrigin: return "bounds.origin"
        case .opacity: return "opacity"
        case .cornerRadius: return "cornerRadius"
        case .borderWidth: return "borderWidth"
        case .backgroundColor: return "backgroundColor"
        case .borderColor: return "borderColor"
        case .hidden: return "hidden"
        case .doubleSided: return "doubleSided"
        case .contents: return "contents"
        case .transform(let part): return "transform" + part.rawValue
        case .sublayerTransform(let part): return "sublayerTransform" + part.rawValue
        case .shadowColor: return "shadowColor"
        case .shadowOpacity: return "shadowOpacity"
        case .shadowRadius: return "shadowRadius"
        case .shadowOffset: return "shadowOffset"
        case .shadowPath: return "shadowPath"
        case .keyed(let key): return key.keyPath
        }
    }

    /// The stored property this one lives in (`.position` for "position.x").
    var storage: LayerProperty {
        switch self {
        case .positionX, .positionY: return .position
        case .boundsSize, .boundsWidth, .boundsHeight, .boundsOrigin: return .bounds
        case .transform: return .transform(.whole)
        case .sublayerTransform: return .sublayerTransform(.whole)
        default: return self
        }
    }

    /// Whether the property only places the layer (position, anchor point, `zPosition`,
    /// transform) or sets how much of it shows (opacity, `isHidden`): nothing it paints.
    var placesOrFades: Bool {
        switch self {
        case .position, .positionX, .positionY, .zPosition, .anchorPoint, .anchorPointZ, .transform, .opacity, .hidden: return true
        default: return false
        }
    }

    var kind: AnimationValueKind {
        switch self {
        case .position, .anchorPoint, .boundsOrigin: return .point
        case .bounds: return .rect
        case .boundsSize, .shadowOffset, .transform(.translation), .sublayerTransform(.translation): return .size
        case .backgroundColor, .borderColor, .shadowColor: return .color
        case .hidden, .doubleSided, .contents: return .object
        case .shadowPath: return .path
        case .transform(.whole), .sublayerTransform(.whole): return .transform
        case .keyed(let key): return key.kind
        default: return .number
        }
    }

    func get(_ layer: CALayer) -> AnimationValue {
        switch self {
        case .position: return .point(layer.state.position)
        case .positionX: return .number(Double(layer.state.position.x))
        case .positionY: return .number(Double(layer.state.position.y))
        case .zPosition: return .number(Double(layer.state.zPosition))
        case .anchorPoint: return .point(layer.state.anchorPoint)
        case .anchorPointZ: return .number(Double(layer.state.anchorPointZ))
        case .bounds: return .rect(layer.state.bounds)
        case .boundsSize: return .size(layer.state.bounds.size)
        case .boundsWidth: return .number(Double(layer.state.bounds.width))
        case .boundsHeight: return .number(Double(layer.state.bounds.height))
        case .boundsOrigin: return .point(layer.state.bounds.origin)
        case .opacity: return .number(Double(layer.state.opacity))
        case .cornerRadius: return .number(Double(layer.state.cornerRadius))
        case .borderWidth: return .number(Double(layer.state.borderWidth))
        case .backgroundColor: return .color(layer.state.backgroundColor)
        case .borderColor: return .color(layer.state.borderColor)
        case .hidden: return .object(layer.state.isHidden)
        case .doubleSided: return .object(layer.state.isDoubleSided)
        case .contents: return .object(layer.state.contents)
        case .transform(let part): return LayerProperty.get(part, of: layer.state.transform)
        case .sublayerTransform(let part): return LayerProperty.get(part, of: layer.state.sublayerTransform)
        case .shadowColor: return .color(layer.state.shadowColor)
        case .shadowOpacity: return .number(Double(layer.state.shadowOpacity))
        case .shadowRadius: return .number(Double(layer.state.shadowRadius))
        case .shadowOffset: return .size(layer.state.shadowOffset)
        case .shadowPath: return layer.state.shadowPath.map { .path($0) } ?? .object(nil)
        case .keyed(let key): return key.get(layer)
        }
    }

    func set(_ layer: CALayer, _ value: AnimationValue) {
        switch self {
        case .position: layer.state.position = value.cgPoint
        case .positionX: layer.state.position.x = value.double
        case .positionY: layer.state.position.y = value.double
        case .zPosition: layer.state.zPosition = value.double
        case .anchorPoint: layer.state.anchorPoint = value.cgPoint
        case .anchorPointZ: layer.state.anchorPointZ = value.double
        case .bounds: layer.state.bounds = value.cgRect
        case .boundsSize: layer.state.bounds.size = value.cgSize
        case .boundsWidth: layer.state.bounds.size.width = value.double
        case .boundsHeight: layer.state.bounds.size.height = value.double
        case .boundsOrigin: layer.state.bounds.origin = value.cgPoint
        case .opacity: layer.state.opacity = Float(value.double)
        case .cornerRadius: layer.state.cornerRadius = value.double
        case .borderWidth: layer.state.borderWidth = value.double
        case .backgroundColor: layer.state.backgroundColor = value.cgColor
        case .borderColor: layer.state.borderColor = value.cgColor
        case .hidden: layer.state.isHidden = LayerProperty.bool(value)
        case .doubleSided: layer.state.isDoubleSided = LayerProperty.bool(value)
        case .contents: if case .object(let box) = value { layer.state.contents = box.value }
        case .transform(let part): LayerProperty.set(part, of: &layer.state.transform, to: value)
        case .sublayerTransform(let part): LayerProperty.set(part, of: &layer.state.sublayerTransform, to: value)
        case .shadowColor: layer.state.shadowColor = value.cgColor
        case .shadowOpacity: layer.state.shadowOpacity = Float(value.double)
        case .shadowRadius: layer.state.shadowRadius = value.double
        case .shadowOffset: layer.state.shadowOffset = value.cgSize
        case .shadowPath: layer.state.shadowPath = value.cgPath
        case .keyed(let key): key.set(layer, value)
        }
    }

    /// Reads a component-wise value (see `AnimationValue.vector`), directly for the common
    /// number and point properties.
    func vector(of layer: CALayer) -> SIMD4<Double>? {
        switch self {
        case .position: return SIMD4(Double(layer.state.position.x), Double(layer.state.position.y), 0, 0)
        case .positionX: return SIMD4(Double(layer.state.position.x), 0, 0, 0)
        case .positionY: return SIMD4(Double(layer.state.position.y), 0, 0, 0)
        case .opacity: return SIMD4(Double(layer.state.opacity), 0, 0, 0)
        default: return get(layer).vector
        }
    }

    /// Writes a component-wise value (see `AnimationValue.vector`), directly for the common
    /// number and point properties.
    func set(_ layer: CALayer, vector v: SIMD4<Double>) {
        switch self {
        case .position: layer.state.position = CGPoint(x: v.x, y: v.y)
        case .positionX: layer.state.position.x = v.x
        case .positionY: layer.state.position.y = v.x
        case .opacity: layer.state.opacity = Float(v.x)
        case .transform(let part) where part != .whole && part != .translation:
            if !LayerProperty.setScale(part, of: &layer.state.transform, to: v.x) {
                LayerProperty.set(part, of: &layer.state.transform, to: .number(v.x))
            }
        default: set(layer, AnimationValue(vector: v, kind: kind))
        }
    }

    /// Copies the stored property from the model to a presentation copy.
    func restore(from model: CALayer, to copy: CALayer) {
        switch storage {
        case .position: copy.state.position = model.state.position
        case .bounds: copy.state.bounds = model.state.bounds
        case .zPosition: copy.state.zPosition = model.state.zPosition
        case .anchorPoint: copy.state.anchorPoint = model.state.anchorPoint
        case .anchorPointZ: copy.state.anchorPointZ = model.state.anchorPointZ
        case .opacity: copy.state.opacity = model.state.opacity
        case .cornerRadius: copy.state.cornerRadius = model.state.cornerRadius
        case .borderWidth: copy.state.borderWidth = model.state.borderWidth
        case .backgroundColor: copy.state.backgroundColor = model.state.backgroundColor
        case .borderColor: copy.state.borderColor = model.state.borderColor
        case .hidden: copy.state.isHidden = model.state.isHidden
        case .doubleSided: copy.state.isDoubleSided = model.state.isDoubleSided
        case .contents: copy.state.contents = model.state.contents
        case .transform: copy.state.transform = model.state.transform
        case .sublayerTransform: copy.state.sublayerTransform = model.state.sublayerTransform
        case .shadowColor: copy.state.shadowColor = model.state.shadowColor
        case .shadowOpacity: copy.state.shadowOpacity = model.state.shadowOpacity
        case .shadowRadius: copy.state.shadowRadius = model.state.shadowRadius
        case .shadowOffset: copy.state.shadowOffset = model.state.shadowOffset
        case .shadowPath: copy.state.shadowPath = model.state.shadowPath
        case .keyed(let key): key.restore(from: model, to: copy)
        case .positionX, .positionY, .boundsSize, .boundsWidth, .boundsHeight, .boundsOrigin: break
        }
    }

    private static func get(_ part: TransformPart, of t: CATransform3D) -> AnimationValue {
        if part == .whole { return .transform(t) }
        let p = DecomposedTransform.parts(of: t)
        switch part {
        case .scale: return .number(p.scale.sum() / 3)
        case .scaleX: return .number(p.scale.x)
        case .scaleY: return .number(p.scale.y)
        case .scaleZ: return .number(p.scale.z)
        case .scaleXY: return .number((p.scale.x + p.scale.y) / 2)
        case .rotationX: return .number(p.eulerAngles.x)
        case .rotationY: return .number(p.eulerAngles.y)
        case .rotationZ: return .number(p.eulerAngles.z)
        case .translation: return .size(CGSize(width: p.translation.x, height: p.translation.y))
        case .translationX: return .number(p.translation.x)
        case .translationY: return .number(p.translation.y)
        case .translationZ: return .number(p.translation.z)
        case .whole: return .transform(t)
        }
    }

    private static func set(_ part: TransformPart, of t: inout CATransform3D, to value: AnimationValue) {
        if part == .whole {
            t = value.caTransform
            return
        }
        var p = DecomposedTransform.parts(of: t)
        let v = value.double
        switch part {
        case .scale: p.scale = SIMD3(repeating: v)
        case .scaleX: p.scale.x = v
        case .scaleY: p.scale.y = v
        case .scaleZ: p.scale.z = v
        case .scaleXY: p.scale.x = v; p.scale.y = v
        case .rotationX: p.eulerAngles.x = v
        case .rotationY: p.eulerAngles.y = v
        case .rotationZ: p.eulerAngles.z = v
        case .translation:
            p.translation.x = Double(value.cgSize.width)
            p.translation.y = Double(value.cgSize.height)
        case .translationX: p.translation.x = v
        case .translationY: p.translation.y = v
        case .translationZ: p.translation.z = v
        case .whole: break
        }
        t = p.transform
    }

    /// Sets a scale part of a transform that is only a scale and a translation (the usual case
    /// for `transform.scale` animations) without decomposing it; false for other transforms.
    private static func setScale(_ part: TransformPart, of t: inout CATransform3D, to v: Double) -> Bool {
        guard [.scale, .scaleX, .scaleY, .scaleZ, .scaleXY].contains(part),
              t.m12 == 0, t.m13 == 0, t.m14 == 0, t.m21 == 0, t.m23 == 0, t.m24 == 0,
              t.m31 == 0, t.m32 == 0, t.m34 == 0, t.m44 == 1,
              // Negative scales decompose into a rotation; leave those to the general path.
              t.m11 > 0, t.m22 > 0, t.m33 > 0 else { return false }
        switch part {
        case .scale: t.m11 = v; t.m22 = v; t.m33 = v
        case .scaleX: t.m11 = v
        case .scaleY: t.m22 = v
        case .scaleXY: t.m11 = v; t.m22 = v
        default: t.m33 = v
        }
        return true
    }

    private static func bool(_ value: AnimationValue) -> Bool {
        guard case .object(let box) = value else { return false }
        let object = box.value
        switch object {
        case let b as Bool: return b
        case let n as NSNumber: return n.boolValue
        default: return object != nil
        }
    }

}
