import Foundation

/// Core Animation's layer: a rectangle with a position, an anchor point and a transform in
/// its superlayer, drawn as background, contents, sublayers and border, in that order.
///
/// Coordinates are UIKit's: origin top-left, y down, in points. As on iOS it is an `NSObject`:
/// equal only to itself, hashable, and described as `<CALayer: 0x…>`.
open class CALayer: NSObject, CAMediaTiming, RuntimeStorageOwner, NSKeyValueObserving {
    /// The layer's own coordinate space: its size, and the local coordinate of its top-left corner.
    open var bounds: CGRect {
        get { state.bounds }
        set {
            let oldSize = state.bounds.size
            setGeometry(\.bounds, newValue, [newValue.origin.x, newValue.origin.y, newValue.width, newValue.height], key: "bounds")
            if needsDisplayOnBoundsChange, state.bounds.size != oldSize { setNeedsDisplay() }
            if state.bounds.size != oldSize, !isPresentationCopy { setNeedsLayout() }
        }
    }
    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint {
        get { state.position }
        set { setGeometry(\.position, newValue, [newValue.x, newValue.y], key: "position") }
    }
    /// The position's z component.
    open var zPosition: CGFloat {
        get { state.zPosition }
        set { setGeometry(\.zPosition, newValue, [newValue], key: "zPosition") }
    }
    /// The point, in unit coordinates of the bounds, that `position` places and that transforms pivot around.
    open var anchorPoint: CGPoint {
        get { state.anchorPoint }
        set { setGeometry(\.anchorPoint, newValue, [newValue.x, newValue.y], key: "anchorPoint") }
    }
    /// The anchor point's z component.
    open var anchorPointZ: CGFloat {
        get { state.anchorPointZ }
        set { setState(\.anchorPointZ, newValue, key: "anchorPointZ") }
    }
    /// Applied to the layer's content around its anchor point.
    open var transform: CATransform3D {
        get { state.transform }
        set { setGeometry(\.transform, newValue, newValue.entries, key: "transform") }
    }
    /// Applied to the sublayers, around this layer's anchor point (typically for perspective).
    open var sublayerTransform: CATransform3D {
        get { state.sublayerTransform }
        set { setGeometry(\.sublayerTransform, newValue, newValue.entries, key: "sublayerTransform") }
    }
    /// 0 (invisible) to 1 (opaque); with sublayers, applied to the flattened group. Values
    /// outside 0…1 are clamped, as Apple documents.
    open var opacity: Float {
        get { state.opacity }
        set {
            let clamped = newValue.isFinite ? min(max(newValue, 0), 1) : newValue
            setGeometry(\.opacity, clamped, [CGFloat(newValue)], key: "opacity")
        }
    }
    /// Whether the layer and its sublayers are skipped.
    open var isHidden: Bool {
        get { state.isHidden }
        set { setState(\.isHidden, newValue, key: "hidden") }
    }
    /// The fill of the bounds (rounded by `cornerRadius`), below the contents.
    open var backgroundColor: CGColor? {
        get { state.backgroundColor }
        set { setState(\.backgroundColor, newValue, key: "backgroundColor") }
    }
    /// Rounds the background and border; clips contents and sublayers when `masksToBounds`.
    open var cornerRadius: CGFloat {
        get { state.cornerRadius }
        set { setGeometry(\.cornerRadius, newValue, [newValue], key: "cornerRadius") }
    }
    /// Which corners `cornerRadius` rounds (default all four).
    open var maskedCorners: CACornerMask {
        get { state.maskedCorners }
        set { setState(\.maskedCorners, newValue, key: "maskedCorners", runsAction: false) }
    }
    /// The shape of the rounded corners (default `.circular`).
    open var cornerCurve: CALayerCornerCurve {
        get { state.cornerCurve }
        set { setState(\.cornerCurve, newValue, key: "cornerCurve", runsAction: false) }
    }
    /// Width of the border, drawn inside the bounds above the sublayers.
    open var borderWidth: CGFloat {
        get { state.borderWidth }
        set { setGeometry(\.borderWidth, newValue, [newValue], key: "borderWidth") }
    }
    /// Color of the border (default opaque black).
    open var borderColor: CGColor? {
        get { state.borderColor }
        set { setState(\.borderColor, newValue, key: "borderColor") }
    }
    /// Whether contents and sublayers are clipped to the (rounded) bounds.
    open var masksToBounds: Bool {
        get { state.masksToBounds }
        set { setState(\.masksToBounds, newValue, key: "masksToBounds", runsAction: false) }
    }
    /// Whether the layer is drawn when it faces away from the viewer (default true). When
    /// false, a layer whose bounds show their back (turned more than 90° about x or y, or
    /// mirrored) is not drawn, its sublayers with it, as they are flattened into it.
    open var isDoubleSided: Bool {
        get { state.isDoubleSided }
        set { setState(\.isDoubleSided, newValue, key: "doubleSided", runsAction: false) }
    }
    /// Whether opacity below 1 flattens the layer and its sublayers before blending (default true, as on iOS).
    open var allowsGroupOpacity: Bool {
        get { state.allowsGroupOpacity }
        set { setState(\.allowsGroupOpacity, newValue, key: "allowsGroupOpacity", runsAction: false) }
    }
    /// The image the layer shows (a `CGImage` or a `UIImage`), placed by `contentsGravity`.
    /// Setting it replaces what `display()` drew, as the drawing is the contents on iOS.
    open var contents: Any? {
        get { state.contents }
        set {
            if newValue != nil { state.drawing = nil }
            setState(\.contents, newValue, key: "contents")
        }
    }
    /// How the contents fit the bounds (default `.resize`: stretched to fill). The lab
    /// reads the gravities on screen: `.top` places the contents at the top edge.
    open var contentsGravity: CALayerContentsGravity {
        get { state.contentsGravity }
        set { setState(\.contentsGravity, newValue, key: "contentsGravity", runsAction: false) }
    }
    /// The part of `contents` the layer shows, in unit coordinates of the image (default the
    /// unit rectangle, the whole image); `contentsGravity` places that part as if it were the
    /// whole image. Outside the unit rectangle the edge pixels extend. Animatable: a sprite
    /// sheet plays by animating it (with a discrete `calculationMode`).
    open var contentsRect: CGRect {
        get { state.contentsRect }
        set { setFiniteRect(\.contentsRect, newValue, key: "contentsRect") }
    }

