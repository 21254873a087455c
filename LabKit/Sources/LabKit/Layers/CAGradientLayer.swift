import Foundation

/// The kinds of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Colors vary along the line from `startPoint` to `endPoint`, constant across it.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colors vary outward from `startPoint` across an ellipse whose radii reach `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colors vary with the angle around `startPoint`, starting toward `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// Core Animation's gradient layer: a color ramp over its bounds, under its sublayers.
///
/// Colors are interpolated between stops with premultiplied alpha, as Core Animation draws
/// them (a ramp from red to clear stays red as it fades). `colors`, `locations`,
/// `startPoint` and `endPoint` are animatable; colors and locations interpolate element by
/// element.
open class CAGradientLayer: CALayer {
    /// The stop colors (`CGColor`s), first to last. A value that is not an array of
    /// `CGColor` is ignored with a diagnostic (Core Animation draws nothing for it).
    open var colors: [Any]? {
        get { gradientState.colors }
        set {
            guard let newValue else { return setGradientState(\.colors, nil, key: "colors") }
            guard let cgColors = newValue as? [CGColor] else {
                let hint = newValue.contains { $0 is UIColor } ? " (pass .cgColor)" : ""
                LabDiagnostics.report("\(diagnosticName): colors must be CGColors\(hint); ignored")
                return
            }
            setGradientState(\.colors, cgColors, key: "colors")
        }
    }
    /// Where each color's stop lies, 0…1 along the gradient, increasing; nil: evenly spread.
    open var locations: [NSNumber]? {
        get { gradientState.locations.map { $0.map { NSNumber(value: Double($0)) } } }
        set {
            let locations = newValue.map { $0.map { CGFloat($0.doubleValue) } }
            guard locations?.allSatisfy(\.isFinite) ?? true else {
                LabDiagnostics.report("\(diagnosticName): locations \(newValue!) contain NaN or infinity; ignored")
                return
            }
            setGradientState(\.locations, locations, key: "locations")
        }
    }
    /// Where the first stop lies, in the unit square of the bounds (default (0.5, 0): top center).
    open var startPoint: CGPoint {
        get { gradientState.startPoint }
        set { setGradientPoint(\.startPoint, newValue, key: "startPoint") }
    }
    /// Where the last stop lies, in the unit square of the bounds (default (0.5, 1): bottom center).
    open var endPoint: CGPoint {
        get { gradientState.endPoint }
        set { setGradientPoint(\.endPoint, newValue, key: "endPoint") }
    }
    /// The kind of gradient (default `.axial`).
    open var type: CAGradientLayerType {
        get { gradientState.type }
        set { setGradientState(\.type, newValue, key: "type", runsAction: false) }
    }

    var gradientState = GradientLayerState()

    /// Creates a gradient layer with no colors.
    public override init() { super.init() }

    /// Creates a layer as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `layer`'s properties, gradient included when it is a gradient layer.
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyLayerState(from other: CALayer) {
        super.copyLayerState(from: other)
        if let other = other as? CAGradientLayer { gradientState = other.gradientState }
    }

    override class func makeLabKitInstance() -> CALayer { CAGradientLayer() }

