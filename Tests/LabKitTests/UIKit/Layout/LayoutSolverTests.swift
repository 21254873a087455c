@testable import LabKit
import XCTest

/// The Cassowary solver on systems small enough to solve by hand.
final class LayoutSolverTests: XCTestCase {
    private var solver: LayoutSolver!
    private let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")

    override func setUp() {
        super.setUp()
        solver = LayoutSolver()
    }

    private func v(_ variable: LayoutVariable) -> LinearExpression { LinearExpression(variable) }

    /// `lhs (relation) rhs`, at `priority` (required by default).
    @discardableResult
    private func add(_ lhs: LinearExpression, _ relation: SolverConstraint.Relation, _ rhs: LinearExpression,
                     priority: Float = 1000) -> SolverConstraint {
        let constraint = SolverConstraint(lhs - rhs, relation, strength: UILayoutPriority(priority).solverStrength)
        XCTAssertNil(solver.add(constraint))
        return constraint
    }

    private func value(_ variable: LayoutVariable) -> Double { solver.value(of: variable) ?? .nan }

    func testRequiredEqualitiesSolveLikeLinearEquations() {
        // x + y = 100, x = 30  ⇒  y = 70; z = 2y − x = 110.
        add(v(x) + v(y), .equal, LinearExpression(constant: 100))
        add(v(x), .equal, LinearExpression(constant: 30))
        add(v(z), .equal, v(y) * 2 - v(x))
        XCTAssertEqual(value(x), 30, accuracy: 1e-9)
        XCTAssertEqual(value(y), 70, accuracy: 1e-9)
        XCTAssertEqual(value(z), 110, accuracy: 1e-9)
    }

    func testOptionalConstraintsYieldToRequiredOnesAndToHigherPriorities() {
        add(v(x), .equal, LinearExpression(constant: 10), priority: 750)
        add(v(x), .equal, LinearExpression(constant: 20), priority: 250)
        XCTAssertEqual(value(x), 10, accuracy: 1e-9, "the stronger optional constraint wins")
        add(v(x), .lessThanOrEqual, LinearExpression(constant: 5))
        XCTAssertEqual(value(x), 5, accuracy: 1e-9, "a required bound beats both")
    }

    func testInequalitiesBoundAnOptionalTarget() {
        // 10 ≤ x ≤ 20 with x = 50 wanted: x = 20; y ≥ x + 5 wanting y = 0: y = 25.
        add(v(x), .greaterThanOrEqual, LinearExpression(constant: 10))
        add(v(x), .lessThanOrEqual, LinearExpression(constant: 20))
        add(v(x), .equal, LinearExpression(constant: 50), priority: 500)
        add(v(y), .greaterThanOrEqual, v(x) + 5)
        add(v(y), .equal, LinearExpression(constant: 0), priority: 250)
        XCTAssertEqual(value(x), 20, accuracy: 1e-9)
        XCTAssertEqual(value(y), 25, accuracy: 1e-9)
    }

    func testWeightsDecideBetweenConflictingOptionalConstraints() {
        // Errors |x| at weight w(250) and |x − 100| at w(251) > w(250): the heavier one holds.
        add(v(x), .equal, LinearExpression(constant: 0), priority: 250)
        add(v(x), .equal, LinearExpression(constant: 100), priority: 251)
        XCTAssertEqual(value(x), 100, accuracy: 1e-9)
    }

    func testAConflictingRequiredEqualityIsRefusedWithTheConstraintsItConflictsWith() {
        let first = add(v(x), .equal, LinearExpression(constant: 10))
        let second = SolverConstraint(v(x) - LinearExpression(constant: 20), .equal)
        let conflicts = solver.add(second)
        XCTAssertEqual(conflicts?.map(ObjectIdentifier.init), [ObjectIdentifier(second), ObjectIdentifier(first)])
        XCTAssertFalse(solver.contains(second))
        XCTAssertEqual(value(x), 10, accuracy: 1e-9, "the solution is the one before the refused constraint")
    }