    /// The part of the contents (in unit coordinates of the part `contentsRect` shows) that
    /// stretches when the contents are resized (default the unit rectangle: all of it). The
    /// margins around it keep their natural size, as a resizable image's caps do (shrunk
    /// proportionally when the bounds are smaller than they are); a zero width or height
    /// stretches the single line of pixels there. Animatable.
    open var contentsCenter: CGRect {
        get { state.contentsCenter }
        set { setFiniteRect(\.contentsCenter, newValue, key: "contentsCenter") }
    }

    /// Sets a unit rectangle of the contents, or reports and ignores one that is not finite.
    private func setFiniteRect(_ field: WritableKeyPath<LayerState, CGRect>, _ rect: CGRect, key: String) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            return LabDiagnostics.report("\(diagnosticName): \(key) \(rect) is not finite; ignored")
        }
        setState(field, rect, key: key)
    }

    /// The filter used when the contents are drawn smaller than their pixels (default
    /// `.linear`).
    open var minificationFilter: CALayerContentsFilter {
        get { state.minificationFilter }
        set { setState(\.minificationFilter, newValue, key: "minificationFilter", runsAction: false) }
    }

    /// The filter used when the contents are drawn larger than their pixels (default
    /// `.linear`; `.trilinear` is `.linear` here, as on iOS).
    open var magnificationFilter: CALayerContentsFilter {
        get { state.magnificationFilter }
        set { setState(\.magnificationFilter, newValue, key: "magnificationFilter", runsAction: false) }
    }

    /// Added to the mipmap level that `.trilinear` minification picks (default 0): positive
    /// is blurrier, negative sharper.
    open var minificationFilterBias: Float {
        get { state.minificationFilterBias }
        set {
            guard newValue.isFinite else {
                return LabDiagnostics.report("\(diagnosticName): minificationFilterBias \(newValue) is not finite; ignored")
            }
            setState(\.minificationFilterBias, newValue, key: "minificationFilterBias", runsAction: false)
        }
    }

    /// Pixels per point of the contents.
    open var contentsScale: CGFloat {
        get { state.contentsScale }
        set { setState(\.contentsScale, newValue, key: "contentsScale", runsAction: false) }
    }
    /// The color of the shadow (default opaque black).
    open var shadowColor: CGColor? {
        get { state.shadowColor }
        set { setState(\.shadowColor, newValue, key: "shadowColor") }
    }
    /// How opaque the shadow is, 0 (the default: no shadow) to 1. Apple says it must be in
    /// 0…1 without saying what happens outside: the value is kept and drawn clamped, with a
    /// diagnostic.
    open var shadowOpacity: Float {
        get { state.shadowOpacity }
        set {
            setGeometry(\.shadowOpacity, newValue, [CGFloat(newValue)], key: "shadowOpacity")
            if newValue.isFinite, !(0...1).contains(newValue) {
                reportOnce("shadowOpacity \(newValue) is outside 0…1", "shadowOpacity outside 0…1", then: "drawn clamped")
            }
        }
    }
    /// The blur radius of the shadow in points (default 3). A negative radius, which Apple
    /// gives no meaning, is ignored with a diagnostic.
    open var shadowRadius: CGFloat {
        get { state.shadowRadius }
        set {
            guard !(newValue < 0) else { return reportOnce("shadowRadius \(newValue) is negative", "shadowRadius negative") }
            setGeometry(\.shadowRadius, newValue, [newValue], key: "shadowRadius")
        }
    }
    /// How far the shadow is moved from the layer, in points (default (0, -3): up on screen).
    open var shadowOffset: CGSize {
        get { state.shadowOffset }
        set { setGeometry(\.shadowOffset, newValue, [newValue.width, newValue.height], key: "shadowOffset") }
    }
    /// The shape of the shadow, in the layer's coordinates (filled non-zero); nil: the shadow
    /// follows the layer's rendered alpha.
    open var shadowPath: CGPath? {
        get { state.shadowPath }
        set { setState(\.shadowPath, newValue?.copy(), key: "shadowPath") }
    }
    /// Whether a change of the bounds' size calls `setNeedsDisplay()` (default false: the
    /// drawn content is stretched by `contentsGravity` instead).
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing commands are deferred to a background thread (default false). Kept for
    /// source compatibility: the lab draws `draw(in:)` on the main thread in every case, so
    /// that frames are deterministic.
    open var drawsAsynchronously = false
    /// A name for debugging and lookup.
    open var name: String? {
        get { state.name }
        set { setState(\.name, newValue, key: "name", runsAction: false) }
    }
    /// Accepted for ported code: Core Animation caches the layer as a bitmap; the lab draws
    /// every frame from vectors and images, which looks the same.
    open var shouldRasterize: Bool {
        get { state.shouldRasterize }
        set { setState(\.shouldRasterize, newValue, key: "shouldRasterize", runsAction: false) }
    }
    /// Whether the layer's drawn content fills its bounds opaquely (default false), a hint
    /// that lets Core Animation drop the alpha of the bitmap `draw(in:)` draws into. The lab
    /// draws from vectors, so the hint changes nothing; `contents` images keep their alpha,
    /// as on iOS.
    open var isOpaque: Bool {
        get { state.isOpaque }
        set { setState(\.isOpaque, newValue, key: "opaque", runsAction: false) }
    }
    /// Whether the layer's geometry is flipped vertically (default false): its sublayers are
    /// placed with y measured up from the bottom of its bounds, and its own geometry — a shape
    /// layer's path, what `draw(in:)` drew, text — is drawn the same way, mirrored. Its
    /// `contents` image stays upright, as Core Animation keeps images upright.
    open var isGeometryFlipped: Bool {
        get { state.isGeometryFlipped }
        set { setState(\.isGeometryFlipped, newValue, key: "geometryFlipped", runsAction: false) }
    }
    /// Whether the contents are drawn flipped, the combined effect of `isGeometryFlipped` on
    /// this layer and its ancestors (Core Animation flips a drawing context for them).
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }
    /// Whether Core Animation may antialias the layer's edges when it is transformed (default
    /// false, unless the app's Info.plist asks for it). Kept for ported code: the lab
    /// antialiases every edge (see "Differences from Apple").
    open var allowsEdgeAntialiasing: Bool {
        get { state.allowsEdgeAntialiasing }
        set { setState(\.allowsEdgeAntialiasing, newValue, key: "allowsEdgeAntialiasing", runsAction: false) }
    }
    /// Which edges may be antialiased when `allowsEdgeAntialiasing` is on (default all four).
    /// Kept for ported code, as `allowsEdgeAntialiasing` is.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { state.edgeAntialiasingMask }
        set { setState(\.edgeAntialiasingMask, newValue, key: "edgeAntialiasingMask", runsAction: false) }
    }
    /// The scale of the bitmap a rasterized layer is cached in (default 1; ported code sets
    /// the screen's scale). Kept for ported code: as the lab does not cache rasterized layers,
    /// a scale below the screen's does not blur them as it would on iOS.
    open var rasterizationScale: CGFloat {
        get { state.rasterizationScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                return LabDiagnostics.report("\(diagnosticName): rasterizationScale \(newValue) is not a positive number; ignored")
            }
            setState(\.rasterizationScale, newValue, key: "rasterizationScale", runsAction: false)
        }
    }

    // MARK: Per-frame state. Stored properties are laid out in declaration order: the fields
    // every frame reads come first, so that with the object header they fill one cache line
    // (evaluating thousands of layers a frame is bound by memory, not by arithmetic).

    var presentationCache: CALayer?
    /// The track of the layer's only animation, and its begin time (nil with none or several).
    var soleTrack: AnimationTrack?
    private(set) var children: [CALayer] = []
    var soleBeginTime: CFTimeInterval = 0
    /// Bumped by every property change: when it moves, the presentation cache is recopied.
    var modelGeneration: UInt32 = 0
    var presentationCacheGeneration: UInt32 = .max
    /// Whether the layer's time is its parent's (the default timing), checked every frame.
    var hasParentTime = true
    /// Whether `attachedAnimations` is not empty.
    var hasAnimations = false
    var isPresentationCopy = false
    var isRegisteredForAnimation = false
    /// Whether a commit has seen the layer in the tree: only then do changes animate implicitly.
    var isCommitted = false
    /// Whether a layer below this one has not been committed yet (the commit walks only there).
    var hasUncommittedLayers = false
    /// Whether `setNeedsDisplay()` was called since the last `display()`.
    var isMarkedForDisplay = false
    /// Whether a standalone layer was marked for layout since its last `layoutSublayers()`.
    var isMarkedForLayout = false
    /// Whether `LayoutQueue` holds the layer (which it does without a reference count).
    var isInLayoutQueue = false
    /// Whether an animation runs on a key for which `needsDisplay(forKey:)` is true: the
    /// layer then draws its presentation every frame.
    var redrawsWhileAnimating = false
    /// The drawn properties, right after the per-frame fields: the hot lines are adjacent.
    var state = LayerState()

    /// The animations in the order they were added.
    var attachedAnimations: [AttachedAnimation] = []

    /// Called when animations are added or removed, before the presentation is invalidated;
    /// layer kinds that remember their animations override it.
    func attachedAnimationsDidChange() {}

    /// The stored properties the animations write, restored from the model every frame.
    var animatedProperties: [LayerProperty] = []
    /// Whether the animations write only where the layer is and how opaque (position, anchor
    /// point, `zPosition`, transform, opacity, `isHidden`): its presentation copies then paint
    /// the model's outline and colors, and a renderer may draw a replicator's copies of it
    /// from its first copy's geometry.
    @_spi(Rendering) public internal(set) var animatesOnlyPlacementAndOpacity = true
    /// The copies shown as a replicator's delayed copies (see `ReplicaPresentations`).
    var replicaPresentations: ReplicaPresentations?
    /// For a presentation copy handed to plugin code, the layer it copies (weak: the copy
    /// may outlive it).
    weak var modelLayer: CALayer?
    /// For a copy the layer keeps for rendering (its shared presentation and replicator
    /// copies), the layer that keeps it, cleared when that layer goes. Not weak: a weak
    /// reference gives the model a side table, which makes every retain of it in a frame's
    /// snapshot (one per replicator copy) several times slower.
    unowned(unsafe) var owningModel: CALayer?
    /// The presentation value of the property being changed, for its implicit animation.
    var changingProperty: (key: String, value: AnimationValue, model: AnimationValue)?
    /// The key whose action is running, so that the animation it adds is known as implicit.
    var runningActionKey: String?
    /// Associated objects and key-value observers (nil until the first is added).
    var runtimeStorage: ObjectRuntimeStorage?

    // MARK: Timing (CAMediaTiming): a layer's timing applies to its animations and sublayers.

    // A value Apple gives no meaning (not finite; a negative duration or repeat) is ignored
    // with a diagnostic, the previous value kept, as for animations' own timing.

    /// When the layer's time begins, in its parent's time. See `CAMediaTiming`.
    open var beginTime: CFTimeInterval = 0 {
        didSet { beginTime.isFinite ? timingDidChange() : ignoreTiming("beginTime", &beginTime, oldValue) }
    }
    /// 0 (the default) means forever.
    open var duration: CFTimeInterval = 0 {
        didSet { duration.isFinite && duration >= 0 ? timingDidChange() : ignoreTiming("duration", &duration, oldValue) }
    }
    /// How fast the layer's time runs (0 pauses it and its sublayers).
    open var speed: Float = 1 {
        didSet { speed.isFinite ? timingDidChange() : ignoreTiming("speed", &speed, oldValue) }
    }
    /// Added to the layer's time (with speed 0: scrubs it).
    open var timeOffset: CFTimeInterval = 0 {
        didSet { timeOffset.isFinite ? timingDidChange() : ignoreTiming("timeOffset", &timeOffset, oldValue) }
    }
    /// How many iterations play (default 0: one; `.greatestFiniteMagnitude`: forever).
    open var repeatCount: Float = 0 {
        didSet { if !(repeatCount >= 0) { ignoreTiming("repeatCount", &repeatCount, oldValue) } }
    }
    /// How long the iterations repeat, instead of `repeatCount`.
    open var repeatDuration: CFTimeInterval = 0 {
        didSet { if !(repeatDuration.isFinite && repeatDuration >= 0) { ignoreTiming("repeatDuration", &repeatDuration, oldValue) } }
    }
    /// Whether each iteration plays back.
    open var autoreverses = false
    /// What shows outside the active interval (default `.removed`).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Supplies actions (UIKit's views use it to turn implicit animations off).
    open weak var delegate: CALayerDelegate?
    /// Actions by key, consulted after the delegate; `NSNull()` disables a key's action.
    open var actions: [String: CAAction]?

    /// The parent layer.
    public private(set) weak var superlayer: CALayer?
    /// The layer this one masks, if it is a mask.
    public private(set) weak var maskOwner: CALayer?
    /// A layer whose alpha decides where this layer is visible; positioned in this layer's coordinates.
    open var mask: CALayer? {
        get { maskLayer }
        set {
            guard newValue !== maskLayer else { return }
            if let newValue, isSelfOrAncestor(newValue) {
                LabDiagnostics.report("CALayer.mask: a layer cannot be masked by itself or by one of its ancestors; ignored")
                return
            }
            let old = maskLayer
            maskLayer = nil
            old?.maskOwner = nil
            if let newValue {
                newValue.removeFromSuperlayer()
                maskLayer = newValue
                newValue.maskOwner = self
                if !newValue.isCommitted || newValue.hasUncommittedLayers { noteUncommittedLayer() }
            }
            modelGeneration &+= 1
        }
    }
    private var maskLayer: CALayer?

    /// Whether `layer` is this layer or lies above it (through superlayers and the layers
    /// their masks mask): adding it below this layer would make a cycle.
    private func isSelfOrAncestor(_ layer: CALayer) -> Bool {
        var ancestor: CALayer? = self
        while let current = ancestor {
            if current === layer { return true }
            ancestor = current.superlayer ?? current.maskOwner
        }
        return false
    }


    /// Creates a layer with zero bounds at the origin.
    public override init() { super.init() }

    /// There are no archives in the lab: this creates a layer as `init()` does, so that ported
    /// subclasses that call `super.init(coder:)` still work.
    public required init?(coder: NSCoder) { super.init() }

    /// Stores a geometric property (or a shadow's number) whose `numbers` are all finite. Core
    /// Animation refuses NaN or infinite geometry (an exception on iOS); the lab ignores it
    /// with a diagnostic.
    private func setGeometry<Value>(_ field: WritableKeyPath<LayerState, Value>, _ value: Value, _ numbers: [CGFloat],
                                    key: String) {
        guard numbers.allSatisfy(\.isFinite) else {
            return reportOnce("\(key) \(value) contains NaN or infinity", "\(key) not finite")
        }
        setState(field, value, key: key)
    }

    /// Puts back the previous value of the timing field `key`, reporting the new one once.
    private func ignoreTiming<Value: BinaryFloatingPoint>(_ key: String, _ field: inout Value, _ old: Value) {
        reportOnce("\(key) \(field) has no meaning", "\(key) invalid")
        field = old
    }

    /// Reports `problem` with a value entering the layer, once per layer and `kind` of
    /// problem (not once per frame when the value is set every frame); `then` says what the
    /// lab does about it.
    func reportOnce(_ problem: String, _ kind: String, then outcome: String = "ignored") {
        LabDiagnostics.report("\(diagnosticName): \(problem); \(outcome)", kind: "\(diagnosticName): \(kind)")
    }

    deinit {
        if isRegisteredForAnimation { AnimationEngine.unregister(self) }
        if isInLayoutQueue { LayoutQueue.remove(self) }
        presentationCache?.owningModel = nil
        replicaPresentations?.release()
    }

    /// Creates a copy of `layer`'s properties (not its sublayers, mask or animations), as
    /// Core Animation does for presentation layers. Subclasses with their own properties
    /// override it to copy them.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { copyLayerState(from: other) }
    }

    /// Copies every drawn property of `other`; subclasses extend it with theirs.
    func copyLayerState(from other: CALayer) {
        state = other.state
        modelGeneration &+= 1
    }

    /// Stores the drawn property `key`, then runs its action (unless it has none) and
    /// invalidates the presentation cache, between its key-value notifications.
    func setState<Value>(_ field: WritableKeyPath<LayerState, Value>, _ value: Value, key: String, runsAction: Bool = true) {
        notifyingObservers(of: key) {
            let old = state[keyPath: field]
            state[keyPath: field] = value
            if runsAction { modelDidChange(key, from: old) } else { modelGeneration &+= 1 }
        }
    }

    /// Lays out the sublayers; runs before a frame after `setNeedsLayout()` or a change of the
    /// bounds' size. The default asks the delegate (`layoutSublayers(of:)`): a view's layer
    /// lays out its view. Override it to place sublayers from the bounds.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// A new layer of the nearest LabKit class, for presentation copies and views' layers.
    /// (Without an Objective-C runtime a plugin's own layer subclass cannot be instantiated
    /// from its class object.) Each LabKit layer class overrides it.
    class func makeLabKitInstance() -> CALayer { CALayer() }

    /// Makes the layer's presentation copies, which Core Animation makes with the class's
    /// `init(layer:)`; without an Objective-C runtime the lab cannot call a plugin class's
    /// initializer from its class object, so it makes a layer of the nearest LabKit class. A
    /// layer class of your own whose presentation it reads (`presentation()?.progress`) or
    /// whose `display()` must see the animated values overrides it to return
    /// `Self(layer: self)`; `lab port` adds that override.
    open func makePresentationCopy() -> CALayer { type(of: self).makeLabKitInstance() }

    /// The animatable property `name` that this class adds to `CALayer`'s own; each LabKit
    /// layer class overrides it with its own keys.
    class func layerKey(named name: String) -> LayerKey? { contentsKeys[name] }

    /// How key-value coding reads and writes the property `key` of this class (see
    /// `CALayer+KeyValueCoding.swift`); each LabKit layer class overrides it with its own keys.
    class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? { keyValueAccessors[key] }

    /// What the layer draws between its background and its sublayers, besides `contents`:
    /// each LabKit layer class describes its own kind here, and the renderer has one home
    /// for each kind. Nil: nothing.
    @_spi(Rendering) public var content: LayerContent? { state.drawing.map { .drawing($0) } }

    /// The copies of the sublayers the layer draws (a replicator's, see `CAReplicatorLayer`);
    /// nil: the sublayers once, as they are.
    @_spi(Rendering) public var replicas: [LayerReplica]? { nil }

    /// Whether the layer projects its sublayers into its own plane (z = 0) before its own
    /// transform places it, as every layer but a `CATransformLayer` does.
    @_spi(Rendering) public var flattensSublayers: Bool { true }

    /// Draws the layer's content (see `setNeedsDisplay()`): the delegate's `display(_:)` when
    /// it implements it, else `draw(in:)` into a context of the bounds' size, whose drawing the
    /// layer then shows. The commit calls it for marked layers; call it directly only to
    /// draw now.
    open func display() { displayByDrawing() }

    /// Draws the layer's content into `ctx` (the bounds, in layer coordinates). The default
    /// calls the delegate's `draw(_:in:)`; subclasses override it to draw themselves.
    open func draw(in ctx: CGContext) { delegate?.draw(self, in: ctx) }

    /// Whether a change of `key` redraws the layer: a model change calls
    /// `setNeedsDisplay()`, and while an animation runs on the key the layer draws its
    /// presentation every frame. Override it for the keys `draw(in:)` reads (default false).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The value of `key` before one is set: for the class's own properties, a new layer's
    /// value; nil for other keys. Override it to give defaults to an `Animatable` property or
    /// to keys set by key-value coding (see "Key-Value Coding Extensions" in the Core
    /// Animation Programming Guide).
    open class func defaultValue(forKey key: String) -> Any? {
        keyValueAccessor(forKey: key).flatMap { $0.get(makeLabKitInstance()) }
    }

    /// A copy of this layer with every running animation applied at the current lab time,
    /// as it is on screen; it has no sublayers. Called on a presentation copy, the copy itself.
    ///
    /// Core Animation makes the copy with the class's `init(layer:)`. The lab makes LabKit's
    /// own classes itself; a layer class of your own is copied by its
    /// `makePresentationCopy()`, and without one it has no presentation (nil, with a
    /// diagnostic) because its stored properties could not be copied.
    open func presentation() -> Self? {
        if isPresentationCopy { return self }
        guard let copy = presentationCopy() as? Self else {
            LabDiagnostics.report("\(type(of: self)).presentation() is nil: override makePresentationCopy() to return \(type(of: self))(layer: self), as lab port does",
                                  kind: "presentation of \(type(of: self))")
            return nil
        }
        return copy
    }

    /// The model layer: the layer itself, or for a presentation copy, the layer it copies.
    open func model() -> Self { (modelLayer ?? owningModel) as? Self ?? self }

    /// The action for `event`: the delegate's, else `actions[event]`, else the class default
    /// (an animation from the old presentation value for animatable properties). `NSNull`
    /// anywhere means no action.
    open func action(forKey event: String) -> CAAction? {
        if let action = delegate?.action(for: self, forKey: event) { return action is NSNull ? nil : action }
        if let action = actions?[event] { return action is NSNull ? nil : action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// The implicit animation for a property change: a basic animation over the transaction's
    /// duration and timing function (default 0.25 s, the default curve). Nil for keys that do
    /// not interpolate and for `Animatable` keys.
    open class func defaultAction(forKey event: String) -> CAAction? {
        guard let property = LayerProperty.named(event, in: self), property.kind != .object else { return nil }
        // Core Animation has no implicit animation for a class's own keys: `action(forKey:)` gives one.
        if case .keyed(let key) = property, key.isCustom { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Whether a change of `key` animates inside a view animation block: Core Animation's
    /// own animatable keys (a layer of a UIKit view adds the keys UIKit animates on it).
    class func animatesInViewAnimationBlocks(_ key: String) -> Bool { CALayer.defaultAction(forKey: key) != nil }

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
            let frameTransform = positioningTransform
            return CGRect.boundingBox(of: corners.map { frameTransform.apply(to: $0) })
        }
        set {
            notifyingObservers(of: "frame") {
                let r = newValue.standardized
                bounds.size = r.size
                position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
            }
        }
    }

    /// Adds `layer` on top of the sublayers, removing it from any previous parent.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count))
    }

    /// Inserts `layer` at `index` (clamped to the sublayer count).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard !isSelfOrAncestor(layer) else {
            LabDiagnostics.report("CALayer.insertSublayer: a layer cannot be a sublayer of itself or of its own sublayers; ignored")
            return
        }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.superlayer = self
        if !layer.isCommitted || layer.hasUncommittedLayers { noteUncommittedLayer() }
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
    /// the masked layer's): `positioningTransform`, then the superlayer's
    /// `sublayerTransformAroundAnchor`. Row-vector convention, as `CATransform3D`.
    public var transformToSuperlayer: CATransform3D {
        guard let parent = superlayer, !parent.sublayerTransform.isIdentity || parent.isGeometryFlipped else { return positioningTransform }
        return CATransform3DConcat(positioningTransform, parent.sublayerTransformAroundAnchor)
    }

    /// The anchor moved to the origin, then `transform`, then `position` and `zPosition`.
    public var positioningTransform: CATransform3D {
        let a = anchorPointInBounds
        let transform = state.transform
        // Most layers have no transform of their own: then this is one translation.
        guard !transform.isIdentity else {
            return CATransform3DMakeTranslation(position.x - a.x, position.y - a.y, zPosition - anchorPointZ)
        }
        let m = CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, -anchorPointZ), transform)
        return CATransform3DConcat(m, CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// `sublayerTransform` applied around the anchor point, as sublayers see it, after the
    /// vertical flip of `isGeometryFlipped`.
    public var sublayerTransformAroundAnchor: CATransform3D {
        if sublayerTransform.isIdentity { return geometryFlip }
        let a = anchorPointInBounds
        let around = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-a.x, -a.y, 0), sublayerTransform),
                                         CATransform3DMakeTranslation(a.x, a.y, 0))
        return isGeometryFlipped ? CATransform3DConcat(geometryFlip, around) : around
    }

    /// The mirror of `isGeometryFlipped` in the layer's coordinates: y measured up from the
    /// bottom of the bounds (the identity when not flipped).
    @_spi(Rendering) public var geometryFlip: CATransform3D {
        guard isGeometryFlipped else { return CATransform3DIdentity }
        var flip = CATransform3DMakeScale(1, -1, 1)
        flip.m42 = bounds.minY + bounds.maxY
        return flip
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

    /// Called on this layer when it observes a key path (see `addObserver(_:forKeyPath:options:context:)`);
    /// override it to hear the changes. The base implementation reports that it was not handled.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                           context: UnsafeMutableRawPointer?) {
        reportUnhandledObservation(forKeyPath: keyPath)
    }

    /// `<CALayer: 0x…>`, as Core Animation describes a layer.
    open override var description: String { appleDescription }

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

}

