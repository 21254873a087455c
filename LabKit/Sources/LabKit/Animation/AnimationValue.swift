import Foundation

/// The kinds of value a layer property holds, which decide how it interpolates.
enum AnimationValueKind: String {
    case number, point, size, rect, color, transform, path, object
    /// Arrays, as gradient layers' `colors` and `locations`: they interpolate element by element.
    case colors, numbers
}

/// A property value during animation: what `fromValue`, `values`… are converted to when an
/// animation is added, and what interpolation works on.
enum AnimationValue {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    /// sRGB red, green, blue, alpha, unpremultiplied; unclamped while animating.
    case color(SIMD4<Double>)
    indirect case transform(CATransform3D)
    case path(CGPath)
    /// A value that does not interpolate (contents, hidden…): it switches at the midpoint.
    case object(ObjectBox)
    /// Colors as `color` holds one.
    case colorArray([SIMD4<Double>])
    case numberArray([Double])

    /// Converts a value as tutorials pass it (plain Swift values, `NSNumber`, `NSValue`,
    /// `CGColor`…) to `kind`; nil when it is not that kind.
    init?(_ any: Any?, as kind: AnimationValueKind) {
        switch kind {
        case .number:
            guard let number = AnimationValue.number(from: any) else { return nil }
            self = .number(number)
        // `NSValue`s cast to the structures they wrap (see ObjectiveCBridging.swift).
        case .point:
            guard let point = any as? CGPoint else { return nil }
            self = .point(point)
        case .size:
            guard let size = any as? CGSize else { return nil }
            self = .size(size)
        case .rect:
            guard let rect = any as? CGRect else { return nil }
            self = .rect(rect)
        case .color:
            guard let color = any as? CGColor else { return nil }
            let c = color.rgba
            self = .color(SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)))
        case .transform:
            guard let transform = any as? CATransform3D else { return nil }
            self = .transform(transform)
        case .path:
            guard let path = any as? CGPath else { return nil }
            self = .path(path)
        case .object:
            self = .object(ObjectBox(any))
        case .colors:
            guard let colors = any as? [CGColor] else { return nil }
            self = .colors(colors)
        case .numbers:
            guard let array = any as? [Any] else { return nil }
            let numbers = array.compactMap(AnimationValue.number(from:))
            guard numbers.count == array.count else { return nil }
            self = .numberArray(numbers)
        }
    }

    static func colors(_ colors: [CGColor]) -> AnimationValue {
        .colorArray(colors.map { color in
            let c = color.rgba
            return SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        })
    }

    static func numbers(_ numbers: [Double]) -> AnimationValue { .numberArray(numbers) }

    static func number(from any: Any?) -> Double? {
        switch any {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// Whether every number in the value is finite (paths and objects always are).
    var isFinite: Bool {
        switch self {
        case .number(let v): return v.isFinite
        case .point(let p): return p.x.isFinite && p.y.isFinite
        case .size(let s): return s.width.isFinite && s.height.isFinite
        case .rect(let r): return [r.origin.x, r.origin.y, r.width, r.height].allSatisfy(\.isFinite)
        case .color(let c): return c.x.isFinite && c.y.isFinite && c.z.isFinite && c.w.isFinite
        case .transform(let t): return t.entries.allSatisfy(\.isFinite)
        case .colorArray(let colors): return colors.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite && $0.w.isFinite }
        case .numberArray(let numbers): return numbers.allSatisfy(\.isFinite)
        case .path, .object: return true
        }
    }

    var double: Double { if case .number(let v) = self { return v }; return 0 }
    var cgPoint: CGPoint { if case .point(let p) = self { return p }; return .zero }
    var cgSize: CGSize { if case .size(let s) = self { return s }; return .zero }
    var cgRect: CGRect { if case .rect(let r) = self { return r }; return .zero }
    var caTransform: CATransform3D { if case .transform(let t) = self { return t }; return CATransform3DIdentity }
    var cgPath: CGPath? { if case .path(let p) = self { return p }; return nil }
    var cgColor: CGColor? {
        guard case .color(let c) = self else { return nil }
        return CGColor(red: c.x, green: c.y, blue: c.z, alpha: c.w)
    }

    var cgColors: [CGColor]? {
        guard case .colorArray(let colors) = self else { return nil }
        return colors.map { CGColor(red: $0.x, green: $0.y, blue: $0.z, alpha: $0.w) }
    }
    var numbers: [Double]? { if case .numberArray(let n) = self { return n }; return nil }

    static func object(_ value: Any?) -> AnimationValue { .object(ObjectBox(value)) }

    /// Numbers, points, sizes, rectangles and colors as four components, which interpolate
    /// component-wise; nil for the other kinds.
    var vector: SIMD4<Double>? {
        switch self {
        case .number(let v): return SIMD4(v, 0, 0, 0)
        case .point(let p): return SIMD4(Double(p.x), Double(p.y), 0, 0)
        case .size(let s): return SIMD4(Double(s.width), Double(s.height), 0, 0)
        case .rect(let r): return SIMD4(Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        case .color(let c): return c
        default: return nil
        }
    }

    /// The value of `kind` whose components are `v` (see `vector`).
    init(vector v: SIMD4<Double>, kind: AnimationValueKind) {
        switch kind {
        case .number: self = .number(v.x)
        case .point: self = .point(CGPoint(x: v.x, y: v.y))
        case .size: self = .size(CGSize(width: v.x, height: v.y))
        case .rect: self = .rect(CGRect(x: v.x, y: v.y, width: v.z, height: v.w))
        default: self = .color(v)
        }
    }

    static func color(_ color: CGColor?) -> AnimationValue {
        let c = (color ?? .clear).rgba
        return .color(SIMD4(Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)))
    }
}

/// Holds a non-interpolating value, so that animation values stay cheap to copy.
extension AnimationValue {
    /// Whether `other` is the same value: equal numbers, geometry, colors and transforms, the
    /// same path object. Objects (contents, flags…) never count as the same.
    func isSame(as other: AnimationValue) -> Bool {
        switch (self, other) {
        case let (.number(a), .number(b)): return a == b
        case let (.point(a), .point(b)): return a == b
        case let (.size(a), .size(b)): return a == b
        case let (.rect(a), .rect(b)): return a == b
        case let (.color(a), .color(b)): return a == b
        case let (.transform(a), .transform(b)): return a == b
        case let (.path(a), .path(b)): return a === b
        case let (.colorArray(a), .colorArray(b)): return a == b
        case let (.numberArray(a), .numberArray(b)): return a == b
        default: return false
        }
    }
}

final class ObjectBox {
    let value: Any?
    init(_ value: Any?) { self.value = value }
}
