import Foundation

/// UIKit's table view: a scroll view of rows in sections, the rows' cells supplied by a data
/// source and reused as they scroll. Only the cells on screen exist; the rows' positions come
/// from a table of their heights (prefix sums, see `TableGeometry`), so a table of 100,000
/// rows scrolls as fast as one of 100.
///
/// Styles are drawn as iOS 13 and later draw them in light mode: `.plain` rows edge to edge
/// on white; `.grouped` sections on the grouped gray with their titles in small capitals;
/// `.insetGrouped` sections inset from the edges with rounded corners.
open class UITableView: UIScrollView {
    /// How the sections look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge, section headers on a light band.
        case plain
        /// Sections as groups on a gray background, rows edge to edge.
        case grouped
        /// Sections as rounded groups inset from the edges (Settings since iOS 13).
        case insetGrouped
    }

    /// How rows and sections come and go in updates.
    public enum RowAnimation: Int, Sendable {
        /// They fade in or out in place.
        case fade
        /// They slide in from the right, or out to the right.
        case right
        /// They slide in from the left, or out to the left.
        case left
        /// They slide down from behind the row above, or up behind it.
        case top
        /// They slide up from below, or down out of their place.
        case bottom
        /// No animation of their own: they appear or vanish at once (the other rows still move).
        case none
        /// They stay centered in the space they take or leave, fading.
        case middle
        /// The table chooses: rows fade while sliding behind the row above (see
        /// DifferencesFromApple); reloads fade.
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the whole row (none when it is visible).
        case none
        /// At the top of the visible area.
        case top
        /// In the middle of the visible area.
        case middle
        /// At the bottom of the visible area.
        case bottom
    }

    /// Whether the rows have separators.
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline under each row.
        case singleLine
        /// The same as `.singleLine` since iOS 7.
        case singleLineEtched
    }

    /// Asks the table (or the delegate, returned from a height method) for the default: a
    /// height that fits the row's content, a header's title.
    public static let automaticDimension: CGFloat = -1

    /// The table's style, fixed when it is made.
    public let style: Style

    /// Creates a table of `style`; grouped styles get the grouped background.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        configureTable()
    }

    /// Creates a `.plain` table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a `.plain` table (there are no nibs in the lab).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        configureTable()
    }

    private func configureTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        configureSwipeRecognizer()
        configureReorderRecognizer()
    }

    // MARK: Data source and delegate

    /// Supplies the sections, rows and cells; setting it reloads the table.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { reloadData() }
    }

    /// The scroll view delegate; when it is a `UITableViewDelegate`, the table's delegate too
    /// (UIKit types this property as one; Swift cannot narrow an inherited property's type).
    open override weak var delegate: UIScrollViewDelegate? {
        didSet {
            tableDelegate = delegate as? UITableViewDelegate
            setNeedsReload()
        }
    }
    /// The delegate as a table view delegate.
    weak var tableDelegate: UITableViewDelegate?

    // MARK: Appearance

    /// The height of every row unless the delegate says otherwise (default
    /// `automaticDimension`: each cell's own height).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// A view behind the rows, sized to the table (nil: none).
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let view = backgroundView else { return }
            insertSubview(view, at: 0)
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
    }

    /// The height rows of automatic height are assumed to have until their cells are
    /// measured (default `automaticDimension`: 44 points).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section headers unless the delegate says otherwise (default
    /// `automaticDimension`: the title's, or the style's spacing).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// The height of section footers unless the delegate says otherwise.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { setNeedsReload() }
    }
    /// Whether rows have separators (default `.singleLine`).
    open var separatorStyle: SeparatorStyle = .singleLine {
        didSet { setNeedsReload() }
    }
    /// The separators' color (default `UIColor.separator`).
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// The separators' insets for cells that have none of their own (default 16 points on the
    /// leading side, UIKit's standard).
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
        didSet { setNeedsLayout() }
    }
    /// A view above the first section, as wide as the table, as tall as its frame.
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            setNeedsReload()
        }
    }
    /// A view under the last section, as wide as the table, as tall as its frame.
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            setNeedsReload()
        }
    }
    /// Whether a tap selects a row (default true).
    open var allowsSelection = true
    /// Whether several rows can be selected at once, a tap toggling a row (default false).
    open var allowsMultipleSelection = false
    /// Whether a tap selects a row in editing mode (default false).
    open var allowsSelectionDuringEditing = false

    // MARK: Editing

    /// Whether the table is in editing mode (see `setEditing(_:animated:)`); setting it does
    /// not animate.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    var storedEditing = false

    /// Enters or leaves editing mode; `animated` slides the controls in or out and the rows'
    /// content aside, together. Open swipe actions close.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        closeSwipeActions(animated: animated)
        layoutVisibleItemsNow()
        storedEditing = editing
        for (item, view) in visibleItems.sorted(by: { $0.key < $1.key }) {
            guard case .row(let path) = item, let cell = view as? UITableViewCell else { continue }
            configureEditing(of: cell, at: path)
            cell.setEditing(editing, animated: animated)
        }
    }

    // MARK: Reuse

    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    private var reusableCells: [String: [UITableViewCell]] = [:]
    private var reusableHeaderFooters: [String: [UITableViewHeaderFooterView]] = [:]
    /// How many cells the table made for registered classes (reuse tests count them).
    private(set) var cellsCreated = 0

    /// The identifier of the header and footer views the table makes for titles.
    static let titleViewIdentifier = "UITableView.title"

    /// Makes cells for `identifier` from `cellClass` (a `UITableViewCell` subclass); nil
    /// forgets the identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        guard let type = cellClass as? UITableViewCell.Type else {
            LabDiagnostics.report("UITableView.register: \(cellClass) is not a UITableViewCell subclass; ignored")
            return
        }
        cellClasses[identifier] = type
    }

    /// Makes header and footer views for `identifier` from `aClass` (a
    /// `UITableViewHeaderFooterView` subclass); nil forgets the identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let aClass else {
            headerFooterClasses[identifier] = nil
            return
        }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            LabDiagnostics.report("UITableView.register: \(aClass) is not a UITableViewHeaderFooterView subclass; ignored")
            return
        }
        headerFooterClasses[identifier] = type
    }

    /// A cell for `identifier` the table no longer shows (after its `prepareForReuse()`), or
    /// a new one of the registered class, or nil when there is neither.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if var pool = reusableCells[identifier], let cell = pool.popLast() {
            reusableCells[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        guard let type = cellClasses[identifier] else { return nil }
        cellsCreated += 1
        return type.init(registeredReuseIdentifier: identifier)
    }

    /// A cell for `identifier`, reused or new, sized for the row at `indexPath`. UIKit raises
    /// an exception when nothing is registered for `identifier`; the lab reports it and
    /// returns a `.default` cell.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        let cell = dequeueReusableCell(withIdentifier: identifier) ?? {
            LabDiagnostics.report("UITableView: unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard; a default cell is used")
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }()
        if geometry.contains(indexPath) { cell.frame = frame(of: .row(indexPath)) }
        return cell
    }

    /// A header or footer view for `identifier`, reused or new, or nil when none is registered.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = reusableHeaderFooters[identifier], let view = pool.popLast() {
            reusableHeaderFooters[identifier] = pool
            view.prepareForReuse()
            return view
        }
        if identifier == UITableView.titleViewIdentifier { return UITableViewHeaderFooterView(reuseIdentifier: identifier) }
        return headerFooterClasses[identifier]?.init(registeredReuseIdentifier: identifier)
    }

    // MARK: The model

    /// The rows' heights and positions.
    var geometry = TableGeometry()
    /// Rows of automatic height not measured yet, by section.
    var unmeasuredRows: [IndexSet] = []
    /// Whether the data must be asked for again before the next layout.
    private(set) var needsReload = true

    /// Asks the data source for everything again and shows it, without animation (selection
    /// is cleared, as in UIKit).
    open func reloadData() {
        setNeedsReload()
        selectedRows = []
    }

    /// The data is asked for again before the next layout (or the next question about rows).
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Loads the counts and heights now when they are stale.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (item, view) in visibleItems.sorted(by: { $0.key < $1.key }) { recycle(view, for: item) }
        visibleItems = [:]
        geometry = makeGeometry(counts: askCounts(), keeping: nil)
        selectedRows = selectedRows.filter { geometry.contains($0) }
    }

    /// The section and row counts the data source reports (negative counts are reported and
    /// taken as 0).
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        var sections = dataSource.numberOfSections(in: self)
        if sections < 0 {
            LabDiagnostics.report("UITableView: numberOfSections returned \(sections); using 0")
            sections = 0
        }
        return (0..<sections).map { section in
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            guard rows >= 0 else {
                LabDiagnostics.report("UITableView: numberOfRowsInSection \(section) returned \(rows); using 0")
                return 0
            }
            return rows
        }
    }

    /// The layout of `counts` rows: heights from the delegate (rows of automatic height keep
    /// the height `keeping` gives them, else their estimate until measured).
    func makeGeometry(counts: [Int], keeping measured: ((IndexPath) -> CGFloat?)?) -> TableGeometry {
        unmeasuredRows = []
        var sections: [TableGeometry.Section] = []
        sections.reserveCapacity(counts.count)
        for (s, count) in counts.enumerated() {
            var heights = [CGFloat](repeating: 0, count: count)
            var unmeasured = IndexSet()
            for r in 0..<count {
                let path = IndexPath(row: r, section: s)
                let asked = askRowHeight(path)
                if asked == UITableView.automaticDimension {
                    if let kept = measured?(path) {
                        heights[r] = kept
                    } else {
                        heights[r] = askEstimatedHeight(path)
                        unmeasured.insert(r)
                    }
                } else {
                    heights[r] = asked
                }
            }
            unmeasuredRows.append(unmeasured)
            sections.append(TableGeometry.Section(headerHeight: headerHeight(s),
                                                  rowHeights: heights, footerHeight: footerHeight(s)))
        }
        return TableGeometry(tableHeaderHeight: tableHeaderView?.frame.height ?? 0, sections: sections,
                             tableFooterHeight: tableFooterView?.frame.height ?? 0)
    }

    /// The row's height as the delegate (or `rowHeight`) gives it: a height, or
    /// `automaticDimension`. A NaN, infinite or negative height is reported and taken as 44.
    private func askRowHeight(_ path: IndexPath) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if height == UITableView.automaticDimension { return height }
        return checkedHeight(height, what: "height for row \(path.row) in section \(path.section)", fallback: 44)
    }

    private func askEstimatedHeight(_ path: IndexPath) -> CGFloat {
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
        // UIKit's own estimate, for `automaticDimension` and 0 (estimates off: measured at once).
        if estimate == UITableView.automaticDimension || estimate == 0 { return 44 }
        return checkedHeight(estimate, what: "estimated height for row \(path.row) in section \(path.section)", fallback: 44)
    }

    private func checkedHeight(_ height: CGFloat, what: String, fallback: CGFloat) -> CGFloat {
        guard height.isFinite, height >= 0 else {
            LabDiagnostics.report("UITableView: the \(what) is \(height), which is not a finite height of 0 or more; using \(fallback)",
                                  kind: "UITableView height \(height)")
            return fallback
        }
        return height
    }

    /// The section's header height: the delegate's, else `sectionHeaderHeight`; automatic
    /// fits the title (or a view of the delegate's own), else the style's spacing: a grouped
    /// table's 35 points above its first section and 17.5 above the others.
    private func headerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        if asked != UITableView.automaticDimension {
            return checkedHeight(asked, what: "height for the header of section \(section)", fallback: 0)
        }
        if let title = dataSource?.tableView(self, titleForHeaderInSection: section), !title.isEmpty {
            return titleHeight(title, isFooter: false)
        }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) { return fittingHeight(of: view) }
        guard style != .plain else { return 0 }
        return section == 0 ? 35 : 17.5
    }

    /// The section's footer height, as `headerHeight` (17.5 points of spacing for grouped
    /// sections without a title).
    private func footerHeight(_ section: Int) -> CGFloat {
        let asked = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if asked != UITableView.automaticDimension {
            return checkedHeight(asked, what: "height for the footer of section \(section)", fallback: 0)
        }
        if let title = dataSource?.tableView(self, titleForFooterInSection: section), !title.isEmpty {
            return titleHeight(title, isFooter: true)
        }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) { return fittingHeight(of: view) }
        guard style != .plain else { return 0 }
        return 17.5
    }

    /// The height a title view of this table's style needs for `title`.
    private func titleHeight(_ title: String, isFooter: Bool) -> CGFloat {
        let view = titleView(isFooter: isFooter)
        view.showTitle(title)
        let height = view.fittingHeight(width: headerFooterFrameWidth)
        recycleHeaderFooter(view)
        return height
    }

    /// The height of a delegate's header or footer view: its frame's, or what its constraints
    /// fit at the table's width.
    private func fittingHeight(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        return view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel).height
    }

    // MARK: Geometry

    /// What the table shows: a row's cell, or a section's header or footer; they order as
    /// the table lays them out (by section, then header, rows, footer).
    enum Item: Hashable, Comparable {
        case row(IndexPath)
        case header(Int)
        case footer(Int)

        private var key: (Int, Int, Int) {
            switch self {
            case .header(let s): return (s, 0, 0)
            case .row(let p): return (p.section, 1, p.row)
            case .footer(let s): return (s, 2, 0)
            }
        }

        static func < (a: Item, b: Item) -> Bool { a.key < b.key }
    }

    /// The views shown, by what they show.
    var visibleItems: [Item: UIView] = [:]

    /// How far an inset grouped table's sections are from its edges: the layout margin iOS
    /// gives a screen of the table's width (16 points, 20 from 414 points up).
    var sectionInset: CGFloat {
        style == .insetGrouped ? (bounds.width >= 414 ? 20 : 16) : 0
    }

    /// The margin of the cells' content (and of titles): 16 points, 20 on wide tables.
    var contentMargin: CGFloat {
        style == .insetGrouped ? 16 : (bounds.width >= 414 ? 20 : 16)
    }

    /// The width of header and footer views.
    private var headerFooterFrameWidth: CGFloat { bounds.width }

    /// Where `item` is in `geometry`, in the table's content coordinates.
    func frame(of item: Item, in geometry: TableGeometry? = nil) -> CGRect {
        let geometry = geometry ?? self.geometry
        switch item {
        case .row(let path):
            let span = geometry.rowSpan(path), inset = sectionInset
            return CGRect(x: inset, y: span.y, width: max(0, bounds.width - 2 * inset), height: span.height)
        case .header(let section):
            let span = geometry.headerSpan(section)
            guard style == .plain else { return CGRect(x: 0, y: span.y, width: headerFooterFrameWidth, height: span.height) }
            // A plain table's header floats: it stays at the top of the visible area while its
            // section passes under it, and the end of the section pushes it off.
            let pinned = bounds.minY + adjustedContentInset.top, end = geometry.sections[section].bottom - span.height
            return CGRect(x: 0, y: max(span.y, min(pinned, end)), width: headerFooterFrameWidth, height: span.height)
        case .footer(let section):
            let span = geometry.footerSpan(section)
            return CGRect(x: 0, y: span.y, width: headerFooterFrameWidth, height: span.height)
        }
    }

    /// The number of sections.
    open var numberOfSections: Int {
        loadIfNeeded()
        return geometry.sections.count
    }

    /// The number of rows in `section` (0 for a section that does not exist).
    open func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return geometry.sections.indices.contains(section) ? geometry.sections[section].count : 0
    }

    /// The row's frame in the table's coordinates (`.zero` for a row that does not exist).
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        return geometry.contains(indexPath) ? frame(of: .row(indexPath)) : .zero
    }

    /// The section's frame, header to footer, in the table's coordinates.
    open func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let s = geometry.sections[section]
        return CGRect(x: 0, y: s.top, width: bounds.width, height: s.bottom - s.top)
    }

    /// The header's frame in the table's coordinates.
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        return geometry.sections.indices.contains(section) ? frame(of: .header(section)) : .zero
    }

    /// The footer's frame in the table's coordinates.
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        return geometry.sections.indices.contains(section) ? frame(of: .footer(section)) : .zero
    }

    /// The row at `point` (in the table's coordinates), or nil over a header, footer or nothing.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard let path = geometry.row(at: point.y) else { return nil }
        return frame(of: .row(path)).contains(point) ? path : nil
    }

    /// The rows that overlap `rect`, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        let inset = sectionInset
        guard rect.maxX > inset, rect.minX < bounds.width - inset else { return [] }
        return geometry.rows(from: rect.minY, to: rect.maxY)
    }

    /// The row `cell` shows, or nil when the table does not show it.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (item, view) in visibleItems where view === cell {
            if case .row(let path) = item { return path }
        }
        return nil
    }

    /// The cell showing the row, or nil when the row is not visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutVisibleItemsNow()
        return visibleItems[.row(indexPath)] as? UITableViewCell
    }

    /// The header view shown for `section`, or nil.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutVisibleItemsNow()
        return visibleItems[.header(section)] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, or nil.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        layoutVisibleItemsNow()
        return visibleItems[.footer(section)] as? UITableViewHeaderFooterView
    }

    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] {
        layoutVisibleItemsNow()
        return visibleRowPaths.compactMap { visibleItems[.row($0)] as? UITableViewCell }
    }

    /// The rows on screen, in order (nil, as in UIKit, when there are none).
    open var indexPathsForVisibleRows: [IndexPath]? {
        layoutVisibleItemsNow()
        let paths = visibleRowPaths
        return paths.isEmpty ? nil : paths
    }

    /// The rows whose cells are shown, in order.
    private var visibleRowPaths: [IndexPath] {
        visibleItems.keys.compactMap { item -> IndexPath? in
            if case .row(let path) = item { return path }
            return nil
        }.sorted()
    }

    /// Scrolls so that the row is at `scrollPosition`, within the content's range. An index
    /// path out of range is reported and ignored (UIKit raises an exception).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard geometry.contains(indexPath) else {
            LabDiagnostics.report("UITableView.scrollToRow: row \(indexPath.count == 2 ? indexPath.row : -1) in section \(indexPath.count == 2 ? indexPath.section : -1) does not exist (\(geometry.sections.count) sections); ignored")
            return
        }
        updateContentSize()
        let row = frame(of: .row(indexPath)), inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .top: y = row.minY - inset.top
        case .middle: y = row.midY - inset.top - visibleHeight / 2
        case .bottom: y = row.maxY - inset.top - visibleHeight
        case .none:
            let top = contentOffset.y + inset.top, bottom = top + visibleHeight
            if row.minY < top { y = row.minY - inset.top } else if row.maxY > bottom { y = row.maxY - inset.top - visibleHeight } else { return }
        }
        let range = offsetRanges.y
        y = min(max(y, range.lowerBound), range.upperBound)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
    }

    // MARK: Touches

    // The table's own reactions to touches (see `UITableView+Selection.swift` and
    // `UITableView+SwipeActions.swift`); overrides live in the class, as Swift requires.

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        selectionTouchBegan(at: touch.location(in: self))
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        selectionTouchEnded(at: touch.location(in: self))
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        selectionTouchCancelled()
    }

    /// For the swipe recognizer: whether the drag is a swipe on a row with actions; for the
    /// scroll pan: not when it is (the row's swipe takes a mostly horizontal drag).
    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer === swipeRecognizer { return swipeMayBegin(recognizer as! UIPanGestureRecognizer) }
        if recognizer === reorderRecognizer { return reorderMayBegin(recognizer as! UIPanGestureRecognizer) }
        if recognizer === panGestureRecognizer, swipeMayBegin(panGestureRecognizer) || reorderMayBegin(panGestureRecognizer) {
            return false
        }
        return super.gestureRecognizerShouldBegin(recognizer)
    }

    /// The recognizer of horizontal swipes on rows.
    let swipeRecognizer = UIPanGestureRecognizer()
    /// The row whose swipe actions show or are being dragged, its cell, and where its offset began.
    var swipe: (path: IndexPath, cell: UITableViewCell, startOffset: CGFloat)?
    /// The recognizer of drags on reorder controls.
    let reorderRecognizer = UIPanGestureRecognizer()
    /// The row being reordered: where it was, where it would go, its cell and the top of its
    /// frame when the drag began.
    var reorder: (source: IndexPath, proposed: IndexPath, cell: UITableViewCell, startY: CGFloat)?
    /// The row whose editing control the touch under way began on.
    var touchedEditingControl: IndexPath?
    /// The touch under way: the row it highlighted, and whether it only closed swipe actions.
    var touchedRow: IndexPath?
    var touchClosesSwipe = false

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutVisibleItems()
    }

    /// Brings the shown cells up to date now (as UIKit's row queries do), without waiting for
    /// the next layout pass.
    func layoutVisibleItemsNow() {
        if needsReload || visibleItems.isEmpty { layoutVisibleItems() }
    }

    /// Sets the content size from the rows' heights.
    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: geometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    /// Shows the rows, headers and footers the visible area overlaps, measuring rows of
    /// automatic height as their cells appear, and puts away those it no longer overlaps
    /// (except while an update animates them).
    func layoutVisibleItems() {
        loadIfNeeded()
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: geometry.tableHeaderHeight)
        tableFooterView?.frame = CGRect(x: 0, y: geometry.contentHeight - geometry.tableFooterHeight,
                                        width: bounds.width, height: geometry.tableFooterHeight)
        // Cells that left the area go back to the pool before the new ones are asked for, so
        // that scrolling reuses them rather than making more.
        recycleItems(outside: Set(items(from: bounds.minY, to: bounds.maxY)))
        recycleItems(outside: fillVisibleArea(top: bounds.minY).wanted)
        for (item, view) in visibleItems {
            decorate(view, for: item)
            let target = frame(of: item)
            if view.frame != target, updateAnimationsRunning == 0 { view.frame = target }
        }
        updateContentSize()
    }

    /// Puts away the views of items not in `wanted` (none while an update animates them).
    private func recycleItems(outside wanted: Set<Item>) {
        guard updateAnimationsRunning == 0 else { return }
        // In order, so that the pools, and so the frames, are the same on every run.
        for (item, view) in visibleItems.sorted(by: { $0.key < $1.key }) where !wanted.contains(item) {
            visibleItems[item] = nil
            recycle(view, for: item)
        }
    }

    /// The rows, headers and footers that overlap `minY..<maxY`.
    private func items(from minY: CGFloat, to maxY: CGFloat) -> [Item] {
        var (headers, footers) = geometry.headersAndFooters(from: minY, to: maxY)
        // The floating header of the section at the top of a plain table shows wherever its
        // own place is.
        if style == .plain, let top = geometry.section(at: minY + adjustedContentInset.top), !headers.contains(top),
           geometry.sections[top].headerHeight > 0 {
            headers.append(top)
        }
        return geometry.rows(from: minY, to: maxY).map(Item.row) + headers.map(Item.header) + footers.map(Item.footer)
    }

    /// Makes the views missing for what the visible area overlaps when its top is at `top`,
    /// measuring rows of automatic height as their cells appear (which may move the rows below
    /// into or out of view: a few rounds settle it). Returns what the area overlaps and the
    /// items whose views it made.
    @discardableResult
    func fillVisibleArea(top: CGFloat) -> (wanted: Set<Item>, made: [Item]) {
        var wanted = Set<Item>(), made: [Item] = []
        for _ in 0..<4 {
            wanted = Set(items(from: top, to: top + bounds.height))
            var measuredAny = false
            for item in wanted.sorted() where visibleItems[item] == nil {
                guard let view = makeView(for: item) else { continue }
                visibleItems[item] = view
                made.append(item)
                if case .row(let path) = item, let cell = view as? UITableViewCell, measureIfNeeded(cell, at: path) { measuredAny = true }
            }
            if !measuredAny { break }
        }
        return (wanted, made)
    }

    /// The view for `item`: the data source's cell (displayed), or a header or footer.
    private func makeView(for item: Item) -> UIView? {
        switch item {
        case .row(let path):
            // A view made during an update inside the caller's animation block takes its place
            // at once (a cell, new or reused, must not slide from where it was set up or last
            // shown); the update animates it from where it starts.
            var made: UITableViewCell!
            UIView.performWithoutAnimation { made = askCell(path) }
            let cell: UITableViewCell = made
            UIView.performWithoutAnimation {
                decorate(cell, for: item)
                cell.frame = frame(of: item)
                insertSubview(cell, at: 0)
                cell.layoutSubtreeIfNeeded()
            }
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            return cell
        case .header(let section), .footer(let section):
            guard let view = headerFooterView(for: item, section: section) else { return nil }
            UIView.performWithoutAnimation {
                view.frame = frame(of: item)
                addSubview(view)
            }
            if case .footer = item {
                tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
            } else {
                tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
            }
            return view
        }
    }

    /// The cell the data source gives for the row, set up for the table. A data source that
    /// gives a cell already shown for another row, or for a row beyond its counts, is UIKit's
    /// exception; the lab reports it and shows an empty cell.
    func askCell(_ path: IndexPath) -> UITableViewCell {
        guard let dataSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        if cell.superview === self, visibleItems.values.contains(where: { $0 === cell }) {
            LabDiagnostics.report("UITableView: the data source returned a cell already shown for another row (row \(path.row) in section \(path.section)); an empty cell is shown",
                                  kind: "UITableView: a cell shown twice")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.isHidden = false
        return cell
    }

    /// Sets the cell up for its place: margins, separator, background, selection and, in an
    /// inset grouped section, its rounded corners.
    func decorate(_ view: UIView, for item: Item) {
        switch item {
        case .row(let path):
            guard let cell = view as? UITableViewCell, geometry.contains(path) else { return }
            let count = geometry.sections[path.section].count
            let isFirst = path.row == 0, isLast = path.row == count - 1
            let scale = max(1, UIScreen.main.scale)
            cell.contentMargin = contentMargin
            cell.separatorHeight = separatorStyle == .none ? 0 : 1 / scale
            cell.applyTableSeparatorInset(separatorInset)
            if cell.separatorView.backgroundColor != separatorColor { cell.separatorView.backgroundColor = separatorColor }
            let hidesSeparator = separatorStyle == .none || (style == .insetGrouped && isLast)
            if cell.separatorView.isHidden != hidesSeparator { cell.separatorView.isHidden = hidesSeparator }
            // A grouped section is closed by full-width hairlines above and below it.
            let hidesTop = separatorStyle == .none || style != .grouped || !isFirst
            if cell.topSeparatorView.isHidden != hidesTop { cell.topSeparatorView.isHidden = hidesTop }
            if !hidesTop, cell.topSeparatorView.backgroundColor != separatorColor { cell.topSeparatorView.backgroundColor = separatorColor }
            cell.separatorLeadingOverride = style == .grouped && isLast ? 0 : nil
            cell.applyTableBackgroundColor(style == .plain ? .systemBackground : .secondarySystemGroupedBackground)
            let selected = selectedRows.contains(path)
            if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
            configureEditing(of: cell, at: path)
            if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
            guard style == .insetGrouped else { return }
            let radius: CGFloat = isFirst || isLast ? 10 : 0
            var corners: CACornerMask = []
            if isFirst { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            guard cell.layer.cornerRadius != radius || cell.layer.maskedCorners != corners else { return }
            UIView.performWithoutAnimation {
                cell.layer.cornerRadius = radius
                cell.layer.maskedCorners = corners
            }
        case .header, .footer:
            (view as? UITableViewHeaderFooterView)?.textInset = sectionInset + contentMargin
        }
    }

    /// The header or footer view for `item`: the delegate's view, else a title view of the
    /// table's style, else none.
    private func headerFooterView(for item: Item, section: Int) -> UIView? {
        let isFooter: Bool
        if case .footer = item { isFooter = true } else { isFooter = false }
        if let view = isFooter ? tableDelegate?.tableView(self, viewForFooterInSection: section)
            : tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            (view as? UITableViewHeaderFooterView).map { configureTitleView($0, isFooter: isFooter) }
            if let view = view as? UITableViewHeaderFooterView, let title = title(isFooter: isFooter, section: section),
               view.textLabel?.text == nil {
                view.showTitle(title)
            }
            return view
        }
        guard let title = title(isFooter: isFooter, section: section) else { return nil }
        let view = titleView(isFooter: isFooter)
        view.showTitle(title)
        return view
    }

    private func title(isFooter: Bool, section: Int) -> String? {
        let title = isFooter ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
        return title?.isEmpty == false ? title : nil
    }

    /// A header or footer view of the table's style for a title.
    private func titleView(isFooter: Bool) -> UITableViewHeaderFooterView {
        let view = dequeueReusableHeaderFooterView(withIdentifier: UITableView.titleViewIdentifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: UITableView.titleViewIdentifier)
        configureTitleView(view, isFooter: isFooter)
        return view
    }

    private func configureTitleView(_ view: UITableViewHeaderFooterView, isFooter: Bool) {
        view.tableStyle = style
        view.isFooter = isFooter
        view.textInset = sectionInset + contentMargin
    }

    /// Takes `view` off the table: a cell goes to its reuse pool, a header or footer to its
    /// own; the delegate hears that it ended displaying.
    func recycle(_ view: UIView, for item: Item) {
        view.removeFromSuperview()
        switch item {
        case .row(let path):
            guard let cell = view as? UITableViewCell else { return }
            if geometry.contains(path) { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path) }
            enqueue(cell)
        case .header(let section):
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            (view as? UITableViewHeaderFooterView).map(recycleHeaderFooter)
        case .footer(let section):
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            (view as? UITableViewHeaderFooterView).map(recycleHeaderFooter)
        }
    }

    /// Puts the cell in its identifier's reuse pool (a cell without one is dropped).
    func enqueue(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        guard let identifier = cell.reuseIdentifier else { return }
        reusableCells[identifier, default: []].append(cell)
    }

    private func recycleHeaderFooter(_ view: UITableViewHeaderFooterView) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        reusableHeaderFooters[identifier, default: []].append(view)
    }

    /// Measures the cell of a row of automatic height that has not been measured; returns
    /// whether its height changed.
    func measureIfNeeded(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
        guard unmeasuredRows.indices.contains(path.section), unmeasuredRows[path.section].contains(path.row) else { return false }
        unmeasuredRows[path.section].remove(path.row)
        return measure(cell, at: path)
    }

    /// Sets the row's height to what its cell's content needs; returns whether it changed.
    @discardableResult
    func measure(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
        let width = frame(of: .row(path)).width
        let height = checkedHeight(cell.fittingHeight(width: width), what: "self-sizing height of row \(path.row) in section \(path.section)",
                                   fallback: 44)
        guard height != geometry.rowSpan(path).height else { return false }
        geometry.setHeight(height, ofRow: path)
        return true
    }

    // MARK: Selection

    /// The selected rows.
    var selectedRows: [IndexPath] = []

    /// The selected row (the first, when several are), or nil.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.sorted().first }

    /// The selected rows, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects the row (deselecting the others unless `allowsMultipleSelection`) and scrolls
    /// it to `scrollPosition`; the delegate is not told, as in UIKit. Nil deselects every row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for path in selectedRows { deselectRow(at: path, animated: animated) }
            return
        }
        guard geometry.contains(indexPath) else {
            LabDiagnostics.report("UITableView.selectRow: row \(indexPath.count == 2 ? indexPath.row : -1) in section \(indexPath.count == 2 ? indexPath.section : -1) does not exist; ignored")
            return
        }
        if !allowsMultipleSelection {
            for path in selectedRows where path != indexPath { deselectRow(at: path, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        (visibleItems[.row(indexPath)] as? UITableViewCell)?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row; `animated` fades its selected background. The delegate is not told.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        (visibleItems[.row(indexPath)] as? UITableViewCell)?.setSelected(false, animated: animated)
    }

    // MARK: Updates

    /// Update animations under way: cells they move out of view stay until they end.
    var updateAnimationsRunning = 0
    /// The updates recorded since `beginUpdates()`, and how deep the calls nest.
    var pendingUpdate: TableUpdate?
    var updateDepth = 0
    var pendingCompletions: [(Bool) -> Void] = []
}