    func testAConflictingRequiredInequalityNeedsPhaseOneAndIsRefused() {
        let low = add(v(x), .greaterThanOrEqual, v(y) + 10)
        add(v(y), .equal, LinearExpression(constant: 0))
        let high = SolverConstraint(v(x) - LinearExpression(constant: 5), .lessThanOrEqual)
        let conflicts = solver.add(high)
        XCTAssertNotNil(conflicts)
        XCTAssertTrue(conflicts?.first === high)
        XCTAssertTrue(conflicts?.contains { $0 === low } ?? false)
        XCTAssertGreaterThanOrEqual(value(x), 10 - 1e-9)
        // Removing the bound lets it in.
        solver.remove(low)
        XCTAssertNil(solver.add(high))
        XCTAssertLessThanOrEqual(value(x), 5 + 1e-9)
    }

    func testConstantChangesUpdateTheSolutionIncrementally() {
        // A chain x → y = x + 10 → z = y + 10; moving x's constant moves the chain.
        let anchor = add(v(x), .equal, LinearExpression(constant: 0))
        add(v(y), .equal, v(x) + 10)
        let link = add(v(z), .equal, v(y) + 10)
        solver.setConstant(of: anchor, to: -40)   // x − 40 = 0
        XCTAssertEqual(value(x), 40, accuracy: 1e-9)
        XCTAssertEqual(value(z), 60, accuracy: 1e-9)
        solver.setConstant(of: link, to: -25)     // z − y − 25 = 0
        XCTAssertEqual(value(z), 75, accuracy: 1e-9)
        XCTAssertEqual(value(y), 50, accuracy: 1e-9)
    }

    func testAConstantChangeOfAnInequalityAndAnOptionalConstraint() {
        let bound = add(v(x), .lessThanOrEqual, LinearExpression(constant: 100))
        let wish = add(v(x), .equal, LinearExpression(constant: 80), priority: 500)
        XCTAssertEqual(value(x), 80, accuracy: 1e-9)
        solver.setConstant(of: bound, to: -50)    // x ≤ 50
        XCTAssertEqual(value(x), 50, accuracy: 1e-9)
        solver.setConstant(of: wish, to: -30)     // wish x = 30
        XCTAssertEqual(value(x), 30, accuracy: 1e-9)
        solver.setConstant(of: bound, to: -200)
        solver.setConstant(of: wish, to: -150)
        XCTAssertEqual(value(x), 150, accuracy: 1e-9)
    }

    func testAConstantChangeThatConflictsBreaksTheChangedConstraint() {
        add(v(x), .lessThanOrEqual, LinearExpression(constant: 50))
        let pin = add(v(x), .equal, LinearExpression(constant: 10))
        let conflicts = solver.setConstant(of: pin, to: -60)
        XCTAssertTrue(conflicts?.first === pin)
        XCTAssertFalse(solver.contains(pin))
        XCTAssertLessThanOrEqual(value(x), 50 + 1e-9)
    }

    func testEditVariablesFollowSuggestedValues() {
        add(v(y), .equal, v(x) * 2 + 1)
        solver.addEditVariable(x, strength: UILayoutPriority(999).solverStrength)
        for suggestion in [3.0, -7, 12.5] {
            solver.suggestValue(suggestion, for: x)
            XCTAssertEqual(value(x), suggestion, accuracy: 1e-9)
            XCTAssertEqual(value(y), 2 * suggestion + 1, accuracy: 1e-9)
        }
        solver.removeEditVariable(x)
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func testRemovingAConstraintRestoresTheWeakerOne() {
        let strong = add(v(x), .equal, LinearExpression(constant: 10))
        add(v(x), .equal, LinearExpression(constant: 20), priority: 250)
        XCTAssertEqual(value(x), 10, accuracy: 1e-9)
        solver.remove(strong)
        XCTAssertEqual(value(x), 20, accuracy: 1e-9)
        XCTAssertEqual(solver.constraintCount, 1)
    }

    func testAmbiguousSystemsSolveTheSameWayEveryTime() {
        // x + y = 100 with equal weak wishes for both: any split is optimal; the pick is fixed.
        func solve() -> Double {
            let s = LayoutSolver()
            let a = LayoutVariable("a"), b = LayoutVariable("b")
            s.add(SolverConstraint(LinearExpression(a) + LinearExpression(b) + -100, .equal))
            s.add(SolverConstraint(LinearExpression(a), .equal, strength: UILayoutPriority(250).solverStrength))
            s.add(SolverConstraint(LinearExpression(b), .equal, strength: UILayoutPriority(250).solverStrength))
            return s.value(of: a)!
        }
        let first = solve()
        for _ in 0..<5 { XCTAssertEqual(solve(), first) }
    }
}
