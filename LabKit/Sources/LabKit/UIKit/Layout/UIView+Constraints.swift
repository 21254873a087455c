import Foundation

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var layoutState: ViewLayoutState {
        if let state = layoutStateStorage { return state }
        let state = ViewLayoutState(view: self)
        layoutStateStorage = state
        return state
    }

    /// The root of the view's hierarchy (whose engine lays it out).
    var rootForLayout: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// The engine of the view's hierarchy, made on first need.
    var layoutEngine: LayoutEngine {
        let root = rootForLayout.layoutState
        if let engine = root.ownEngine { return engine }
        let engine = LayoutEngine()
        root.ownEngine = engine
        return engine
    }

    // MARK: Constraints

    /// The constraints installed on the view (activation installs a constraint on its items'
    /// nearest common ancestor).
    public var constraints: [NSLayoutConstraint] { layoutStateStorage?.constraints ?? [] }

    /// Installs and activates `constraint` on the view.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if let installed = constraint.installedView {
            guard installed !== self else { return }
            installed.removeConstraint(constraint)
        }
        if let reason = constraint.invalidReason {
            LabDiagnostics.report("NSLayoutConstraint: cannot activate a constraint with \(reason) (\(constraint))")
            return
        }
        guard let first = constraint.firstItem.flatMap(LayoutItemReference.init) else { return }
        let second = constraint.secondItem.flatMap(LayoutItemReference.init)
        guard let container = LayoutItemReference.nearestCommonAncestor(first, second) else {
            LabDiagnostics.report("Unable to install constraint \(constraint): its items have no common ancestor (they are in different view hierarchies); ignored")
            return
        }
        layoutState.constraints.append(constraint)
        constraint.installedView = self
        layoutEngine.add(constraint, container: container)
    }

    /// Installs and activates each of `constraints`.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if it is installed on the view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        layoutState.constraints.removeAll { $0 === constraint }
        constraint.installedView = nil
        constraint.engine?.remove(constraint)
    }

    /// Deactivates each of `constraints` installed on the view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Whether the view's frame becomes constraints (true for views made in code): other views
    /// can be constrained to it while its frame stays as set. Set it false to let constraints
    /// position and size the view.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            layoutStateStorage?.engine?.translatesAutoresizingMaskDidChange(self)
            superview?.setNeedsLayout()
        }
    }

    // MARK: Anchors

    /// The leading edge (left: the lab lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (right).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The first baseline: the lab has no baseline metrics, so it is the top edge.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last baseline: the lab has no baseline metrics, so it is the bottom edge.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    // MARK: Content size

    /// How strongly the view resists growing beyond its intrinsic size along `axis` (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateStorage else { return .defaultLow }
        return axis == .horizontal ? state.horizontalHugging : state.verticalHugging
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard validContentPriority(priority, "setContentHuggingPriority") else { return }
        let state = layoutState
        if axis == .horizontal { state.horizontalHugging = priority } else { state.verticalHugging = priority }
        state.engine?.contentPrioritiesDidChange(self)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateStorage else { return .defaultHigh }
        return axis == .horizontal ? state.horizontalCompressionResistance : state.verticalCompressionResistance
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard validContentPriority(priority, "setContentCompressionResistancePriority") else { return }
        let state = layoutState
        if axis == .horizontal { state.horizontalCompressionResistance = priority } else { state.verticalCompressionResistance = priority }
        state.engine?.contentPrioritiesDidChange(self)
    }

    private func validContentPriority(_ priority: UILayoutPriority, _ method: String) -> Bool {
        guard priority.rawValue.isFinite, priority.rawValue > 0, priority.rawValue <= 1000 else {
            LabDiagnostics.report("UIView.\(method): priority \(priority.rawValue) is outside 1…1000; ignored")
            return false
        }
        return true
    }

    // MARK: Layout guides

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { layoutStateStorage?.layoutGuides ?? [] }

    /// Adds `guide`: it is laid out in the view's coordinates.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.kind == .custom, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes `guide`, and the active constraints that use it.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self, let state = layoutStateStorage else { return }
        for constraint in layoutEngine.activeConstraints where constraint.firstItem === guide || constraint.secondItem === guide {
            constraint.isActive = false
        }
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The rectangle inside the safe area insets, as a guide.
    public var safeAreaLayoutGuide: UILayoutGuide {
        let state = layoutState
        if let guide = state.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self)
        guide.identifier = "UIViewSafeAreaLayoutGuide"
        state.safeAreaGuide = guide
        return guide
    }

    /// The rectangle inside the layout margins, as a guide.
    public var layoutMarginsGuide: UILayoutGuide {
        let state = layoutState
        if let guide = state.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self)
        guide.identifier = "UIViewLayoutMarginsGuide"
        state.marginsGuide = guide
        return guide
    }

    /// The part of the view text reads well in. On an iPhone in portrait the readable width
    /// is wider than the screen, so it is the layout margins: this returns
    /// `layoutMarginsGuide`.
    public var readableContentGuide: UILayoutGuide { layoutMarginsGuide }

    // MARK: Hooks from UIView

    /// The frame the layout works with: the untransformed rectangle of the bounds' size
    /// centered on `center`, in the superview's coordinates. Auto Layout works with a view's
    /// center and bounds, whatever its layer's `anchorPoint`: a view whose anchor point moved
    /// is drawn off its solved rectangle by that much, as on iOS (where moving a constrained
    /// view's anchor point moves the view).
    var layoutFrameInSuperview: CGRect {
        let size = bounds.size, center = self.center
        return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// Sets the frame the engine solved: the bounds' size, and the center at its middle, as
    /// UIKit does (so that inside an animation block both animate).
    func setLayoutFrameInSuperview(_ frame: CGRect) {
        if bounds.size != frame.size { bounds = CGRect(origin: bounds.origin, size: frame.size) }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if self.center != center { self.center = center }
    }

    /// The bounds or center changed: a translated frame and the view's guides follow.
    func layoutGeometryDidChange() {
        layoutStateStorage?.engine?.geometryDidChange(self)
    }

    /// The view joined a superview: the constraints of its own hierarchy join the new one's engine.
    func layoutHierarchyDidAttach() {
        guard let state = layoutStateStorage, let engine = state.ownEngine else { return }
        state.ownEngine = nil
        guard !engine.isEmpty else { return }
        layoutEngine.absorb(engine)
    }

    /// The view left `oldSuperview`: constraints to the rest of the old hierarchy are
    /// deactivated; those inside the view's subtree go to its own engine.
    func layoutHierarchyDidDetach(from oldSuperview: UIView) {
        guard let engine = oldSuperview.rootForLayout.layoutStateStorage?.ownEngine, !engine.isEmpty else { return }
        let moved = engine.detach(self)
        guard !moved.isEmpty else { return }
        let ownEngine = layoutEngine
        for (constraint, container) in moved { ownEngine.add(constraint, container: container) }
    }
}
