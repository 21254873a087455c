import Foundation

/// A section's header or footer: a `contentView` for content of your own and a `textLabel`
/// the table fills with the section's title, drawn as the table's style draws titles (a
/// grouped table's header in small gray capitals near its bottom edge, its footer in small
/// gray text under the section; a plain table's header in bold on a light gray band).
/// The table reuses them as it reuses cells.
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the table reuses the view under.
    public let reuseIdentifier: String?
    /// The view content goes in.
    public let contentView = UIView()

    /// The title label (created on first use, as in UIKit).
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        label.numberOfLines = 0
        storedTextLabel = label
        contentView.addSubview(label)
        applyStyle()
        return label
    }
    private var storedTextLabel: UILabel?

    /// A view behind the content (default nil).
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// How the table draws titles in this view: its style, and whether it is a footer.
    var tableStyle = UITableView.Style.plain { didSet { applyStyle() } }
    var isFooter = false { didSet { applyStyle() } }
    /// Where the title starts: the leading edge of the rows' text.
    var textInset: CGFloat = 16 { didSet { setNeedsLayout() } }

    /// Creates a header or footer view the table reuses under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view of a registered class, as the table makes them (see `UITableViewCell`'s
    /// `init(registeredReuseIdentifier:)`).
    public required convenience init(registeredReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Creates a view that is not reused.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a view that is not reused (there are no nibs in the lab).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Called before the table hands the view out again; the default does nothing.
    open func prepareForReuse() {}

    /// The title's font and color for the table's style (iOS 13 and later, at the default
    /// text size): 13 points in `secondaryLabel` for grouped titles, 17 bold in `label` on
    /// a light band for a plain table's.
    private func applyStyle() {
        guard let label = storedTextLabel else { return }
        if tableStyle == .plain {
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = .label
            if !isFooter, backgroundView == nil { backgroundColor = UIColor(red: 247 / 255, green: 247 / 255, blue: 247 / 255, alpha: 1) }
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
        }
        setNeedsLayout()
    }

    /// The title as the table's style shows it: grouped headers in capitals.
    func showTitle(_ title: String) {
        textLabel?.text = tableStyle != .plain && !isFooter ? title.uppercased() : title
    }

    /// The height that fits `title` at `width`, by the table's style: the grouped header's
    /// 38 points for one line (the text 7 points above its bottom edge), its footer's text
    /// with 7 points above and 17 under it, the plain header's 28-point band.
    func fittingHeight(width: CGFloat) -> CGFloat {
        guard let label = storedTextLabel, label.text?.isEmpty == false else { return 0 }
        let text = label.sizeThatFits(CGSize(width: max(0, width - 2 * textInset), height: .greatestFiniteMagnitude)).height
        let scale = max(1, UIScreen.main.scale)
        func pixel(_ v: CGFloat) -> CGFloat { (v * scale).rounded(.up) / scale }
        switch (tableStyle, isFooter) {
        case (.plain, _): return max(28, pixel(text + 7))
        case (_, false): return max(38, pixel(text + 22))
        case (_, true): return pixel(text + 24)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        guard let label = storedTextLabel else { return }
        let width = max(0, bounds.width - 2 * textInset)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let y: CGFloat
        switch (tableStyle, isFooter) {
        case (.plain, _): y = ((bounds.height - height) / 2).rounded()
        case (_, false): y = bounds.height - 7 - height
        case (_, true): y = 7
        }
        label.frame = CGRect(x: textInset, y: y, width: width, height: height)
    }
}
