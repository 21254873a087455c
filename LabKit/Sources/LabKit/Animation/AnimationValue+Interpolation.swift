import Foundation

/// Interpolation, addition and distance for animation values, as Core Animation defines them:
/// component-wise for numbers, geometry and sRGB colors; decomposed for transforms; point-wise
/// for paths with the same elements.
extension AnimationValue {
    /// The value a fraction `t` of the way from `a` to `b` (t may leave 0…1, as springs do).
    static func interpolate(_ a: AnimationValue, _ b: AnimationValue, _ t: Double) -> AnimationValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + (y - x) * t)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: lerp(p.x, q.x, t), y: lerp(p.y, q.y, t)))
        case (.size(let p), .size(let q)):
            return .size(CGSize(width: lerp(p.width, q.width, t), height: lerp(p.height, q.height, t)))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: lerp(p.minX, q.minX, t), y: lerp(p.minY, q.minY, t),
                                width: lerp(p.width, q.width, t), height: lerp(p.height, q.height, t)))
        case (.color(let p), .color(let q)): return .color(p + (q - p) * t)
        case (.transform(let p), .transform(let q)):
            return .transform(DecomposedTransform.interpolate(p, q, t))
        case (.path(let p), .path(let q)):
            return PathInterpolation.interpolate(p, q, t).map { .path($0) } ?? (t < 0.5 ? a : b)
        case (.colorArray(let p), .colorArray(let q)) where p.count == q.count:
            return .colorArray(zip(p, q).map { $0 + ($1 - $0) * t })
        case (.numberArray(let p), .numberArray(let q)) where p.count == q.count:
            return .numberArray(zip(p, q).map { $0 + ($1 - $0) * t })
        default:
            return t < 0.5 ? a : b
        }
    }

    /// `a + b`: component-wise sums; for transforms, `b` applied after `a`.
    static func add(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let p), .size(let q)): return .size(CGSize(width: p.width + q.width, height: p.height + q.height))
        case (.rect(let p), .rect(let q)):
            return .rect(CGRect(x: p.minX + q.minX, y: p.minY + q.minY, width: p.width + q.width, height: p.height + q.height))
        case (.color(let p), .color(let q)): return .color(p + q)
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(p, q))
        case (.colorArray(let p), .colorArray(let q)) where p.count == q.count: return .colorArray(zip(p, q).map(+))
        case (.numberArray(let p), .numberArray(let q)) where p.count == q.count: return .numberArray(zip(p, q).map(+))
        default: return b
        }
    }

    /// `a - b`, the inverse of `add` (used for `toValue` with `byValue`).
    static func subtract(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.transform(let p), .transform(let q)): return .transform(CATransform3DConcat(p, CATransform3DInvert(q)))
        default: return add(a, b.scaled(-1))
        }
    }

    /// The value multiplied by `factor` (for cumulative repeats); transforms repeat `factor` times.
    func scaled(_ factor: Double) -> AnimationValue {
        switch self {
        case .number(let x): return .number(x * factor)
        case .point(let p): return .point(CGPoint(x: p.x * factor, y: p.y * factor))
        case .size(let s): return .size(CGSize(width: s.width * factor, height: s.height * factor))
        case .rect(let r): return .rect(CGRect(x: r.minX * factor, y: r.minY * factor, width: r.width * factor, height: r.height * factor))
        case .color(let c): return .color(c * factor)
        case .colorArray(let colors): return .colorArray(colors.map { $0 * factor })
        case .numberArray(let numbers): return .numberArray(numbers.map { $0 * factor })
        case .transform(let t):
            var result = CATransform3DIdentity
            let count = Int(abs(factor).rounded())
            for _ in 0..<count { result = CATransform3DConcat(result, t) }
            return .transform(factor < 0 ? CATransform3DInvert(result) : result)
        default: return self
        }
    }

    /// The distance between two values, which paced keyframes divide time by.
    static func distance(_ a: AnimationValue, _ b: AnimationValue) -> Double {
        switch (a, b) {
        case (.number(let x), .number(let y)): return abs(y - x)
        case (.point(let p), .point(let q)): return hypot(q.x - p.x, q.y - p.y)
        case (.size(let p), .size(let q)): return hypot(q.width - p.width, q.height - p.height)
        case (.rect(let p), .rect(let q)):
            return sqrt(pow(q.minX - p.minX, 2) + pow(q.minY - p.minY, 2) + pow(q.width - p.width, 2) + pow(q.height - p.height, 2))
        case (.color(let p), .color(let q)): let d = q - p; return sqrt((d * d).sum())
        case (.transform(let p), .transform(let q)):
            return zip(p.entries, q.entries).map { pow(Double($1 - $0), 2) }.reduce(0, +).squareRoot()
        case (.colorArray(let p), .colorArray(let q)) where p.count == q.count:
            return zip(p, q).map { let d = $1 - $0; return (d * d).sum() }.reduce(0, +).squareRoot()
        case (.numberArray(let p), .numberArray(let q)) where p.count == q.count:
            return zip(p, q).map { ($1 - $0) * ($1 - $0) }.reduce(0, +).squareRoot()
        default: return 1
        }
    }
}

private func lerp(_ a: CGFloat, _ b: CGFloat, _ t: Double) -> CGFloat { a + (b - a) * t }
