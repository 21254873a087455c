import Foundation

/// Core Animation's layer: a rectangle with a position, an anchor point and a transform in
/// its superlayer, drawn as background, contents, sublayers and border, in that order.
///
/// Coordinates are UIKit's: origin top-left, y down, in points.
open class CALayer: Hashable, CustomStringConvertible {
    /// The layer's own coordinate space: its size, and the local coordinate of its top-left corner.
    open var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint = .zero
    /// The position's z component.
    open var zPosition: CGFloat = 0
    /// The point, in unit coordinates of the bounds, that `position` places and that transforms pivot around.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The anchor point's z component.
    open var anchorPointZ: CGFloat = 0
    /// Applied to the layer's content around its anchor point.
    open var transform: CATransform3D = CATransform3DIdentity
    /// Applied to the sublayers, around this layer's anchor point (typically for perspective).
    open var sublayerTransform: CATransform3D = CATransform3DIdentity
    /// 0 (invisible) to 1 (opaque); with sublayers, applied to the flattened group.
    open var opacity: Float = 1
    /// Whether the layer and its sublayers are skipped.
    open var isHidden = false
    /// The fill of the bounds (rounded by `cornerRadius`), below the contents.
    open var backgroundColor: CGColor?
    /// Rounds the background and border; clips contents and sublayers when `masksToBounds`.
    open var cornerRadius: CGFloat = 0
    /// Width of the border, drawn inside the bounds above the sublayers.
    open var borderWidth: CGFloat = 0
    /// Color of the border (default opaque black).
    open var borderColor: CGColor? = .black
    /// Whether contents and sublayers are clipped to the (rounded) bounds.
    open var masksToBounds = false
    /// A layer whose alpha decides where this layer is visible; positioned in this layer's coordinates.
    open var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
        }
    }
    /// Whether opacity below 1 flattens the layer and its sublayers before blending (default true, as on iOS).
    open var allowsGroupOpacity = true
    /// The image the layer shows (a `CGImage`), stretched to the bounds.
    open var contents: Any?
    /// Pixels per point of the contents.
    open var contentsScale: CGFloat = 1
    /// A name for debugging and lookup.
    open var name: String?

    /// The parent layer.
    public private(set) weak var superlayer: CALayer?
    /// The layer this one masks, if it is a mask.
    public private(set) weak var maskOwner: CALayer?
    private var children: [CALayer] = []

    /// Creates a layer with zero bounds at the origin.
    public init() {}

    /// Creates a copy of `layer`'s properties (not its sublayers), as Core Animation does for
    /// presentation layers. Subclasses with their own properties override it to copy them.
    public init(layer: Any) {
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds; position = other.position; zPosition = other.zPosition
        anchorPoint = other.anchorPoint; anchorPointZ = other.anchorPointZ
        transform = other.transform; sublayerTransform = other.sublayerTransform
        opacity = other.opacity; isHidden = other.isHidden; backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius; borderWidth = other.borderWidth; borderColor = other.borderColor
        masksToBounds = other.masksToBounds; allowsGroupOpacity = other.allowsGroupOpacity
        contents = other.contents; contentsScale = other.contentsScale; name = other.name
    }

    /// The sublayers, bottom to top; setting it reparents the new ones.
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for child in children { child.superlayer = nil }
            children = []
            for child in newValue ?? [] { addSublayer(child) }
        }
    }

    /// The frame in the superlayer: the box around the transformed bounds. Setting it sets
    /// `bounds.size` and `position` (as Core Animation does, assuming an identity transform).
    open var frame: CGRect {
        get {
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY)]
            let frameTransform = transformToParent(includingSublayerTransform: false)
            return CGRect.boundingBox(of: corners.map { frameTransform.apply(to: $0) })
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
        }
    }

    /// Adds `layer` on top of the sublayers, removing it from any previous parent.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count))
    }

    /// Inserts `layer` at `index` (clamped to the sublayer count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else {
            LabDiagnostics.report("CALayer.insertSublayer: a layer cannot be its own sublayer; ignored")
            return
        }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
    }

    /// Inserts `layer` just above `sibling` (on top when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just below `sibling` (at the bottom when `sibling` is nil or not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let index = sibling.flatMap { s in children.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces the sublayer `oldLayer` with `newLayer` at the same index.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        if let parent = superlayer {
            parent.children.removeAll { $0 === self }
            superlayer = nil
        }
        if let owner = maskOwner, owner.mask === self {
            maskOwner = nil
            owner.mask = nil
        }
    }

    /// The transform as an affine transform.
    open func affineTransform() -> CGAffineTransform { transform.affineTransform }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The anchor point in the layer's own (bounds) coordinates.
    public var anchorPointInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The transform from this layer's coordinates to its superlayer's (or, for a mask, to
    /// the masked layer's): the anchor moved to the origin, `transform`, then `position` and
    /// `zPosition`, then the superlayer's `sublayerTransform` around the superlayer's anchor.
    /// Row-vector convention, as `CATransform3D`.
    public var transformToSuperlayer: CATransform3D {
        transformToParent(includingSublayerTransform: superlayer != nil)
    }

    private func transformToParent(includingSublayerTransform: Bool) -> CATransform3D {
        let a = anchorPointInBounds
        var m = CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ)
        if !transform.isIdentity { m = CATransform3DConcat(m, transform) }
        m = CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if includingSublayerTransform, let parent = superlayer, !parent.sublayerTransform.isIdentity {
            let pa = parent.anchorPointInBounds
            let around = CATransform3DConcat(CATransform3DConcat(
                CATransform3DMakeTranslation(-pa.x, -pa.y, 0), parent.sublayerTransform),
                CATransform3DMakeTranslation(pa.x, pa.y, 0))
            m = CATransform3DConcat(m, around)
        }
        return m
    }

    /// The chain of layers from the root down to this one.
    private var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let l = layer { chain.append(l); layer = l.superlayer ?? l.maskOwner }
        return chain.reversed()
    }

    /// This layer's transform to the root of its tree, layers flattened into their parents' planes.
    private var transformToRoot: CATransform3D {
        var m = CATransform3DIdentity
        var layer: CALayer? = self
        while let l = layer, l.superlayer != nil || l.maskOwner != nil {
            m = CATransform3DConcat(CATransform3DConcat(m, l.transformToSuperlayer), CALayer.flattening)
            layer = l.superlayer ?? l.maskOwner
        }
        return m
    }

    /// Projects onto the z = 0 plane, as Core Animation flattens each layer into its parent.
    public static let flattening: CATransform3D = {
        var f = CATransform3DIdentity
        f.m33 = 0
        return f
    }()

    /// Converts a point from `layer`'s coordinates (nil: the root's) to this layer's.
    open func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint {
        let fromRoot = (layer ?? ancestry.first!).transformToRoot
        let inRoot = fromRoot.apply(to: point)
        return transformToRoot.unapply(to: inRoot) ?? inRoot
    }

    /// Converts a point from this layer's coordinates to `layer`'s (nil: the root's).
    open func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint {
        (layer ?? ancestry.first!).convert(point, from: self)
    }

    /// Converts a rectangle (its four corners) from `layer`'s coordinates to this layer's.
    open func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        return CGRect.boundingBox(of: corners.map { convert($0, from: layer) })
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s.
    open func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect {
        (layer ?? ancestry.first!).convert(rect, from: self)
    }

    /// Whether `point` (in this layer's coordinates) is inside the bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The deepest visible layer containing `point` (given in the superlayer's coordinates).
    open func hitTest(_ point: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        guard let local = transformToSuperlayer.unapply(to: point) else { return nil }
        if masksToBounds && !contains(local) { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }

    /// Layers are equal only to themselves, as NSObjects are.
    public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    open var description: String {
        "<\(type(of: self))\(name.map { " '\($0)'" } ?? "") frame: \(frame)>"
    }
}
