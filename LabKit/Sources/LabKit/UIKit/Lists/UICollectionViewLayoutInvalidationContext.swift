import Foundation

/// What a layout invalidation covers: everything (`invalidateLayout()`), the data source's
/// counts (a reload or a batch update), or only the elements a layout names, and how far the
/// collection view's content offset moves with it. A layout that can update part of itself
/// subclasses it (named by its `invalidationContextClass`), fills it in
/// `invalidationContext(forBoundsChange:)` and reads it in `invalidateLayout(with:)`. As on
/// iOS it is an `NSObject`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Creates a context that invalidates nothing in particular.
    public required override init() { super.init() }

    /// Whether the whole layout is invalid (`invalidateLayout()`, a new layout, a reload).
    open internal(set) var invalidateEverything = false
    /// Whether the data source's section and item counts changed (a reload or a batch update).
    open internal(set) var invalidateDataSourceCounts = false
    /// The items named with `invalidateItems(at:)`, or nil.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named with `invalidateSupplementaryElements(ofKind:at:)`, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// How far the collection view's content offset moves when the layout is invalidated
    /// (default zero), as when content is added above what shows.
    open var contentOffsetAdjustment = CGPoint.zero

    /// Names items whose attributes changed.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of `elementKind` whose attributes changed.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var kinds = invalidatedSupplementaryIndexPaths ?? [:]
        kinds[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = kinds
    }
}
