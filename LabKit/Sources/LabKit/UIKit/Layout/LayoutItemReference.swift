import Foundation

/// The four unknowns of a view's frame (in its superview's coordinates) or of a layout guide's
/// layout frame (in its owning view's).
final class LayoutVariables {
    let minX: LayoutVariable
    let minY: LayoutVariable
    let width: LayoutVariable
    let height: LayoutVariable

    init(_ name: String, item: AnyObject? = nil) {
        minX = LayoutVariable("\(name).minX", item: item)
        minY = LayoutVariable("\(name).minY", item: item)
        width = LayoutVariable("\(name).width", item: item)
        height = LayoutVariable("\(name).height", item: item)
    }
}

/// A constraint's item, a view or a layout guide, as the layout engine handles both.
enum LayoutItemReference {
    case view(UIView)
    case guide(UILayoutGuide)

    init?(_ object: AnyObject) {
        if let view = object as? UIView {
            self = .view(view)
        } else if let guide = object as? UILayoutGuide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    var object: AnyObject {
        switch self {
        case .view(let view): return view
        case .guide(let guide): return guide
        }
    }

    var variables: LayoutVariables {
        switch self {
        case .view(let view): return view.layoutState.variables
        case .guide(let guide): return guide.variables
        }
    }

    /// The view that stands for the item in the hierarchy: the view, or the guide's owner.
    var hierarchyView: UIView? {
        switch self {
        case .view(let view): return view
        case .guide(let guide): return guide.owningView
        }
    }

    /// The view whose coordinates the item's variables are in (nil for a view without a
    /// superview: its variables are its frame in no one's coordinates).
    var coordinateView: UIView? {
        switch self {
        case .view(let view): return view.superview
        case .guide(let guide): return guide.owningView
        }
    }

    var name: String { LayoutItemReference.name(of: object) }

    /// `UIView:0x…` as UIKit names an item in a constraint's description.
    static func name(of object: AnyObject?) -> String {
        guard let object else { return "nil" }
        let typeName = String(describing: type(of: object))
        return "\(typeName):0x\(String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16))"
    }

    /// The nearest view that is, or is an ancestor of, both items' hierarchy views.
    static func nearestCommonAncestor(_ first: LayoutItemReference, _ second: LayoutItemReference?) -> UIView? {
        guard let a = first.hierarchyView else { return nil }
        guard let second else { return a }
        guard let b = second.hierarchyView else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var view: UIView? = a
        while let current = view {
            ancestors.insert(ObjectIdentifier(current))
            view = current.superview
        }
        view = b
        while let current = view {
            if ancestors.contains(ObjectIdentifier(current)) { return current }
            view = current.superview
        }
        return nil
    }
}
