import Foundation

/// A layer that draws a path: filled with `fillColor` by `fillRule`, then stroked with
/// `strokeColor`, with the stroke trimmed to `strokeStart…strokeEnd` of the path's length.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? {
        get { shapeState.path }
        set { setShapeState(\.path, newValue, action: "path") }
    }
    /// The fill (default opaque black; nil for none).
    open var fillColor: CGColor? {
        get { shapeState.fillColor }
        set { setShapeState(\.fillColor, newValue, action: "fillColor") }
    }
    /// How overlapping subpaths fill (default nonzero).
    open var fillRule: CAShapeLayerFillRule {
        get { shapeState.fillRule }
        set { setShapeState(\.fillRule, newValue, action: nil) }
    }
    /// The stroke (default nil: none).
    open var strokeColor: CGColor? {
        get { shapeState.strokeColor }
        set { setShapeState(\.strokeColor, newValue, action: "strokeColor") }
    }
    /// Stroke width in points (default 1).
    open var lineWidth: CGFloat {
        get { shapeState.lineWidth }
        set { setShapeState(\.lineWidth, newValue, action: "lineWidth") }
    }
    /// How open ends are drawn (default butt).
    open var lineCap: CAShapeLayerLineCap {
        get { shapeState.lineCap }
        set { setShapeState(\.lineCap, newValue, action: nil) }
    }
    /// How corners are drawn (default miter).
    open var lineJoin: CAShapeLayerLineJoin {
        get { shapeState.lineJoin }
        set { setShapeState(\.lineJoin, newValue, action: nil) }
    }
    /// A miter join whose length exceeds `miterLimit × lineWidth` is drawn as a bevel (default 10).
    open var miterLimit: CGFloat {
        get { shapeState.miterLimit }
        set { setShapeState(\.miterLimit, newValue, action: "miterLimit") }
    }
    /// Where the stroke starts, as a fraction of the path's length (default 0).
    open var strokeStart: CGFloat {
        get { shapeState.strokeStart }
        set { setShapeState(\.strokeStart, newValue, action: "strokeStart") }
    }
    /// Where the stroke ends, as a fraction of the path's length (default 1).
    open var strokeEnd: CGFloat {
        get { shapeState.strokeEnd }
        set { setShapeState(\.strokeEnd, newValue, action: "strokeEnd") }
    }
    /// Alternating dash and gap lengths in points (nil: solid).
    open var lineDashPattern: [NSNumber]? {
        get { shapeState.lineDashPattern }
        set { setShapeState(\.lineDashPattern, newValue, action: nil) }
    }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat {
        get { shapeState.lineDashPhase }
        set { setShapeState(\.lineDashPhase, newValue, action: "lineDashPhase") }
    }

    /// The drawn shape properties.
    var shapeState = ShapeLayerState()

    /// Creates a shape layer with no path.
    public override init() { super.init() }

    /// Copies `layer`'s properties, shape properties included when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
    }

    override func copyLayerState(from other: CALayer) {
        super.copyLayerState(from: other)
        if let other = other as? CAShapeLayer { shapeState = other.shapeState }
    }

    /// Stores a shape property, as `setState` does for the layer's own.
    private func setShapeState<Value>(_ field: WritableKeyPath<ShapeLayerState, Value>, _ value: Value, action: String?) {
        let old = shapeState[keyPath: field]
        shapeState[keyPath: field] = value
        if let action { modelDidChange(action, from: old) } else { modelGeneration &+= 1 }
    }

    override func makePresentationCopy() -> CALayer { CAShapeLayer() }

    /// A copy with every running animation applied at the current lab time.
    open override func presentation() -> CAShapeLayer? { presentationCopy() as? CAShapeLayer }
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

/// The stored properties of a shape layer (see `LayerState`).
struct ShapeLayerState {
    var path: CGPath? = nil
    var fillColor: CGColor? = .black
    var fillRule: CAShapeLayerFillRule = .nonZero
    var strokeColor: CGColor? = nil
    var lineWidth: CGFloat = 1
    var lineCap: CAShapeLayerLineCap = .butt
    var lineJoin: CAShapeLayerLineJoin = .miter
    var miterLimit: CGFloat = 10
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
    var lineDashPattern: [NSNumber]? = nil
    var lineDashPhase: CGFloat = 0
}