/// The stored properties a layer draws with, kept together so that a presentation copy is
/// one assignment and animations write them without going through overridable accessors.
struct LayerState {
    // The properties most often animated come first (position, opacity and transform share
    // three cache lines), then the rest.
    var position: CGPoint = .zero
    var opacity: Float = 1
    var isHidden: Bool = false
    var transform: CATransform3D = CATransform3DIdentity
    var zPosition: CGFloat = 0
    var bounds: CGRect = .zero
    var anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
    var anchorPointZ: CGFloat = 0
    var cornerRadius: CGFloat = 0
    var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    var cornerCurve: CALayerCornerCurve = .circular
    var borderWidth: CGFloat = 0
    var backgroundColor: CGColor? = nil
    var borderColor: CGColor? = .black
    var sublayerTransform: CATransform3D = CATransform3DIdentity
    var masksToBounds: Bool = false
    var allowsGroupOpacity: Bool = true
    var isDoubleSided: Bool = true
    var contents: Any? = nil
    var contentsScale: CGFloat = 1
    var contentsGravity: CALayerContentsGravity = .resize
    var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    var minificationFilter: CALayerContentsFilter = .linear
    var magnificationFilter: CALayerContentsFilter = .linear
    var minificationFilterBias: Float = 0
    var rasterizationScale: CGFloat = 1
    var allowsEdgeAntialiasing = false
    var isGeometryFlipped = false
    var isOpaque = false
    var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    var name: String? = nil
    var shouldRasterize: Bool = false
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowRadius: CGFloat = 3
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowPath: CGPath? = nil
    /// What the last `display()` drew (see `CALayer+Display.swift`).
    var drawing: LayerDrawing? = nil
    /// How the layer's paints blend (set by a `CGContext` recording; see `CGBlendMode.swift`).
    var drawingBlendMode: CGBlendMode = .normal
    /// For a clip a `CGContext` recorded: whether blend modes are drawn inside it (nil: not a
    /// clip; see `CGContext+Clipping.swift`).
    var backdropClip: Bool? = nil
    /// The values of the properties a plugin's layer class declares with `Animatable`, and of
    /// the other keys set by key-value coding (as `.object`s).
    var customValues: [String: AnimationValue] = [:]
}

/// Where a layer's contents go in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The contents at their natural size, centred in the bounds.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At natural size, centred horizontally along the top edge (of the bounds as drawn, y down).
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At natural size, centred horizontally along the bottom edge.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At natural size, centred vertically along the left edge.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At natural size, centred vertically along the right edge.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At natural size, in the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At natural size, in the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At natural size, in the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At natural size, in the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to fill the bounds, ignoring the aspect ratio (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit inside the bounds, keeping the aspect ratio, centred.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill the bounds, keeping the aspect ratio and cropping what overflows, centred.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where contents of `size` (points) go in `bounds`.
    @_spi(Rendering) public func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        default:
            let name = rawValue.lowercased()
            let x = name.contains("left") ? bounds.minX : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
            let y = name.contains("top") ? bounds.minY : name.contains("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        }
    }
}
