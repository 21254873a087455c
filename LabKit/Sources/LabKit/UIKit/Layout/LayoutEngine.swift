import Foundation

/// The Auto Layout engine of one view hierarchy (its root view owns it): turns active
/// `NSLayoutConstraint`s into linear constraints over the items' frame variables, adds the
/// constraints UIKit adds by itself (a translated frame, content size, safe area and margins
/// guides), and keeps them solved with the incremental solver.
///
/// A view's variables are its frame in its superview's coordinates; a guide's, its layout
/// frame in its owning view's. A constraint is expressed in its items' nearest common
/// ancestor's coordinates: each item's variables plus the origins of the views between it and
/// that ancestor.
final class LayoutEngine {
    let solver = LayoutSolver()
    /// The view whose size `systemLayoutSizeFitting` measures: its frame is not pinned.
    private weak var fittingView: UIView?
    /// The scale frames are rounded to (the screen's, as UIKit rounds to pixels).
    private var scale: CGFloat { max(1, UIScreen.main.scale) }

    private struct Registration {
        let constraint: NSLayoutConstraint
        let solverConstraint: SolverConstraint
        /// The nearest common ancestor the constraint is expressed in (weak: the root view owns
        /// the engine, so a strong reference would keep it alive).
        weak var container: UIView?
        /// Whether the solver refused it as unsatisfiable (it stays active, as in UIKit).
        var isBroken: Bool
        let order: Int
    }
    private var registrations: [ObjectIdentifier: Registration] = [:]
    private var nextOrder = 0

    /// An item whose variables are in the solver, and the constraints the engine made for it.
    private final class Entry {
        /// The view or guide (weak, as the root view owns the engine).
        weak var object: AnyObject?
        var item: LayoutItemReference? { object.flatMap(LayoutItemReference.init) }
        var view: UIView? { object as? UIView }
        /// The translated frame (minX, minY, width, height) of a view that translates its mask.
        var frame: [SolverConstraint] = []
        /// Compression resistance and hugging, horizontal then vertical (nil: no metric).
        var content: [SolverConstraint?] = [nil, nil, nil, nil]
        /// A safe area or margins guide's insets from its owning view's bounds.
        var guide: [SolverConstraint] = []
        /// The intrinsic size the content constraints hold.
        var intrinsicSize: CGSize?

        init(item: LayoutItemReference) { object = item.object }
    }
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var entryOrder: [ObjectIdentifier] = []

    /// Whether the solution changed since the views needing layout were last marked.
    private(set) var needsFlush = false

    /// A measuring engine's own variables for the items (the hierarchy's engine keeps the
    /// items' real ones); nil in a hierarchy's engine.
    private var measuringVariables: [ObjectIdentifier: LayoutVariables]?

    /// An engine for a hierarchy, or (with `fittingView`) one that measures that view apart.
    init(fittingView: UIView? = nil) {
        self.fittingView = fittingView
        measuringVariables = fittingView == nil ? nil : [:]
    }

    /// The variables the engine uses for `item`.
    private func engineVariables(of item: LayoutItemReference) -> LayoutVariables {
        guard measuringVariables != nil else { return item.variables }
        let key = ObjectIdentifier(item.object)
        if let variables = measuringVariables![key] { return variables }
        let variables = LayoutVariables("\(item.name)(fitting)")
        measuringVariables![key] = variables
        return variables
    }

    private func engineVariables(of view: UIView) -> LayoutVariables { engineVariables(of: .view(view)) }

    /// Whether no constraint and no item is in the engine.
    var isEmpty: Bool { registrations.isEmpty && entries.isEmpty }

