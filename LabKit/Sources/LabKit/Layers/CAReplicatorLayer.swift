import Foundation

/// Core Animation's replicator layer: it draws its sublayers `instanceCount` times, each copy
/// moved by one more `instanceTransform`, tinted by one more step of color offsets and
/// running its animations `instanceDelay` later than the copy before it.
///
/// The transform of copy k is `instanceTransform` applied k times, about the center of the
/// replicator's bounds. Its color multiplies everything the copy draws: copy 0 by
/// `instanceColor`, each next one by the previous color plus the red, green, blue and alpha
/// offsets, each component clamped to 0…1. Replicators nest: an inner one's copies are
/// themselves copied. All properties but `instanceCount` and `preservesDepth` animate.
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn (default 1; 0 or less draws none).
    open var instanceCount: Int {
        get { replicatorState.instanceCount }
        set { setReplicatorState(\.instanceCount, newValue, key: "instanceCount", runsAction: false) }
    }
    /// Whether the copies keep their depth instead of being flattened into the layer
    /// (default false): when true the replicator acts like a ``CATransformLayer``.
    open var preservesDepth: Bool {
        get { replicatorState.preservesDepth }
        set { setReplicatorState(\.preservesDepth, newValue, key: "preservesDepth", runsAction: false) }
    }

    /// With `preservesDepth`, the replicator "acts like a CATransformLayer" (Apple's
    /// CAReplicatorLayer reference): its copies keep their depth and are drawn back to front.
    @_spi(Rendering) public override var flattensSublayers: Bool { !preservesDepth }
    /// How much later each copy's sublayer animations run than the previous copy's, in
    /// seconds (default 0). A value that is not finite is ignored with a diagnostic.
    open var instanceDelay: CFTimeInterval {
        get { replicatorState.instanceDelay }
        set {
            guard newValue.isFinite else {
                return LabDiagnostics.report("\(diagnosticName): instanceDelay \(newValue) is not finite; ignored")
            }
            setReplicatorState(\.instanceDelay, newValue, key: "instanceDelay")
        }
    }
    /// The transform that takes each copy to the next, about the center of the bounds
    /// (default identity). A transform with an entry that is not finite is ignored with a diagnostic.
    open var instanceTransform: CATransform3D {
        get { replicatorState.instanceTransform }
        set {
            guard newValue.entries.allSatisfy(\.isFinite) else {
                return LabDiagnostics.report("\(diagnosticName): instanceTransform is not finite; ignored")
            }
            setReplicatorState(\.instanceTransform, newValue, key: "instanceTransform")
        }
    }
    /// The color the first copy is multiplied by (default opaque white; nil: white).
    open var instanceColor: CGColor? {
        get { replicatorState.instanceColor }
        set { setReplicatorState(\.instanceColor, newValue, key: "instanceColor") }
    }
    /// Added to the red component of each copy's color to make the next copy's (default 0).
    open var instanceRedOffset: Float {
        get { replicatorState.offsets.x }
        set { setOffset(\.offsets.x, newValue, key: "instanceRedOffset") }
    }
    /// Added to the green component of each copy's color to make the next copy's (default 0).
    open var instanceGreenOffset: Float {
        get { replicatorState.offsets.y }
        set { setOffset(\.offsets.y, newValue, key: "instanceGreenOffset") }
    }
    /// Added to the blue component of each copy's color to make the next copy's (default 0).
    open var instanceBlueOffset: Float {
        get { replicatorState.offsets.z }
        set { setOffset(\.offsets.z, newValue, key: "instanceBlueOffset") }
    }
    /// Added to the alpha component of each copy's color to make the next copy's (default 0).
    open var instanceAlphaOffset: Float {
        get { replicatorState.offsets.w }
        set { setOffset(\.offsets.w, newValue, key: "instanceAlphaOffset") }
    }

    var replicatorState = ReplicatorLayerState()

    /// Creates a replicator layer drawing one copy.
    public override init() { super.init() }

    /// Creates a layer as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `layer`'s properties, the replicator's included when it is a replicator layer.
    public override init(layer: Any) { super.init(layer: layer) }

    override func copyLayerState(from other: CALayer) {
        super.copyLayerState(from: other)
        if let other = other as? CAReplicatorLayer { replicatorState = other.replicatorState }
    }

    override class func makeLabKitInstance() -> CALayer { CAReplicatorLayer() }

    override class func layerKey(named name: String) -> LayerKey? { keys[name] ?? super.layerKey(named: name) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        replicatorKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    /// The most copies a replicator draws: past it the count is cut, with a diagnostic, so
    /// that a careless count cannot stall the frame.
    public static let maximumInstanceCount = 10_000

    /// The copies to draw, as the presentation snapshot reads them (see `LayerReplica`).
    @_spi(Rendering) public override var replicas: [LayerReplica]? {
        // A model layer inside delayed copies of another replicator is asked once per copy.
        if !isPresentationCopy, let kept = keptReplicas, kept.generation == modelGeneration, kept.bounds == bounds {
            return kept.replicas
        }
        let replicas = makeReplicas()
        if !isPresentationCopy { keptReplicas = (modelGeneration, bounds, replicas) }
        return replicas
    }

    /// The model's copies, with the generation and bounds they were made for.
    private var keptReplicas: (generation: UInt32, bounds: CGRect, replicas: [LayerReplica])?

    private func makeReplicas() -> [LayerReplica] {
        let state = replicatorState
        var count = max(0, state.instanceCount)
        if count > Self.maximumInstanceCount {
            LabDiagnostics.report("\(diagnosticName): instanceCount \(count) is more than \(Self.maximumInstanceCount); "
                                  + "\(Self.maximumInstanceCount) copies are drawn")
            count = Self.maximumInstanceCount
        }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let toCenter = CATransform3DMakeTranslation(-center.x, -center.y, 0)
        let fromCenter = CATransform3DMakeTranslation(center.x, center.y, 0)
        let first = state.instanceColor?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        var color = SIMD4<Float>(Float(first.red), Float(first.green), Float(first.blue), Float(first.alpha))
        var transform = CATransform3DIdentity
        var replicas: [LayerReplica] = []
        replicas.reserveCapacity(count)
        for k in 0..<count {
            if k > 0 {
                transform = CATransform3DConcat(transform, state.instanceTransform)
                color = (color + state.offsets).clamped(lowerBound: .zero, upperBound: .one)
            }
            let placed = CATransform3DConcat(CATransform3DConcat(toCenter, transform), fromCenter)
            replicas.append(LayerReplica(transform: placed, color: color, delay: CFTimeInterval(k) * state.instanceDelay))
        }
        return replicas
    }

    private static let replicatorKeyValueAccessors: [String: KeyValueAccessor] = [
        "instanceCount": KeyValueAccessor(\CAReplicatorLayer.instanceCount),
        "preservesDepth": KeyValueAccessor(\CAReplicatorLayer.preservesDepth),
        "instanceDelay": KeyValueAccessor(\CAReplicatorLayer.instanceDelay),
        "instanceTransform": KeyValueAccessor(\CAReplicatorLayer.instanceTransform),
        "instanceColor": KeyValueAccessor(\CAReplicatorLayer.instanceColor),
        "instanceRedOffset": KeyValueAccessor(\CAReplicatorLayer.instanceRedOffset),
        "instanceGreenOffset": KeyValueAccessor(\CAReplicatorLayer.instanceGreenOffset),
        "instanceBlueOffset": KeyValueAccessor(\CAReplicatorLayer.instanceBlueOffset),
        "instanceAlphaOffset": KeyValueAccessor(\CAReplicatorLayer.instanceAlphaOffset),
    ]

    private static let keys = LayerKey.table([
        LayerKey("instanceDelay", .number, \CAReplicatorLayer.replicatorState.instanceDelay,
                 read: { .number($0) }, write: { $0.double }),
        LayerKey("instanceTransform", .transform, \CAReplicatorLayer.replicatorState.instanceTransform,
                 read: { .transform($0) }, write: { $0.caTransform }),
        LayerKey("instanceColor", color: \CAReplicatorLayer.replicatorState.instanceColor),
        offsetKey("instanceRedOffset", \.offsets.x),
        offsetKey("instanceGreenOffset", \.offsets.y),
        offsetKey("instanceBlueOffset", \.offsets.z),
        offsetKey("instanceAlphaOffset", \.offsets.w),
    ])

    private static func offsetKey(_ name: String, _ field: WritableKeyPath<ReplicatorLayerState, Float>) -> LayerKey {
        LayerKey(name, .number, (\CAReplicatorLayer.replicatorState).appending(path: field),
                 read: { .number(Double($0)) }, write: { Float($0.double) })
    }

    private func setReplicatorState<Value>(_ field: WritableKeyPath<ReplicatorLayerState, Value>, _ value: Value, key: String,
                                           runsAction: Bool = true) {
        notifyingObservers(of: key) {
            let old = replicatorState[keyPath: field]
            replicatorState[keyPath: field] = value
            if runsAction { modelDidChange(key, from: old) } else { modelGeneration &+= 1 }
        }
    }

    private func setOffset(_ field: WritableKeyPath<ReplicatorLayerState, Float>, _ value: Float, key: String) {
        guard value.isFinite else {
            return LabDiagnostics.report("\(diagnosticName): \(key) \(value) is not finite; ignored")
        }
        setReplicatorState(field, value, key: key)
    }
}

/// A replicator layer's own stored properties.
struct ReplicatorLayerState {
    var instanceCount = 1
    var preservesDepth = false
    var instanceDelay: CFTimeInterval = 0
    var instanceTransform = CATransform3DIdentity
    var instanceColor: CGColor?
    /// Red, green, blue and alpha offsets.
    var offsets = SIMD4<Float>.zero
}

/// One copy of a layer's sublayers, as a replicator draws it.
@_spi(Rendering) public struct LayerReplica: Equatable {
    /// Applied to each sublayer before the layer's own sublayer transform, in the layer's
    /// bounds coordinates.
    public let transform: CATransform3D
    /// What the copy's colors are multiplied by: red, green, blue, alpha, unpremultiplied.
    public let color: SIMD4<Float>
    /// How much earlier than the layer's time the copy's sublayers are evaluated.
    public let delay: CFTimeInterval

    public init(transform: CATransform3D, color: SIMD4<Float>, delay: CFTimeInterval) {
        self.transform = transform
        self.color = color
        self.delay = delay
    }
}
