import Foundation

/// The shape particles are emitted from, as Core Animation names them.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// One point, `emitterPosition`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A horizontal line `emitterSize.width` long centered on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centered on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth` around the emitter's position.
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of diameter `emitterSize.width` centered on `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of diameter `emitterSize.width` around the emitter's position.
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the emitter's shape particles are born, as Core Animation names the modes.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// At points of the shape (over its area for a rectangle or circle).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Over the shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Inside the shape.
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order and blending particles are drawn with, as Core Animation names the modes.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Any order (LabKit: cell by cell, oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest particles first, so the newest are on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The newest particles first, so the oldest are on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// The farthest particles (smallest z) first.
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Particles' colors are added together (plus-lighter blending).
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}

/// Core Animation's particle emitter: a layer that emits the particles its `emitterCells`
/// describe from a shape around `emitterPosition`, and draws each live one as its cell's
/// image, moved, scaled, turned and tinted.
///
/// Particles are a pure function of the layer's `seed` and its local time since emission
/// began (the layer's local time 0, see `CAMediaTiming`): the particle `i` of a cell is born
/// at `i / rate` seconds, its random values drawn from a generator keyed by the seed, the
/// cell and `i`, and moves in closed form (`p₀ + v·t + ½·a·t²`). The same time gives the same
/// particles however the frames before it went, so rendering is repeatable and scrubbing back
/// works. The emitter's numeric properties, and the cells' by `emitterCells.NAME.key` key
/// paths, animate; each particle takes the animated values of its birth, and births follow
/// animated birth rates (see *Differences from Apple's API*).
open class CAEmitterLayer: CALayer {
    /// The cells whose particles the layer emits.
    open var emitterCells: [CAEmitterCell]? {
        get { emitterState.cells }
        set { setEmitterState(\.cells, newValue, key: "emitterCells", runsAction: false) }
    }
    /// The center of the emission shape, in the layer's coordinates (default zero).
    open var emitterPosition: CGPoint {
        get { emitterState.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return ignore("emitterPosition", newValue) }
            let old = emitterState.position, now = currentLocalTime
            setEmitterState(\.position, newValue, key: "emitterPosition")
            if isCommitted, old != newValue { emitterState.positionHistory.record(old, until: now) }
        }
    }
    /// The z coordinate of the emission shape's center (default 0).
    open var emitterZPosition: CGFloat {
        get { emitterState.zPosition }
        set { setNumber(\.zPosition, newValue, key: "emitterZPosition") }
    }
    /// The size of the emission shape (default zero).
    open var emitterSize: CGSize {
        get { emitterState.size }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite else { return ignore("emitterSize", newValue) }
            recordingBirthValues { setEmitterState(\.size, newValue, key: "emitterSize") }
        }
    }
    /// The depth of a cuboid emission shape (default 0).
    open var emitterDepth: CGFloat {
        get { emitterState.depth }
        set { setNumber(\.depth, newValue, key: "emitterDepth") }
    }
    /// The emission shape (default `.point`).
    open var emitterShape: CAEmitterLayerEmitterShape {
        get { emitterState.shape }
        set { recordingBirthValues { setEmitterState(\.shape, newValue, key: "emitterShape", runsAction: false) } }
    }
    /// Where on the shape particles are born (default `.volume`).
    open var emitterMode: CAEmitterLayerEmitterMode {
        get { emitterState.mode }
        set { recordingBirthValues { setEmitterState(\.mode, newValue, key: "emitterMode", runsAction: false) } }
    }
    /// The drawing order and blending of particles (default `.unordered`).
    open var renderMode: CAEmitterLayerRenderMode {
        get { emitterState.renderMode }
        set { setEmitterState(\.renderMode, newValue, key: "renderMode", runsAction: false) }
    }
    /// Setting the layer's `beginTime` (the usual way to start an emitter afresh, with
    /// `CACurrentMediaTime()`) restarts its local time, and with it the remembered birth rates
    /// and positions.
    override open var beginTime: CFTimeInterval {
        didSet { forgetHistory() }
    }

    private func forgetHistory() {
        emitterState.birthRateHistory = EmitterHistory()
        emitterState.positionHistory = EmitterHistory()
        emitterState.birthValuesHistory = EmitterHistory()
        emitterState.animationRecords.removeAll { $0.removedAt != nil }
    }

    override func attachedAnimationsDidChange() {
        emitterState.animationRecords = EmitterAnimationRecord.updated(emitterState.animationRecords, attached: attachedAnimations,
                                                                       now: currentLocalTime)
    }

    /// Whether particles keep their depth (default false): true draws each at its z, through
    /// the layer's transforms and a superlayer's perspective; false flattens them into the layer.
    open var preservesDepth: Bool {
        get { emitterState.preservesDepth }
        set { setEmitterState(\.preservesDepth, newValue, key: "preservesDepth", runsAction: false) }
    }
    /// Multiplies every cell's birth rate (default 1).
    open var birthRate: Float {
        get { emitterState.birthRate }
        set {
            let old = emitterState.birthRate, now = currentLocalTime
            setMultiplier(\.birthRate, newValue, key: "birthRate")
            if isCommitted, emitterState.birthRate != old { emitterState.birthRateHistory.record(old, until: now) }
        }
    }
    /// Multiplies every cell's lifetime (default 1).
    open var lifetime: Float {
        get { emitterState.lifetime }
        set { setMultiplier(\.lifetime, newValue, key: "lifetime") }
    }
    /// Multiplies every cell's velocity (default 1).
    open var velocity: Float {
        get { emitterState.velocity }
        set { setMultiplier(\.velocity, newValue, key: "velocity") }
    }
    /// Multiplies every cell's scale (default 1).
    open var scale: Float {
        get { emitterState.scale }
        set { setMultiplier(\.scale, newValue, key: "scale") }
    }
    /// Multiplies every cell's spin (default 1).
    open var spin: Float {
        get { emitterState.spin }
        set { setMultiplier(\.spin, newValue, key: "spin") }
    }
    /// The seed of the particles' random values (default 0).
    open var seed: UInt32 {
        get { emitterState.seed }
        set { setEmitterState(\.seed, newValue, key: "seed", runsAction: false) }
    }

    var emitterState = EmitterLayerState()

    /// Creates an emitter without cells.
    public override init() { super.init() }

    /// Creates a layer as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Copies `layer`'s properties, the emitter's included when it is an emitter layer.
    public override init(layer: Any) { super.init(layer: layer) }

    /// For a copy, the layer whose state it copies: what a particle born in the past takes
    /// its values from (weak: the renderer's kept copy and its model must not retain each other).
    weak var emitterModel: CAEmitterLayer?
    /// The states at past birth steps that `EmitterTimeline` computed for this model, valid
    /// while `modelGeneration` is `timelineGeneration`.
    var timelineStates: [Int: EmitterLayerState] = [:]
    var timelineGeneration: UInt32?

    override func copyLayerState(from other: CALayer) {
        super.copyLayerState(from: other)
        if let other = other as? CAEmitterLayer {
            emitterState = other.emitterState
            emitterModel = other.emitterModel ?? other
        }
    }

    override class func makeLabKitInstance() -> CALayer { CAEmitterLayer() }

    override class func layerKey(named name: String) -> LayerKey? {
        keys[name] ?? EmitterCellKeys.key(named: name) ?? super.layerKey(named: name)
    }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        emitterKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    /// The particles, drawn by the renderer at the layer's local time.
    @_spi(Rendering) public override var content: LayerContent? { emitterState.cells?.isEmpty == false ? .emitter(self) : nil }

    private static let emitterKeyValueAccessors: [String: KeyValueAccessor] = [
        "emitterCells": KeyValueAccessor(\CAEmitterLayer.emitterCells),
        "emitterPosition": KeyValueAccessor(\CAEmitterLayer.emitterPosition),
        "emitterZPosition": KeyValueAccessor(\CAEmitterLayer.emitterZPosition),
        "emitterSize": KeyValueAccessor(\CAEmitterLayer.emitterSize),
        "emitterDepth": KeyValueAccessor(\CAEmitterLayer.emitterDepth),
        "emitterShape": KeyValueAccessor(\CAEmitterLayer.emitterShape),
        "emitterMode": KeyValueAccessor(\CAEmitterLayer.emitterMode),
        "renderMode": KeyValueAccessor(\CAEmitterLayer.renderMode),
        "preservesDepth": KeyValueAccessor(\CAEmitterLayer.preservesDepth),
        "birthRate": KeyValueAccessor(\CAEmitterLayer.birthRate),
        "lifetime": KeyValueAccessor(\CAEmitterLayer.lifetime),
        "velocity": KeyValueAccessor(\CAEmitterLayer.velocity),
        "scale": KeyValueAccessor(\CAEmitterLayer.scale),
        "spin": KeyValueAccessor(\CAEmitterLayer.spin),
        "seed": KeyValueAccessor(\CAEmitterLayer.seed),
    ]

    private static let keys = LayerKey.table([
        LayerKey("emitterPosition", point: \CAEmitterLayer.emitterState.position),
        LayerKey("emitterZPosition", number: \CAEmitterLayer.emitterState.zPosition),
        LayerKey("emitterSize", .size, \CAEmitterLayer.emitterState.size, read: { .size($0) }, write: { $0.cgSize }),
        LayerKey("emitterDepth", number: \CAEmitterLayer.emitterState.depth),
        multiplierKey("birthRate", \.birthRate),
        multiplierKey("lifetime", \.lifetime),
        multiplierKey("velocity", \.velocity),
        multiplierKey("scale", \.scale),
        multiplierKey("spin", \.spin),
    ])

    private static func multiplierKey(_ name: String, _ field: WritableKeyPath<EmitterLayerState, Float>) -> LayerKey {
        LayerKey(name, .number, (\CAEmitterLayer.emitterState).appending(path: field),
                 read: { .number(Double($0)) }, write: { Float($0.double) })
    }

    private func ignore(_ key: String, _ value: Any) {
        LabDiagnostics.report("\(diagnosticName): \(key) \(value) is not finite; ignored")
    }

    private func setEmitterState<Value>(_ field: WritableKeyPath<EmitterLayerState, Value>, _ value: Value, key: String,
                                        runsAction: Bool = true) {
        notifyingObservers(of: key) {
            let old = emitterState[keyPath: field]
            emitterState[keyPath: field] = value
            if runsAction { modelDidChange(key, from: old) } else { modelGeneration &+= 1 }
        }
    }

    private func setNumber(_ field: WritableKeyPath<EmitterLayerState, CGFloat>, _ value: CGFloat, key: String) {
        guard value.isFinite else { return ignore(key, value) }
        recordingBirthValues { setEmitterState(field, value, key: key) }
    }

    private func setMultiplier(_ field: WritableKeyPath<EmitterLayerState, Float>, _ value: Float, key: String) {
        guard value.isFinite, value >= 0 else {
            return LabDiagnostics.report("\(diagnosticName): \(key) \(value) is \(value.isFinite ? "negative" : "not finite"); ignored")
        }
        recordingBirthValues { setEmitterState(field, value, key: key) }
    }

    /// Runs `change` and remembers the birth values it replaced, once the layer has been shown.
    private func recordingBirthValues(_ change: () -> Void) {
        let old = emitterState.birthValues, now = currentLocalTime
        change()
        if isCommitted, emitterState.birthValues != old { emitterState.birthValuesHistory.record(old, until: now) }
    }
}

/// An emitter layer's own stored properties.
struct EmitterLayerState {
    var cells: [CAEmitterCell]?
    var position = CGPoint.zero
    var zPosition: CGFloat = 0
    var size = CGSize.zero
    var depth: CGFloat = 0
    var shape = CAEmitterLayerEmitterShape.point
    var mode = CAEmitterLayerEmitterMode.volume
    var renderMode = CAEmitterLayerRenderMode.unordered
    var preservesDepth = false
    var birthRate: Float = 1
    var lifetime: Float = 1
    var velocity: Float = 1
    var scale: Float = 1
    var spin: Float = 1
    var seed: UInt32 = 0
    /// Animated values of cell properties on a presentation copy, by the key path after
    /// `emitterCells.` ("NAME.birthRate", "PARENT.CHILD.velocity"); the cells themselves are
    /// shared with the model and never written by animations.
    var cellOverrides: [String: Double] = [:]
    /// The model's `birthRate` and `emitterPosition` before each of their changes once the
    /// layer has been shown (committed; a layer being set up has no past): a change affects
    /// only later births, as on iOS. Setting `birthRate` to 0 stops emission and lets
    /// the live particles live out their lifetimes; moving the emitter leaves the particles
    /// born before where they were born.
    var birthRateHistory = EmitterHistory<Float>()
    var positionHistory = EmitterHistory<CGPoint>()
    /// Likewise the other values a particle takes at its birth (`EmitterBirthValues`): a
    /// resized emitter or a new velocity multiplier changes the particles born after.
    var birthValuesHistory = EmitterHistory<EmitterBirthValues>()

    /// The layer's values a particle takes when it is born, besides its position and rate.
    var birthValues: EmitterBirthValues {
        get { EmitterBirthValues(size: size, zPosition: zPosition, depth: depth, shape: shape, mode: mode,
                                 lifetime: lifetime, velocity: velocity, scale: scale, spin: spin) }
        set {
            size = newValue.size; zPosition = newValue.zPosition; depth = newValue.depth; shape = newValue.shape
            mode = newValue.mode; lifetime = newValue.lifetime; velocity = newValue.velocity; scale = newValue.scale
            spin = newValue.spin
        }
    }
    /// The animations that ran on the layer and change its particles: the values particles born
    /// while they applied keep, and the birth rates they set (`EmitterTimeline`).
    var animationRecords: [EmitterAnimationRecord] = []
}

/// The emitter layer's values a particle takes at its birth and keeps (besides its position).
struct EmitterBirthValues: Equatable {
    var size: CGSize
    var zPosition: CGFloat
    var depth: CGFloat
    var shape: CAEmitterLayerEmitterShape
    var mode: CAEmitterLayerEmitterMode
    var lifetime: Float
    var velocity: Float
    var scale: Float
    var spin: Float
}

/// A model property's values before each of its changes, in the emitter layer's local time:
/// before `until` (and after the change before) it was `value`.
struct EmitterHistory<Value> {
    private(set) var changes: [(until: Double, value: Value)] = []

    /// The most changes remembered (a minute of a drag at 60 per second); past it the oldest
    /// is forgotten, and times before it take the value of the one after.
    static var limit: Int { 4096 }

    /// Records that the value was `value` until `time`, when it changed.
    mutating func record(_ value: Value, until time: Double) {
        guard time.isFinite else { return }
        // A clock that went back (a scene restarted on the same layer) starts history again there.
        while let last = changes.last, last.until > time { changes.removeLast() }
        // A second change at the same instant leaves the value before it as it was.
        if let last = changes.last, last.until == time { return }
        changes.append((time, value))
        if changes.count > EmitterHistory.limit { changes.removeFirst() }
    }

    /// The value at `time`: the one before the first change after it, else `current`.
    func value(at time: Double, current: Value) -> Value {
        let index = span(at: time)
        return index < changes.count ? changes[index].value : current
    }

    /// Which value holds at `time`: the index of the first change after it (`changes.count`
    /// for the current value). Times in one span have the same value.
    func span(at time: Double) -> Int {
        var low = 0, high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle].until > time { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

/// The animatable `emitterCells.NAME….key` key paths: one `LayerKey` per path, made on first
/// use and kept so that the same path is the same key.
enum EmitterCellKeys {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var keys: [String: LayerKey] = [:]

    /// The key for `keyPath` when it names a numeric property of a named cell.
    static func key(named keyPath: String) -> LayerKey? {
        let parts = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 3, parts[0] == "emitterCells", let field = parts.last,
              CAEmitterCell().number(forKey: field) != nil else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let key = keys[keyPath] { return key }
        let names = Array(parts[1..<parts.count - 1])
        let path = names.joined(separator: ".") + "." + field
        let key = LayerKey(keyPath, .number, isCustom: false,
                           read: { layer in
                               let emitter = unsafeDowncast(layer, to: CAEmitterLayer.self)
                               if let value = emitter.emitterState.cellOverrides[path] { return .number(value) }
                               return .number(cell(names, in: emitter.emitterState.cells)?.number(forKey: field) ?? 0)
                           },
                           write: { layer, value in
                               let emitter = unsafeDowncast(layer, to: CAEmitterLayer.self)
                               emitter.emitterState.cellOverrides[path] = value.double
                           },
                           copy: { _, to in
                               unsafeDowncast(to, to: CAEmitterLayer.self).emitterState.cellOverrides[path] = nil
                           })
        keys[keyPath] = key
        return key
    }

    /// The cell reached by following `names` down from `cells`.
    static func cell(_ names: [String], in cells: [CAEmitterCell]?) -> CAEmitterCell? {
        var level = cells
        var found: CAEmitterCell?
        for name in names {
            found = level?.first { $0.name == name }
            level = found?.emitterCells
        }
        return found
    }
}
