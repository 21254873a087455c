import Foundation

/// An animation through a sequence of values, or along a path.
///
/// `keyTimes` (0…1, ascending, one per value) place the values in time; without them the
/// values are evenly spaced. `timingFunctions` pace each interval. `calculationMode` decides
/// what happens between values: straight lines, jumps, constant speed (paced) or a smooth
/// Catmull-Rom curve. With `path`, the values are the path's points and `rotationMode` can
/// turn the layer along the path.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A point path to follow instead of `values` (for point properties such as "position").
    open var path: CGPath?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The pacing of each interval between values.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values in between keyframes are computed (default linear).
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Whether a layer following `path` turns to its tangent (nil: it does not).
    open var rotationMode: CAAnimationRotationMode?

    /// Creates the animation with default values.
    public required init() { super.init() }

    /// Creates an animation as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        keyframeAnimationKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let keyframeAnimationKeyValueAccessors: [String: KeyValueAccessor] = [
        "values": KeyValueAccessor(\CAKeyframeAnimation.values),
        "path": KeyValueAccessor(\CAKeyframeAnimation.path),
        "keyTimes": KeyValueAccessor(\CAKeyframeAnimation.keyTimes),
        "timingFunctions": KeyValueAccessor(\CAKeyframeAnimation.timingFunctions),
        "calculationMode": KeyValueAccessor(\CAKeyframeAnimation.calculationMode),
    ]

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values; path = other.path; keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions; calculationMode = other.calculationMode
        rotationMode = other.rotationMode
    }

    override func makeTrack(for layer: CALayer, reject: (String) -> Void) -> AnimationTrack? {
        guard let property = resolveProperty(on: layer, reject: reject) else { return nil }
        let mode = calculationMode
        guard [.linear, .discrete, .paced, .cubic, .cubicPaced].contains(mode) else {
            reject("unknown calculationMode '\(mode.rawValue)'")
            return nil
        }
        var sampler: PathSampler?
        var frames: [AnimationValue] = []
        if let path {
            guard property.kind == .point else {
                reject("a path animates point properties, not '\(property.keyPath)'")
                return nil
            }
            guard let s = PathSampler(path) else {
                reject("path has no segments to follow")
                return nil
            }
            sampler = s
            frames = s.keyPoints.map { .point($0) }
        } else {
            guard let values, !values.isEmpty else {
                reject("values is empty and there is no path")
                return nil
            }
            for (i, value) in values.enumerated() {
                guard let converted = convert(value, "values[\(i)]", for: property, reject: reject) else { return nil }
                guard let converted else {
                    reject("values[\(i)] is nil")
                    return nil
                }
                frames.append(converted)
            }
        }
        var times: [Double]
        if mode == .paced || mode == .cubicPaced {
            times = sampler?.pacedKeyTimes ?? KeyframeTrack.pacedTimes(frames)
        } else if let keyTimes, !keyTimes.isEmpty {
            times = keyTimes.map(\.doubleValue)
            let expected = mode == .discrete ? frames.count...(frames.count + 1) : frames.count...frames.count
            if !expected.contains(times.count), sampler == nil {
                // Core Animation pairs key times with values by index (Apple: with counts that
                // differ "the timing of your animation might not be what you expect"): the
                // extra key times, or the values past the last key time, take no part.
                LabDiagnostics.report("\(layer.diagnosticName): keyframe animation of '\(keyPath ?? "")': keyTimes has \(times.count) entries for \(frames.count) values; "
                                      + "they are paired by index, the rest unused",
                                      kind: "\(layer.diagnosticName): keyTimes count \(times.count) for \(frames.count)")
                if times.count > expected.upperBound { times.removeLast(times.count - expected.upperBound) }
                if frames.count > times.count { frames.removeLast(frames.count - times.count) }
            }
            guard expected.contains(times.count) || (times.count == frames.count && sampler == nil) else {
                reject("keyTimes has \(times.count) entries but there are \(frames.count) values")
                return nil
            }
            guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
                reject("keyTimes \(times) must lie in 0…1")
                return nil
            }
            guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                reject("keyTimes \(times) must not decrease")
                return nil
            }
        } else {
            let intervals = mode == .discrete ? frames.count : max(frames.count - 1, 1)
            times = (0..<frames.count).map { Double($0) / Double(intervals) }
        }
        return KeyframeTrack(self, property: property, values: frames, keyTimes: times,
                             functions: timingFunctions ?? [], mode: mode, sampler: sampler)
    }
}

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight-line interpolation between consecutive values.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Linear, with key times chosen for constant speed (keyTimes and timingFunctions ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom spline through the values.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Cubic, with key times chosen for constant speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The layer's x axis follows the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer's x axis points against the path's tangent.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A running `CAKeyframeAnimation`.
final class KeyframeTrack: AnimationTrack {
    enum Mode { case linear, discrete, paced, cubic }

    let property: LayerProperty
    let values: [AnimationValue]
    /// The values as components when they interpolate component-wise (the common case, which
    /// then needs no enum copies per frame).
    let vectors: [SIMD4<Double>]?
    let keyTimes: [Double]
    let functions: [CAMediaTimingFunction]
    /// Paced modes have become key times; what remains is how to interpolate.
    let mode: Mode
    let isPaced: Bool
    let sampler: PathSampler?
    let rotation: Double?
    let isAdditive: Bool, isCumulative: Bool
    private static let transform = LayerProperty.transform(.whole)

    init(_ animation: CAKeyframeAnimation, property: LayerProperty, values: [AnimationValue], keyTimes: [Double],
         functions: [CAMediaTimingFunction], mode: CAAnimationCalculationMode, sampler: PathSampler?) {
        self.property = property
        self.values = values
        let vectors = values.compactMap(\.vector)
        self.vectors = sampler == nil && vectors.count == values.count ? KeyframeTrack.shared(vectors) : nil
        self.keyTimes = KeyframeTrack.shared(keyTimes)
        isPaced = mode == .paced || mode == .cubicPaced
        self.functions = isPaced ? [] : functions.map(\.interned)
        switch mode {
        case .discrete: self.mode = .discrete
        case .cubic, .cubicPaced: self.mode = .cubic
        default: self.mode = .linear
        }
        self.sampler = sampler
        switch animation.rotationMode {
        case .rotateAuto?: rotation = 0
        case .rotateAutoReverse?: rotation = .pi
        default: rotation = nil
        }
        isAdditive = animation.isAdditive
        isCumulative = animation.isCumulative
        super.init(animation)
    }

    override var sharingKey: TrackTemplates.Key? {
        guard let vectors, sampler == nil, rotation == nil else { return nil }
        var key = timingKey
        key.append(property.keyPath)
        key.append(String(describing: mode))
        key.append(isAdditive)
        key.append(isCumulative)
        key.append(isPaced)
        key.append(Double(keyTimes.count))
        key.numbers += keyTimes
        key.append(Double(vectors.count))
        for v in vectors { key.append(v.x, v.y, v.z, v.w) }
        key.append(Double(functions.count))
        for function in functions { key.numbers += function.controlPoints.map(Double.init) }
        return key
    }

    override var properties: [LayerProperty] {
        rotation == nil ? [property] : [property, KeyframeTrack.transform]
    }

    nonisolated(unsafe) private static var sharedVectors: [[SIMD4<Double>]: [SIMD4<Double>]] = [:]
    nonisolated(unsafe) private static var sharedTimes: [[Double]: [Double]] = [:]

    /// One buffer for equal keyframe arrays: scenes run the same keyframes on many layers
    /// (ripples, tiles), and evaluating them then reads one copy that stays in cache.
    private static func shared(_ vectors: [SIMD4<Double>]) -> [SIMD4<Double>] {
        if let existing = sharedVectors[vectors] { return existing }
        // Bounded, so that animations built from ever-new values do not accumulate.
        if sharedVectors.count >= 4096 { sharedVectors.removeAll() }
        sharedVectors[vectors] = vectors
        return vectors
    }

    private static func shared(_ times: [Double]) -> [Double] {
        if let existing = sharedTimes[times] { return existing }
        if sharedTimes.count >= 4096 { sharedTimes.removeAll() }
        sharedTimes[times] = times
        return times
    }

    /// Key times that make the speed constant: proportional to the distance between values.
    static func pacedTimes(_ values: [AnimationValue]) -> [Double] {
        guard values.count > 1 else { return [0] }
        var lengths = [0.0]
        for (a, b) in zip(values, values.dropFirst()) { lengths.append(lengths.last! + AnimationValue.distance(a, b)) }
        let total = lengths.last!
        if total == 0 { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
        return lengths.map { $0 / total }
    }

    override func apply(fraction: Double, moment: TimingModel.Moment, to layer: CALayer) {
        let (index, local) = segment(at: fraction)
        if let vectors {
            applyVector(vectors, index: index, local: local, moment: moment, to: layer)
            return
        }
        var value: AnimationValue
        var tangent: CGPoint?
        if let sampler {
            let sample = isPaced
                ? sampler.sample(atDistanceFraction: fraction)
                : sampler.sample(segment: index, parameter: local)
            value = .point(sample.point)
            tangent = sample.tangent
        } else if mode == .discrete {
            value = values[index]
        } else {
            // Values that do not combine component-wise (transforms, paths) have no cubic
            // spline; they interpolate linearly even in the cubic modes.
            value = .interpolate(values[index], values[min(index + 1, values.count - 1)], local)
        }
        if isCumulative && moment.iteration > 0, let first = values.first, let last = values.last {
            value = .add(value, AnimationValue.subtract(last, first).scaled(Double(moment.iteration)))
        }
        if isAdditive { value = .add(property.get(layer), value) }
        property.set(layer, value)
        if let rotation, let tangent, tangent != .zero {
            let angle = atan2(Double(tangent.y), Double(tangent.x)) + rotation
            let transform = KeyframeTrack.transform
            transform.set(layer, .transform(CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1),
                                                                 transform.get(layer).caTransform)))
        }
    }

    private func applyVector(_ vectors: [SIMD4<Double>], index: Int, local: Double, moment: TimingModel.Moment,
                             to layer: CALayer) {
        let last = vectors.count - 1
        var value: SIMD4<Double>
        switch mode {
        case .discrete:
            value = vectors[index]
        case .cubic where vectors.count > 2:
            let t = local, t2 = local * local, t3 = t2 * local
            value = vectors[max(index - 1, 0)] * ((-t3 + 2 * t2 - t) / 2) + vectors[index] * ((3 * t3 - 5 * t2 + 2) / 2)
                + vectors[min(index + 1, last)] * ((-3 * t3 + 4 * t2 + t) / 2) + vectors[min(index + 2, last)] * ((t3 - t2) / 2)
        default:
            let a = vectors[index]
            value = a + (vectors[min(index + 1, last)] - a) * local
        }
        if isCumulative && moment.iteration > 0 { value += (vectors[last] - vectors[0]) * Double(moment.iteration) }
        if isAdditive, let current = property.vector(of: layer) { value += current }
        property.set(layer, vector: value)
    }

    /// The interval containing `fraction` and the (paced) position inside it; for discrete
    /// mode, the value index holding at `fraction`.
    private func segment(at fraction: Double) -> (Int, Double) {
        let last = keyTimes.count - 1
        if mode == .discrete {
            var i = 0
            while i < min(last, values.count - 1) && fraction >= keyTimes[i + 1] { i += 1 }
            return (i, 0)
        }
        guard last > 0, fraction > keyTimes[0] else { return (0, 0) }
        if fraction >= keyTimes[last] { return (max(last - 1, 0), 1) }
        var i = 0
        while i < last - 1 && fraction >= keyTimes[i + 1] { i += 1 }
        let span = keyTimes[i + 1] - keyTimes[i]
        var local = span > 0 ? (fraction - keyTimes[i]) / span : 1
        if i < functions.count { local = functions[i].value(at: local) }
        return (i, local)
    }
}
