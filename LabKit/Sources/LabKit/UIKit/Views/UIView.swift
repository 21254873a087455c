import Foundation

/// UIKit's view: a rectangle backed by a `CALayer` that lays out, draws through its layer,
/// and handles touches.
///
/// The view is its layer's delegate: outside an animation block its property changes do not
/// animate; inside `UIView.animate(…)` they do, from the value on screen.
open class UIView: UIResponder, CALayerDelegate {
    /// The class of layer the view is backed by (default `CALayer`). Override it to return a
    /// LabKit layer class such as `CAShapeLayer`; for a layer class of your own, override
    /// `makeBackingLayer()` (without an Objective-C runtime a class object cannot be
    /// instantiated by itself).
    open class var layerClass: AnyClass { CALayer.self }

    /// Creates the view's layer: an instance of `layerClass` when it is a LabKit class, else
    /// of the nearest LabKit class it inherits from.
    open class func makeBackingLayer() -> CALayer {
        let requested: AnyClass = layerClass
        let layer = (requested as? CALayer.Type)?.makeLabKitInstance() ?? CALayer()
        if type(of: layer) != requested {
            LabDiagnostics.report("\(self).layerClass \(requested) cannot be instantiated by class object; using \(type(of: layer)) (override makeBackingLayer() to return your own layer)")
        }
        return layer
    }

    /// The layer that draws the view.
    public let layer: CALayer

    /// The view's Auto Layout state, made when it first takes part (`UIView+Constraints.swift`).
    var layoutStateStorage: ViewLayoutState?

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        layer = type(of: self).makeBackingLayer()
        super.init()
        layer.delegate = self
        self.frame = frame
        // UIKit displays a view that draws when it first appears; `draw(_:)`'s base
        // implementation tells views that do not draw apart.
        layer.setNeedsDisplay()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    /// Makes the view a keyed archive holds (`NSCoding`; see `encode(with:)`): its geometry,
    /// look, tag and subviews. There are no nibs in the lab; another coder gives a view with a
    /// zero frame, so that ported subclasses that call `super.init(coder:)` still work.
    public required init?(coder: NSCoder) {
        layer = type(of: self).makeBackingLayer()
        super.init()
        layer.delegate = self
        layer.setNeedsDisplay()
        decodeView(from: coder)
    }

    /// Archives the view (`NSCoding`): its bounds, center, transform, alpha, hidden, opaque,
    /// clipping and interaction settings, tag, content mode, background color and subviews,
    /// which `init?(coder:)` reads back. Override it to archive a subclass's own values, and
    /// call `super`.
    open func encode(with coder: NSCoder) {
        encodeView(with: coder)
    }

