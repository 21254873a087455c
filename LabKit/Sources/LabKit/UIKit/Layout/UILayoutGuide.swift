import Foundation

/// A rectangle that takes part in Auto Layout like a view but draws nothing and takes no
/// touches: a spacer, a container of views, or a view's safe area or margins.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The guides a view makes for itself.
    enum Kind {
        case custom, safeArea, margins
    }

    let kind: Kind

    /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView) {
        self.kind = kind
        self.owningView = owningView
        super.init()
    }

    /// The view the guide belongs to (its coordinates are the view's).
    public internal(set) weak var owningView: UIView?

    /// A name for debugging.
    open var identifier = ""

    lazy var variables = LayoutVariables(LayoutItemReference.name(of: self), item: self)

    /// The guide's rectangle in its owning view's coordinates, as the engine solved it
    /// (`.zero` while no constraint uses it).
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        // A view's own guides are its bounds inset by its safe area or margins, whether or
        // not a constraint uses them (code that lays out by hand reads them in
        // `viewDidLayoutSubviews`).
        switch kind {
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .margins: return owningView.bounds.inset(by: owningView.layoutState.effectiveMargins)
        case .custom: break
        }
        guard let engine = owningView.rootForLayout.layoutStateStorage?.ownEngine else { return .zero }
        owningView.updateConstraintsIfNeeded()
        return engine.solvedRect(variables) ?? .zero
    }

    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal center.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical center.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
