import Foundation

/// A layer that draws a path: filled with `fillColor` by `fillRule`, then stroked with
/// `strokeColor`, with the stroke trimmed to `strokeStart…strokeEnd` of the path's length.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? {
        get { shapeState.path }
        set { setShapeState(\.path, newValue, key: "path") }
    }
    /// The fill (default opaque black; nil for none).
    open var fillColor: CGColor? {
        get { shapeState.fillColor }
        set { setShapeState(\.fillColor, newValue, key: "fillColor") }
    }
    /// How overlapping subpaths fill (default nonzero).
    open var fillRule: CAShapeLayerFillRule {
        get { shapeState.fillRule }
        set { setShapeState(\.fillRule, newValue, key: "fillRule", runsAction: false) }
    }
    /// The stroke (default nil: none).
    open var strokeColor: CGColor? {
        get { shapeState.strokeColor }
        set { setShapeState(\.strokeColor, newValue, key: "strokeColor") }
    }
    /// Stroke width in points (default 1; a negative width is ignored with a diagnostic).
    open var lineWidth: CGFloat {
        get { shapeState.lineWidth }
        set { setShapeNumber(\.lineWidth, newValue, key: "lineWidth", allowsNegative: false) }
    }
    /// How open ends are drawn (default butt).
    open var lineCap: CAShapeLayerLineCap {
        get { shapeState.lineCap }
        set { setShapeState(\.lineCap, newValue, key: "lineCap", runsAction: false) }
    }
    /// How corners are drawn (default miter).
    open var lineJoin: CAShapeLayerLineJoin {
        get { shapeState.lineJoin }
        set { setShapeState(\.lineJoin, newValue, key: "lineJoin", runsAction: false) }
    }
    /// A miter join whose length exceeds `miterLimit × lineWidth` is drawn as a bevel (default
    /// 10; a negative limit is ignored with a diagnostic).
    open var miterLimit: CGFloat {
        get { shapeState.miterLimit }
        set { setShapeNumber(\.miterLimit, newValue, key: "miterLimit", allowsNegative: false) }
    }
    /// Where the stroke starts, as a fraction of the path's length (default 0).
    open var strokeStart: CGFloat {
        get { shapeState.strokeStart }
        set { setShapeFraction(\.strokeStart, newValue, key: "strokeStart") }
    }
    /// Where the stroke ends, as a fraction of the path's length (default 1).
    open var strokeEnd: CGFloat {
        get { shapeState.strokeEnd }
        set { setShapeFraction(\.strokeEnd, newValue, key: "strokeEnd") }
    }
    /// Alternating dash and gap lengths in points (nil or empty: solid). A pattern with a
    /// negative or non-finite length, or whose lengths are all zero, is ignored with a diagnostic.
    open var lineDashPattern: [NSNumber]? {
        get { shapeState.lineDashPattern }
        set {
            if let lengths = newValue?.map(\.doubleValue), !lengths.isEmpty {
                guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                    return reportOnce("lineDashPattern \(lengths) has a negative or non-finite length",
                                      "lineDashPattern invalid length")
                }
                guard lengths.contains(where: { $0 > 0 }) else {
                    return reportOnce("lineDashPattern \(lengths) has only zero lengths", "lineDashPattern all zero")
                }
            }
            setShapeState(\.lineDashPattern, newValue, key: "lineDashPattern", runsAction: false)
        }
    }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat {
        get { shapeState.lineDashPhase }
        set { setShapeNumber(\.lineDashPhase, newValue, key: "lineDashPhase") }
    }

    /// The drawn shape properties (read by the renderer field by field, without copying them all).
    @_spi(Rendering) public final internal(set) var shapeState = ShapeLayerState()

    /// Creates a shape layer with no path.
    public override init() { super.init() }

    /// Creates a layer as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `layer`'s properties, shape properties included when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func copyLayerState(from other: CALayer) {
        super.copyLayerState(from: other)
        if let other = other as? CAShapeLayer { shapeState = other.shapeState }
    }

    /// Stores a number of the shape when it is finite (and, unless `allowsNegative`, ≥ 0);
    /// anything else is ignored with a diagnostic (Core Graphics rejects non-finite stroke
    /// parameters, and Apple gives negative widths and miter limits no meaning).
    private func setShapeNumber(_ field: WritableKeyPath<ShapeLayerState, CGFloat>, _ value: CGFloat, key: String,
                                allowsNegative: Bool = true) {
        guard value.isFinite else { return reportOnce("\(key) \(value) is not finite", "\(key) not finite") }
        guard allowsNegative || value >= 0 else { return reportOnce("\(key) \(value) is negative", "\(key) negative") }
        setShapeState(field, value, key: key)
    }

    /// Stores a fraction of the path's length. Apple says it must be in 0…1 without saying
    /// what happens outside: the value is kept and drawn clamped, with a diagnostic.
    private func setShapeFraction(_ field: WritableKeyPath<ShapeLayerState, CGFloat>, _ value: CGFloat, key: String) {
        setShapeNumber(field, value, key: key)
        if value.isFinite, !(0...1).contains(value) {
            reportOnce("\(key) \(value) is outside 0…1", "\(key) outside 0…1", then: "drawn clamped")
        }
    }

    /// Stores a shape property, as `setState` does for the layer's own.
    private func setShapeState<Value>(_ field: WritableKeyPath<ShapeLayerState, Value>, _ value: Value, key: String,
                                      runsAction: Bool = true) {
        notifyingObservers(of: key) {
            let old = shapeState[keyPath: field]
            shapeState[keyPath: field] = value
            if runsAction { modelDidChange(key, from: old) } else { modelGeneration &+= 1 }
        }
    }

    override class func makeLabKitInstance() -> CALayer { CAShapeLayer() }

    override class func layerKey(named name: String) -> LayerKey? { keys[name] ?? super.layerKey(named: name) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        shapeKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let shapeKeyValueAccessors: [String: KeyValueAccessor] = [
        "path": KeyValueAccessor(\CAShapeLayer.path),
        "fillColor": KeyValueAccessor(\CAShapeLayer.fillColor),
        "fillRule": KeyValueAccessor(\CAShapeLayer.fillRule),
        "strokeColor": KeyValueAccessor(\CAShapeLayer.strokeColor),
        "lineWidth": KeyValueAccessor(\CAShapeLayer.lineWidth),
        "lineCap": KeyValueAccessor(\CAShapeLayer.lineCap),
        "lineJoin": KeyValueAccessor(\CAShapeLayer.lineJoin),
        "miterLimit": KeyValueAccessor(\CAShapeLayer.miterLimit),
        "strokeStart": KeyValueAccessor(\CAShapeLayer.strokeStart),
        "strokeEnd": KeyValueAccessor(\CAShapeLayer.strokeEnd),
        "lineDashPattern": KeyValueAccessor(\CAShapeLayer.lineDashPattern),
        "lineDashPhase": KeyValueAccessor(\CAShapeLayer.lineDashPhase),
    ]

    private static let keys = LayerKey.table([
        LayerKey("path", .path, \CAShapeLayer.shapeState.path, read: { $0.map { .path($0) } ?? .object(nil) }, write: { $0.cgPath }),
        LayerKey("fillColor", color: \CAShapeLayer.shapeState.fillColor),
        LayerKey("strokeColor", color: \CAShapeLayer.shapeState.strokeColor),
        LayerKey("lineWidth", number: \CAShapeLayer.shapeState.lineWidth),
        LayerKey("strokeStart", number: \CAShapeLayer.shapeState.strokeStart),
        LayerKey("strokeEnd", number: \CAShapeLayer.shapeState.strokeEnd),
        LayerKey("lineDashPhase", number: \CAShapeLayer.shapeState.lineDashPhase),
        LayerKey("miterLimit", number: \CAShapeLayer.shapeState.miterLimit),
    ])

    /// The path, filled and stroked; without a path, what the layer drew (`draw(in:)`), as a
    /// plain layer shows it (the lab shows one or the other, not the drawing below the path).
    @_spi(Rendering) public override var content: LayerContent? { shapeState.path == nil ? super.content : .shape(self) }

}

