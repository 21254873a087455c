import Foundation

/// A linear constraint `expression (relation) 0` as the solver takes it: required, or
/// optional with a weight that the solver minimises its error by.
final class SolverConstraint {
    /// How the expression relates to zero.
    enum Relation {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The left side (the right side is zero). Its constant can change while the constraint
    /// is in a solver, through `LayoutSolver.setConstant(of:to:)`.
    var expression: LinearExpression
    let relation: Relation
    /// The error weight; `.infinity` for a required constraint.
    let strength: Double
    /// What the constraint stands for (an `NSLayoutConstraint`), for the unsatisfiable log.
    weak var owner: AnyObject?
    /// How the log names a constraint without an owner (one the layout engine made itself).
    var label: String?

    var isRequired: Bool { strength == .infinity }

    // The solver's bookkeeping while the constraint is in it: the marker symbol that
    // identifies the constraint's row, the second error symbol of an optional equality, and
    // the marker's coefficient in the row as first built (a constant change of Δ moves the
    // marker by Δ divided by it).
    var marker = -1
    var other = -1
    var markerCoefficient = 1.0
    unowned(unsafe) var solver: LayoutSolver?

    init(_ expression: LinearExpression, _ relation: Relation, strength: Double = .infinity, owner: AnyObject? = nil,
         label: String? = nil) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
        self.owner = owner
        self.label = label
    }

    /// The owner's description, else the label.
    var summary: String { owner.map { "\($0)" } ?? label ?? "<internal constraint>" }
}
