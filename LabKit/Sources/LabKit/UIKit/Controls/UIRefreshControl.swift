import Foundation

/// A pull-to-refresh control: set as a scroll view's `refreshControl`, it sits above the
/// content, starts refreshing (a spinning activity indicator, and `.valueChanged` sent) when
/// the content is pulled down past its height and let go, and stays until `endRefreshing()`.
open class UIRefreshControl: UIControl {
    /// Whether the control shows that it is refreshing.
    open private(set) var isRefreshing = false
    /// A title under the spinner, centred; its own attributes win over the default 12-point
    /// gray.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.attributedText = attributedTitle
            titleLabel.isHidden = attributedTitle == nil
            setNeedsLayout()
        }
    }
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    /// The top inset the control added to its scroll view while refreshing.
    private var addedInset: CGFloat = 0

    /// The control's height, and how far the content must be pulled to refresh.
    static let height: CGFloat = 60

    /// A control for a scroll view's `refreshControl`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    private func setUp() {
        spinner.hidesWhenStopped = true
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 12)
        titleLabel.textColor = .systemGray
        titleLabel.textAlignment = .center
        titleLabel.isHidden = true
        addSubview(titleLabel)
    }

    /// A control for a scroll view's `refreshControl`.
    public convenience init() { self.init(frame: .zero) }

    /// There are no nibs in the lab: a control as `init()` makes it.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// The spinner's color.
    open override var tintColor: UIColor! {
        get { spinner.color }
        set { spinner.color = newValue ?? .gray }
    }

    /// Shows the control refreshing: the spinner turns and the scroll view's content moves
    /// down to show it.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        spinner.startAnimating()
        if let scrollView = superview as? UIScrollView {
            addedInset = UIRefreshControl.height
            scrollView.contentInset.top += addedInset
        }
    }

    /// Ends refreshing: the content moves back up, the spinner stops.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        if let scrollView = superview as? UIScrollView, addedInset > 0 {
            let inset = addedInset
            addedInset = 0
            UIView.animate(withDuration: 0.25) { scrollView.contentInset.top -= inset }
        }
    }

    /// Places the control above the content of `scrollView`.
    func place(in scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -UIRefreshControl.height, width: scrollView.bounds.width, height: UIRefreshControl.height)
        setNeedsLayout()
    }

    /// The spinner in the middle, or with a title, the spinner above it and both centred together.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !titleLabel.isHidden else {
            spinner.center = CGPoint(x: bounds.midX, y: bounds.midY)
            return
        }
        let titleHeight = titleLabel.sizeThatFits(CGSize(width: bounds.width - 32, height: bounds.height)).height
        let gap: CGFloat = 6, spinnerHeight = spinner.bounds.height
        let top = bounds.midY - (spinnerHeight + gap + titleHeight) / 2
        spinner.center = CGPoint(x: bounds.midX, y: top + spinnerHeight / 2)
        titleLabel.frame = CGRect(x: 16, y: top + spinnerHeight + gap, width: bounds.width - 32, height: titleHeight)
    }

    /// The content was let go: refreshes when it was pulled past the control's height.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView) {
        guard !isRefreshing, isEnabled, scrollView.contentOffset.y < -scrollView.adjustedContentInset.top - UIRefreshControl.height else { return }
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}