/// A fill rule, as Core Animation names them.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A point is inside when the path winds around it a non-zero number of times.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// A point is inside when a ray from it crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A line cap, as Core Animation names them.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The stroke ends exactly at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half disc around the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square beyond the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A line join, as Core Animation names them.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Edges extended to meet at a point (beveled past the miter limit).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A disc around the corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// The outer corners joined by a straight edge.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// The stored properties of a shape layer (see `LayerState`), which are also what the
/// renderer draws of it.
@_spi(Rendering) public struct ShapeLayerState {
    public internal(set) var path: CGPath? = nil
    public internal(set) var fillColor: CGColor? = .black
    public internal(set) var fillRule: CAShapeLayerFillRule = .nonZero
    public internal(set) var strokeColor: CGColor? = nil
    public internal(set) var lineWidth: CGFloat = 1
    public internal(set) var lineCap: CAShapeLayerLineCap = .butt
    public internal(set) var lineJoin: CAShapeLayerLineJoin = .miter
    public internal(set) var miterLimit: CGFloat = 10
    public internal(set) var strokeStart: CGFloat = 0
    public internal(set) var strokeEnd: CGFloat = 1
    public internal(set) var lineDashPattern: [NSNumber]? = nil
    public internal(set) var lineDashPhase: CGFloat = 0
}
