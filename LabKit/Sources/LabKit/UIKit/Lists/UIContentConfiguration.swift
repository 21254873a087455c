import Foundation

/// The state a configuration is updated for: the traits, and for cells whether they are
/// selected, highlighted, disabled or editing.
public protocol UIConfigurationState {
    /// The traits of the view being configured.
    var traitCollection: UITraitCollection { get set }
}

/// A cell's state, for `UIContentConfiguration.updated(for:)`.
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether a finger is on the cell.
    public var isHighlighted = false
    /// Whether the cell cannot be used.
    public var isDisabled = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell shows swipe actions.
    public var isSwiped = false

    /// The state for `traitCollection`, with no flag set.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public static func == (a: UICellConfigurationState, b: UICellConfigurationState) -> Bool {
        (a.isSelected, a.isHighlighted, a.isDisabled, a.isEditing, a.isSwiped) == (b.isSelected, b.isHighlighted, b.isDisabled, b.isEditing, b.isSwiped)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine([isSelected, isHighlighted, isDisabled, isEditing, isSwiped])
    }
}

/// A value describing a view's content, which makes the view showing it (iOS 14): set as a
/// cell's `contentConfiguration`.
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    func makeContentView() -> UIView & UIContentView
    /// This configuration as it should look in `state`.
    func updated(for state: UIConfigurationState) -> Self
}

/// A view that shows a content configuration.
public protocol UIContentView: AnyObject {
    /// The configuration shown; setting it updates the view.
    var configuration: UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (a cell then keeps the view and sets it).
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show `configuration`: one of the same type as its own.
    public func supports(_ configuration: UIContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// Where a cell keeps the view its content configuration made, inside its content view.
struct ContentConfigurationSlot {
    private(set) var view: (UIView & UIContentView)?

    /// Shows `configuration` in `contentView`: in the view made for the last one when it
    /// supports it, else in a new view filling the content view; nil removes the view.
    mutating func show(_ configuration: UIContentConfiguration?, in contentView: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        made.frame = contentView.bounds
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(made)
        view = made
    }
}
