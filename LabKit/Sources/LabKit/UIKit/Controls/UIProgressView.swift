import Foundation

/// A progress bar, drawn as iOS 13 and later draw it: a 4-point rounded light gray track
/// filled from its start in the tint colour up to `progress`.
open class UIProgressView: UIView {
    /// The look of the bar.
    public enum Style: Int, Sendable {
        /// The standard bar, on a light gray track.
        case `default`
        /// The bar of a toolbar: no track colour of its own.
        case bar
    }

    /// The bar's thickness.
    static let barHeight: CGFloat = 4
    /// The default track: iOS's `systemFill` (120, 120, 128 at 20 %).
    static let defaultTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// How long `setProgress(_:animated: true)` takes.
    static let animationDuration: TimeInterval = 0.25

    private let trackView = UIView()
    private let progressBar = UIView()

    /// The style (default `.default`).
    open var progressViewStyle: Style = .default { didSet { updateColors() } }

    /// The fraction done, clamped to 0…1 (default 0). NaN is ignored.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    /// The filled part's colour (nil: the tint colour).
    open var progressTintColor: UIColor? { didSet { updateColors() } }
    /// The track's colour (nil: light gray, or clear for `.bar`).
    open var trackTintColor: UIColor? { didSet { updateColors() } }

    /// A bar of `style`, 4 points high.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: UIProgressView.barHeight))
        progressViewStyle = style
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for view in [trackView, progressBar] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        updateColors()
    }

    /// Sets the fraction done (clamped to 0…1), growing or shrinking the bar over a quarter
    /// second when `animated`. NaN is ignored.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else { return LabDiagnostics.report("UIProgressView.progress NaN ignored") }
        storedProgress = min(max(progress, 0), 1)
        if animated && window != nil {
            UIView.animate(withDuration: UIProgressView.animationDuration, delay: 0, options: [.beginFromCurrentState],
                           animations: { self.layoutBar() })
        } else {
            setNeedsLayout()
        }
    }

    private func updateColors() {
        trackView.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : UIProgressView.defaultTrackColor)
        progressBar.backgroundColor = progressTintColor ?? tintColor
        let radius = progressViewStyle == .bar ? 0 : UIProgressView.barHeight / 2
        trackView.layer.cornerRadius = radius
        progressBar.layer.cornerRadius = radius
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func layoutBar() {
        trackView.frame = bounds
        progressBar.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width * CGFloat(storedProgress), height: bounds.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    /// The width asked for, 4 points high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: UIProgressView.barHeight) }

    /// No intrinsic width; 4 points high.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIProgressView.barHeight) }
}
