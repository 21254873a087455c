import Foundation

/// UIKit's collection view: a scroll view of items in sections, placed by a
/// `UICollectionViewLayout` (a `UICollectionViewFlowLayout` or one of your own), their cells
/// supplied by a data source and reused as they scroll. Only the elements the layout puts in
/// the visible area exist.
open class UICollectionView: UIScrollView {
    /// Whether cells are prepared ahead of scrolling (kept; the lab makes cells as they show).
    open var isPrefetchingEnabled = true
    /// The kinds of element a layout places.
    public enum ElementCategory: UInt, Sendable {
        /// An item's cell.
        case cell
        /// A supplementary view (a section header or footer).
        case supplementaryView
        /// A decoration view a layout registered and places (the flow layout places none).
        case decorationView
    }

    /// The direction a flow layout scrolls in.
    public enum ScrollDirection: Int, Sendable {
        /// Lines stack downward.
        case vertical
        /// Lines stack rightward.
        case horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item, one vertical and one horizontal
    /// position at most.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        /// A position from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// As little scrolling as shows the item.
        public static let none = ScrollPosition([])
        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centered vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centered horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Creates a collection view laid out by `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// Creates a collection view with a flow layout (there are no nibs in the lab).
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    /// The layout; setting it lays the collection view out again, without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Installs `layout`; with `animated`, the elements move from their old places to their
    /// new ones (see `UICollectionView+LayoutTransition.swift`).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        installLayout(layout, animated: animated, completion: nil)
    }

    /// Installs `layout`, animated or not; `completion` runs when the elements are in place.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        installLayout(layout, animated: animated, completion: completion)
    }

    /// Supplies the sections, items and cells; setting it reloads the collection view.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The scroll view delegate; when it is a `UICollectionViewDelegate`, the collection
    /// view's delegate too (and a flow layout's, when it is a
    /// `UICollectionViewDelegateFlowLayout`).
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            collectionDelegate = delegate as? UICollectionViewDelegate
            collectionViewLayout.invalidateLayout()
        }
    }
    /// The delegate as a collection view delegate.
    weak var collectionDelegate: UICollectionViewDelegate?

    /// Whether a tap selects an item (default true).
    open var allowsSelection = true
    /// Whether several items can be selected at once, a tap toggling an item (default false).
    open var allowsMultipleSelection = false

    // MARK: Reuse

    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    private var reusableViews: [String: [UICollectionReusableView]] = [:]
    /// How many views the collection view made for registered classes (reuse tests count them).
    private(set) var viewsCreated = 0

    /// The pool key of a supplementary view.
    private static func supplementaryKey(_ kind: String, _ identifier: String) -> String { "\(kind)\u{1}\(identifier)" }

    /// Makes cells for `identifier` from `cellClass` (a `UICollectionViewCell` subclass); nil
    /// forgets the identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UICollectionViewCell.Type else {
            LabDiagnostics.report("UICollectionView.register: \(cellClass) is not a UICollectionViewCell subclass; ignored")
            return
        }
        cellClasses[identifier] = type
    }

    /// Makes supplementary views of `elementKind` for `identifier` from `viewClass` (a
    /// `UICollectionReusableView` subclass).
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = UICollectionView.supplementaryKey(elementKind, identifier)
        guard let viewClass else {
            supplementaryClasses[key] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            LabDiagnostics.report("UICollectionView.register: \(viewClass) is not a UICollectionReusableView subclass; ignored")
            return
        }
        supplementaryClasses[key] = type
    }

    /// A cell for `identifier`, reused (after its `prepareForReuse()`) or new. UIKit raises an
    /// exception when nothing is registered for `identifier`; the lab reports it and returns
    /// a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let view = reuse(key: identifier) as? UICollectionViewCell { return view }
        guard let type = cellClasses[identifier] else {
            LabDiagnostics.report("UICollectionView: could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; a plain cell is used")
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        viewsCreated += 1
        return type.init(registeredReuseIdentifier: identifier)
    }

    /// A supplementary view of `elementKind` for `identifier`, reused or new (a plain view,
    /// with a diagnostic, when none is registered).
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        let key = UICollectionView.supplementaryKey(elementKind, identifier)
        if let view = reuse(key: key) { return view }
        guard let type = supplementaryClasses[key] else {
            LabDiagnostics.report("UICollectionView: could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier; a plain view is used")
            return UICollectionReusableView(frame: .zero)
        }
        viewsCreated += 1
        let view = type.init(registeredReuseIdentifier: identifier)
        view.poolKey = key
        return view
    }

    /// A decoration view of `kind`, reused or new from the class the layout registered; a
    /// kind never registered is reported (once) and nothing is shown (UIKit raises an exception).
    private func dequeueDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        let key = "decoration\u{1}\(kind)"
        if let view = reuse(key: key) { return view }
        guard let type = collectionViewLayout.decorationClasses[kind] else {
            LabDiagnostics.report("UICollectionView: the layout places a decoration view of kind \(kind), but no class is registered for it (register(_:forDecorationViewOfKind:)); it is not shown",
                                  kind: "UICollectionView decoration \(kind)")
            return nil
        }
        viewsCreated += 1
        let view = type.init(registeredReuseIdentifier: kind)
        view.poolKey = key
        return view
    }

    private func reuse(key: String) -> UICollectionReusableView? {
        guard var pool = reusableViews[key], let view = pool.popLast() else { return nil }
        reusableViews[key] = pool
        view.prepareForReuse()
        return view
    }

    /// Puts a view that left the screen in its pool (a view without an identifier is dropped).
    func enqueue(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let key = view.poolKey ?? view.reuseIdentifier else { return }
        reusableViews[key, default: []].append(view)
    }

    // MARK: The model

    /// The item counts of the sections, as last asked.
    var counts: [Int] = []
    /// Whether the data must be asked for again before the next layout.
    private(set) var needsReload = true

    /// Asks the data source for everything again and shows it, without animation (selection
    /// is cleared).
    open func reloadData() {
        needsReload = true
        selectedItems = []
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.makeInvalidationContext(everything: true, dataSourceCounts: true))
        setNeedsLayout()
    }

    /// Loads the counts now when they are stale.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (element, view) in visibleElements.sorted(by: { $0.key < $1.key }) { recycle(view, for: element) }
        visibleElements = [:]
        counts = askCounts()
        collectionViewLayout.dataDidReload()
        collectionViewLayout.needsPrepare = true
    }

    /// The section and item counts the data source reports (negative ones reported and taken as 0).
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            LabDiagnostics.report("UICollectionView: numberOfSections returned \(sections); using 0")
            sections = 0
        }
        return (0..<sections).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            guard items >= 0 else {
                LabDiagnostics.report("UICollectionView: numberOfItemsInSection \(section) returned \(items); using 0")
                return 0
            }
            return items
        }
    }

    /// The number of sections.
    open var numberOfSections: Int {
        loadIfNeeded()
        return counts.count
    }

    /// The number of items in `section` (0 for a section that does not exist).
    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Whether the index path names an item.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.item)
    }

    // MARK: Elements

    /// What the collection view shows: an item's cell, a supplementary view or a decoration view.
    enum Element: Hashable, Comparable {
        case cell(IndexPath)
        case supplementary(String, IndexPath)
        case decoration(String, IndexPath)

        /// By section, then cells, supplementary views and decoration views; the views are
        /// made, stacked and pooled in this order, so that every run gives the same frames.
        private var key: (Int, Int, String, Int) {
            switch self {
            case .cell(let p): return (p.section, 0, "", p.item)
            case .supplementary(let k, let p): return (p.section, 1, k, p.item)
            case .decoration(let k, let p): return (p.section, 2, k, p.item)
            }
        }

        static func < (a: Element, b: Element) -> Bool { a.key < b.key }

        init(_ attributes: UICollectionViewLayoutAttributes) {
            switch attributes.representedElementCategory {
            case .cell: self = .cell(attributes.indexPath)
            case .supplementaryView: self = .supplementary(attributes.representedElementKind ?? "", attributes.indexPath)
            case .decorationView: self = .decoration(attributes.representedElementKind ?? "", attributes.indexPath)
            }
        }

        /// The same kind of element at `path` (a supplementary or decoration view whose
        /// section moved).
        func at(_ path: IndexPath) -> Element {
            switch self {
            case .cell: return .cell(path)
            case .supplementary(let kind, _): return .supplementary(kind, path)
            case .decoration(let kind, _): return .decoration(kind, path)
            }
        }
    }

    /// The attributes `layout` gives `element`.
    func layoutAttributes(for element: Element, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch element {
        case .cell(let path): return layout.layoutAttributesForItem(at: path)
        case .supplementary(let kind, let path): return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
        case .decoration(let kind, let path): return layout.layoutAttributesForDecorationView(ofKind: kind, at: path)
        }
    }

    /// The views shown, by element, and the attributes last applied to each.
    var visibleElements: [Element: UICollectionReusableView] = [:]
    /// Whether `layoutVisibleElements()` is running (cell queries then read what is shown).
    private var isLayingOutVisibleElements = false

    /// The layout, prepared for the current data and size.
    private func preparedLayout() -> UICollectionViewLayout {
        loadIfNeeded()
        if bounds.size != preparedSize {
            preparedSize = bounds.size
            collectionViewLayout.needsPrepare = true
        }
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout
    }
    private var preparedSize = CGSize(width: -1, height: -1)

    /// The item's attributes from the layout (nil for an item that does not exist).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let layout = preparedLayout()
        guard contains(indexPath) else { return nil }
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The supplementary view's attributes from the layout.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout().layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at `point` (in the collection view's coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let layout = preparedLayout()
        let attributes = layout.layoutAttributesForElements(in: CGRect(x: point.x, y: point.y, width: 1, height: 1)) ?? []
        return attributes.filter { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }
            .max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The item `cell` shows, or nil when the collection view does not show it.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        for (element, view) in visibleElements where view === cell {
            if case .cell(let path) = element { return path }
        }
        return nil
    }

    /// The cell showing the item, or nil when it is not visible.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutVisibleElementsNow()
        return visibleElements[.cell(indexPath)] as? UICollectionViewCell
    }

    /// The supplementary view shown for `elementKind` at `indexPath`, or nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutVisibleElementsNow()
        return visibleElements[.supplementary(elementKind, indexPath)]
    }

    /// The cells on screen, in item order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleElements[.cell($0)] as? UICollectionViewCell }
    }

    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutVisibleElementsNow()
        return visibleElements.keys.compactMap { element -> IndexPath? in
            if case .cell(let path) = element { return path }
            return nil
        }.sorted()
    }

    /// Scrolls so that the item is at `scrollPosition`, within the content's range. An index
    /// path out of range is reported and ignored (UIKit raises an exception).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            LabDiagnostics.report("UICollectionView.scrollToItem: item \(indexPath.count == 2 ? indexPath.item : -1) in section \(indexPath.count == 2 ? indexPath.section : -1) does not exist; ignored")
            return
        }
        updateContentSize()
        let inset = adjustedContentInset, ranges = offsetRanges
        let width = bounds.width - inset.left - inset.right, height = bounds.height - inset.top - inset.bottom
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - height }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - width }
        offset.x = min(max(offset.x, ranges.x.lowerBound), ranges.x.upperBound)
        offset.y = min(max(offset.y, ranges.y.lowerBound), ranges.y.upperBound)
        setContentOffset(offset, animated: animated)
    }

    // MARK: Layout

    /// Asks the layout where scrolling stops (velocity in points per second, as UIKit gives it).
    override func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed,
                                                 withScrollingVelocity: CGPoint(x: velocity.x * 1000, y: velocity.y * 1000))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if pendingContentOffsetAdjustment != .zero {
            let adjustment = pendingContentOffsetAdjustment
            pendingContentOffsetAdjustment = .zero
            contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
        }
        layoutVisibleElements()
    }

    /// How far invalidation contexts moved the content offset since the last layout pass.
    var pendingContentOffsetAdjustment = CGPoint.zero

    /// A bounds change the layout says needs a new layout (a scroll of a layout that
    /// depends on it) invalidates it.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout(with: collectionViewLayout.invalidationContext(forBoundsChange: newValue))
            }
            super.bounds = newValue
        }
    }

    /// Brings the shown views up to date now (as UIKit's item queries do).
    func layoutVisibleElementsNow() {
        // A layout asking for cells while it lays them out (AnimatedCollectionViewLayout's
        // `cellForItem(at:)` in `layoutAttributesForElements(in:)`) gets the cells shown so
        // far, as on iOS, instead of starting the layout again without end.
        guard !isLayingOutVisibleElements, needsReload || collectionViewLayout.needsPrepare || visibleElements.isEmpty else { return }
        layoutVisibleElements()
    }

    /// Sets the content size from the layout (a size that is not finite is reported and ignored).
    func updateContentSize() {
        let size = preparedLayout().collectionViewContentSize
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
            LabDiagnostics.report("UICollectionView: the layout's collectionViewContentSize \(size) is not a finite, non-negative size; ignored",
                                  kind: "UICollectionView content size")
            return
        }
        if contentSize != size { contentSize = size }
    }

    /// The attributes the layout gives for the area `rect`, for elements that exist; those
    /// with a frame, alpha or transform that is not finite are reported and left out.
    func elementAttributes(in rect: CGRect) -> [Element: UICollectionViewLayoutAttributes] {
        var result: [Element: UICollectionViewLayoutAttributes] = [:]
        for attributes in preparedLayout().layoutAttributesForElements(in: rect) ?? [] {
            guard attributes.isFinite else {
                LabDiagnostics.report("UICollectionView: the layout gave \(attributes.representedElementCategory == .cell ? "item" : "supplementary view") \(attributes.indexPath) a frame or alpha that is not finite (\(attributes.frame), alpha \(attributes.alpha)); it is not shown",
                                      kind: "UICollectionView attributes not finite")
                continue
            }
            guard attributes.indexPath.count == 2, counts.indices.contains(attributes.indexPath.section),
                  attributes.representedElementCategory != .cell || contains(attributes.indexPath) else { continue }
            result[Element(attributes)] = attributes
        }
        return result
    }

    /// Shows the elements the layout puts in the visible area and puts away the others
    /// (except while an update animates them).
    func layoutVisibleElements() {
        isLayingOutVisibleElements = true
        defer { isLayingOutVisibleElements = false }
        // Cells that size themselves may move the others: a few rounds settle it.
        for _ in 0..<4 {
            updateContentSize()
            let wanted = elementAttributes(in: bounds)
            if updateAnimationsRunning == 0 {
                for (element, view) in visibleElements.sorted(by: { $0.key < $1.key }) where wanted[element] == nil {
                    visibleElements[element] = nil
                    recycle(view, for: element)
                }
            }
            var resized = false
            for (element, laidOut) in wanted.sorted(by: { $0.key < $1.key }) {
                let attributes = movingAttributes(for: element) ?? laidOut
                if let view = visibleElements[element] {
                    apply(attributes, to: view)
                } else if let view = makeView(for: element, attributes: attributes) {
                    visibleElements[element] = view
                    if sizeItself(view, attributes: attributes) { resized = true }
                }
            }
            if !resized { break }
        }
    }

    /// Asks a new cell for its preferred attributes when the layout sizes items by their
    /// cells; returns whether the layout took a new size (and must be computed again).
    func sizeItself(_ view: UICollectionReusableView, attributes: UICollectionViewLayoutAttributes) -> Bool {
        let layout = collectionViewLayout
        guard layout.sizesItemsByCells, attributes.representedElementCategory == .cell else { return false }
        let preferred = view.preferredLayoutAttributesFitting(attributes.copied())
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return false }
        layout.needsPrepare = true
        return true
    }

    /// The view for `element`, from the data source, placed by `attributes` and displayed.
    func makeView(for element: Element, attributes: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view: UICollectionReusableView
        switch element {
        case .cell(let path):
            // Made at once even inside the caller's animation block, as the placing below.
            var made: UICollectionViewCell!
            UIView.performWithoutAnimation { made = dataSource.collectionView(self, cellForItemAt: path) }
            let cell: UICollectionViewCell = made
            if visibleElements.values.contains(where: { $0 === cell }) {
                LabDiagnostics.report("UICollectionView: the data source returned a cell already shown for another item (item \(path.item) in section \(path.section)); an empty cell is shown",
                                      kind: "UICollectionView: a cell shown twice")
                view = UICollectionViewCell(frame: .zero)
            } else {
                view = cell
            }
            (view as? UICollectionViewCell)?.isSelected = selectedItems.contains(path)
        case .supplementary(let kind, let path):
            view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
        case .decoration(let kind, _):
            guard let decoration = dequeueDecorationView(ofKind: kind) else { return nil }
            view = decoration
        }
        UIView.performWithoutAnimation {
            apply(attributes, to: view)
            insertSubview(view, at: 0)
            view.layoutSubtreeIfNeeded()
        }
        if case .cell(let path) = element, let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        }
        return view
    }

    /// Places `view` as `attributes` say: center, size, transform, alpha, z-index, hidden.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.center != attributes.center { view.center = attributes.center }
        if view.bounds.size != attributes.size { view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size) }
        if !CATransform3DEqualToTransform(view.transform3D, attributes.transform3D) { view.transform3D = attributes.transform3D }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.layer.zPosition != CGFloat(attributes.zIndex) { view.layer.zPosition = CGFloat(attributes.zIndex) }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        view.apply(attributes)
    }

    /// Takes `view` off the screen into its pool (the delegate hears a cell ended displaying).
    func recycle(_ view: UICollectionReusableView, for element: Element) {
        if case .cell(let path) = element, let cell = view as? UICollectionViewCell {
            collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
        }
        enqueue(view)
    }

    // MARK: Selection

    /// The selected items.
    var selectedItems: [IndexPath] = []
    /// The item a touch highlighted.
    var touchedItem: IndexPath?

    /// The selected items, in order (nil, as in UIKit, when none is).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems.sorted() }

    /// Selects the item (deselecting the others unless `allowsMultipleSelection`) and scrolls
    /// it to `scrollPosition`; the delegate is not told. Nil deselects every item.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for path in selectedItems { deselectItem(at: path, animated: animated) }
            return
        }
        guard contains(indexPath) else {
            LabDiagnostics.report("UICollectionView.selectItem: item \(indexPath.count == 2 ? indexPath.item : -1) in section \(indexPath.count == 2 ? indexPath.section : -1) does not exist; ignored")
            return
        }
        if !allowsMultipleSelection {
            for path in selectedItems where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        (visibleElements[.cell(indexPath)] as? UICollectionViewCell)?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item; the delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        selectedItems.removeAll { $0 == indexPath }
        (visibleElements[.cell(indexPath)] as? UICollectionViewCell)?.isSelected = false
    }

    /// A finger on an item highlights it (the lab without UIKit's short delay in scroll views).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchedItem = nil
        guard allowsSelection, let point = touches.first?.location(in: self), let path = indexPathForItem(at: point),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        touchedItem = path
        cellForItem(at: path)?.isHighlighted = true
    }

    /// Moves of the finger change nothing until it lifts or a scroll takes it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Lifting the finger on the item it highlighted selects it (or, with multiple selection,
    /// toggles it), as the delegate allows, telling it.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let path = touchedItem else { return }
        touchedItem = nil
        cellForItem(at: path)?.isHighlighted = false
        guard let point = touches.first?.location(in: self), indexPathForItem(at: point) == path else { return }
        if selectedItems.contains(path), allowsMultipleSelection {
            guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            deselectItem(at: path, animated: false)
            collectionDelegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for other in selectedItems where other != path {
                deselectItem(at: other, animated: false)
                collectionDelegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        selectItem(at: path, animated: false, scrollPosition: [])
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }

    /// A scroll took the touch: the highlight ends.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let path = touchedItem else { return }
        touchedItem = nil
        cellForItem(at: path)?.isHighlighted = false
    }

    // MARK: Updates

    /// The interactive movement under way: the item's index path when it began, where it is
    /// now, and the position its center follows.
    var interactiveMovement: (original: IndexPath, current: IndexPath, position: CGPoint)?

    /// Update animations under way: views they move out of view stay until they end.
    var updateAnimationsRunning = 0
    /// The updates recorded in `performBatchUpdates`, and how deep the calls nest.
    var pendingUpdate: TableUpdate?
    var updateDepth = 0
}
