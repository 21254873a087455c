import Foundation

extension NSLayoutConstraint {
    /// Options of `constraints(withVisualFormat:options:metrics:views:)`: the attributes
    /// every view of the line is aligned by.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of every view of the line.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of every view of the line.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of every view of the line.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of every view of the line.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of every view of the line.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of every view of the line.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centers of every view of the line.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centers of every view of the line.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of every view of the line.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of every view of the line.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// Horizontal lines run leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions([])
        /// Horizontal lines run left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Horizontal lines run right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    }

    /// The constraints a line of Apple's Visual Format Language describes, as
    /// `"H:|-[label]-8-[field(>=100@750)]-|"`: an optional `H:`/`V:` orientation, `|` for the
    /// superview (of the first view named), views in brackets by their name in `views` with
    /// optional size predicates, and connections between them (`-` a standard space: 8 points
    /// between views, 20 to the superview's edge; none: flush; `-N-` or `-(>=N,<=M@P)-`).
    /// Numbers may be names in `metrics`; a size predicate may name another view (equal
    /// widths). `options` align every view of the line by an attribute. A malformed format is
    /// reported and gives no constraints (UIKit raises an exception).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
            return try parser.constraints(options: opts)
        } catch {
            LabDiagnostics.report("NSLayoutConstraint.constraints(withVisualFormat: \"\(format)\"): \(error); no constraints made")
            return []
        }
    }
}

/// A parser of one Visual Format Language line (see `constraints(withVisualFormat:…)`).
struct VisualFormatParser {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One term of a predicate list: relation, constant or view, priority.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority: UILayoutPriority = .required
    }

    private let characters: [Character]
    private var index = 0
    private let metrics: [String: Any]
    private let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func take(_ character: Character) -> Bool {
        guard current == character else { return false }
        index += 1
        return true
    }

    private mutating func name() throws -> String {
        var result = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" { result.append(c); index += 1 }
        guard !result.isEmpty else { throw Failure(description: "expected a name at character \(index)") }
        return result
    }

    private mutating func number() -> CGFloat? {
        var text = ""
        while let c = current, c.isNumber || c == "." || (text.isEmpty && (c == "-" || c == "+")) { text.append(c); index += 1 }
        return Double(text).map { CGFloat($0) }
    }

    /// A constant: a number or a metric's name.
    private mutating func constant() throws -> CGFloat {
        if let c = current, c.isNumber || c == "-" || c == "+" {
            guard let value = number(), value.isFinite else { throw Failure(description: "a malformed number at character \(index)") }
            return value
        }
        let key = try name()
        guard let value = metrics[key] else { throw Failure(description: "no metric named '\(key)'") }
        switch value {
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let number as CGFloat: return number
        case let number as Double: return CGFloat(number)
        case let number as Int: return CGFloat(number)
        case let number as Float: return CGFloat(number)
        default: throw Failure(description: "metric '\(key)' is not a number")
        }
    }

    private mutating func predicate(allowingViews: Bool) throws -> Predicate {
        var result = Predicate()
        if take("=") { _ = take("=") } else if take(">") { _ = take("="); result.relation = .greaterThanOrEqual }
        else if take("<") { _ = take("="); result.relation = .lessThanOrEqual }
        if allowingViews, let c = current, c.isLetter || c == "_" {
            let saved = index
            let key = try name()
            if let view = views[key] {
                result.view = view as AnyObject
            } else {
                index = saved
                result.constant = try constant()
            }
        } else {
            result.constant = try constant()
        }
        if take("@") {
            let value = try constant()
            guard value > 0, value <= 1000 else { throw Failure(description: "priority \(value) is not within 1…1000") }
            result.priority = UILayoutPriority(rawValue: Float(value))
        }
        return result
    }

    /// `(p, p, …)` or a bare constant.
    private mutating func predicateList(allowingViews: Bool) throws -> [Predicate] {
        guard take("(") else { return [try predicate(allowingViews: allowingViews)] }
        var list = [try predicate(allowingViews: allowingViews)]
        while take(",") { list.append(try predicate(allowingViews: allowingViews)) }
        guard take(")") else { throw Failure(description: "expected ')' at character \(index)") }
        return list
    }

    /// A connection after a view or the superview: nil for flush, `[]` for a standard space.
    private mutating func connection() throws -> [Predicate]? {
        guard take("-") else { return nil }
        if current == "[" || current == "|" { return [] }
        let list = try predicateList(allowingViews: false)
        guard take("-") else { throw Failure(description: "expected '-' after a spacing at character \(index)") }
        return list
    }

    mutating func constraints(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw Failure(description: "the orientation must be H: or V:") }
            vertical = characters[0] == "V"
            index = 2
        }
        let leftToRight = options.contains(.directionLeftToRight), rightToLeft = options.contains(.directionRightToLeft)
        let (leadingEdge, trailingEdge): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            vertical ? (.top, .bottom) : leftToRight ? (.left, .right) : rightToLeft ? (.right, .left) : (.leading, .trailing)
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var made: [NSLayoutConstraint] = []
        var lineViews: [UIView] = []
        // What precedes the next view: the superview or a view, and the connection after it.
        var previous: (item: AnyObject?, isSuperview: Bool)?
        var pending: [Predicate]?
        var superview: UIView?
        func space(_ predicates: [Predicate]?, toSuperview: Bool) -> [Predicate] {
            guard let predicates else { return [Predicate()] }
            return predicates.isEmpty ? [Predicate(constant: toSuperview ? 20 : 8)] : predicates
        }
        if take("|") {
            previous = (nil, true)
            pending = try connection()
        }
        while take("[") {
            let key = try name()
            guard let view = views[key] as? UIView else { throw Failure(description: "no view named '\(key)' in views") }
            if superview == nil { superview = view.superview }
            if current == "(" {
                for p in try predicateList(allowingViews: true) {
                    let c = NSLayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: p.view,
                                               attribute: p.view == nil ? .notAnAttribute : size, multiplier: 1, constant: p.constant)
                    c.priority = p.priority
                    made.append(c)
                }
            }
            guard take("]") else { throw Failure(description: "expected ']' at character \(index)") }
            if let previous {
                let toSuperview = previous.isSuperview
                guard let before: AnyObject = toSuperview ? superview : previous.item else {
                    throw Failure(description: "'|' needs the views to have a superview")
                }
                for p in space(pending, toSuperview: toSuperview) {
                    let c = NSLayoutConstraint(item: view, attribute: leadingEdge, relatedBy: p.relation, toItem: before,
                                               attribute: toSuperview ? leadingEdge : trailingEdge, multiplier: 1, constant: p.constant)
                    c.priority = p.priority
                    made.append(c)
                }
            }
            lineViews.append(view)
            previous = (view, false)
            pending = try connection()
        }
        if take("|") {
            guard let last = lineViews.last, let superview else { throw Failure(description: "'|' needs a view before it with a superview") }
            for p in space(pending, toSuperview: true) {
                let c = NSLayoutConstraint(item: superview, attribute: trailingEdge, relatedBy: p.relation, toItem: last,
                                           attribute: trailingEdge, multiplier: 1, constant: p.constant)
                c.priority = p.priority
                made.append(c)
            }
        } else if pending != nil {
            throw Failure(description: "a connection must lead to a view or '|'")
        }
        guard index == characters.count else { throw Failure(description: "unexpected '\(characters[index])' at character \(index)") }
        guard !lineViews.isEmpty else { throw Failure(description: "no view in the format") }
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            for view in lineViews.dropFirst() {
                made.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: lineViews[0],
                                               attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return made
    }
}
