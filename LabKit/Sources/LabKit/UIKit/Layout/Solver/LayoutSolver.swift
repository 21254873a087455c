import Foundation

/// An incremental Cassowary solver (Badros, Borning and Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm", 2001): linear equalities and inequalities,
/// required or optional with a weight, kept solved in a simplex tableau as constraints come
/// and go. Adding or removing a constraint re-optimises from the current solution; changing a
/// constraint's constant (`setConstant(of:to:)`, which edit variables use) only shifts the
/// rows its marker appears in and repairs feasibility with the dual simplex, so a
/// constant-per-frame animation costs a few row operations, not a new solve.
///
/// Every choice between equal candidates takes the lowest symbol (Bland's rule), so the same
/// constraints in the same order always give the same solution, also where the layout is
/// ambiguous.
final class LayoutSolver {
    private enum SymbolKind: UInt8 {
        /// A variable of the layout (unrestricted in sign).
        case external
        /// The non-negative slack of an inequality.
        case slack
        /// The non-negative error of an optional constraint, weighted in the objective.
        case error
        /// The marker of a required equality: always zero, never enters the basis.
        case dummy
    }

    private var kinds: [SymbolKind] = []
    /// The basic rows, by basic symbol.
    private var rows: [SimplexRow?] = []
    /// For each symbol, the basic symbols whose rows contain it.
    private var columns: [Set<Int>] = []
    /// The constraint whose marker each symbol is.
    private var markerOwners: [SolverConstraint?] = []
    /// How many constraints use each external symbol.
    private var externalUses: [Int] = []
    private var externalVariables: [LayoutVariable?] = []
    private var freeSymbols: [Int] = []

    /// The weighted errors of the optional constraints, minimised.
    private var objective = SimplexRow(constant: 0)
    /// Phase-one objective while a constraint without a subject is added.
    private var artificial: SimplexRow?
    /// Restricted rows whose constant may have gone negative.
    private var infeasible: [Int] = []
    private var edits: [ObjectIdentifier: SolverConstraint] = [:]
    /// External symbols whose value may have changed since `takeChangedVariables()`.
    private var changed: [Int] = []
    private var isChanged: [Bool] = []

    /// The constraints in the solver.
    private(set) var constraintCount = 0

    /// A problem the tableau should never have (rounding gone wrong); reported, not trapped.
    private func reportInternal(_ message: String) {
        LabDiagnostics.report("Auto Layout solver: \(message); the layout may be off", kind: "LayoutSolver.\(message)")
    }

    // MARK: Values

    /// The variable's value in the current solution (nil when no constraint uses it).
    func value(of variable: LayoutVariable) -> Double? {
        guard variable.solver === self else { return nil }
        return rows[variable.symbol]?.constant ?? 0
    }

    /// The variables whose values may have changed since the last call (so that layout
    /// looks at the views that moved, not at every view).
    func takeChangedVariables() -> [LayoutVariable] {
        let symbols = changed
        changed = []
        var variables: [LayoutVariable] = []
        for symbol in symbols {
            isChanged[symbol] = false
            if kinds[symbol] == .external, let variable = externalVariables[symbol] { variables.append(variable) }
        }
        return variables
    }

    private func noteChange(_ basic: Int) {
        guard kinds[basic] == .external, !isChanged[basic] else { return }
        isChanged[basic] = true
        changed.append(basic)
    }

    /// Whether `constraint` is in this solver.
    func contains(_ constraint: SolverConstraint) -> Bool { constraint.solver === self }

    // MARK: Adding and removing

    /// Adds `constraint` and re-optimises. A required constraint that cannot hold with the
    /// required ones already there is not added: the result is then the constraints it
    /// conflicts with (itself first).
    @discardableResult
    func add(_ constraint: SolverConstraint) -> [SolverConstraint]? {
        guard constraint.solver == nil else { return nil }
        var row = SimplexRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms {
            let symbol = use(term.variable)
            if let basic = rows[symbol] {
                row.add(basic, times: term.coefficient)
            } else {
                row.add(symbol, term.coefficient)
            }
        }
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression ≤ 0  ⇔  expression + slack = 0; ≥ with the slack subtracted.
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            constraint.marker = slack
            constraint.markerCoefficient = sign
            row.add(slack, sign)
            if !constraint.isRequired {
                let error = newSymbol(.error)
                constraint.other = error
                row.add(error, -sign)
                objective.add(error, strength)
            }
        case .equal:
            if constraint.isRequired {
                let dummy = newSymbol(.dummy)
                constraint.marker = dummy
                constraint.markerCoefficient = 1
                row.add(dummy, 1)
            } else {
                // expression = plus − minus, both errors weighted.
                let plus = newSymbol(.error), minus = newSymbol(.error)
                constraint.marker = plus
                constraint.markerCoefficient = -1
                constraint.other = minus
                row.add(plus, -1)
                row.add(minus, 1)
                objective.add(plus, strength)
                objective.add(minus, strength)
            }
        }
        markerOwners[constraint.marker] = constraint
        if row.constant < 0 { row.scale(by: -1) }

