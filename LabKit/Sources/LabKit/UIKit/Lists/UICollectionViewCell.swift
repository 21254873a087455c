import Foundation

/// One item of a collection view: a `contentView` for its content, an optional
/// `backgroundView`, and a `selectedBackgroundView` shown while it is selected or highlighted.
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the item's content goes in: add subviews here.
    public let contentView = UIView()

    /// A view behind the content (default nil).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// A view shown behind the content while the cell is selected or highlighted (default nil:
    /// collection view cells show no selection of their own, as in UIKit).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let selectedBackgroundView { insertSubview(selectedBackgroundView, belowSubview: contentView) }
            updateSelectionAppearance()
            setNeedsLayout()
        }
    }

    /// The content as one value (iOS 14): its view fills the content view. Setting another
    /// of the same kind updates the view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { contentConfigurationSlot.show(contentConfiguration, in: contentView) }
    }
    private var contentConfigurationSlot = ContentConfigurationSlot()

    /// A list cell's content configuration, to fill and set as `contentConfiguration`.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

    /// The cell's state for its configurations: selected, highlighted.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    /// Creates a cell with `frame`; subclasses override it to build their content.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layoutState.encapsulatesSize = true
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// Creates a cell (there are no nibs in the lab).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.layoutState.encapsulatesSize = true
        addSubview(contentView)
    }

    /// Whether the item is selected; the selected background shows.
    open var isSelected = false {
        didSet { updateSelectionAppearance() }
    }

    /// Whether a finger is on the item; the selected background shows.
    open var isHighlighted = false {
        didSet { updateSelectionAppearance() }
    }

    private func updateSelectionAppearance() {
        guard let view = selectedBackgroundView else { return }
        let alpha: CGFloat = isSelected || isHighlighted ? 1 : 0
        if view.alpha != alpha { UIView.performWithoutAnimation { view.alpha = alpha } }
    }

    /// The layout's attributes with the size Auto Layout fits the content view's constraints
    /// to, as close to the layout's size as they allow (unchanged without constraints).
    open override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let engine = contentView.rootForLayout.layoutStateStorage?.ownEngine, !engine.constraintsInside(contentView).isEmpty else {
            return layoutAttributes
        }
        let preferred = layoutAttributes.copied()
        preferred.size = contentView.systemLayoutSizeFitting(layoutAttributes.size)
        return preferred
    }

    /// Ends selection and highlighting before the cell is reused.
    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    /// Fills the cell with the content view and the backgrounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // As UIKit's autoresizing (flexible width and height) does, only a change of size
        // places them again: a layout at the same size keeps a content view whose anchor point
        // or transform the app moved (AnimatedCollectionViewLayout's cube) where it is.
        for view in [contentView, backgroundView, selectedBackgroundView].compactMap({ $0 }) where view.bounds.size != bounds.size {
            view.frame = bounds
        }
    }
}
