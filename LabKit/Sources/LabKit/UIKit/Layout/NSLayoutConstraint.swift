import Foundation

/// A relation between two layout attributes, `first.attribute1 (relation) multiplier ×
/// second.attribute2 + constant`, that the Auto Layout engine keeps true (or, for an optional
/// priority, as near as it can).
///
/// Items are views and layout guides. As in UIKit an active constraint is installed on the
/// nearest common ancestor of its items; a constraint between items without one is reported
/// and not activated (UIKit raises).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// Called on objects loaded from a nib or storyboard; the lab has no nibs, so nothing calls
    /// it (it exists so that overrides compile).
    open func awakeFromNib() {}

    /// A part of an item's alignment rectangle.
    public enum Attribute: Int, Sendable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge (left: the lab lays out left to right).
        case leading
        /// The trailing edge (right).
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal center.
        case centerX
        /// The vertical center.
        case centerY
        /// The lab has no baseline metrics: the last baseline is the bottom edge.
        case lastBaseline
        /// The lab has no baseline metrics: the first baseline is the top edge.
        case firstBaseline
        /// The left edge of the view's layout margins (its margins guide's left).
        case leftMargin
        /// The right edge of the layout margins.
        case rightMargin
        /// The top edge of the layout margins.
        case topMargin
        /// The bottom edge of the layout margins.
        case bottomMargin
        /// The leading edge of the layout margins.
        case leadingMargin
        /// The trailing edge of the layout margins.
        case trailingMargin
        /// The horizontal center of the layout margins.
        case centerXWithinMargins
        /// The vertical center of the layout margins.
        case centerYWithinMargins
        /// No attribute: the second attribute of a constraint on a constant size.
        case notAnAttribute = 0
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        /// The first side is at most the second.
        case lessThanOrEqual = -1
        /// The sides are equal.
        case equal
        /// The first side is at least the second.
        case greaterThanOrEqual
    }

    /// An axis of layout (content hugging and compression resistance are per axis).
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// The first item (a view or a layout guide).
    public private(set) weak var firstItem: AnyObject?
    /// The second item, nil for a constant size.
    public private(set) weak var secondItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` without a second item).
    public let secondAttribute: Attribute
    /// The relation between the sides.
    public let relation: Relation
    /// The factor on the second attribute.
    public let multiplier: CGFloat

    /// The constant added to the right side. Changing it on an active constraint moves the
    /// layout at the next layout pass; the engine updates its solution incrementally. NaN
    /// and infinite values are reported and ignored.
    open var constant: CGFloat {
        didSet {
            guard constant.isFinite else {
                LabDiagnostics.report("NSLayoutConstraint.constant: \(constant) is not a finite number; ignored")
                constant = oldValue
                return
            }
            if constant != oldValue { engine?.constantDidChange(self, from: oldValue) }
        }
    }

    /// The priority (default required). An active constraint cannot change between required
    /// and optional (UIKit raises; the lab reports the change and ignores it).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.rawValue.isFinite, priority.rawValue > 0, priority.rawValue <= 1000 else {
                LabDiagnostics.report("NSLayoutConstraint.priority: \(priority.rawValue) is outside 1…1000; ignored")
                priority = oldValue
                return
            }
            if isActive && priority.isRequired != oldValue.isRequired {
                LabDiagnostics.report("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported; ignored (\(self))")
                priority = oldValue
                return
            }
            engine?.priorityDidChange(self)
        }
    }

    /// A name that descriptions and the unsatisfiable-constraints log show.
    open var identifier: String?

    /// Accepted for source compatibility (there are no nibs to archive to).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it true installs the constraint
    /// on the items' nearest common ancestor; false removes it.
    open var isActive: Bool {
        get { installedView != nil }
        set {
            guard newValue != isActive else { return }
            if newValue { activate() } else { installedView?.removeConstraint(self) }
        }
    }

    /// The view whose `constraints` hold the constraint while it is active.
    weak var installedView: UIView?
    /// The engine solving the constraint while it is active.
    weak var engine: LayoutEngine?
    /// Why the constraint can never be active (an invalid pairing or value), if it cannot.
    private(set) var invalidReason: String?

    /// `first.attribute1 (relation) multiplier × second.attribute2 + constant`. An invalid
    /// combination (a location against a size, a left against a leading, a location equal to
    /// a constant, a non-finite number) is reported, and the constraint never activates.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        secondItem = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
        invalidReason = validate(view1 as AnyObject, view2.map { $0 as AnyObject })
        if let invalidReason { LabDiagnostics.report("NSLayoutConstraint: \(invalidReason); the constraint is ignored (\(self))") }
    }

    private func validate(_ first: AnyObject, _ second: AnyObject?) -> String? {
        guard multiplier.isFinite, constant.isFinite else { return "a multiplier or constant that is not finite" }
        guard first is UIView || first is UILayoutGuide else { return "the first item \(first) is neither a view nor a layout guide" }
        guard firstAttribute != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
        guard let second else {
            return firstAttribute.isSize ? nil : "a location (\(firstAttribute)) cannot equal a constant; a location needs a second item"
        }
        guard second is UIView || second is UILayoutGuide else { return "the second item \(second) is neither a view nor a layout guide" }
        guard secondAttribute != .notAnAttribute else { return "a second item needs an attribute" }
        if firstAttribute.isSize != secondAttribute.isSize {
            return "a size attribute cannot be related to a location (\(firstAttribute), \(secondAttribute))"
        }
        if !firstAttribute.isSize && firstAttribute.isHorizontal != secondAttribute.isHorizontal {
            return "invalid pairing of layout attributes \(firstAttribute) and \(secondAttribute)"
        }
        if let firstDirectional = firstAttribute.isDirectional, let secondDirectional = secondAttribute.isDirectional,
           firstDirectional != secondDirectional {
            return "a constraint cannot be made between a leading/trailing attribute and a right/left attribute"
        }
        return nil
    }

    /// Installs the constraint on the items' nearest common ancestor.
    private func activate() {
        if let invalidReason {
            LabDiagnostics.report("NSLayoutConstraint: cannot activate a constraint with \(invalidReason) (\(self))")
            return
        }
        guard let first = firstItem.flatMap(LayoutItemReference.init) else { return }
        let second = secondItem.flatMap(LayoutItemReference.init)
        guard let container = LayoutItemReference.nearestCommonAncestor(first, second) else {
            LabDiagnostics.report("Unable to activate constraint with anchors \(first.name).\(firstAttribute) and \(second?.name ?? "nil").\(secondAttribute) because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal; ignored (\(self))")
            return
        }
        container.addConstraint(self)
    }

    /// Activates each of `constraints` (as setting `isActive`, for many at once).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// `<NSLayoutConstraint:0x… 'name' UIView:0x….width == 0.5*UIView:0x….width + 10 @750   (active)>`,
    /// as UIKit describes a constraint.
    open override var description: String {
        MainActor.assumeIsolated {
            let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
            var text = "<\(String(describing: type(of: self))):0x\(address) "
            if let identifier { text += "'\(identifier)' " }
            text += "\(LayoutItemReference.name(of: firstItem)).\(firstAttribute) \(relation.symbol) "
            var rightSide: [String] = []
            if secondItem != nil {
                let factor = multiplier == 1 ? "" : "\(appleFormatted(multiplier))*"
                rightSide.append("\(factor)\(LayoutItemReference.name(of: secondItem)).\(secondAttribute)")
            }
            if secondItem == nil {
                rightSide.append(appleFormatted(constant))
            } else if constant != 0 {
                rightSide.append((constant < 0 ? "- " : "+ ") + appleFormatted(abs(constant)))
            }
            text += rightSide.joined(separator: " ")
            if !priority.isRequired { text += " @\(appleFormatted(CGFloat(priority.rawValue)))" }
            text += isActive ? "   (active)>" : "   (inactive)>"
            return text
        }
    }
}

extension NSLayoutConstraint.Relation {
    /// `==`, `<=` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

extension NSLayoutConstraint.Attribute: CustomStringConvertible {
    /// The attribute's name as UIKit prints it (`width`, `centerX`, `leadingMargin`).
    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    var isSize: Bool { self == .width || self == .height }

    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }

    /// true for leading/trailing, false for left/right, nil for the others.
    var isDirectional: Bool? {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: return true
        case .left, .right, .leftMargin, .rightMargin: return false
        default: return nil
        }
    }

    /// The margin attributes as the same attribute of the margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}
