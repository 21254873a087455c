import Foundation

/// One row of a table view: a `contentView` for the row's content (the standard styles put a
/// `textLabel`, a `detailTextLabel` and an `imageView` in it), an accessory on the trailing
/// edge, the gray background of a selected row and the separator under it.
///
/// The table view reuses cells: subclass it, `register` the class, and configure each cell
/// `dequeueReusableCell(withIdentifier:for:)` gives you; `prepareForReuse()` runs before a
/// cell is handed out again.
open class UITableViewCell: UIView {
    /// The standard layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
        /// A label on the leading side (and an optional image before it).
        case `default`
        /// A label on the leading side and a gray detail label on the trailing side (Settings).
        case value1
        /// A small tinted label right-aligned in a column, then the detail label (Contacts).
        case value2
        /// A label with a smaller detail label under it.
        case subtitle
    }

    /// The standard accessories of the trailing edge.
    public enum AccessoryType: Int, Sendable {
        /// No accessory.
        case none
        /// A gray chevron: the row leads somewhere.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark in the tint: the row is chosen.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a selected or highlighted cell looks.
    public enum SelectionStyle: Int, Sendable {
        /// Unchanged.
        case none
        /// Gray since iOS 7, as `.gray` and `.default`.
        case blue
        /// Gray.
        case gray
        /// Gray (`systemGray4`).
        case `default`
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        /// Nothing.
        case none
        /// Delete it.
        case delete
        /// Insert one.
        case insert
    }

    /// The identifier the table reuses the cell under.
    public let reuseIdentifier: String?
    /// The style of the standard labels.
    let style: CellStyle

    /// The view the row's content goes in: add subviews here, not to the cell. The table
    /// shortens it for the accessory.
    public let contentView = UIView()

    /// The cell's main label (created on first use, as in UIKit).
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        if style == .value2 {
            label.font = .systemFont(ofSize: 15, weight: .semibold)
            label.textColor = .systemBlue
            label.textAlignment = .right
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }
    private var storedTextLabel: UILabel?

    /// The detail label of the `.value1`, `.value2` and `.subtitle` styles; nil for `.default`.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = UILabel()
        switch style {
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case .subtitle:
            label.font = .systemFont(ofSize: 12)
            label.textColor = .label
        case .value2, .default:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .label
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }
    private var storedDetailTextLabel: UILabel?

    /// The image on the leading side (created on first use; shown when it has an image).
    open var imageView: UIImageView? {
        if let view = storedImageView { return view }
        let view = UIImageView()
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }
    private var storedImageView: UIImageView?

    /// The content as one value (iOS 14): its view fills the content view, in place of the
    /// standard labels and image. Setting another of the same kind updates the view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            contentConfigurationSlot.show(contentConfiguration, in: contentView)
            setNeedsLayout()
        }
    }
    private var contentConfigurationSlot = ContentConfigurationSlot()

    /// A list content configuration styled for the cell's style: a subtitle cell's for
    /// `.subtitle`, a value cell's for `.value1` and `.value2`, else a plain cell's.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        case .default: return .cell()
        }
    }

    /// The cell's state for its configurations: selected, highlighted, editing.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    /// The standard accessory (default `.none`); `accessoryView` takes its place when set.
    open var accessoryType: AccessoryType = .none {
        didSet {
            guard accessoryType != oldValue else { return }
            standardAccessory?.removeFromSuperview()
            standardAccessory = accessoryType == .none ? nil : TableAccessoryView(type: accessoryType)
            if let standardAccessory, accessoryView == nil { addSubview(standardAccessory) }
            accessoryIsNew = true
            setNeedsLayout()
        }
    }
    private var standardAccessory: TableAccessoryView?

    /// A view of your own on the trailing edge, sized by its frame (default nil).
    open var accessoryView: UIView? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            accessoryIsNew = true
            if let standardAccessory {
                if accessoryView == nil { addSubview(standardAccessory) } else { standardAccessory.removeFromSuperview() }
            }
            setNeedsLayout()
        }
    }

    /// The accessory shown: `accessoryView`, else the standard one.
    var shownAccessory: UIView? { accessoryView ?? standardAccessory }
    /// Whether the accessory changed since the last layout: a new accessory takes its place at
    /// once rather than flying in from the corner inside an animation (a row expanding).
    private var accessoryIsNew = false

    /// How selection and highlighting look (default `.default`: gray).
    open var selectionStyle: SelectionStyle = .default {
        didSet { updateSelectionAppearance() }
    }

    /// A view behind the content (default nil: the cell's background color shows).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// The view shown behind the content while the cell is selected or highlighted (default:
    /// a view in `systemGray4`, UIKit's selection gray in light mode).
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            installSelectedBackground()
        }
    }

    /// The separator's insets from the cell's edges (default 16 points on the leading side,
    /// UIKit's standard margin; the table's `separatorInset` sets it for every cell).
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset }
        set {
            hasOwnSeparatorInset = true
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    private var storedSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether `separatorInset` was set on this cell rather than taken from the table.
    private(set) var hasOwnSeparatorInset = false

    /// Takes the table's separator inset unless the cell has its own.
    func applyTableSeparatorInset(_ inset: UIEdgeInsets) {
        guard !hasOwnSeparatorInset, storedSeparatorInset != inset else { return }
        storedSeparatorInset = inset
        setNeedsLayout()
    }

    /// The hairline under the row, placed by the cell, shown and colored by the table.
    let separatorView = UIView()
    /// The full-width hairline over the first row of a grouped section, shown by the table.
    let topSeparatorView = UIView()
    /// Where the table starts this cell's separator (nil: at the inset).
    var separatorLeadingOverride: CGFloat? {
        didSet { if separatorLeadingOverride != oldValue { setNeedsLayout() } }
    }
    /// The standard margin the labels and accessory keep from the cell's edges.
    var contentMargin: CGFloat = 16 {
        didSet { if contentMargin != oldValue { setNeedsLayout() } }
    }
    /// The height the separator takes from the bottom of the content view.
    var separatorHeight: CGFloat = 0 {
        didSet { if separatorHeight != oldValue { setNeedsLayout() } }
    }

    /// Creates a cell of `style` that the table reuses under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        configure()
    }

    /// Creates a `.default` cell that is not reused.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// A cell of a registered class, as the table makes them: `init(style: .default,
    /// reuseIdentifier:)`, which subclasses override. (UIKit calls that initializer through
    /// the Objective-C runtime; Swift calls it through this required one, which a subclass
    /// inherits when it overrides `init(style:reuseIdentifier:)` or declares no initializer.)
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    /// Creates a `.default` cell (there are no nibs in the lab).
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        clipsToBounds = true
        contentView.layoutState.encapsulatesSize = true
        contentView.frame = bounds
        addSubview(contentView)
        let selectionGray = UIView()
        selectionGray.backgroundColor = .systemGray4
        selectedBackgroundView = selectionGray
        for separator in [separatorView, topSeparatorView] {
            separator.isUserInteractionEnabled = false
            separator.isHidden = true
            addSubview(separator)
        }
    }

    /// Puts the selected background behind the content, hidden until the cell is selected.
    private func installSelectedBackground() {
        guard let view = selectedBackgroundView else { return }
        view.isUserInteractionEnabled = false
        insertSubview(view, belowSubview: contentView)
        updateSelectionAppearance()
        setNeedsLayout()
    }

    // MARK: Background

    /// The cell's background color. Unless set, the table's: white, as plain and grouped
    /// tables give their cells (`systemBackground`, `secondarySystemGroupedBackground`).
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            hasOwnBackgroundColor = true
            super.backgroundColor = newValue
        }
    }
    private var hasOwnBackgroundColor = false

    /// Sets the table's background for cells unless the cell has its own.
    func applyTableBackgroundColor(_ color: UIColor) {
        guard !hasOwnBackgroundColor, super.backgroundColor != color else { return }
        super.backgroundColor = color
    }

    // MARK: Selection

    /// Whether the row is selected; the selected background shows. Setting it does not
    /// animate (see `setSelected(_:animated:)`).
    open var isSelected: Bool {
        get { storedSelected }
        set { setSelected(newValue, animated: false) }
    }
    private var storedSelected = false

    /// Whether a finger is on the row; the selected background shows.
    open var isHighlighted: Bool {
        get { storedHighlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var storedHighlighted = false

    /// Selects or deselects the cell; `animated` fades the selected background (UIKit's
    /// deselection fade), else it changes at once. Override it to change the content too.
    open func setSelected(_ selected: Bool, animated: Bool) {
        storedSelected = selected
        updateSelectionAppearance(animated: animated)
    }

    /// Highlights the cell or ends the highlight, as `setSelected(_:animated:)` does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        storedHighlighted = highlighted
        updateSelectionAppearance(animated: animated)
    }

    /// How long the selected background fades when animated. UIKit's deselection fade (as
    /// `deselectRow(at:animated: true)` shows it) takes about a quarter of a second.
    static let selectionFadeDuration: TimeInterval = 0.25

    private func updateSelectionAppearance(animated: Bool = false) {
        guard let view = selectedBackgroundView else { return }
        let alpha: CGFloat = selectionStyle != .none && (storedSelected || storedHighlighted) ? 1 : 0
        guard view.alpha != alpha else { return }
        if animated {
            UIView.animate(withDuration: UITableViewCell.selectionFadeDuration, delay: 0, options: [.allowUserInteraction],
                           animations: { view.alpha = alpha })
        } else {
            UIView.performWithoutAnimation { view.alpha = alpha }
        }
    }

    // MARK: Reuse

    /// Called before the table hands the cell out again: reset state that does not belong to
    /// the next row. The default ends selection and highlighting, and closes swipe actions.
    open func prepareForReuse() {
        storedSelected = false
        storedHighlighted = false
        updateSelectionAppearance()
        alpha = 1
        transform = .identity
        swipeOffset = 0
        swipeActionsView = nil
    }

    // MARK: Swipe actions

    /// The buttons a swipe revealed, on the edge it revealed them.
    var swipeActionsView: SwipeActionsView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let swipeActionsView { addSubview(swipeActionsView) }
        }
    }

    /// How far the swipe moved the content: negative to the leading side (trailing actions
    /// show), positive to the trailing side. The cell's bounds shift by it, so the content,
    /// accessory and backgrounds move while the action buttons stay in view.
    var swipeOffset: CGFloat = 0 {
        didSet {
            guard swipeOffset != oldValue else { return }
            bounds.origin.x = -swipeOffset
            setNeedsLayout()
        }
    }

    // MARK: Editing

    /// Whether the cell is in editing mode: the table shows its editing control on the
    /// leading edge (its content moving aside) and its reorder control on the trailing edge,
    /// and hides its accessory. Setting it does not animate (see `setEditing(_:animated:)`).
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }
    private var storedEditing = false

    /// Enters or leaves editing mode; `animated` slides the controls and the content into
    /// their places. The table calls it for its rows from `UITableView.setEditing(_:animated:)`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        setNeedsLayout()
        guard animated else { return }
        UIView.animate(withDuration: UITableViewCell.editingTransitionDuration, delay: 0, options: [.allowUserInteraction],
                       animations: { self.layoutSubtreeIfNeeded() })
    }

    /// Whether the content moves aside for the editing control in editing mode (default true).
    open var shouldIndentWhileEditing = true {
        didSet { setNeedsLayout() }
    }

    /// How long entering and leaving editing mode takes (UIKit does not document it; about
    /// as long as its row animations).
    static let editingTransitionDuration: TimeInterval = 0.3

    /// The control the table gives the row in editing mode (`.none`: none).
    private(set) var editingControlStyle: EditingStyle = .none
    /// Whether the row shows a reorder control in editing mode.
    private(set) var showsReorderGrip = false
    /// Whether the table's delegate lets the row's content indent in editing mode.
    private(set) var tableIndentsWhileEditing = true
    /// The leading control, made when the row first needs one and kept (off the cell's
    /// leading edge) outside editing mode so that it can slide in and out.
    private(set) var editingControl: TableEditingControl?
    /// The trailing grip, kept as the editing control is.
    private(set) var reorderControl: TableReorderControl?

    /// Sets what the row shows in editing mode, as the table's data source and delegate say.
    func configureEditing(style: EditingStyle, reorders: Bool, indents: Bool) {
        if style != .none, editingControl?.style != style {
            editingControl?.removeFromSuperview()
            let control = TableEditingControl(style: style)
            // Laid out where it waits, so that only the control slides in, not its parts.
            UIView.performWithoutAnimation {
                control.frame = editingControlFrame(shown: false)
                control.layoutIfNeeded()
            }
            addSubview(control)
            editingControl = control
        }
        if reorders, reorderControl == nil {
            let control = TableReorderControl()
            UIView.performWithoutAnimation {
                control.frame = reorderControlFrame(shown: false)
                control.layoutIfNeeded()
            }
            addSubview(control)
            reorderControl = control
        }
        guard style != editingControlStyle || reorders != showsReorderGrip || indents != tableIndentsWhileEditing else { return }
        editingControlStyle = style
        showsReorderGrip = reorders
        tableIndentsWhileEditing = indents
        setNeedsLayout()
    }

    /// Where the editing control goes: in its column on the leading edge, or just off it.
    private func editingControlFrame(shown: Bool) -> CGRect {
        let width = TableEditingControl.width
        return CGRect(x: shown ? 0 : -width, y: 0, width: width, height: max(0, bounds.height - separatorHeight))
    }

    /// Where the reorder control goes: in its column on the trailing edge, or just off it.
    private func reorderControlFrame(shown: Bool) -> CGRect {
        let width = TableReorderControl.width
        return CGRect(x: bounds.width - (shown ? width : 0), y: 0, width: width, height: max(0, bounds.height - separatorHeight))
    }

    /// How far the content moves aside for the editing control.
    private var editingIndent: CGFloat {
        storedEditing && editingControlStyle != .none && shouldIndentWhileEditing && tableIndentsWhileEditing
            ? TableEditingControl.width : 0
    }

    /// Places the editing controls for the cell's state; returns the content's leading and
    /// trailing edges they leave.
    private func layoutEditingControls() -> (leading: CGFloat, trailing: CGFloat?) {
        let showsControl = storedEditing && editingControlStyle != .none
        if let editingControl {
            editingControl.frame = editingControlFrame(shown: showsControl)
            editingControl.alpha = showsControl ? 1 : 0
            // A swipe moved the content aside for the Delete button the control asked for.
            editingControl.isConfirmingDeletion = showsControl && swipeOffset < 0
        }
        let showsGrip = storedEditing && showsReorderGrip
        if let reorderControl {
            reorderControl.frame = reorderControlFrame(shown: showsGrip)
            reorderControl.alpha = showsGrip ? 1 : 0
        }
        return (editingIndent, showsGrip ? bounds.width - TableReorderControl.width : nil)
    }

    /// Whether `point` (in the cell's coordinates) is on the editing control shown.
    func editingControlContains(_ point: CGPoint) -> Bool {
        guard storedEditing, editingControlStyle != .none, let editingControl else { return false }
        return editingControl.frame.contains(point)
    }

    /// Whether `point` (in the cell's coordinates) is on the reorder control shown.
    func reorderControlContains(_ point: CGPoint) -> Bool {
        guard storedEditing, showsReorderGrip, let reorderControl else { return false }
        return reorderControl.frame.contains(point)
    }

    // MARK: Layout

    /// Sizes `contentView` (leaving room for the accessory, the editing controls and the
    /// separator), places the accessory, the controls, the backgrounds and the separator, and
    /// lays out the standard labels.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.size, margin = contentMargin
        var contentWidth = size.width
        let (leading, gripEdge) = layoutEditingControls()
        // In editing mode the accessory gives way (UIKit shows `editingAccessoryType`, none
        // by default).
        shownAccessory?.alpha = storedEditing ? 0 : 1
        if let gripEdge {
            contentWidth = gripEdge
        } else if let accessory = shownAccessory, !storedEditing {
            let a = accessory.bounds.size
            // iOS keeps the accessory the standard margin from the trailing edge and the
            // content a few points from the accessory.
            let place = CGRect(x: size.width - margin - a.width, y: ((size.height - separatorHeight - a.height) / 2).rounded(),
                               width: a.width, height: a.height)
            if accessoryIsNew { UIView.performWithoutAnimation { accessory.frame = place } } else { accessory.frame = place }
            contentWidth = max(0, accessory.frame.minX - 4)
        }
        accessoryIsNew = false
        contentView.frame = CGRect(x: leading, y: 0, width: max(0, contentWidth - leading), height: max(0, size.height - separatorHeight))
        backgroundView?.frame = CGRect(origin: .zero, size: size)
        selectedBackgroundView?.frame = CGRect(origin: .zero, size: size)
        layoutStandardViews(trailingMargin: gripEdge != nil || (shownAccessory != nil && !storedEditing) ? 4 : margin)
        swipeActionsView?.layoutButtons(in: self)
        layoutSeparator()
    }

    /// Lays the standard labels and image out in the content view, as the cell's style places
    /// them (UIKit's metrics at the default text size; see DifferencesFromApple).
    private func layoutStandardViews(trailingMargin: CGFloat) {
        let bounds = contentView.bounds, margin = contentMargin
        var x = margin
        if let imageView = storedImageView {
            if let image = imageView.image {
                let side = min(image.size.height, bounds.height)
                let width = image.size.height > 0 ? image.size.width * side / image.size.height : 0
                imageView.frame = CGRect(x: margin, y: ((bounds.height - side) / 2).rounded(), width: width, height: side)
                x = imageView.frame.maxX + 16
            } else {
                imageView.frame = .zero
            }
        }
        let right = bounds.width - trailingMargin
        let text = storedTextLabel, detail = storedDetailTextLabel
        func fitted(_ label: UILabel?, width: CGFloat) -> CGFloat {
            guard let label, label.text?.isEmpty == false || label.attributedText != nil else { return 0 }
            return label.sizeThatFits(CGSize(width: max(0, width), height: .greatestFiniteMagnitude)).height
        }
        func centered(_ height: CGFloat) -> CGFloat { ((bounds.height - height) / 2).rounded() }
        switch style {
        case .default:
            let h = fitted(text, width: right - x)
            text?.frame = CGRect(x: x, y: centered(h), width: max(0, right - x), height: h)
        case .value1:
            let detailWidth = min(detail?.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width ?? 0,
                                  max(0, right - x))
            let dh = fitted(detail, width: detailWidth)
            detail?.frame = CGRect(x: right - detailWidth, y: centered(dh), width: detailWidth, height: dh)
            let textRight = detailWidth > 0 ? right - detailWidth - 8 : right
            let h = fitted(text, width: textRight - x)
            text?.frame = CGRect(x: x, y: centered(h), width: max(0, textRight - x), height: h)
        case .value2:
            let column = x + 75
            let h = fitted(text, width: column - x)
            text?.frame = CGRect(x: x, y: centered(h), width: column - x, height: h)
            let dh = fitted(detail, width: right - column - 6)
            detail?.frame = CGRect(x: column + 6, y: centered(dh), width: max(0, right - column - 6), height: dh)
        case .subtitle:
            let h = fitted(text, width: right - x), dh = fitted(detail, width: right - x)
            let top = centered(h + dh)
            text?.frame = CGRect(x: x, y: top, width: max(0, right - x), height: h)
            detail?.frame = CGRect(x: x, y: top + h, width: max(0, right - x), height: dh)
        }
    }

    /// The separator's leading edge: the text's, as UIKit's separators follow the text,
    /// unless the separator inset was set.
    private var separatorLeading: CGFloat {
        if let separatorLeadingOverride { return separatorLeadingOverride }
        if !hasOwnSeparatorInset, let list = contentConfigurationSlot.view as? UIListContentView, let text = list.imagedTextLeading {
            return contentView.frame.minX + list.frame.minX + text
        }
        if !hasOwnSeparatorInset, let label = storedTextLabel, label.text?.isEmpty == false,
           let image = storedImageView?.image, image.size.width > 0 {
            return label.frame.minX
        }
        return separatorInset.left
    }

    private func layoutSeparator() {
        let leading = separatorLeading + editingIndent
        separatorView.frame = CGRect(x: bounds.minX + leading, y: bounds.height - separatorHeight,
                                     width: max(0, bounds.width - leading - separatorInset.right), height: separatorHeight)
        bringSubviewToFront(separatorView)
        topSeparatorView.frame = CGRect(x: bounds.minX, y: 0, width: bounds.width, height: separatorHeight)
        bringSubviewToFront(topSeparatorView)
    }

    /// The height that fits the cell's content at `width`: Auto Layout's, when the content
    /// view has constraints inside it, else the standard style's (44 points for one line at
    /// the default text size, more for a subtitle or wrapped text), plus the separator.
    func fittingHeight(width: CGFloat) -> CGFloat {
        frame.size.width = width
        layoutSubtreeIfNeeded()
        if let shown = contentConfigurationSlot.view {
            let height = shown.sizeThatFits(CGSize(width: contentView.bounds.width, height: 0)).height
            let scale = max(1, UIScreen.main.scale)
            return max(44, ((height + separatorHeight) * scale).rounded(.up) / scale)
        }
        let engine = contentView.rootForLayout.layoutStateStorage?.ownEngine
        if let engine, !engine.constraintsInside(contentView).isEmpty {
            let size = contentView.systemLayoutSizeFitting(CGSize(width: contentView.bounds.width, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            return size.height + separatorHeight
        }
        let labels = [storedTextLabel, storedDetailTextLabel].compactMap { $0 }.filter { $0.text?.isEmpty == false }
        let text: CGFloat
        if style == .subtitle {
            text = labels.reduce(0) { $0 + $1.frame.height }
        } else {
            text = labels.map(\.frame.height).max() ?? 0
        }
        // 11 points above and below the text, as a 17-point line sits in a 44-point row
        // (the separator's hairline included).
        let scale = max(1, UIScreen.main.scale)
        return max(44, ((text + 22 + separatorHeight) * scale).rounded(.up) / scale)
    }
}