        var subject = chooseSubject(row, constraint)
        if subject < 0 && row.symbols.allSatisfy({ kinds[$0] == .dummy }) {
            if abs(row.constant) < SimplexRow.epsilon {
                subject = constraint.marker
            } else {
                let conflicts = requiredOwners(in: row).filter { $0 !== constraint }
                discard(constraint)
                return [constraint] + conflicts
            }
        }
        if subject < 0 {
            if let conflicts = addWithArtificialVariable(row) {
                discard(constraint)
                optimize()
                return [constraint] + conflicts.filter { $0 !== constraint }
            }
        } else {
            row.solve(for: subject)
            substitute(subject, with: row)
            setRow(subject, row)
        }
        constraint.solver = self
        constraintCount += 1
        optimize()
        return nil
    }

    /// Removes `constraint` (if it is in the solver) and re-optimises.
    func remove(_ constraint: SolverConstraint) {
        guard constraint.solver === self else { return }
        removeErrorEffects(of: constraint)
        let marker = constraint.marker
        if rows[marker] != nil {
            _ = takeRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            pivot(entering: marker, leaving: leaving)
            _ = takeRow(marker)
        } else {
            reportInternal("a removed constraint's marker is in no row")
        }
        if constraint.other >= 0 {
            if rows[constraint.other] != nil { _ = takeRow(constraint.other) }
            eliminate(constraint.other)
        }
        eliminate(marker)
        discard(constraint)
        constraintCount -= 1
        optimize()
    }

    /// Changes the constant of `constraint`'s expression. When the change leaves a required
    /// constraint unsatisfiable, the constant is kept, the constraint leaves the solver and
    /// the result is the constraints it conflicts with (itself first).
    @discardableResult
    func setConstant(of constraint: SolverConstraint, to constant: Double) -> [SolverConstraint]? {
        let delta = constant - constraint.expression.constant
        constraint.expression.constant = constant
        guard constraint.solver === self, delta != 0 else { return nil }
        if kinds[constraint.marker] == .dummy && rows[constraint.marker] != nil {
            // A redundant required equality: changing it may make it conflict, which only
            // adding it again tells.
            remove(constraint)
            return add(constraint)
        }
        shiftMarker(of: constraint, by: delta / constraint.markerCoefficient)
        if let failedRow = dualOptimize() {
            let conflicts = requiredOwners(in: failedRow).filter { $0 !== constraint }
            shiftMarker(of: constraint, by: -delta / constraint.markerCoefficient)
            infeasible = rows.indices.filter { kinds[$0] != .external && (rows[$0]?.constant ?? 0) < 0 }
            if dualOptimize() != nil { reportInternal("a reverted constant change left the tableau infeasible") }
            remove(constraint)
            return [constraint] + conflicts
        }
        return nil
    }

    // MARK: Edit variables

    /// Makes `variable` editable: an optional `variable == value` of `strength` that
    /// `suggestValue` moves.
    func addEditVariable(_ variable: LayoutVariable, strength: Double) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { return }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, strength: min(strength, .greatestFiniteMagnitude))
        edits[key] = constraint
        add(constraint)
    }

    /// Asks for `value` for an edit variable; the solution follows at once.
    func suggestValue(_ value: Double, for variable: LayoutVariable) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { return }
        setConstant(of: constraint, to: -value)
    }

    /// Stops editing `variable`.
    func removeEditVariable(_ variable: LayoutVariable) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else { return }
        remove(constraint)
    }

    // MARK: Symbols

    private func newSymbol(_ kind: SymbolKind) -> Int {
        if let symbol = freeSymbols.popLast() {
            kinds[symbol] = kind
            return symbol
        }
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        markerOwners.append(nil)
        externalUses.append(0)
        externalVariables.append(nil)
        isChanged.append(false)
        return kinds.count - 1
    }

    private func release(_ symbol: Int) {
        markerOwners[symbol] = nil
        externalVariables[symbol] = nil
        externalUses[symbol] = 0
        freeSymbols.append(symbol)
    }

    /// The variable's symbol, joining it to the solver on first use.
    private func use(_ variable: LayoutVariable) -> Int {
        if variable.solver !== self {
            if variable.solver != nil { reportInternal("a variable is in two solvers") }
            variable.symbol = newSymbol(.external)
            variable.solver = self
            externalVariables[variable.symbol] = variable
        }
        externalUses[variable.symbol] += 1
        return variable.symbol
    }

    /// Gives back the symbols `constraint` held and the variables only it used.
    private func discard(_ constraint: SolverConstraint) {
        for symbol in [constraint.marker, constraint.other] where symbol >= 0 {
            objective.remove(symbol)
            release(symbol)
        }
        constraint.marker = -1
        constraint.other = -1
        constraint.solver = nil
        for term in constraint.expression.terms where term.variable.solver === self {
            let symbol = term.variable.symbol
            externalUses[symbol] -= 1
            if externalUses[symbol] == 0 {
                if rows[symbol] != nil { _ = takeRow(symbol) }
                eliminate(symbol)
                term.variable.solver = nil
                term.variable.symbol = -1
                release(symbol)
            }
        }
    }

    // MARK: Tableau

    private func setRow(_ basic: Int, _ row: SimplexRow) {
        noteChange(basic)
        rows[basic] = row
        for symbol in row.symbols { columns[symbol].insert(basic) }
    }

    private func takeRow(_ basic: Int) -> SimplexRow {
        let row = rows[basic]!
        noteChange(basic)
        rows[basic] = nil
        for symbol in row.symbols { columns[symbol].remove(basic) }
        return row
    }

    /// Sets a non-basic `symbol` to zero for good: drops it from every row and the objective.
    private func eliminate(_ symbol: Int) {
        for basic in columns[symbol] { rows[basic]!.remove(symbol) }
        columns[symbol] = []
        objective.remove(symbol)
    }

    /// Replaces `symbol` by `row` everywhere it appears.
    private func substitute(_ symbol: Int, with row: SimplexRow) {
        let containing = columns[symbol]
        columns[symbol] = []
        for basic in containing {
            rows[basic]!.substitute(symbol, with: row,
                                    entered: { self.columns[$0].insert(basic) },
                                    left: { if $0 != symbol { self.columns[$0].remove(basic) } })
            if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
            noteChange(basic)
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private func pivot(entering: Int, leaving: Int) {
        var row = takeRow(leaving)
        row.solve(lhs: leaving, for: entering)
        substitute(entering, with: row)
        setRow(entering, row)
    }

    /// The subject to solve a new row for: an external symbol, else a slack or error of the
    /// constraint with a negative coefficient (so that it stays non-negative); −1 if none.
    private func chooseSubject(_ row: SimplexRow, _ constraint: SolverConstraint) -> Int {
        if let external = row.symbols.first(where: { kinds[$0] == .external }) { return external }
        for symbol in [constraint.marker, constraint.other] where symbol >= 0 {
            let kind = kinds[symbol]
            if (kind == .slack || kind == .error) && row.coefficient(of: symbol) < 0 { return symbol }
        }
        return -1
    }

    /// Phase one for a row without a subject: minimises an artificial variable equal to it.
    /// Returns nil when it reached zero (the row is in the tableau), else the required
    /// constraints the row conflicts with.
    private func addWithArtificialVariable(_ row: SimplexRow) -> [SolverConstraint]? {
        let art = newSymbol(.slack)
        setRow(art, row)
        artificial = row
        optimize(artificialObjective: true)
        let reachedZero = abs(artificial!.constant) < SimplexRow.epsilon
        artificial = nil
        var conflicts: [SolverConstraint]?
        if rows[art] != nil {
            var artRow = takeRow(art)
            if !reachedZero {
                conflicts = requiredOwners(in: artRow)
            } else if !artRow.isConstant {
                if let entering = artRow.symbols.first(where: { kinds[$0] == .slack || kinds[$0] == .error }) {
                    artRow.solve(lhs: art, for: entering)
                    substitute(entering, with: artRow)
                    setRow(entering, artRow)
                } else {
                    conflicts = requiredOwners(in: artRow)
                }
            }
        }
        eliminate(art)
        release(art)
        return conflicts
    }

    private func requiredOwners(in row: SimplexRow) -> [SolverConstraint] {
        row.symbols.compactMap { markerOwners[$0] }.filter(\.isRequired)
    }

    /// Primal simplex on the objective (or the artificial one): enter the lowest symbol with a
    /// negative cost, leave by the minimum ratio.
    private func optimize(artificialObjective: Bool = false) {
        while true {
            let goal = artificialObjective ? artificial! : objective
            var entering = -1
            for (index, symbol) in goal.symbols.enumerated()
            where goal.coefficients[index] < -SimplexRow.epsilon && kinds[symbol] != .dummy && kinds[symbol] != .external {
                entering = symbol
                break
            }
            guard entering >= 0 else { return }
            var leaving = -1
            var best = Double.infinity
            for basic in columns[entering] where kinds[basic] != .external {
                let row = rows[basic]!
                let coefficient = row.coefficient(of: entering)
                guard coefficient < -SimplexRow.epsilon else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best - SimplexRow.epsilon || (abs(ratio - best) <= SimplexRow.epsilon && basic < leaving) {
                    best = ratio
                    leaving = basic
                }
            }
            guard leaving >= 0 else {
                reportInternal("the objective is unbounded")
                return
            }
            pivot(entering: entering, leaving: leaving)
        }
    }

    /// Dual simplex: restores non-negative constants in restricted rows keeping optimality.
    /// Returns the row it could not repair (a required conflict), or nil.
    private func dualOptimize() -> SimplexRow? {
        while !infeasible.isEmpty {
            // The lowest infeasible row first, whatever order substitutions found them in.
            infeasible.sort(by: >)
            let leaving = infeasible.removeLast()
            guard let row = rows[leaving], row.constant < 0, kinds[leaving] != .external else { continue }
            var entering = -1
            var best = Double.infinity
            for (index, symbol) in row.symbols.enumerated() where kinds[symbol] != .dummy && kinds[symbol] != .external {
                let coefficient = row.coefficients[index]
                guard coefficient > SimplexRow.epsilon else { continue }
                let ratio = objective.coefficient(of: symbol) / coefficient
                if ratio < best - SimplexRow.epsilon {
                    best = ratio
                    entering = symbol
                }
            }
            guard entering >= 0 else {
                infeasible = []
                return row
            }
            pivot(entering: entering, leaving: leaving)
        }
        return nil
    }

    /// The row to pivot a non-basic marker into the basis with, so that removing its row
    /// removes the constraint: the restricted row that binds first, else any restricted row,
    /// else an external one.
    private func markerLeavingRow(_ marker: Int) -> Int? {
        var first = -1, second = -1, third = -1
        var firstRatio = Double.infinity, secondRatio = Double.infinity
        for basic in columns[marker].sorted() {
            let row = rows[basic]!
            let coefficient = row.coefficient(of: marker)
            if kinds[basic] == .external {
                if third < 0 { third = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if ratio < firstRatio { firstRatio = ratio; first = basic }
            } else {
                let ratio = row.constant / coefficient
                if ratio < secondRatio { secondRatio = ratio; second = basic }
            }
        }
        for candidate in [first, second, third] where candidate >= 0 { return candidate }
        return nil
    }

    /// Moves a constraint's marker by `shift` (its constant changed): the rows it appears in
    /// shift their constants; rows that go negative are repaired by `dualOptimize`.
    private func shiftMarker(of constraint: SolverConstraint, by shift: Double) {
        let marker = constraint.marker
        if rows[marker] != nil {
            rows[marker]!.constant -= shift
            if kinds[marker] != .external && rows[marker]!.constant < 0 { infeasible.append(marker) }
            return
        }
        for basic in columns[marker].sorted() {
            rows[basic]!.constant += rows[basic]!.coefficient(of: marker) * shift
            noteChange(basic)
            if kinds[basic] != .external && rows[basic]!.constant < 0 { infeasible.append(basic) }
        }
    }

    /// Removes the weighted errors of an optional constraint from the objective.
    private func removeErrorEffects(of constraint: SolverConstraint) {
        guard !constraint.isRequired else { return }
        let errors = constraint.relation == .equal ? [constraint.marker, constraint.other] : [constraint.other]
        for error in errors {
            if let row = rows[error] {
                objective.add(row, times: -constraint.strength)
            } else {
                objective.add(error, -constraint.strength)
            }
        }
    }
}