    /// The active constraints, in the order they were added.
    var activeConstraints: [NSLayoutConstraint] {
        registrations.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    // MARK: Constraints

    /// The solver's form of `constraint`, expressed in `container`'s coordinates.
    private func solverConstraint(for constraint: NSLayoutConstraint, container: UIView) -> SolverConstraint? {
        guard let first = constraint.firstItem.flatMap(LayoutItemReference.init) else { return nil }
        let (firstItem, firstAttribute) = resolveMargins(first, constraint.firstAttribute)
        var expression = expression(firstItem, firstAttribute, in: container)
        if let second = constraint.secondItem.flatMap(LayoutItemReference.init) {
            let (secondItem, secondAttribute) = resolveMargins(second, constraint.secondAttribute)
            expression.add(self.expression(secondItem, secondAttribute, in: container), times: -Double(constraint.multiplier))
        }
        expression.constant -= Double(constraint.constant)
        return SolverConstraint(expression, SolverConstraint.Relation(constraint.relation),
                                strength: constraint.priority.solverStrength, owner: constraint)
    }

    /// Adds an active constraint (`container` is its items' nearest common ancestor).
    func add(_ constraint: NSLayoutConstraint, container: UIView) {
        guard registrations[ObjectIdentifier(constraint)] == nil,
              let solverConstraint = solverConstraint(for: constraint, container: container) else { return }
        let conflicts = solver.add(solverConstraint)
        registrations[ObjectIdentifier(constraint)] = Registration(
            constraint: constraint, solverConstraint: solverConstraint, container: container,
            isBroken: conflicts != nil, order: nextOrder)
        nextOrder += 1
        constraint.engine = self
        if let conflicts { reportUnsatisfiable(conflicts) }
        needsFlush = true
    }

    /// Adds `constraint` for a measurement only (`systemLayoutSizeFitting`'s engine): the
    /// constraint stays registered with its own engine.
    func addCopy(of constraint: NSLayoutConstraint, container: UIView) {
        guard let solverConstraint = solverConstraint(for: constraint, container: container) else { return }
        if let conflicts = solver.add(solverConstraint) { reportUnsatisfiable(conflicts) }
    }

    /// The active constraints expressed inside `view`'s subtree, with their containers. Those
    /// broken here count too: measuring the view frees it of its current frame, which may be
    /// what they conflicted with (a table cell's content view before its row is sized).
    func constraintsInside(_ view: UIView) -> [(NSLayoutConstraint, UIView)] {
        registrations.values.sorted { $0.order < $1.order }.compactMap { registration in
            guard let container = registration.container, container.isDescendant(of: view) else { return nil }
            return (registration.constraint, container)
        }
    }

    /// Removes a constraint that was deactivated.
    func remove(_ constraint: NSLayoutConstraint) {
        guard let registration = registrations.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        solver.remove(registration.solverConstraint)
        if constraint.engine === self { constraint.engine = nil }
        needsFlush = true
        retryBrokenConstraints()
    }

    /// A constraint broken to resolve a conflict holds again once the conflict is gone, as in
    /// UIKit (it was never deactivated).
    private func retryBrokenConstraints() {
        guard registrations.values.contains(where: \.isBroken) else { return }
        for registration in registrations.values.filter(\.isBroken).sorted(by: { $0.order < $1.order }) {
            if solver.add(registration.solverConstraint) == nil {
                registrations[ObjectIdentifier(registration.constraint)]?.isBroken = false
            }
        }
    }

    /// The constant of an active constraint changed from `oldConstant`: the solution follows
    /// incrementally.
    func constantDidChange(_ constraint: NSLayoutConstraint, from oldConstant: CGFloat) {
        guard var registration = registrations[ObjectIdentifier(constraint)] else { return }
        let solverConstraint = registration.solverConstraint
        let newConstant = solverConstraint.expression.constant - Double(constraint.constant - oldConstant)
        if registration.isBroken {
            solverConstraint.expression.constant = newConstant
            if let conflicts = solver.add(solverConstraint) {
                reportUnsatisfiable(conflicts)
            } else {
                registration.isBroken = false
            }
        } else if let conflicts = solver.setConstant(of: solverConstraint, to: newConstant) {
            registration.isBroken = true
            reportUnsatisfiable(conflicts)
        }
        registrations[ObjectIdentifier(constraint)] = registration
        needsFlush = true
    }

    /// The priority of an active constraint changed (between optional values): it is added
    /// again with its new weight.
    func priorityDidChange(_ constraint: NSLayoutConstraint) {
        guard let registration = registrations[ObjectIdentifier(constraint)], let container = registration.container else { return }
        remove(constraint)
        add(constraint, container: container)
    }

    private func reportUnsatisfiable(_ conflicts: [SolverConstraint]) {
        guard let broken = conflicts.first else { return }
        let listed = conflicts.dropFirst() + [broken]
        let list = listed.map { "    \"\($0.summary)\"" }.joined(separator: ",\n")
        LabDiagnostics.report("""
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            \tTry this:
            \t\t(1) look at each constraint and try to figure out which you don't expect;
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
            (
            \(list)
            )

            Will attempt to recover by breaking constraint
            \(broken.summary)
            """)
    }

    // MARK: Expressions

    /// A margin attribute of a view as the same attribute of its margins guide.
    private func resolveMargins(_ item: LayoutItemReference, _ attribute: NSLayoutConstraint.Attribute)
        -> (LayoutItemReference, NSLayoutConstraint.Attribute) {
        guard let plain = attribute.withoutMargin else { return (item, attribute) }
        guard case .view(let view) = item else { return (item, plain) }
        return (.guide(view.layoutMarginsGuide), plain)
    }

    /// `attribute` of `item` in `container`'s coordinates.
    private func expression(_ item: LayoutItemReference, _ attribute: NSLayoutConstraint.Attribute,
                            in container: UIView) -> LinearExpression {
        let variables = engineVariables(of: item)
        switch attribute {
        case .width:
            use(item)
            return LinearExpression(variables.width)
        case .height:
            use(item)
            return LinearExpression(variables.height)
        default: break
        }
        let horizontal = attribute.isHorizontal
        let size = horizontal ? variables.width : variables.height
        // How far along the size the attribute lies: 0 at the near edge, 1 at the far one.
        let fraction: Double
        switch attribute {
        case .left, .leading, .top, .firstBaseline: fraction = 0
        case .right, .trailing, .bottom, .lastBaseline: fraction = 1
        default: fraction = 0.5
        }
        if case .view(let view) = item, view === container {
            // The container's own edges, in its own coordinates.
            var expression = LinearExpression(constant: Double(horizontal ? view.bounds.minX : view.bounds.minY))
            if fraction != 0 {
                use(item)
                expression.add(size, times: fraction)
            }
            return expression
        }
        use(item)
        var expression = LinearExpression(horizontal ? variables.minX : variables.minY)
        if fraction != 0 { expression.add(size, times: fraction) }
        var view = item.coordinateView
        while let current = view, current !== container, let superview = current.superview {
            use(.view(current))
            let currentVariables = engineVariables(of: current)
            expression.add(horizontal ? currentVariables.minX : currentVariables.minY)
            expression.constant -= Double(horizontal ? current.bounds.minX : current.bounds.minY)
            view = superview
        }
        return expression
    }

    // MARK: Items

    /// Puts `item`'s variables in the solver with the constraints UIKit adds for it.
    private func use(_ item: LayoutItemReference) {
        let key = ObjectIdentifier(item.object)
        guard entries[key] == nil else { return }
        let entry = Entry(item: item)
        entries[key] = entry
        entryOrder.append(key)
        switch item {
        case .view(let view):
            if measuringVariables == nil { view.layoutState.engine = self }
            joinedViews.append(ObjectIdentifier(view))
            addItemConstraints(entry, view: view)
        case .guide(let guide):
            guard guide.kind != .custom, let owner = guide.owningView else { return }
            use(.view(owner))
            let variables = engineVariables(of: item), ownerVariables = engineVariables(of: owner)
            let label = "<NSLayoutConstraint:\(LayoutItemReference.name(of: guide)) \(guide.kind == .safeArea ? "'UIViewSafeAreaLayoutGuide'" : "'UIView-margin-guide-constraint'")"
            entry.guide = [
                SolverConstraint(LinearExpression(variables.minX), .equal, label: "\(label) left>"),
                SolverConstraint(LinearExpression(variables.minY), .equal, label: "\(label) top>"),
                SolverConstraint(LinearExpression(variables.width) - LinearExpression(ownerVariables.width), .equal, label: "\(label) width>"),
                SolverConstraint(LinearExpression(variables.height) - LinearExpression(ownerVariables.height), .equal, label: "\(label) height>"),
            ]
            updateGuideConstants(entry, guide: guide, owner: owner, adding: true)
        }
        needsFlush = true
    }

    private func addItemConstraints(_ entry: Entry, view: UIView) {
        if view.translatesAutoresizingMaskIntoConstraints {
            guard view !== fittingView else { return }
            let variables = engineVariables(of: view)
            let sizeStrength = view.layoutStateStorage?.encapsulatesSize == true ? UILayoutPriority(999).solverStrength : .infinity
            let label = "<NSAutoresizingMaskLayoutConstraint:\(LayoutItemReference.name(of: view)) \(view.autoresizingMask.notation)"
            entry.frame = [
                SolverConstraint(LinearExpression(variables.minX), .equal, label: "\(label) minX>"),
                SolverConstraint(LinearExpression(variables.minY), .equal, label: "\(label) minY>"),
                SolverConstraint(LinearExpression(variables.width), .equal, strength: sizeStrength, label: "\(label) width>"),
                SolverConstraint(LinearExpression(variables.height), .equal, strength: sizeStrength, label: "\(label) height>"),
            ]
            let frame = view.layoutFrameInSuperview
            let values = [frame.minX, frame.minY, frame.width, frame.height]
            for (constraint, value) in zip(entry.frame, values) {
                constraint.expression.constant = -Double(value)
                if let conflicts = solver.add(constraint) { reportUnsatisfiable(conflicts) }
            }
        } else {
            updateContentConstraints(entry, view: view)
        }
    }

    private func removeItemConstraints(_ entry: Entry) {
        for constraint in entry.frame + entry.content.compactMap({ $0 }) { solver.remove(constraint) }
        entry.frame = []
        entry.content = [nil, nil, nil, nil]
    }

    /// Brings a view's content-size constraints in line with its intrinsic size and
    /// priorities (re-adding those whose priority changed).
    private func updateContentConstraints(_ entry: Entry, view: UIView, size: CGSize? = nil, prioritiesChanged: Bool = false) {
        let size = size ?? view.intrinsicContentSize
        entry.intrinsicSize = size
        let state = view.layoutState
        let metrics = [size.width, size.height]
        let priorities = [state.horizontalCompressionResistance, state.horizontalHugging,
                          state.verticalCompressionResistance, state.verticalHugging]
        for slot in 0..<4 {
            let metric = metrics[slot / 2]
            let valid = metric != UIView.noIntrinsicMetric && metric.isFinite && metric >= 0
            if metric != UIView.noIntrinsicMetric && !valid {
                LabDiagnostics.report("\(type(of: view)).intrinsicContentSize \(size) is not a size; the axis has no intrinsic size",
                                      kind: "intrinsicContentSize.\(type(of: view))")
            }
            if let existing = entry.content[slot], !valid || prioritiesChanged {
                solver.remove(existing)
                entry.content[slot] = nil
            }
            guard valid else { continue }
            let variable = slot < 2 ? engineVariables(of: view).width : engineVariables(of: view).height
            if let existing = entry.content[slot] {
                if let conflicts = solver.setConstant(of: existing, to: -Double(metric)) { reportUnsatisfiable(conflicts) }
            } else {
                // Compression resistance: size ≥ metric; hugging: size ≤ metric.
                let relation: SolverConstraint.Relation = slot % 2 == 0 ? .greaterThanOrEqual : .lessThanOrEqual
                let name = slot < 2 ? "width" : "height"
                let constraint = SolverConstraint(LinearExpression(variable) + -Double(metric), relation,
                                                  strength: priorities[slot].solverStrength,
                                                  label: "<NSContentSizeLayoutConstraint:\(LayoutItemReference.name(of: view)).\(name) \(relation == .greaterThanOrEqual ? ">=" : "<=") \(appleFormatted(metric)) Hug:\(Int(priorities[1].rawValue)) CompressionResistance:\(Int(priorities[0].rawValue))>")
                entry.content[slot] = constraint
                if let conflicts = solver.add(constraint) { reportUnsatisfiable(conflicts) }
            }
        }
    }

    private func updateGuideConstants(_ entry: Entry, guide: UILayoutGuide, owner: UIView, adding: Bool = false) {
        let insets = guide.kind == .safeArea ? owner.safeAreaInsets : owner.layoutState.effectiveMargins
        let bounds = owner.bounds
        let values = [bounds.minX + insets.left, bounds.minY + insets.top,
                      insets.left + insets.right, insets.top + insets.bottom]
        for (constraint, value) in zip(entry.guide, values) {
            // minX − value = 0; width − ownerWidth + insets = 0.
            let constant = constraint === entry.guide[0] || constraint === entry.guide[1] ? -Double(value) : Double(value)
            if adding {
                constraint.expression.constant = constant
                if let conflicts = solver.add(constraint) { reportUnsatisfiable(conflicts) }
            } else if let conflicts = solver.setConstant(of: constraint, to: constant) {
                reportUnsatisfiable(conflicts)
            }
        }
    }

    /// A view's frame, bounds or center changed: a translated frame follows, and so do its
    /// safe area and margins guides.
    func geometryDidChange(_ view: UIView) {
        guard let entry = entries[ObjectIdentifier(view)] else { return }
        if !entry.frame.isEmpty {
            let frame = view.layoutFrameInSuperview
            for (constraint, value) in zip(entry.frame, [frame.minX, frame.minY, frame.width, frame.height]) {
                if let conflicts = solver.setConstant(of: constraint, to: -Double(value)) { reportUnsatisfiable(conflicts) }
            }
            // The new frame may end the conflict a constraint was broken for.
            retryBrokenConstraints()
            needsFlush = true
        }
        guidesDidChange(of: view)
    }

    /// The view's safe area or margins changed.
    func guidesDidChange(of view: UIView) {
        for guide in [view.layoutStateStorage?.safeAreaGuide, view.layoutStateStorage?.marginsGuide].compactMap({ $0 }) {
            guard let entry = entries[ObjectIdentifier(guide)] else { continue }
            updateGuideConstants(entry, guide: guide, owner: view)
            needsFlush = true
        }
    }

    /// The view's intrinsic content size changed.
    func intrinsicContentSizeDidChange(_ view: UIView) {
        guard let entry = entries[ObjectIdentifier(view)], entry.frame.isEmpty, !view.translatesAutoresizingMaskIntoConstraints else { return }
        updateContentConstraints(entry, view: view)
        needsFlush = true
    }

    /// The view's hugging or compression resistance changed.
    func contentPrioritiesDidChange(_ view: UIView) {
        guard let entry = entries[ObjectIdentifier(view)], entry.frame.isEmpty, !view.translatesAutoresizingMaskIntoConstraints else { return }
        updateContentConstraints(entry, view: view, prioritiesChanged: true)
        needsFlush = true
    }

    /// The view started or stopped translating its autoresizing mask.
    func translatesAutoresizingMaskDidChange(_ view: UIView) {
        guard let entry = entries[ObjectIdentifier(view)] else { return }
        removeItemConstraints(entry)
        addItemConstraints(entry, view: view)
        joinedViews.append(ObjectIdentifier(view))
        needsFlush = true
    }

    // MARK: Hierarchy

    /// `subtree` left the hierarchy: constraints between it and the rest are deactivated (as
    /// UIKit removes them); those inside it leave this engine and are returned, to go to the
    /// subtree's own.
    func detach(_ subtree: UIView) -> [(NSLayoutConstraint, UIView)] {
        var moved: [(NSLayoutConstraint, UIView)] = []
        for registration in registrations.values.sorted(by: { $0.order < $1.order }) {
            let constraint = registration.constraint
            let views = [constraint.firstItem, constraint.secondItem].compactMap { $0.flatMap(LayoutItemReference.init)?.hierarchyView }
            if let container = registration.container, container.isDescendant(of: subtree) {
                remove(constraint)
                moved.append((constraint, container))
            } else if views.contains(where: { $0.isDescendant(of: subtree) }) {
                registration.constraint.isActive = false
            }
        }
        removeItems { $0.isDescendant(of: subtree) }
        return moved
    }

    /// Takes out the items (and the constraints made for them) whose hierarchy view passes
    /// `test`: their variables leave the solver, free to join another.
    private func removeItems(where test: (UIView) -> Bool) {
        for key in entryOrder {
            guard let entry = entries[key], let view = entry.item?.hierarchyView, test(view) else { continue }
            removeItemConstraints(entry)
            for constraint in entry.guide { solver.remove(constraint) }
            entries[key] = nil
            if let view = entry.view, view.layoutStateStorage?.engine === self { view.layoutStateStorage?.engine = nil }
        }
        entryOrder.removeAll { entries[$0] == nil }
        needsFlush = true
    }

    private func removeAllItems() { removeItems { _ in true } }

    /// Everything in `other` (a subtree's engine; the subtree joined this hierarchy) moves here.
    func absorb(_ other: LayoutEngine) {
        let moved = other.registrations.values.sorted { $0.order < $1.order }
        for registration in moved { other.remove(registration.constraint) }
        other.removeAllItems()
        for registration in moved {
            if let container = registration.container { add(registration.constraint, container: container) }
        }
    }

    // MARK: Solution

    /// The solved rectangle of a set of variables, rounded to pixels as UIKit rounds its
    /// engine's values (nil while not in the solver).
    func solvedRect(_ variables: LayoutVariables) -> CGRect? {
        let values = [variables.minX, variables.minY, variables.width, variables.height].map { solver.value(of: $0) }
        // A variable no constraint uses is as free as an ambiguous one: zero, as the solver
        // leaves a free variable.
        guard values.contains(where: { $0 != nil }) else { return nil }
        let x = values[0] ?? 0, y = values[1] ?? 0, width = values[2] ?? 0, height = values[3] ?? 0
        func round(_ value: Double) -> CGFloat { CGFloat((value * Double(scale)).rounded() / Double(scale)) }
        let minX = round(x), minY = round(y)
        return CGRect(x: minX, y: minY, width: round(x + width) - minX, height: round(y + height) - minY)
    }

    /// The frame the engine gives a view it positions.
    func solvedFrame(of view: UIView) -> CGRect? { solvedRect(engineVariables(of: view)) }

    /// The solved size of a view (unrounded), for `systemLayoutSizeFitting`.
    func solvedSize(of view: UIView) -> CGSize? {
        let variables = engineVariables(of: view)
        guard let width = solver.value(of: variables.width), let height = solver.value(of: variables.height) else { return nil }
        return CGSize(width: width, height: height)
    }

    /// A measuring engine's solved size of its fitting view, pulled toward `target` at the
    /// given priorities.
    func fittingSize(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard let view = fittingView else { return target }
        let variables = engineVariables(of: view)
        solver.add(SolverConstraint(LinearExpression(variables.width) + -Double(target.width), .equal, strength: horizontal.solverStrength))
        solver.add(SolverConstraint(LinearExpression(variables.height) + -Double(target.height), .equal, strength: vertical.solverStrength))
        measureWrappingLabelsAgain()
        return solvedSize(of: view) ?? target
    }

    /// A measuring engine's multi-line labels, measured at the widths they were last laid out
    /// at, measured again at the widths it solved, as UIKit's fitting does (twice at most,
    /// as a layout pass runs).
    private func measureWrappingLabelsAgain() {
        for _ in 0..<2 {
            var changed = false
            for key in entryOrder {
                guard let entry = entries[key], let label = entry.view as? UILabel, label.wrapsAtLayoutWidth,
                      let width = solver.value(of: engineVariables(of: label).width) else { continue }
                label.measuringWidth = CGFloat(width)
                let size = label.intrinsicContentSize
                label.measuringWidth = nil
                guard size != entry.intrinsicSize else { continue }
                updateContentConstraints(entry, view: label, size: size)
                changed = true
            }
            guard changed else { return }
        }
    }

    /// After the solution changed: marks the superview of each view the engine positions
    /// whose solved frame differs from its frame as needing layout (only views whose
    /// variables changed, or that just joined, are looked at).
    func flush() {
        guard needsFlush else { return }
        needsFlush = false
        var candidates = joinedViews.compactMap { entries[$0]?.view }
        joinedViews = []
        for variable in solver.takeChangedVariables() {
            if let view = variable.item as? UIView { candidates.append(view) }
        }
        for view in candidates {
            guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview, !superview.needsLayout,
                  entries[ObjectIdentifier(view)] != nil, let frame = solvedFrame(of: view) else { continue }
            if frame != view.layoutFrameInSuperview { superview.setNeedsLayout() }
        }
    }

    /// Views that joined the engine or changed how it treats them since the last flush.
    private var joinedViews: [ObjectIdentifier] = []
}

extension SolverConstraint.Relation {
    init(_ relation: NSLayoutConstraint.Relation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
