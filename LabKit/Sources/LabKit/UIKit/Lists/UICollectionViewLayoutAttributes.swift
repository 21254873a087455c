import Foundation

/// Where a layout puts one element of a collection view (a cell, a supplementary or a
/// decoration view) and
/// how it looks there: its frame (center and size), transform, alpha, z-index and whether it
/// is hidden. The collection view applies them to the element's view. As on iOS it is an
/// `NSObject` that copies (`attributes.copy() as! UICollectionViewLayoutAttributes`).
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    /// The kind of element described.
    public private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    /// The supplementary view's kind (`UICollectionView.elementKindSectionHeader`…), nil for a cell.
    public private(set) var representedElementKind: String?
    /// The element's index path (for a section's header or footer: item 0 of the section).
    open var indexPath = IndexPath(item: 0, section: 0)
    /// The element's center, in the collection view's content coordinates.
    open var center = CGPoint.zero
    /// The element's size.
    open var size = CGSize.zero
    /// The element's transform (default identity); setting it sets `transform3D` too.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(transform3D) }
        set { transform3D = CATransform3DMakeAffineTransform(newValue) }
    }
    /// The element's 3D transform (default identity).
    open var transform3D = CATransform3DIdentity
    /// The element's alpha (default 1).
    open var alpha: CGFloat = 1
    /// The element's place in front of or behind the others (default 0; higher in front).
    open var zIndex = 0
    /// Whether the element is not shown (default false).
    open var isHidden = false

    /// The element's frame: its center and size (the transform not applied).
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }

    /// Attributes for the cell at item 0 of section 0. It is the one designated initializer, and
    /// required, so that a copy and a layout's `layoutAttributesClass` make the subclass's own
    /// kind (a subclass that adds stored properties with defaults inherits every initializer).
    public required override init() { super.init() }

    /// Attributes for the cell of the item at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for the decoration view of `decorationViewKind` at `indexPath` (a view the
    /// layout registered for the kind, without data: a section's background, a divider).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Attributes of this class (a layout's `layoutAttributesClass`) for the element `category`
    /// of `kind` at `indexPath`.
    static func make(_ category: UICollectionView.ElementCategory, kind: String? = nil, at indexPath: IndexPath) -> Self {
        let attributes = self.init()
        attributes.indexPath = indexPath
        attributes.representedElementCategory = category
        attributes.representedElementKind = kind
        return attributes
    }

    /// A copy of the same class with the same values (a subclass overrides it to copy its own,
    /// starting from `super.copy(with:)`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).make(representedElementCategory, kind: representedElementKind, at: indexPath)
        copy.center = center
        copy.size = size
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }

    /// A copy, typed.
    func copied() -> UICollectionViewLayoutAttributes {
        copy(with: nil) as? UICollectionViewLayoutAttributes ?? self
    }

    /// Whether every value is a finite number (a layout may compute NaN).
    var isFinite: Bool {
        [center.x, center.y, size.width, size.height, alpha].allSatisfy(\.isFinite)
    }

    /// Equal when they describe the same element with the same values.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return MainActor.assumeIsolated {
            indexPath == other.indexPath && representedElementCategory == other.representedElementCategory
            && representedElementKind == other.representedElementKind && center == other.center && size == other.size
            && CATransform3DEqualToTransform(transform3D, other.transform3D) && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden
        }
    }
}
