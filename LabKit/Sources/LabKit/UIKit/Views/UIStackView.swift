import Foundation

/// A view that lays out a row or column of views (its arranged subviews) with constraints it
/// makes and keeps up to date, as UIKit's stack view does: along the axis by `distribution`
/// and `spacing`, across it by `alignment`. Hiding an arranged subview collapses it (its size
/// goes to zero and the spacing next to it closes); inside an animation block the collapse
/// animates and the view's layer hides when it ends.
open class UIStackView: UIView {
    /// How arranged subviews share the stack's length along its axis.
    public enum Distribution: Int, Sendable {
        /// Views keep their natural sizes where they can; the one that hugs least (the last
        /// of equals, in the lab) stretches or shrinks to fill.
        case fill
        /// Views are all the same size.
        case fillEqually
        /// Views are sized in proportion to their intrinsic sizes.
        case fillProportionally
        /// Views keep their natural sizes; the gaps between them are equal (at least `spacing`).
        case equalSpacing
        /// The centers of the views are equally far apart (gaps at least `spacing`).
        case equalCentering
    }

    /// How arranged subviews are placed across the stack's axis.
    public enum Alignment: Int, Sendable {
        /// Views fill the stack's breadth.
        case fill
        /// Views sit at the leading edge (a vertical stack) or the top (a horizontal one).
        case leading
        /// Views align their first baselines (the top edge: the lab has no baseline metrics).
        case firstBaseline
        /// Views are centered.
        case center
        /// Views sit at the trailing edge (a vertical stack) or the bottom (a horizontal one).
        case trailing
        /// Views align their last baselines (the bottom edge: the lab has no baseline metrics).
        case lastBaseline

        /// The top of a horizontal stack (the same value as `leading`).
        public static var top: Alignment { .leading }
        /// The bottom of a horizontal stack (the same value as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// The custom spacing value that means "use `spacing`".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude

    /// The views the stack lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []

    /// The direction views are stacked in (default horizontal).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementDidChange() } }
    /// How views share the length along the axis (default `.fill`).
    open var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How views are placed across the axis (default `.fill`).
    open var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between neighbouring views (the least gap for the equal distributions); NaN
    /// and infinite values are reported and ignored.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                LabDiagnostics.report("UIStackView.spacing: \(spacing) is not finite; ignored")
                spacing = oldValue
                return
            }
            arrangementDidChange()
        }
    }
    /// Whether views are laid out inside the layout margins rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Accepted for source compatibility (the lab has no baseline metrics).
    open var isBaselineRelativeArrangement = false

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var managedConstraints: [NSLayoutConstraint] = []
    private var spacerGuides: [UILayoutGuide] = []

    /// A stack of `views`, in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Appends `view` to the arranged subviews (adding it as a subview if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` of the arranged subviews (clamped).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Stops laying `view` out; it stays a subview (remove it from its superview to take it
    /// off screen).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after `arrangedSubview` (`spacingUseDefault`: back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        guard spacing.isFinite || spacing == UIStackView.spacingUseDefault else {
            LabDiagnostics.report("UIStackView.setCustomSpacing: \(spacing) is not finite; ignored")
            return
        }
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after `arrangedSubview` (`spacingUseDefault` when it has no custom one).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// An arranged subview's `isHidden` changed: the stack collapses or expands it. Inside an
    /// animation block it lays out at once, so that the change animates, and keeps a hidden
    /// view's layer visible until its collapse animation ends.
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        guard ViewAnimationBlock.current != nil else { return }
        layoutIfNeeded()
        guard view.layer.isHidden, let end = animationEnd(of: view.layer) else { return }
        view.layoutState.deferredHidden = true
        view.layer.isHidden = false
        LabTimer.after(max(0, end - CACurrentMediaTime())) { [weak view] in
            guard let view, view.layoutStateStorage?.deferredHidden == true else { return }
            view.layoutStateStorage?.deferredHidden = nil
            view.layer.isHidden = true
        }
    }

    /// When the last of `layer`'s animations ends, in media time (nil: none is running).
    private func animationEnd(of layer: CALayer) -> CFTimeInterval? {
        let now = CACurrentMediaTime()
        var end: CFTimeInterval?
        for key in layer.animationKeys() ?? [] {
            guard let animation = layer.animation(forKey: key), animation.duration.isFinite else { continue }
            // A begin time of 0 means "when added", which is now.
            let begin = animation.beginTime > 0 ? layer.convertTime(animation.beginTime, to: nil) : now
            end = max(end ?? begin, begin + animation.duration)
        }
        return end
    }

    /// The constraints follow the arrangement in the next constraint update (before layout).
    private func arrangementDidChange() {
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Rebuilds the constraints the stack manages, then lets subclasses add theirs.
    open override func updateConstraints() {
        rebuildConstraints()
        super.updateConstraints()
    }

    /// Replaces the constraints the stack manages with ones for the current arrangement.
    private func rebuildConstraints() {
        NSLayoutConstraint.deactivate(managedConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        managedConstraints = []
        spacerGuides = []
        guard !arrangedSubviews.isEmpty else { return }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let (leading, trailing, length, center): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let (crossStart, crossEnd, breadth, crossCenter): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        var made: [NSLayoutConstraint] = []
        func add(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                 _ other: AnyObject?, _ otherAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                 constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) {
            let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                                attribute: otherAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            made.append(constraint)
        }

        // Along the axis: a chain from the canvas's leading edge to its trailing edge. A
        // hidden view has zero length and no spacing next to it.
        let visible = arrangedSubviews.filter { !$0.isHidden }
        var previous: UIView?
        var previousVisible: UIView?
        var firstSpacer: UILayoutGuide?
        var firstCenterSpacer: UILayoutGuide?
        for view in arrangedSubviews {
            let start: (AnyObject, NSLayoutConstraint.Attribute) = previous.map { ($0, trailing) } ?? (canvas, leading)
            if view.isHidden {
                add(view, leading, .equal, start.0, start.1, "UISV-spacing")
                add(view, length, .equal, nil, .notAnAttribute, "UISV-hiding")
            } else if let previousVisible, let previous {
                let custom = customSpacings[ObjectIdentifier(previousVisible)]
                let gap = custom ?? spacing
                switch distribution {
                case .fill, .fillEqually, .fillProportionally:
                    add(view, leading, .equal, previous, trailing, constant: gap, "UISV-spacing")
                case .equalSpacing:
                    let spacer = makeSpacer()
                    add(spacer, leading, .equal, previous, trailing, "UISV-distributing-edge")
                    add(spacer, trailing, .equal, view, leading, "UISV-distributing-edge")
                    add(spacer, length, .greaterThanOrEqual, nil, .notAnAttribute, constant: gap, "UISV-spacing")
                    // Without a fixed length the gaps close to the spacing.
                    add(spacer, length, .equal, nil, .notAnAttribute, constant: gap, priority: UILayoutPriority(1), "UISV-spacing-fit")
                    if let firstSpacer {
                        add(spacer, length, .equal, firstSpacer, length, "UISV-fill-equally")
                    } else {
                        firstSpacer = spacer
                    }
                case .equalCentering:
                    add(view, leading, .greaterThanOrEqual, previous, trailing, constant: gap, "UISV-spacing")
                    add(view, leading, .equal, previous, trailing, constant: gap, priority: UILayoutPriority(1), "UISV-spacing-fit")
                    let spacer = makeSpacer()
                    add(spacer, leading, .equal, previousVisible, center, "UISV-distributing-edge")
                    add(spacer, trailing, .equal, view, center, "UISV-distributing-edge")
                    if let firstCenterSpacer {
                        add(spacer, length, .equal, firstCenterSpacer, length, priority: UILayoutPriority(999), "UISV-fill-equally")
                    } else {
                        firstCenterSpacer = spacer
                    }
                }
            } else {
                add(view, leading, .equal, start.0, start.1, "UISV-canvas-connection")
            }
            if !view.isHidden { previousVisible = view }
            previous = view
        }
        if let last = arrangedSubviews.last {
            add(last, trailing, .equal, canvas, trailing, "UISV-canvas-connection")
        }

        // Sizes along the axis.
        if let first = visible.first {
            switch distribution {
            case .fillEqually:
                for view in visible.dropFirst() { add(view, length, .equal, first, length, "UISV-fill-equally") }
            case .fillProportionally:
                let sizes = visible.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
                if let firstSize = sizes.first, firstSize > 0, firstSize.isFinite {
                    for (view, size) in zip(visible, sizes).dropFirst() where size >= 0 && size.isFinite {
                        add(view, length, .equal, first, length, multiplier: size / firstSize, priority: UILayoutPriority(999), "UISV-fill-proportionally")
                    }
                }
            default:
                break
            }
            if distribution == .fill || distribution == .fillProportionally {
                // Among views that hug (or resist compression) equally, the later one gives:
                // each holds its intrinsic length a little more firmly than the next.
                for (index, view) in visible.enumerated() {
                    let size = horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
                    guard size >= 0, size.isFinite else { continue }
                    let priority = UILayoutPriority(1 + Float(visible.count - 1 - index) / 100)
                    add(view, length, .equal, nil, .notAnAttribute, constant: size, priority: priority, "UISV-ambiguity-suppression")
                }
            }
        }

        // Across the axis.
        for view in arrangedSubviews {
            switch alignment {
            case .fill:
                add(view, crossStart, .equal, canvas, crossStart, "UISV-alignment")
                add(view, crossEnd, .equal, canvas, crossEnd, "UISV-alignment")
            case .leading, .firstBaseline:
                add(view, crossStart, .equal, canvas, crossStart, "UISV-alignment")
                add(view, crossEnd, .lessThanOrEqual, canvas, crossEnd, "UISV-spanning-boundary")
            case .trailing, .lastBaseline:
                add(view, crossEnd, .equal, canvas, crossEnd, "UISV-alignment")
                add(view, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
            case .center:
                add(view, crossCenter, .equal, canvas, crossCenter, "UISV-alignment")
                add(view, crossStart, .greaterThanOrEqual, canvas, crossStart, "UISV-spanning-boundary")
            }
            if alignment != .fill {
                add(view, breadth, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), "UISV-ambiguity-suppression")
            }
        }
        if alignment != .fill {
            // The stack is as broad as its broadest view unless something sets its breadth.
            add(canvas, breadth, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), "UISV-canvas-fit")
        }
        managedConstraints = made
        NSLayoutConstraint.activate(made)
    }

    private func makeSpacer() -> UILayoutGuide {
        let guide = UILayoutGuide()
        guide.identifier = "UISV-distributing"
        addLayoutGuide(guide)
        spacerGuides.append(guide)
        return guide
    }
}
