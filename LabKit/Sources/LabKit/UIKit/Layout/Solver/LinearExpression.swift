import Foundation

/// `constant + Σ coefficient·variable`: one side of a linear constraint, with each variable
/// at most once.
struct LinearExpression {
    /// The terms, in the order variables were first added (the order only makes the
    /// solver's choices reproducible).
    private(set) var terms: [(variable: LayoutVariable, coefficient: Double)] = []
    /// The constant part.
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    /// `coefficient·variable`.
    init(_ variable: LayoutVariable, times coefficient: Double = 1) {
        constant = 0
        add(variable, times: coefficient)
    }

    /// Adds `coefficient·variable`, merging with the variable's term if it has one.
    mutating func add(_ variable: LayoutVariable, times coefficient: Double = 1) {
        if let index = terms.firstIndex(where: { $0.variable === variable }) {
            terms[index].coefficient += coefficient
            if abs(terms[index].coefficient) < SimplexRow.epsilon { terms.remove(at: index) }
        } else if abs(coefficient) >= SimplexRow.epsilon {
            terms.append((variable, coefficient))
        }
    }

    /// Adds `factor·other`.
    mutating func add(_ other: LinearExpression, times factor: Double = 1) {
        constant += other.constant * factor
        for term in other.terms { add(term.variable, times: term.coefficient * factor) }
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.add(rhs)
        return sum
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var difference = lhs
        difference.add(rhs, times: -1)
        return difference
    }

    static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var product = LinearExpression(constant: 0)
        product.add(lhs, times: rhs)
        return product
    }

    static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs
        return sum
    }
}
