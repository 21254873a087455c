import Foundation

/// A view waiting for `updateConstraints()`, held weakly.
private struct PendingConstraintUpdate {
    weak var view: UIView?
}

/// The views that asked for `updateConstraints()` since the last layout.
nonisolated(unsafe) private var pendingConstraintUpdates: [PendingConstraintUpdate] = []

/// How many times a view's intrinsic size changed with the width a layout pass gave it (a
/// multi-line label's): `layoutIfNeeded` runs another pass when a pass counted one.
nonisolated(unsafe) private var widthDependentSizeChanges = 0

extension UIView {
    // MARK: Updating constraints

    /// Asks for `updateConstraints()` before the next layout.
    public func setNeedsUpdateConstraints() {
        let state = layoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        pendingConstraintUpdates.append(PendingConstraintUpdate(view: self))
    }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { layoutStateStorage?.needsUpdateConstraints ?? false }

    /// Runs the pending `updateConstraints()` of the view and its subviews now, deepest first
    /// (as UIKit updates constraints from the leaves up).
    public func updateConstraintsIfNeeded() {
        // An update may ask for more; a bounded number of rounds keeps a view that always
        // asks again from hanging layout.
        for _ in 0..<8 {
            guard !pendingConstraintUpdates.isEmpty else { return }
            var mine: [(view: UIView, depth: Int)] = []
            var others: [PendingConstraintUpdate] = []
            for pending in pendingConstraintUpdates {
                guard let view = pending.view else { continue }
                if view.isDescendant(of: self) { mine.append((view, view.depthInHierarchy)) } else { others.append(pending) }
            }
            pendingConstraintUpdates = others
            guard !mine.isEmpty else { return }
            for (view, _) in mine.enumerated().sorted(by: { ($0.element.depth, $1.offset) > ($1.element.depth, $0.offset) }).map(\.element) {
                guard let state = view.layoutStateStorage, state.needsUpdateConstraints else { continue }
                state.needsUpdateConstraints = false
                view.trackingObservations(invalidating: { $0.setNeedsUpdateConstraints() }) {
                    if let controller = view.owningViewController { controller.updateViewConstraints() } else { view.updateConstraints() }
                }
            }
        }
        LabDiagnostics.report("UIView.updateConstraints keeps asking for another update (setNeedsUpdateConstraints inside updateConstraints); stopped")
    }

    private var depthInHierarchy: Int {
        var depth = 0
        var view = superview
        while let current = view { depth += 1; view = current.superview }
        return depth
    }

    /// The view's intrinsic size changed because a layout pass changed its width: Auto Layout
    /// hears of it, and the pass runs again so the new size is laid out (as UIKit's second
    /// constraints pass for a multi-line label does).
    func intrinsicContentSizeDidFollowLayoutWidth() {
        invalidateIntrinsicContentSize()
        widthDependentSizeChanges += 1
    }

    /// Runs `pass` again while it changed a width-dependent intrinsic size, at most twice
    /// more: wrapping settles once its line breaks stop changing, and a view whose size keeps
    /// changing with its width must not hang layout.
    func repeatingWhileWidthDependentSizesChange(_ pass: () -> Void) {
        for _ in 0..<3 {
            let changes = widthDependentSizeChanges
            pass()
            guard widthDependentSizeChanges != changes else { return }
        }
    }

    /// Before a layout pass: pending constraint updates of the hierarchy, then the views whose
    /// solved frames changed mark their superviews as needing layout.
    func prepareConstraintBasedLayout() {
        let root = rootForLayout
        if !pendingConstraintUpdates.isEmpty { root.updateConstraintsIfNeeded() }
        root.layoutStateStorage?.ownEngine?.flush()
    }

    /// Sets the solved frames of the subviews the engine positions.
    func applyEngineFrames() {
        for view in subviews {
            guard let state = view.layoutStateStorage, state.isPositionedByEngine, let engine = state.engine,
                  let frame = engine.solvedFrame(of: view), frame != view.layoutFrameInSuperview else { continue }
            view.setLayoutFrameInSuperview(frame)
        }
    }

    // MARK: Safe area and margins

    /// The insets of the view's bounds that the screen's edges or bars cover, as of the last
    /// layout: the superview's safe area where it overlaps the view, plus its controller's
    /// `additionalSafeAreaInsets` and the height of the bars its container controller shows
    /// over it (the lab's screen has no insets of its own).
    public var safeAreaInsets: UIEdgeInsets { layoutStateStorage?.safeAreaInsets ?? .zero }

