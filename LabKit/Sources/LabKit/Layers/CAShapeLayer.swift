import Foundation

/// A layer that draws a path: filled with `fillColor` by `fillRule`, then stroked with
/// `strokeColor`, with the stroke trimmed to `strokeStart…strokeEnd` of the path's length.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath? {
        get { shapeState.path }
        set { let old = shapeState.path; shapeState.path = newValue; modelDidChange("path", from: old) }
    }
    /// The fill (default opaque black; nil for none).
    open var fillColor: CGColor? {
        get { shapeState.fillColor }
        set { let old = shapeState.fillColor; shapeState.fillColor = newValue; modelDidChange("fillColor", from: old) }
    }
    /// How overlapping subpaths fill (default nonzero).
    open var fillRule: CAShapeLayerFillRule {
        get { shapeState.fillRule }
        set { shapeState.fillRule = newValue; modelGeneration &+= 1 }
    }
    /// The stroke (default nil: none).
    open var strokeColor: CGColor? {
        get { shapeState.strokeColor }
        set { let old = shapeState.strokeColor; shapeState.strokeColor = newValue; modelDidChange("strokeColor", from: old) }
    }
    /// Stroke width in points (default 1).
    open var lineWidth: CGFloat {
        get { shapeState.lineWidth }
        set { let old = shapeState.lineWidth; shapeState.lineWidth = newValue; modelDidChange("lineWidth", from: old) }
    }
    /// How open ends are drawn (default butt).
    open var lineCap: CAShapeLayerLineCap {
        get { shapeState.lineCap }
        set { shapeState.lineCap = newValue; modelGeneration &+= 1 }
    }
    /// How corners are drawn (default miter).
    open var lineJoin: CAShapeLayerLineJoin {
        get { shapeState.lineJoin }
        set { shapeState.lineJoin = newValue; modelGeneration &+= 1 }
    }
    /// A miter join whose length exceeds `miterLimit × lineWidth` is drawn as a bevel (default 10).
    open var miterLimit: CGFloat {
        get { shapeState.miterLimit }
        set { let old = shapeState.miterLimit; shapeState.miterLimit = newValue; modelDidChange("miterLimit", from: old) }
    }
    /// Where the stroke starts, as a fraction of the path's length (default 0).
    open var strokeStart: CGFloat {
        get { shapeState.strokeStart }
        set { let old = shapeState.strokeStart; shapeState.strokeStart = newValue; modelDidChange("strokeStart", from: old) }
    }
    /// Where the stroke ends, as a fraction of the path's length (default 1).
    open var strokeEnd: CGFloat {
        get { shapeState.strokeEnd }
        set { let old = shapeState.strokeEnd; shapeState.strokeEnd = newValue; modelDidChange("strokeEnd", from: old) }
    }
    /// Alternating dash and gap lengths in points (nil: solid).
    open var lineDashPattern: [NSNumber]? {
        get { shapeState.lineDashPattern }
        set { shapeState.lineDashPattern = newValue; modelGeneration &+= 1 }
    }
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat {
        get { shapeState.lineDashPhase }
        set { let old = shapeState.lineDashPhase; shapeState.lineDashPhase = newValue; modelDidChange("lineDashPhase", from: old) }
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
