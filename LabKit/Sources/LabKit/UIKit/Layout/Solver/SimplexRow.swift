import Foundation

/// One row of the simplex tableau, `constant + Σ coefficient·symbol`, its terms sorted by
/// symbol so that the solver's choices (the lowest symbol first) are reproducible.
///
/// As a basic row it reads `basic = constant + Σ …`; while a constraint is being added it
/// reads `0 = constant + Σ …`.
struct SimplexRow {
    /// Coefficients closer to zero than this are zero (the tableau's rounding noise).
    static let epsilon = 1e-8

    private(set) var symbols: [Int] = []
    private(set) var coefficients: [Double] = []
    var constant: Double

    init(constant: Double) { self.constant = constant }

    /// Whether the row is a constant alone.
    var isConstant: Bool { symbols.isEmpty }

    private func position(of symbol: Int) -> (found: Bool, index: Int) {
        var low = 0, high = symbols.count
        while low < high {
            let mid = (low + high) / 2
            if symbols[mid] < symbol { low = mid + 1 } else { high = mid }
        }
        return (low < symbols.count && symbols[low] == symbol, low)
    }

    /// The coefficient of `symbol` (0 when absent).
    func coefficient(of symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        return found ? coefficients[index] : 0
    }

    /// Adds `coefficient·symbol`; returns +1 when the symbol entered the row, −1 when it
    /// cancelled out, 0 otherwise.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> Int {
        let (found, index) = position(of: symbol)
        if found {
            let sum = coefficients[index] + coefficient
            if abs(sum) < SimplexRow.epsilon {
                symbols.remove(at: index)
                coefficients.remove(at: index)
                return -1
            }
            coefficients[index] = sum
            return 0
        }
        guard abs(coefficient) >= SimplexRow.epsilon else { return 0 }
        symbols.insert(symbol, at: index)
        coefficients.insert(coefficient, at: index)
        return 1
    }

    /// Removes `symbol`'s term; returns its coefficient (0 when absent).
    @discardableResult
    mutating func remove(_ symbol: Int) -> Double {
        let (found, index) = position(of: symbol)
        guard found else { return 0 }
        symbols.remove(at: index)
        return coefficients.remove(at: index)
    }

    /// Adds `factor·other`, telling `entered` and `left` which symbols came into or cancelled
    /// out of the row (the tableau keeps its column index with them).
    mutating func add(_ other: SimplexRow, times factor: Double,
                      entered: (Int) -> Void = { _ in }, left: (Int) -> Void = { _ in }) {
        constant += other.constant * factor
        guard !other.symbols.isEmpty else { return }
        var mergedSymbols: [Int] = []
        var mergedCoefficients: [Double] = []
        mergedSymbols.reserveCapacity(symbols.count + other.symbols.count)
        mergedCoefficients.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                mergedSymbols.append(symbols[i])
                mergedCoefficients.append(coefficients[i])
                i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let value = other.coefficients[j] * factor
                if abs(value) >= SimplexRow.epsilon {
                    mergedSymbols.append(other.symbols[j])
                    mergedCoefficients.append(value)
                    entered(other.symbols[j])
                }
                j += 1
            } else {
                let value = coefficients[i] + other.coefficients[j] * factor
                if abs(value) >= SimplexRow.epsilon {
                    mergedSymbols.append(symbols[i])
                    mergedCoefficients.append(value)
                } else {
                    left(symbols[i])
                }
                i += 1
                j += 1
            }
        }
        symbols = mergedSymbols
        coefficients = mergedCoefficients
    }

    /// Multiplies every term and the constant by `factor`.
    mutating func scale(by factor: Double) {
        constant *= factor
        for index in coefficients.indices { coefficients[index] *= factor }
    }

    /// Turns `0 = row` into `symbol = row'` (the symbol leaves the terms).
    mutating func solve(for symbol: Int) {
        let coefficient = remove(symbol)
        scale(by: -1 / coefficient)
    }

    /// Turns `lhs = row` into `rhs = row'`.
    mutating func solve(lhs: Int, for rhs: Int) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right side, with the same change callbacks as `add`.
    mutating func substitute(_ symbol: Int, with row: SimplexRow,
                             entered: (Int) -> Void = { _ in }, left: (Int) -> Void = { _ in }) {
        let coefficient = remove(symbol)
        guard coefficient != 0 else { return }
        left(symbol)
        add(row, times: coefficient, entered: entered, left: left)
    }
}