    /// The margins for content, left and right as leading and trailing (default 8 points each).
    public var layoutMargins: UIEdgeInsets {
        get {
            let margins = layoutStateStorage?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
            return UIEdgeInsets(top: margins.top, left: margins.leading, bottom: margins.bottom, right: margins.trailing)
        }
        set {
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left,
                                                               bottom: newValue.bottom, trailing: newValue.right)
        }
    }

    /// The margins for content, in the layout direction (default 8 points each side).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { layoutStateStorage?.directionalLayoutMargins ?? NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) }
        set {
            guard [newValue.top, newValue.leading, newValue.bottom, newValue.trailing].allSatisfy(\.isFinite) else {
                LabDiagnostics.report("UIView.layoutMargins: \(newValue) has a value that is not finite; ignored")
                return
            }
            layoutState.directionalLayoutMargins = newValue
            refreshMargins()
            setNeedsLayout()
        }
    }

    /// Whether the superview's margins, where they reach into the view, count as the view's too.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStateStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            layoutState.preservesSuperviewLayoutMargins = newValue
            refreshMargins()
        }
    }

    /// Whether the margins are measured from the safe area (default true).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutStateStorage?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            layoutState.insetsLayoutMarginsFromSafeArea = newValue
            refreshMargins()
        }
    }

    /// Recomputes the safe area (from the superview's, laid out first) and the margins; calls
    /// `safeAreaInsetsDidChange` and `layoutMarginsDidChange` when they changed.
    func refreshSafeAreaAndMargins() {
        let inherited = superview?.layoutStateStorage.map { $0.safeAreaInsets != .zero } ?? false
        let own = owningViewController?.additionalSafeAreaInsets ?? .zero, bars = owningViewController?.barSafeAreaInsets ?? .zero
        let additional = UIEdgeInsets(top: own.top + bars.top, left: own.left + bars.left,
                                      bottom: own.bottom + bars.bottom, right: own.right + bars.right)
        // Nothing to inherit, nothing of its own and nothing to undo: nothing changes.
        guard inherited || additional != .zero || (layoutStateStorage.map { $0.safeAreaInsets != .zero || $0.preservesSuperviewLayoutMargins } ?? false)
        else { return }
        var insets = additional
        if let superview, let superState = superview.layoutStateStorage, superState.safeAreaInsets != .zero {
            let frame = layoutFrameInSuperview, outer = superview.bounds, safe = superState.safeAreaInsets
            insets.top += max(0, outer.minY + safe.top - frame.minY)
            insets.left += max(0, outer.minX + safe.left - frame.minX)
            insets.bottom += max(0, frame.maxY - (outer.maxY - safe.bottom))
            insets.right += max(0, frame.maxX - (outer.maxX - safe.right))
        }
        let state = layoutState
        if insets != state.safeAreaInsets {
            let old = state.safeAreaInsets
            state.safeAreaInsets = insets
            safeAreaInsetsChanged(from: old)
            state.engine?.guidesDidChange(of: self)
            setNeedsLayout()
            safeAreaInsetsDidChange()
            owningViewController?.viewSafeAreaInsetsDidChange()
            refreshMargins()
        } else if state.preservesSuperviewLayoutMargins {
            refreshMargins()
        }
    }

    /// Recomputes the margins the margins guide insets the bounds by.
    private func refreshMargins() {
        let state = layoutState
        var margins = layoutMargins
        if state.insetsLayoutMarginsFromSafeArea {
            let safe = state.safeAreaInsets
            margins = UIEdgeInsets(top: margins.top + safe.top, left: margins.left + safe.left,
                                   bottom: margins.bottom + safe.bottom, right: margins.right + safe.right)
        }
        if state.preservesSuperviewLayoutMargins, let superview, let superState = superview.layoutStateStorage {
            let frame = layoutFrameInSuperview, outer = superview.bounds, theirs = superState.effectiveMargins
            margins.top = max(margins.top, outer.minY + theirs.top - frame.minY)
            margins.left = max(margins.left, outer.minX + theirs.left - frame.minX)
            margins.bottom = max(margins.bottom, frame.maxY - (outer.maxY - theirs.bottom))
            margins.right = max(margins.right, frame.maxX - (outer.maxX - theirs.right))
        }
        guard margins != state.effectiveMargins else { return }
        state.effectiveMargins = margins
        state.engine?.guidesDidChange(of: self)
        layoutMarginsDidChange()
    }

    // MARK: Fitting size

    /// The smallest size constraints allow (for `systemLayoutSizeFitting`).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

    /// The size the view's constraints give it, as close to `targetSize` as they allow: the
    /// constraints inside the view (its own size and those of its subtree) are solved apart,
    /// with the view's width and height pulled toward the target at `fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:)` with the pull toward the target at chosen priorities
    /// (`.required` fixes that dimension).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                        verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        guard targetSize.width.isFinite, targetSize.height.isFinite else {
            LabDiagnostics.report("UIView.systemLayoutSizeFitting: target \(targetSize) is not finite; the current size is returned")
            return bounds.size
        }
        updateConstraintsIfNeeded()
        let inside = rootForLayout.layoutStateStorage?.ownEngine?.constraintsInside(self) ?? []
        let engine = LayoutEngine(fittingView: self)
        for (constraint, container) in inside { engine.addCopy(of: constraint, container: container) }
        let size = engine.fittingSize(target: targetSize, horizontal: horizontal, vertical: vertical)
        let scale = max(1, UIScreen.main.scale)
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }
}
