import Foundation

/// A layer that draws a path: filled with `fillColor` by `fillRule`, then stroked with
/// `strokeColor`, with the stroke trimmed to `strokeStart…strokeEnd` of the path's length.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates.
    open var path: CGPath?
    /// The fill (default opaque black; nil for none).
    open var fillColor: CGColor? = .black
    /// How overlapping subpaths fill (default nonzero).
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke (default nil: none).
    open var strokeColor: CGColor?
    /// Stroke width in points (default 1).
    open var lineWidth: CGFloat = 1
    /// How open ends are drawn (default butt).
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How corners are drawn (default miter).
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// A miter join whose length exceeds `miterLimit × lineWidth` is drawn as a bevel (default 10).
    open var miterLimit: CGFloat = 10
    /// Where the stroke starts, as a fraction of the path's length (default 0).
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends, as a fraction of the path's length (default 1).
    open var strokeEnd: CGFloat = 1
    /// Alternating dash and gap lengths in points (nil: solid).
    open var lineDashPattern: [NSNumber]?
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0

    /// Creates a shape layer with no path.
    public override init() { super.init() }

    /// Copies `layer`'s properties, shape properties included when it is a shape layer.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule
        strokeColor = other.strokeColor; lineWidth = other.lineWidth; lineCap = other.lineCap
        lineJoin = other.lineJoin; miterLimit = other.miterLimit; strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd; lineDashPattern = other.lineDashPattern; lineDashPhase = other.lineDashPhase
    }
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
