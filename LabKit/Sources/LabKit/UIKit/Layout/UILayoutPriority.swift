import Foundation

/// How much a constraint matters, 1 to 1000: a required constraint (1000) always holds; an
/// optional one holds as far as the required ones and those of higher priority let it.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1 to 1000.
    public var rawValue: Float

    /// A priority of `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// A priority of `rawValue`.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold (1000).
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content-compression resistance (750).
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's content hugging (250).
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view fits a size in `systemLayoutSizeFitting` (50).
    public static let fittingSizeLevel = UILayoutPriority(50)
    /// The priority of a drag that may resize the scene (510).
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// The priority with which the scene's size stays (500).
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// The priority of a drag that cannot resize the scene (490).
    public static let dragThatCannotResizeScene = UILayoutPriority(490)

    /// Whether `lhs` is the lower priority.
    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The priority `rhs` above `lhs`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }

    /// The priority `rhs` below `lhs`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// Whether the priority is required.
    var isRequired: Bool { rawValue >= 1000 }

    /// The error weight the solver gives an optional constraint of this priority. Each 125
    /// points of priority weigh ten times more, so a priority outweighs many constraints of a
    /// clearly lower one (Apple's engine orders priorities strictly; a sum of errors of close
    /// priorities can outweigh one error here).
    var solverStrength: Double {
        guard !isRequired else { return .infinity }
        return pow(10, Double(min(999, max(1, rawValue))) / 125)
    }
}
