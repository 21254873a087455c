import Foundation

/// UIKit's line-based layout: items fill lines across the scroll direction, wrapping to the
/// next line when the next item does not fit, each section between its header and footer
/// and inside its insets. Sizes and spacing come from the properties or, section by section
/// and item by item, from a `UICollectionViewDelegateFlowLayout`. Items are centered on their
/// line; the lines but the last are justified (the spare space goes between the items), the
/// last keeps the minimum spacing from the leading edge, and a lone item on a section's only
/// line is centered, as UIKit's flow layout places them. Inserted items fade in, deleted
/// ones fade out.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The direction the content scrolls and lines stack in (default `.vertical`).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item unless the delegate says otherwise (default 50 x 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The spacing between lines (default 10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least spacing between the items of a line (default 10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The insets around each section's items (default zero).
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// The size of each section's header: its height when scrolling vertically, its width
    /// horizontally (default zero: no header).
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (default zero: no footer).
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size items are assumed to have until their cells are measured (default zero:
    /// items are `itemSize` or the delegate's size, not measured). `automaticSize` assumes
    /// `itemSize`. With an estimate, each cell's `preferredLayoutAttributesFitting(_:)`
    /// (Auto Layout in its content view) sizes its item as it appears.
    open var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
    /// An estimated item size that asks for self-sizing with `itemSize` as the estimate.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The sizes cells gave their items, by index path, when items size themselves.
    private var measuredSizes: [IndexPath: CGSize] = [:]

    /// One line of a section: its items and its extent along the scroll direction.
    private struct Line {
        let section: Int
        let items: Range<Int>
        let start: CGFloat
        let end: CGFloat
    }

    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var headers: [UICollectionViewLayoutAttributes?] = []
    private var footers: [UICollectionViewLayoutAttributes?] = []
    private var lines: [Line] = []
    private var contentSize = CGSize.zero
    /// The cells before the last `prepare()`, where deleted items fade out.
    private var previousCells: [[UICollectionViewLayoutAttributes]] = []

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        previousCells = cells
        cells = []
        headers = []
        footers = []
        lines = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        let attributesType = self.attributesType
        let vertical = scrollDirection == .vertical
        let crossLength = vertical ? collectionView.bounds.width : collectionView.bounds.height
        var main: CGFloat = 0
        func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
            vertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
        }
        for section in 0..<collectionView.numberOfSections {
            let path = IndexPath(item: 0, section: section)
            let headerSize = checked(delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                                     ?? headerReferenceSize, "header size of section \(section)", fallback: .zero)
            let headerExtent = vertical ? headerSize.height : headerSize.width
            if headerExtent > 0 {
                let header = attributesType.make(.supplementaryView, kind: UICollectionView.elementKindSectionHeader, at: path)
                header.frame = rect(main: main, cross: 0, mainLength: headerExtent, crossLength: crossLength)
                headers.append(header)
                main += headerExtent
            } else {
                headers.append(nil)
            }
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let (leading, trailing) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            main += vertical ? inset.top : inset.left
            let available = crossLength - leading - trailing
            let count = collectionView.numberOfItems(inSection: section)
            let sizes = (0..<count).map { item -> CGSize in
                let path = IndexPath(item: item, section: section)
                if estimatedItemSize != .zero {
                    return measuredSizes[path] ?? (estimatedItemSize == UICollectionViewFlowLayout.automaticSize ? itemSize : estimatedItemSize)
                }
                let size = delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
                return checked(size, "size of item \(item) in section \(section)", fallback: itemSize)
            }
            // Lines: as many items as fit across, at least one.
            var ranges: [Range<Int>] = []
            var start = 0, used: CGFloat = 0
            for (item, size) in sizes.enumerated() {
                let cross = vertical ? size.width : size.height
                if item > start, used + itemSpacing + cross > available {
                    ranges.append(start..<item)
                    start = item
                    used = cross
                } else {
                    used += (item > start ? itemSpacing : 0) + cross
                }
            }
            if start < count { ranges.append(start..<count) }
            var sectionCells: [UICollectionViewLayoutAttributes] = []
            sectionCells.reserveCapacity(count)
            for (index, range) in ranges.enumerated() {
                let crossSizes = range.map { vertical ? sizes[$0].width : sizes[$0].height }
                let extent = range.map { vertical ? sizes[$0].height : sizes[$0].width }.max() ?? 0
                let total = crossSizes.reduce(0, +)
                let isLast = index == ranges.count - 1
                var cross = leading, spacing = itemSpacing
                if range.count == 1 {
                    if !(isLast && ranges.count > 1) { cross = leading + (available - total) / 2 }
                } else if !isLast {
                    spacing = (available - total) / CGFloat(range.count - 1)
                }
                for (offset, item) in range.enumerated() {
                    let size = sizes[item], itemMain = vertical ? size.height : size.width
                    let attributes = attributesType.make(.cell, at: IndexPath(item: item, section: section))
                    attributes.frame = rect(main: main + (extent - itemMain) / 2, cross: cross, mainLength: itemMain, crossLength: crossSizes[offset])
                    sectionCells.append(attributes)
                    cross += crossSizes[offset] + spacing
                }
                lines.append(Line(section: section, items: range, start: main, end: main + extent))
                main += extent + (isLast ? 0 : lineSpacing)
            }
            cells.append(sectionCells)
            main += vertical ? inset.bottom : inset.right
            let footerSize = checked(delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                                     ?? footerReferenceSize, "footer size of section \(section)", fallback: .zero)
            let footerExtent = vertical ? footerSize.height : footerSize.width
            if footerExtent > 0 {
                let footer = attributesType.make(.supplementaryView, kind: UICollectionView.elementKindSectionFooter, at: path)
                footer.frame = rect(main: main, cross: 0, mainLength: footerExtent, crossLength: crossLength)
                footers.append(footer)
                main += footerExtent
            } else {
                footers.append(nil)
            }
        }
        contentSize = vertical ? CGSize(width: crossLength, height: main) : CGSize(width: main, height: crossLength)
    }

    /// `size`, or `fallback` with a diagnostic when it is not finite or is negative.
    private func checked(_ size: CGSize, _ what: String, fallback: CGSize) -> CGSize {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            LabDiagnostics.report("UICollectionViewFlowLayout: the \(what) is \(size), which is not a finite, non-negative size; using \(fallback)",
                                  kind: "UICollectionViewFlowLayout size \(size)")
            return fallback
        }
        return size
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let vertical = scrollDirection == .vertical
        let minMain = vertical ? rect.minY : rect.minX, maxMain = vertical ? rect.maxY : rect.maxX
        var result: [UICollectionViewLayoutAttributes] = []
        // The first line that ends after the rect's start, by binary search.
        var low = 0, high = lines.count
        while low < high {
            let mid = (low + high) / 2
            if lines[mid].end <= minMain { low = mid + 1 } else { high = mid }
        }
        for line in lines[low...] {
            if line.start >= maxMain { break }
            for item in line.items where cells[line.section][item].frame.intersects(rect) { result.append(cells[line.section][item]) }
        }
        for case let supplementary? in headers + footers where supplementary.frame.intersects(rect) { result.append(supplementary) }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                             at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let list = elementKind == UICollectionView.elementKindSectionHeader ? headers
            : elementKind == UICollectionView.elementKindSectionFooter ? footers : []
        return list.indices.contains(indexPath.section) ? list[indexPath.section] : nil
    }

    /// With self-sizing items, a cell that prefers another size than its item's takes it:
    /// the layout is computed again.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell,
              preferredAttributes.size != originalAttributes.size else { return false }
        let size = checked(preferredAttributes.size, "preferred size of item \(preferredAttributes.indexPath)", fallback: originalAttributes.size)
        guard size != originalAttributes.size else { return false }
        measuredSizes[preferredAttributes.indexPath] = size
        return true
    }

    /// Whether the layout sizes items by their cells.
    override var sizesItemsByCells: Bool { estimatedItemSize != .zero }

    /// Measured sizes follow their items through an update (`newIndexPath` gives where each
    /// item went, nil when deleted).
    override func itemsMoved(_ newIndexPath: (IndexPath) -> IndexPath?) {
        var moved: [IndexPath: CGSize] = [:]
        for (path, size) in measuredSizes { if let new = newIndexPath(path) { moved[new] = size } }
        measuredSizes = moved
    }

    /// Measured sizes are forgotten when the data is reloaded.
    override func dataDidReload() { measuredSizes = [:] }

    /// A new size across the scroll direction re-flows the lines; a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// An inserted item fades in where it lands.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copied() else { return nil }
        attributes.alpha = 0
        return attributes
    }

    /// A deleted item fades out where it was.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard previousCells.indices.contains(itemIndexPath.section),
              previousCells[itemIndexPath.section].indices.contains(itemIndexPath.item) else { return nil }
        let attributes = previousCells[itemIndexPath.section][itemIndexPath.item].copied()
        attributes.alpha = 0
        return attributes
    }
}
