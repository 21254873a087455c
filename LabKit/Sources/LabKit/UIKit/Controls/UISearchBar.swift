import Foundation

/// The text field of a search bar (iOS 13): a rounded field with a magnifying glass before the
/// text. Tokens are not supported.
open class UISearchTextField: UITextField {
    /// The side views sit this far in from the field's ends, and the text this far from them.
    static let sideInset: CGFloat = 8
    static let textGap: CGFloat = 6

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: UISearchTextField.sideInset, dy: 0)
    }

    open override func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        super.rightViewRect(forBounds: bounds).offsetBy(dx: -UISearchTextField.sideInset, dy: 0)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.textRect(forBounds: bounds)
        let leading = leftView == nil ? UISearchTextField.sideInset : UISearchTextField.textGap
        rect.origin.x += leading
        rect.size.width = max(0, rect.width - leading - UISearchTextField.textGap)
        return rect
    }
}

/// A search field on a bar: type to search, the keyboard's search key, and optional cancel,
/// bookmark and results-list buttons, reported to the `delegate`. Laid out as on iOS 13 and
/// later phones: a 56-point bar whose 36-point rounded field sits 8 points in from each side
/// (the cancel button, when shown, takes the right end), a magnifying glass before the text,
/// and "Search" as the placeholder until one is set.
open class UISearchBar: UIView {
    /// How the bar is drawn.
    public enum Style: UInt, Sendable {
        /// The bar's background behind a filled field (`prominent` on phones).
        case `default`
        /// A background behind the field.
        case prominent
        /// No background: only the field.
        case minimal
    }

    /// The bar's height.
    static let barHeight: CGFloat = 56
    /// The field's height and its inset from the bar's sides.
    static let fieldHeight: CGFloat = 36
    static let fieldInset: CGFloat = 8

    /// Told about editing, typing and the buttons.
    open weak var delegate: UISearchBarDelegate?
    /// The field the text is typed into.
    public let searchTextField = UISearchTextField()
    private let background = UIView()
    private let cancelButton = UIButton(type: .system)
    private let accessoryButton = UIButton(type: .system)
    private lazy var fieldDelegate = FieldDelegate(bar: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        addSubview(background)
        searchTextField.backgroundColor = .tertiarySystemFill
        searchTextField.layer.cornerRadius = 10
        searchTextField.font = .systemFont(ofSize: 17)
        searchTextField.placeholder = "Search"
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.tintColor = .systemGray
        glass.frame = CGRect(x: 0, y: 0, width: 17, height: 17)
        searchTextField.leftView = glass
        searchTextField.leftViewMode = .always
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [unowned self] _ in
            refreshAccessory()
            delegate?.searchBar(self, textDidChange: text ?? "")
        }, for: .editingChanged)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [unowned self] _ in delegate?.searchBarCancelButtonClicked(self) }, for: .touchUpInside)
        cancelButton.isHidden = true
        addSubview(cancelButton)
        accessoryButton.frame = CGRect(x: 0, y: 0, width: 22, height: 22)
        accessoryButton.addAction(UIAction { [unowned self] _ in
            if showsSearchResultsButton {
                delegate?.searchBarResultsListButtonClicked(self)
            } else {
                delegate?.searchBarBookmarkButtonClicked(self)
            }
        }, for: .touchUpInside)
        refreshBackground()
    }

    // MARK: Text

    /// The text in the field; setting it does not tell the delegate, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            refreshAccessory()
        }
    }

    /// The placeholder shown while the field is empty (nil shows "Search").
    open var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? "Search" }
    }

    // MARK: Buttons

    /// Whether the cancel button shows at the right end.
    open var showsCancelButton: Bool {
        get { cancelShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var cancelShown = false

    /// Shows or hides the cancel button; animated, it slides in from the right edge (or out
    /// past it) over 0.25 s while the field makes room.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != cancelShown else { return }
        cancelShown = showsCancelButton
        guard animated, window != nil else {
            cancelButton.isHidden = !showsCancelButton
            setNeedsLayout()
            return
        }
        if showsCancelButton {
            UIView.performWithoutAnimation {
                cancelButton.frame = cancelFrame(offscreen: true)
                cancelButton.isHidden = false
            }
        }
        setNeedsLayout()
        UIView.animate(withDuration: 0.25, animations: { self.layoutIfNeeded() }, completion: { _ in
            if !self.cancelShown { self.cancelButton.isHidden = true }
        })
    }

    /// Where the cancel button goes: at the right end, 8 points in, or just past the right edge.
    private func cancelFrame(offscreen: Bool) -> CGRect {
        let size = cancelButton.intrinsicContentSize
        let x = offscreen ? bounds.maxX : bounds.maxX - UISearchBar.fieldInset - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Whether a bookmark button shows in the empty field.
    open var showsBookmarkButton = false { didSet { refreshAccessory() } }
    /// Whether a search results button shows in the empty field (in place of the bookmark button).
    open var showsSearchResultsButton = false { didSet { refreshAccessory() } }
    /// Whether the search results button is drawn selected.
    open var isSearchResultsButtonSelected = false { didSet { accessoryButton.isSelected = isSearchResultsButtonSelected } }

    /// The bookmark or results button, in the field while it is empty.
    private func refreshAccessory() {
        let shows = (showsBookmarkButton || showsSearchResultsButton) && (text ?? "").isEmpty
        if shows {
            accessoryButton.setImage(UIImage(systemName: showsSearchResultsButton ? "list.bullet" : "book"), for: .normal)
            searchTextField.rightView = accessoryButton
            searchTextField.rightViewMode = .always
        } else {
            searchTextField.rightView = nil
        }
    }

    // MARK: Look

    /// How the bar is drawn (default `.default`).
    open var searchBarStyle = Style.default { didSet { refreshBackground() } }
    /// The bar's style (dark draws a black bar).
    open var barStyle = UIBarStyle.default { didSet { refreshBackground() } }
    /// The bar's background color (nil: the system background).
    open var barTintColor: UIColor? { didSet { refreshBackground() } }

    private func refreshBackground() {
        background.isHidden = searchBarStyle == .minimal
        background.backgroundColor = barTintColor ?? (barStyle == .black ? .black : .systemBackground)
    }

    // MARK: Layout

    /// The bar's height, 56 points, across the width offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UISearchBar.barHeight)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let inset = UISearchBar.fieldInset
        var fieldWidth = bounds.width - 2 * inset
        cancelButton.frame = cancelFrame(offscreen: !cancelShown)
        if cancelShown { fieldWidth -= cancelButton.frame.width + inset }
        searchTextField.frame = CGRect(x: inset, y: bounds.midY - UISearchBar.fieldHeight / 2, width: max(0, fieldWidth), height: UISearchBar.fieldHeight)
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// The field's delegate, passing its calls on as the search bar's.
    private final class FieldDelegate: UITextFieldDelegate {
        unowned let bar: UISearchBar
        init(bar: UISearchBar) { self.bar = bar }

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.delegate?.searchBarShouldBeginEditing(bar) ?? true }
        func textFieldDidBeginEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidBeginEditing(bar) }
        func textFieldDidEndEditing(_ textField: UITextField) { bar.delegate?.searchBarTextDidEndEditing(bar) }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            bar.delegate?.searchBar(bar, shouldChangeTextIn: range, replacementText: string) ?? true
        }
        /// The search key: the delegate hears it and editing goes on.
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            bar.delegate?.searchBarSearchButtonClicked(bar)
            return false
        }
    }
}