    override class func layerKey(named name: String) -> LayerKey? { keys[name] ?? super.layerKey(named: name) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        gradientKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let gradientKeyValueAccessors: [String: KeyValueAccessor] = [
        "colors": KeyValueAccessor(\CAGradientLayer.colors),
        "locations": KeyValueAccessor(\CAGradientLayer.locations),
        "startPoint": KeyValueAccessor(\CAGradientLayer.startPoint),
        "endPoint": KeyValueAccessor(\CAGradientLayer.endPoint),
        "type": KeyValueAccessor(\CAGradientLayer.type),
    ]

    private static let keys = LayerKey.table([
        LayerKey("colors", .colors, \CAGradientLayer.gradientState.colors,
                 read: { AnimationValue.colors($0 ?? []) }, write: { $0.cgColors }),
        LayerKey("locations", .numbers, \CAGradientLayer.gradientState.locations,
                 read: { $0.map { .numbers($0.map(Double.init)) } ?? .object(nil) }, write: { $0.numbers?.map { CGFloat($0) } }),
        LayerKey("startPoint", point: \CAGradientLayer.gradientState.startPoint),
        LayerKey("endPoint", point: \CAGradientLayer.gradientState.endPoint),
    ])

    /// The gradient's stops and geometry.
    @_spi(Rendering) public override var content: LayerContent? {
        let content = GradientLayerContent(gradientState)
        if content == nil, let colors = gradientState.colors, let locations = gradientState.locations, colors.count != locations.count {
            LabDiagnostics.report("\(diagnosticName): \(locations.count) locations for \(colors.count) colors; nothing is drawn, as on iOS")
        }
        return content.map { .gradient($0) }
    }

    private func setGradientState<Value>(_ field: WritableKeyPath<GradientLayerState, Value>, _ value: Value, key: String,
                                         runsAction: Bool = true) {
        notifyingObservers(of: key) {
            let old = gradientState[keyPath: field]
            gradientState[keyPath: field] = value
            if runsAction { modelDidChange(key, from: old) } else { modelGeneration &+= 1 }
        }
    }

    private func setGradientPoint(_ field: WritableKeyPath<GradientLayerState, CGPoint>, _ point: CGPoint, key: String) {
        guard point.x.isFinite, point.y.isFinite else {
            LabDiagnostics.report("\(diagnosticName): \(key) \(point) is not finite; ignored")
            return
        }
        setGradientState(field, point, key: key)
    }
}

/// A gradient layer's own stored properties.
struct GradientLayerState {
    var colors: [CGColor]?
    var locations: [CGFloat]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type: CAGradientLayerType = .axial
}

/// What a gradient layer draws: its stops resolved as Core Animation resolves them, and its
/// geometry in the unit square of the bounds.
@_spi(Rendering) public struct GradientLayerContent: Equatable {
    /// One stop: where it lies (0…1, non-decreasing) and its premultiplied sRGB color.
    public struct Stop: Equatable {
        public let location: Double
        public let color: SIMD4<Double>

        public init(location: Double, color: SIMD4<Double>) {
            self.location = location
            self.color = color
        }
    }
    public let stops: [Stop]
    public let type: CAGradientLayerType
    public let startPoint: CGPoint
    public let endPoint: CGPoint

    /// Nil when there is nothing to draw: no colors, or a `locations` array whose count
    /// differs from the colors' (Core Animation then draws a blank gradient).
    init?(_ state: GradientLayerState) {
        guard let colors = state.colors, !colors.isEmpty,
              let locations = GradientLayerContent.locations(state.locations, count: colors.count) else { return nil }
        stops = zip(locations, colors).map { location, color in
            let c = color.rgba
            let a = Double(c.alpha)
            return Stop(location: location, color: SIMD4(Double(c.red) * a, Double(c.green) * a, Double(c.blue) * a, a))
        }
        type = state.type
        startPoint = state.startPoint
        endPoint = state.endPoint
    }

    /// The stops' locations: evenly spread when none are given; the given ones clamped to
    /// 0…1 and made non-decreasing when there is one per color; nil when the counts differ.
    static func locations(_ given: [CGFloat]?, count: Int) -> [Double]? {
        guard let given else { return count == 1 ? [0] : (0..<count).map { Double($0) / Double(count - 1) } }
        guard given.count == count, given.allSatisfy(\.isFinite) else { return nil }
        var previous = 0.0
        return given.map { value in
            previous = max(previous, min(1, max(0, Double(value))))
            return previous
        }
    }

    /// The premultiplied color at `t` along the ramp (clamped: the end colors extend).
    public func color(at t: Double) -> SIMD4<Double> {
        guard let first = stops.first, let last = stops.last else { return .zero }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let span = b.location - a.location
            return span <= 0 ? b.color : a.color + (b.color - a.color) * ((t - a.location) / span)
        }
        return last.color
    }
}
