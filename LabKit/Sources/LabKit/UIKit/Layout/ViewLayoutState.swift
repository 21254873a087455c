import Foundation

/// What a view holds for Auto Layout, made the first time the view takes part in it (views
/// laid out by hand never make one).
final class ViewLayoutState {
    unowned(unsafe) let view: UIView

    init(view: UIView) { self.view = view }

    /// The view's frame variables.
    lazy var variables = LayoutVariables(LayoutItemReference.name(of: view), item: view)

    /// The constraints installed on the view, in the order they were.
    var constraints: [NSLayoutConstraint] = []
    var translatesAutoresizingMaskIntoConstraints = true
    /// Whether the translated size holds only at priority 999, as UIKit's
    /// "UIView-Encapsulated-Layout-Width/Height" of a cell's content view: content larger than
    /// the cell does not conflict with it before the cell is sized to fit.
    var encapsulatesSize = false
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true

    var horizontalHugging = UILayoutPriority.defaultLow
    var verticalHugging = UILayoutPriority.defaultLow
    var horizontalCompressionResistance = UILayoutPriority.defaultHigh
    var verticalCompressionResistance = UILayoutPriority.defaultHigh

    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?

    /// The engine of the hierarchy this view is the root of, once a constraint needed one.
    var ownEngine: LayoutEngine?
    /// The engine the view's variables are in, while they are.
    weak var engine: LayoutEngine?

    var needsUpdateConstraints = false
    /// A stack view's arranged subview hidden inside an animation block: reads as hidden while
    /// its layer stays visible until the collapse ends.
    var deferredHidden: Bool?

    /// The safe area insets as last laid out.
    var safeAreaInsets = UIEdgeInsets.zero
    var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    /// The margins guide's insets as last applied (own margins, safe area, superview's).
    var effectiveMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Whether the engine sets the view's frame: constraints use it and it does not translate
    /// its autoresizing mask.
    var isPositionedByEngine: Bool { engine != nil && !translatesAutoresizingMaskIntoConstraints }
}
