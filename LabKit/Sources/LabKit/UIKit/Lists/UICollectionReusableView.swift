import Foundation

/// A view a collection view reuses: the base of its cells and of its supplementary views
/// (section headers and footers). `prepareForReuse()` runs before the collection view hands
/// one out again; `apply(_:)` receives the layout's attributes.
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    public internal(set) var reuseIdentifier: String?
    /// The pool the collection view keeps the view in: a supplementary view's is its kind and
    /// identifier (nil: `reuseIdentifier`).
    var poolKey: String?

    /// Creates a view with `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A view of a registered class, as the collection view makes them: `init(frame: .zero)`,
    /// which subclasses override. (UIKit calls that initializer through the Objective-C
    /// runtime; Swift calls it through this required one, which a subclass inherits when it
    /// overrides `init(frame:)` or declares no initializer.)
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(frame: .zero)
        reuseIdentifier = identifier
    }

    /// Creates a view (there are no nibs in the lab).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the collection view hands the view out again; the default does nothing.
    open func prepareForReuse() {}

    /// The attributes the view would like, given the layout's: the default keeps them (cells
    /// measure their content, see `UICollectionViewCell`).
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    /// Takes the layout's attributes beyond the frame, alpha, transform, z-index and hidden
    /// state the collection view applies itself (a custom layout's own attributes); the
    /// default does nothing.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}
}
