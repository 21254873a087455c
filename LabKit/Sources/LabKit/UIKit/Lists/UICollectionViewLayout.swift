import Foundation

/// Decides where a collection view's cells and supplementary views go. Subclass it for a
/// layout of your own: compute in `prepare()`, answer `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)`, and say how items
/// appear and disappear in updates with `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)`. As on iOS it is an `NSObject`.
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout lays out (set when the layout is installed).
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() { super.init() }

    /// Computes the layout; called before the collection view asks for attributes, after the
    /// layout was invalidated. Call `super`.
    open func prepare() {}

    /// The size of all the content (default zero).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that overlaps `rect` (default nil: none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (default nil).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (default nil).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                    at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, a resize)
    /// needs a new layout (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout as stale: `prepare()` runs again before the next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Where an item inserted by an update starts from (default nil: where it ends, so it does
    /// not animate, as Apple documents).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item deleted by an update goes (default nil: it stays where it was).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a cell preferring `preferredAttributes` (from `preferredLayoutAttributesFitting`)
    /// over `originalAttributes` needs a new layout (default false: the layout's size stands).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    /// Whether the collection view should ask cells for their preferred attributes.
    var sizesItemsByCells: Bool { false }

    /// The items moved in an update; layouts that keep per-item state move it.
    func itemsMoved(_ newIndexPath: (IndexPath) -> IndexPath?) {}

    /// The data was reloaded; layouts that keep per-item state drop it.
    func dataDidReload() {}

    /// Whether `prepare()` must run before the layout is asked for attributes.
    var needsPrepare = true

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
