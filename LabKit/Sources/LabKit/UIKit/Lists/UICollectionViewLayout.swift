import Foundation

/// Decides where a collection view's cells, supplementary and decoration views go. Subclass
/// it for a layout of your own: compute in `prepare()`, answer `collectionViewContentSize`,
/// `layoutAttributesForElements(in:)` and `layoutAttributesForItem(at:)` (decoration views:
/// `register(_:forDecorationViewOfKind:)` and `layoutAttributesForDecorationView(ofKind:at:)`), and say how items
/// appear and disappear in updates with `initialLayoutAttributesForAppearingItem(at:)` and
/// `finalLayoutAttributesForDisappearingItem(at:)`. As on iOS it is an `NSObject`.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout lays out (set when the layout is installed).
    public internal(set) weak var collectionView: UICollectionView?

    /// Creates a layout.
    public override init() { super.init() }

    /// The class of the attributes the layout makes (default `UICollectionViewLayoutAttributes`).
    /// A layout whose attributes carry more returns its subclass, and its flow layout's
    /// attributes and their copies are of that class.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// `layoutAttributesClass` as an attributes type; a class that is not one is reported and
    /// the base class used.
    var attributesType: UICollectionViewLayoutAttributes.Type {
        let declared: AnyClass = type(of: self).layoutAttributesClass
        if let attributes = declared as? UICollectionViewLayoutAttributes.Type { return attributes }
        LabDiagnostics.report("\(type(of: self)).layoutAttributesClass: \(declared) is not a UICollectionViewLayoutAttributes subclass; UICollectionViewLayoutAttributes used")
        return UICollectionViewLayoutAttributes.self
    }

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

    /// The attributes of the decoration view of `elementKind` at `indexPath` (default nil).
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                 at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Makes decoration views of `elementKind` from `viewClass` (a `UICollectionReusableView`
    /// subclass, made with `init(frame:)`); nil forgets the kind. The collection view shows one
    /// wherever `layoutAttributesForElements(in:)` gives attributes of the kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard let viewClass else {
            decorationClasses[elementKind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            LabDiagnostics.report("UICollectionViewLayout.register: \(viewClass) is not a UICollectionReusableView subclass; ignored")
            return
        }
        decorationClasses[elementKind] = type
    }

    /// The registered decoration view classes, by kind.
    private(set) var decorationClasses: [String: UICollectionReusableView.Type] = [:]

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll, a resize)
    /// needs a new layout (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where scrolling that would come to rest at `proposedContentOffset` stops instead, asked
    /// when the finger lifts; `velocity` is in points per second (default: the proposed offset).
    /// Override it to snap to items, as carousels do.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after a layout update or change (default: the proposed one).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Marks the whole layout as stale: `invalidateLayout(with:)` with a context that
    /// invalidates everything.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext(everything: true))
    }

    /// Marks what `context` names as stale: `prepare()` runs again before the next layout
    /// pass, and the collection view's content offset moves by the context's adjustment.
    /// Override it to update only part of a layout, calling `super`.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        guard let collectionView else { return }
        collectionView.pendingContentOffsetAdjustment.x += context.contentOffsetAdjustment.x
        collectionView.pendingContentOffsetAdjustment.y += context.contentOffsetAdjustment.y
        collectionView.setNeedsLayout()
    }

    /// The class of the contexts the layout makes (default
    /// `UICollectionViewLayoutInvalidationContext`); a subclass of it carries a layout's own
    /// notes. A class that is not one is reported and the default used.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// The context for a change of the collection view's bounds to `newBounds` that
    /// `shouldInvalidateLayout(forBoundsChange:)` said needs a new layout: a new context of
    /// `invalidationContextClass`. Override it to name what the change invalidates.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// A new context of `invalidationContextClass`.
    func makeInvalidationContext(everything: Bool = false, dataSourceCounts: Bool = false) -> UICollectionViewLayoutInvalidationContext {
        let contextClass: AnyClass = type(of: self).invalidationContextClass
        let context: UICollectionViewLayoutInvalidationContext
        if let type = contextClass as? UICollectionViewLayoutInvalidationContext.Type {
            context = type.init()
        } else {
            LabDiagnostics.report("UICollectionViewLayout: invalidationContextClass \(contextClass) is not a UICollectionViewLayoutInvalidationContext subclass; the base class is used",
                                  kind: "UICollectionViewLayout invalidationContextClass")
            context = UICollectionViewLayoutInvalidationContext()
        }
        context.invalidateEverything = everything
        context.invalidateDataSourceCounts = dataSourceCounts
        return context
    }

    /// Where an item inserted by an update starts from (default nil: where it ends, so it does
    /// not animate, as Apple documents).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item deleted by an update goes (default nil: it stays where it was).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item moving interactively, now at `previousIndexPath`, would go with its
    /// center at `position`: the default is the item under `position` (or where it is, over
    /// no item).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item moving interactively with its center at `position`: the
    /// default is the item's attributes centered there, in front of the other items.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copied() ?? attributesType.make(.cell, at: indexPath)
        attributes.center = position
        attributes.zIndex = max(attributes.zIndex, 0) + UICollectionViewLayout.movingItemZIndexBoost
        return attributes
    }

    /// How far in front of the others the default puts an item moving interactively.
    static let movingItemZIndexBoost = 1_000

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