    /// `<UIView: 0x…; frame = (0 0; 100 100); layer = <CALayer: 0x…>>`, as UIKit describes a
    /// view: the frame, then the transform, alpha, clipping, hidden, opaque, tag and
    /// interaction settings that differ from a new view's, then the layer.
    open override var description: String {
        let f = frame
        var fields = ["frame = (\(appleFormatted(f.minX)) \(appleFormatted(f.minY)); \(appleFormatted(f.width)) \(appleFormatted(f.height)))"]
        if !transform.isIdentity {
            let t = transform
            fields.append("transform = [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(appleFormatted).joined(separator: ", "))]")
        }
        if alpha != 1 { fields.append("alpha = \(appleFormatted(alpha))") }
        if clipsToBounds { fields.append("clipsToBounds = YES") }
        if isHidden { fields.append("hidden = YES") }
        if !isOpaque { fields.append("opaque = NO") }
        if tag != 0 { fields.append("tag = \(tag)") }
        if !isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        fields.append("layer = \(layer.appleDescription)")
        return String(appleDescription.dropLast()) + "; " + fields.joined(separator: "; ") + ">"
    }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? { viewKeyValueAccessors[key] }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates (the box around the transformed
    /// bounds; setting it with a non-identity transform sets bounds size and center).
    open var frame: CGRect {
        get { layer.frame }
        set {
            notifyingObservers(of: "frame") {
                // As UIKit's: the layer's anchor point lands at its share of the rectangle, so a
                // view whose anchor was moved (the Loading tutorial's spin) keeps the frame asked for.
                let r = newValue.standardized
                let anchor = layer.anchorPoint
                bounds = CGRect(origin: bounds.origin, size: r.size)
                center = CGPoint(x: r.minX + anchor.x * r.width, y: r.minY + anchor.y * r.height)
            }
        }
    }

    /// The view's own coordinate space.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            notifyingObservers(of: "bounds") {
                let oldSize = layer.bounds.size
                layer.bounds = newValue
                layoutGeometryDidChange()
                if oldSize != newValue.size {
                    resizeSubviews(withOldSize: oldSize)
                    setNeedsLayout()
                    superview?.setNeedsLayout()
                }
            }
        }
    }

    /// The center of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            notifyingObservers(of: "center") { layer.position = newValue }
            layoutGeometryDidChange()
        }
    }

    /// Applied around the center; a view's transform is the layer's affine transform.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { notifyingObservers(of: "transform") { layer.setAffineTransform(newValue) } }
    }

    /// Whether a touch on the view keeps other views from receiving touches at the same time
    /// (kept: the lab delivers one touch at a time).
    open var isExclusiveTouch = false

    /// How the view's content flips for right-to-left languages (the lab lays out left to right).
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified

    /// The direction the view lays out its content: left to right, unless forced right to left.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        UIView.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The direction content with `attribute` lays out in the lab (whose language is left to right).
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The interface style the view asks for (kept: the lab draws light mode).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// The outline the view collides with in UIKit Dynamics (`.rectangle`); override it, as
    /// on iOS, for round or shaped views.
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// For `.path` collision bounds: a convex polygon with (0, 0) at the view's center (by
    /// default its bounds about the center).
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    /// The view's 3D transform (the layer's transform).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { notifyingObservers(of: "transform3D") { layer.transform = newValue } }
    }

    /// 0 (transparent) to 1 (opaque).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { notifyingObservers(of: "alpha") { layer.opacity = Float(newValue) } }
    }

    /// The fill behind the view's content.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { notifyingObservers(of: "backgroundColor") { layer.backgroundColor = newValue?.cgColor } }
    }

    /// Whether the view (and its subviews) is hidden. A stack view's arranged subview hidden
    /// inside an animation block collapses first and hides its layer at the end.
    open var isHidden: Bool {
        get { layoutStateStorage?.deferredHidden ?? layer.isHidden }
        set {
            let wasHidden = isHidden
            notifyingObservers(of: "hidden") {
                layoutStateStorage?.deferredHidden = nil
                layer.isHidden = newValue
            }
            if newValue != wasHidden { (superview as? UIStackView)?.arrangedSubviewHiddenDidChange(self) }
        }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { notifyingObservers(of: "clipsToBounds") { layer.masksToBounds = newValue } }
    }

    /// A view whose alpha decides where this view is visible (its layer becomes this view's
    /// layer's mask); it is not a subview.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// A hint that the view is opaque (not used for drawing).
    open var isOpaque = true

    /// How content (an image view's image, or what `draw(_:)` drew) fits the bounds;
    /// `.redraw` redraws the view when its bounds' size changes.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
            contentModeDidChange()
        }
    }

    /// How a view's content fits its bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds, ignoring the aspect ratio.
        case scaleToFill
        /// Scaled to fit inside the bounds, aspect ratio kept, centred.
        case scaleAspectFit
        /// Scaled to cover the bounds, aspect ratio kept, centred, overflow cropped (with clipping).
        case scaleAspectFill
        /// Redrawn (`setNeedsDisplay()`) when the bounds' size changes.
        case redraw
        /// At natural size, centred.
        case center
        /// At natural size, centred along the top edge.
        case top
        /// At natural size, centred along the bottom edge.
        case bottom
        /// At natural size, centred along the left edge.
        case left
        /// At natural size, centred along the right edge.
        case right
        /// At natural size, in the top-left corner.
        case topLeft
        /// At natural size, in the top-right corner.
        case topRight
        /// At natural size, in the bottom-left corner.
        case bottomLeft
        /// At natural size, in the bottom-right corner.
        case bottomRight
    }

    func contentModeDidChange() { layer.contentsGravity = CALayerContentsGravity(contentMode) }

    // MARK: Drawing

    /// Whether `draw(_:)` is overridden: unknown until the view is first displayed, false
    /// once only the base implementation ran and drew nothing.
    private var drawsContent: Bool?
    /// Whether the last display reached the base `draw(_:)` (every override called `super`).
    private(set) var baseDrawRan = false

    /// Draws the view's content in `rect` (its bounds) into the current context
    /// (`UIGraphicsGetCurrentContext()`). Override it to draw; the view is displayed when it
    /// first appears and after each `setNeedsDisplay()`, never once per frame. The base
    /// implementation draws nothing.
    open func draw(_ rect: CGRect) { baseDrawRan = true }

    /// Marks the whole view to be redrawn in the next commit.
    open func setNeedsDisplay() {
        drawsContent = nil
        baseDrawRan = false
        layer.setNeedsDisplay()
    }

    /// Marks `rect` to be redrawn (the lab redraws the whole view).
    open func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

    /// Leaves the display to the layer (which calls `draw(_:in:)`), except for a view known
    /// not to draw, which skips making a context. It is known once a display ran only the
    /// base `draw(_:)` and the layer drew nothing either (a layer class of the plugin's may
    /// draw itself around its call to `super.draw(in:)`).
    open func display(_ layer: CALayer) {
        if drawsContent == nil, baseDrawRan, layer.state.drawing == nil { drawsContent = false }
        if drawsContent != false { CALayer.delegateLeftDisplayToLayer = true }
    }

    /// Makes `ctx` UIKit's current context and calls `draw(_:)` with the bounds.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        baseDrawRan = false
        UIGraphicsPushContext(ctx)
        trackingObservations(invalidating: { $0.setNeedsDisplay() }) { draw(bounds) }
        UIGraphicsPopContext()
        drawsContent = baseDrawRan ? nil : true
    }

    /// The tint of the view and, unless they have their own, its subviews (default system blue).
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            notifyingObservers(of: "tintColor") {
                ownTintColor = newValue
                tintColorDidChange()
            }
        }
    }
    private(set) var ownTintColor: UIColor?

    /// Called when the tint changes; the default tells the subviews.
    open func tintColorDidChange() {
        for view in subviews where view.ownTintColor == nil { view.tintColorDidChange() }
    }

    /// A number to find the view by (`viewWithTag`).
    open var tag = 0
    /// The name state restoration would save the view under (default nil). The lab restores
    /// no state; libraries use it, as `tag`, to name and find their views.
    open var restorationIdentifier: String?

    /// Whether touches reach the view (default true).
    open var isUserInteractionEnabled = true

    /// Whether the view takes part in more than one touch (accepted; the lab has one pointer).
    open var isMultipleTouchEnabled = false

    /// The view or descendant with `tag`, searching depth first from this view.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Hierarchy

    /// The subviews, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is a subview of.
    public private(set) weak var superview: UIView?
    /// The view controller whose view this is.
    weak var owningViewController: UIViewController?

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    open override var next: UIResponder? { owningViewController ?? superview }

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of the subviews (clamped).
    open func insertSubview(_ view: UIView, at index: Int) {
        guard !isDescendant(of: view) else {
            LabDiagnostics.report("UIView.addSubview: a view cannot be a subview of itself or of its own descendant; ignored")
            return
        }
        let oldWindow = view.window
        view.willMove(toSuperview: self)
        if view.superview != nil { view.detach() }
        let i = max(0, min(index, subviews.count))
        subviews.insert(view, at: i)
        view.superview = self
        // As in UIKit: a view added last goes above every sublayer (layers added by hand
        // included); one inserted before a sibling goes just below that sibling's layer.
        if i + 1 < subviews.count, let below = subviews[i + 1].layerIndexInSuperlayer {
            layer.insertSublayer(view.layer, at: UInt32(below))
        } else {
            layer.addSublayer(view.layer)
        }
        view.didMoveToSuperview()
        view.layoutHierarchyDidAttach()
        if view.window !== oldWindow { view.notifyWindowChange() }
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Inserts `view` just above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        if view.superview === self { detachForReordering(view) }
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: index)
    }

    /// Inserts `view` just below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        if view.superview === self { detachForReordering(view) }
        let index = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: index)
    }

    /// Moves `view` to the front of the subviews.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self, subviews.last !== view else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
        layer.addSublayer(view.layer)
    }

    /// Moves `view` to the back of the subviews.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, subviews.first !== view else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }

    /// Removes the view from its superview (and its window).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let hadWindow = window != nil
        if let responder = UIResponder.focused as? UIView, responder.isDescendant(of: self) {
            responder.resignFirstResponder()
        }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        detach()
        didMoveToSuperview()
        if hadWindow { notifyWindowChange() }
        parent.setNeedsLayout()
    }

    private func detach() {
        let oldSuperview = superview
        superview?.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
        if let oldSuperview { layoutHierarchyDidDetach(from: oldSuperview) }
    }

    private func detachForReordering(_ view: UIView) {
        subviews.removeAll { $0 === view }
        view.superview = nil
    }

    private var layerIndexInSuperlayer: Int? {
        layer.superlayer?.sublayers?.firstIndex { $0 === layer }
    }

    private func notifyWindowChange() {
        willMove(toWindow: window)
        didMoveToWindow()
        for view in subviews { view.notifyWindowChange() }
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// Called before the view moves to a new superview (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window (nil: out of every window).
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    private(set) var needsLayout = true
    /// Whether `updateProperties()` runs before the view's next layout (true until it first ran).
    var needsPropertiesUpdate = true

    /// Marks the view to be laid out before the next frame.
    open func setNeedsLayout() { needsLayout = true }

    /// Makes the first responder in this view's subtree (a text field being typed into)
    /// resign; with `force`, even if it would rather not. True when none is left.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let focused = UIResponder.focused as? UIView, focused.isDescendant(of: self) else { return true }
        if focused.resignFirstResponder() { return true }
        guard force else { return false }
        UIResponder.focused = nil
        focused.didChangeFirstResponder(false)
        return true
    }

    /// Lays the view and its subviews out now if they need it. As in UIKit, pending
    /// constraint updates run first, and layout starts at the highest ancestor that needs it
    /// (a constraint change moves a view from its superview's `layoutSubviews`). A pass that
    /// gave a multi-line label a new width, changing its height, is followed by another.
    open func layoutIfNeeded() {
        repeatingWhileWidthDependentSizesChange {
            prepareConstraintBasedLayout()
            var top = self
            while let superview = top.superview, superview.needsLayout { top = superview }
            top.layoutSubtreeIfNeeded()
        }
    }

    /// Lays out the view and its subtree where they need it, without climbing to the superview
    /// (a table lays out a cell it is placing from inside its own layout).
    func layoutSubtreeIfNeeded() {
        refreshSafeAreaAndMargins()
        layoutStateStorage?.engine?.flush()
        updateOwnPropertiesIfNeeded()
        if needsLayout {
            layer.layoutSublayers()
            // Cleared after the view's own layout, as UIKit does: a view that adds or moves
            // subviews in its `layoutSubviews` (or its controller's `viewDidLayoutSubviews`)
            // is not laid out again for it, or a view rebuilding its subviews there would
            // rebuild them every frame.
            needsLayout = false
        }
        for view in subviews { view.layoutSubtreeIfNeeded() }
    }

    /// The layer's layout, as its delegate: the view controller's `viewWillLayoutSubviews()`,
    /// `layoutSubviews()`, then `viewDidLayoutSubviews()`. Override it to place sublayers
    /// (a gradient layer filling the bounds, say), calling `super`.
    open func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        trackingObservations(invalidating: { $0.setNeedsLayout() }) {
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
    }

    /// Called before the view's layer draws (the default does nothing).
    open func layerWillDraw(_ layer: CALayer) {}

    /// Positions the subviews. The default sets the frames the Auto Layout engine solved for
    /// the subviews it positions (call `super` when overriding). Called when the bounds change
    /// and after `setNeedsLayout`, before the frame is drawn.
    open func layoutSubviews() { applyEngineFrames() }

    /// Adds or updates the view's constraints before layout, after `setNeedsUpdateConstraints()`.
    /// Call `super` at the end when overriding.
    open func updateConstraints() {}

    /// Configures the view's content and styling before its layout (iOS 26). UIKit calls it
    /// before the view's first layout and before the next layout after
    /// `setNeedsUpdateProperties()`; `@Observable` properties it reads schedule it again
    /// when they change. The default does nothing.
    open func updateProperties() {}

    /// Called when the safe area insets changed.
    open func safeAreaInsetsDidChange() {}

    /// LabKit's own reaction to a safe-area change, before `safeAreaInsetsDidChange` (which
    /// plugins override, not always calling super); scroll views adjust their insets.
    func safeAreaInsetsChanged(from old: UIEdgeInsets) {}

    /// Called when the layout margins changed.
    open func layoutMarginsDidChange() {}

    /// The view's traits: the lab's screen's (see `UITraitCollection`).
    open var traitCollection: UITraitCollection { .current }
    /// Called after the traits changed; they never change while a scene runs.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Tells Auto Layout that `intrinsicContentSize` changed: the content-size constraints
    /// follow, and the superview lays out again.
    open func invalidateIntrinsicContentSize() {
        layoutStateStorage?.engine?.intrinsicContentSizeDidChange(self)
        superview?.setNeedsLayout()
    }

    /// The size the view would like to be, given `size` (default: its current size).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        let origin = frame.origin
        bounds.size = size
        center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    }

    /// The size the content needs (`UIView.noIntrinsicMetric` where it does not say).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// No intrinsic size along an axis.
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Coordinates and hit-testing

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    /// Whether `point` (in this view's coordinates) is inside the view (default: its bounds).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest descendant that contains `point` (in this view's coordinates) and takes
    /// touches, front to back; nil when the view is hidden, transparent, not interactive or
    /// the point is outside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !isInteractionBlockedByAnimation,
              self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            guard let local = view.isHitTestedWhereShown ? view.pointWhereShown(point) : view.convert(point, from: self) else { continue }
            if let hit = view.hitTest(local, with: event) { return hit }
        }
        return self
    }

    /// Whether a property animator that lets touches through moves the view and hit-tests it
    /// where it is on screen (`isManualHitTestingEnabled` false, the default: a drawer is
    /// caught mid-flight).
    private var isHitTestedWhereShown: Bool {
        layer.attachedAnimations.contains { attached in
            guard let animator = (attached.animation as? PropertyAnimatorAnimation)?.group?.animator else { return false }
            return animator.isUserInteractionEnabled && !animator.isManualHitTestingEnabled
        }
    }

    /// `point`, in the superview's coordinates, in the view's coordinates as it is shown.
    private func pointWhereShown(_ point: CGPoint) -> CGPoint? {
        var transform = layer.presentationCopy().positioningTransform
        if let parent = layer.superlayer, !parent.sublayerTransform.isIdentity || parent.isGeometryFlipped {
            transform = CATransform3DConcat(transform, parent.sublayerTransformAroundAnchor)
        }
        return transform.unapply(to: point)
    }

    /// Animations without `.allowUserInteraction` that are moving this view.
    var interactionBlockingAnimations = 0
    private var isInteractionBlockedByAnimation: Bool { interactionBlockingAnimations > 0 }

    // MARK: Gesture recognizers

    /// The gesture recognizers attached to the view.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for recognizer in recognizers { recognizer.view = nil }
            recognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var recognizers: [UIGestureRecognizer] = []

    /// Attaches a gesture recognizer (moving it from any other view).
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizers.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        guard recognizers.contains(where: { $0 === recognizer }) else { return }
        recognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }

    /// Whether `recognizer` may begin recognizing; the default says yes.
    open func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: CALayerDelegate

    /// Inside an animation block: an animation for the change; outside: none. Setting a
    /// property to the value it has adds none either (nor interrupts one running), as in
    /// UIKit: a block that changes nothing completes at once.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        guard ViewAnimationBlock.animationsEnabled, let block = ViewAnimationBlock.current,
              !layer.changeKeepsModelValue(event) else { return NSNull() }
        return block.action(for: self, layer: layer, key: event) ?? NSNull()
    }
}
