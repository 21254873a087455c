import Foundation

/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1) whose two control points
/// shape the curve. The input is the fraction of the duration elapsed (x), the output the
/// fraction of the change applied (y).
public final class CAMediaTimingFunction: Hashable, CustomStringConvertible, @unchecked Sendable {
    private let c1x: Float, c1y: Float, c2x: Float, c2y: Float
    /// The curve's coordinates as cubics a·s³ + b·s² + c·s in the parameter s (Horner form).
    private let ax: Double, bx: Double, cx: Double, ay: Double, by: Double, cy: Double
    /// x at parameters 0, 0.1, … 1 (11 of 16 lanes): the starting guess for solving x → s.
    private let samples: SIMD16<Double>

    /// A timing function with control points (c1x, c1y) and (c2x, c2y); x values are clamped
    /// to 0…1 so that the curve is a function of time (Apple's function maps time in 0…1 and
    /// says nothing of x outside it, so the clamping is reported).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let valid = [c1x, c1y, c2x, c2y].allSatisfy(\.isFinite)
        if !valid { LabDiagnostics.report("CAMediaTimingFunction: control points must be finite; using linear") }
        if valid, !(0...1).contains(c1x) || !(0...1).contains(c2x) {
            LabDiagnostics.report("CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y)): x outside 0…1; clamped",
                                  kind: "CAMediaTimingFunction x outside 0…1")
        }
        self.c1x = valid ? min(max(c1x, 0), 1) : 0
        self.c1y = valid ? c1y : 0
        self.c2x = valid ? min(max(c2x, 0), 1) : 1
        self.c2y = valid ? c2y : 1
        (ax, bx, cx) = CAMediaTimingFunction.coefficients(Double(self.c1x), Double(self.c2x))
        (ay, by, cy) = CAMediaTimingFunction.coefficients(Double(self.c1y), Double(self.c2y))
        var samples = SIMD16<Double>(repeating: 1)
        for i in 0...10 {
            let s = Double(i) / 10
            samples[i] = ((ax * s + bx) * s + cx) * s
        }
        self.samples = samples
    }

    /// The Bernstein form 3(1−s)²s·p1 + 3(1−s)s²·p2 + s³ as a·s³ + b·s² + c·s.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        return (1 - c - b, b, c)
    }

    /// One of Core Animation's named functions.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default:
            if name != .linear { LabDiagnostics.report("CAMediaTimingFunction: unknown name '\(name.rawValue)'; using linear") }
            self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `index` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) to
    /// `values[0]` and `values[1]`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        let point = points[min(max(index, 0), 3)]
        values[0] = point.0
        values[1] = point.1
    }

    /// The two control points, x1, y1, x2, y2.
    var controlPoints: [Float] { [c1x, c1y, c2x, c2y] }

    nonisolated(unsafe) private static var interned: [[Float]: CAMediaTimingFunction] = [:]

    /// One shared instance per curve: thousands of animations built with
    /// `CAMediaTimingFunction(name:)` then evaluate the same few objects, which stay in cache.
    var interned: CAMediaTimingFunction {
        let key = controlPoints
        if let shared = CAMediaTimingFunction.interned[key] { return shared }
        // Bounded, so that curves built from ever-new control points do not accumulate.
        if CAMediaTimingFunction.interned.count >= 1024 { CAMediaTimingFunction.interned.removeAll() }
        CAMediaTimingFunction.interned[key] = self
        return self
    }

    /// Whether this is the identity (linear) curve.
    var isLinear: Bool { c1x == c1y && c2x == c2y }

    /// The curve's y at `x`, with x solved to 1e-7 (Newton's method from a sampled guess,
    /// bisection if it stalls).
    func value(at x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isLinear { return x }
        let s = parameter(forX: x)
        return ((ay * s + by) * s + cy) * s
    }

    private func parameter(forX x: Double) -> Double {
        // x(s) increases with s: start inside the sample interval that holds x.
        var i = 0
        while i < 9 && samples[i + 1] <= x { i += 1 }
        let low = samples[i], span = samples[i + 1] - low
        var s = (Double(i) + (span > 0 ? (x - low) / span : 0)) / 10
        for _ in 0..<6 {
            let error = ((ax * s + bx) * s + cx) * s - x
            if abs(error) < 1e-7 { return s }
            let slope = (3 * ax * s + 2 * bx) * s + cx
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let value = ((ax * s + bx) * s + cx) * s
            if abs(value - x) < 1e-7 { break }
            if value < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        (lhs.c1x, lhs.c1y, lhs.c2x, lhs.c2y) == (rhs.c1x, rhs.c1y, rhs.c2x, rhs.c2y)
    }

    /// Hashes the control points, as equality compares them.
    public func hash(into hasher: inout Hasher) {
        for value in [c1x, c1y, c2x, c2y] { hasher.combine(value) }
    }

    public var description: String { "CAMediaTimingFunction(\(c1x), \(c1y), \(c2x), \(c2y))" }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Even pacing: (0, 0, 1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start: (0.42, 0, 1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end: (0, 0, 0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default, a gentle ease: (0.25, 0.1, 0.25, 1).
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
