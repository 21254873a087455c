import Foundation

/// A row of segments, one selected, drawn as iOS 13 and later draw it: a light translucent
/// gray rounded rectangle with thin dividers, and a white rounded selection indicator with a
/// soft shadow that slides to the segment tapped.
///
/// A tap on another segment selects it and sends `.valueChanged`; setting
/// `selectedSegmentIndex` moves the indicator without animating and sends nothing, as in
/// UIKit.
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    /// The control's height on iOS 13 and later.
    static let intrinsicHeight: CGFloat = 32
    /// The background: iOS's `tertiarySystemFill` (118, 118, 128 at 12 %).
    static let backgroundFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The dividers between unselected segments.
    static let dividerColor = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.2)
    /// The outer corner radius.
    static let cornerRadius: CGFloat = 9
    /// How far the indicator sits inside its segment.
    static let indicatorInset: CGFloat = 2
    /// Room each side of a segment's title in the intrinsic size.
    static let titlePadding: CGFloat = 14
    /// How long the indicator takes to slide (a critically damped spring, settled at the end).
    static let slideDuration: TimeInterval = 0.3

    /// One segment's content.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var segmentViews: [UIView] = []
    private var dividers: [UIView] = []
    private let indicatorView = UIView()

    /// The index of the selected segment, or `noSegment` (the default). Setting an index
    /// outside the segments is ignored; setting it sends no event.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else {
                return LabDiagnostics.report("UISegmentedControl.selectedSegmentIndex \(newValue) is outside 0..<\(segments.count); ignored")
            }
            selected = newValue
            setNeedsLayout()
        }
    }
    private var selected = UISegmentedControl.noSegment

    /// The selection indicator's colour (nil: white).
    open var selectedSegmentTintColor: UIColor? { didSet { indicatorView.backgroundColor = selectedSegmentTintColor ?? .white } }

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Creates a control with a segment per item: a `String` is a title, a `UIImage` an image.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                LabDiagnostics.report("UISegmentedControl(items:): item \(type(of: item)) is neither a String nor a UIImage; skipped")
            }
        }
        rebuildSegments()
        bounds.size = intrinsicContentSize
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
        backgroundColor = UISegmentedControl.backgroundFill
        layer.cornerRadius = UISegmentedControl.cornerRadius
        indicatorView.backgroundColor = .white
        indicatorView.layer.cornerRadius = UISegmentedControl.cornerRadius - UISegmentedControl.indicatorInset
        indicatorView.layer.shadowColor = UIColor.black.cgColor
        indicatorView.layer.shadowOpacity = 0.12
        indicatorView.layer.shadowRadius = 4
        indicatorView.layer.shadowOffset = CGSize(width: 0, height: 3)
        indicatorView.layer.borderWidth = 0.5
        indicatorView.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        indicatorView.isUserInteractionEnabled = false
        indicatorView.isHidden = true
        addSubview(indicatorView)
    }

    // MARK: Segments

    /// Inserts a segment titled `title` at `segment` (clamped to 0…`numberOfSegments`). The
    /// selected segment stays selected.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (clamped to 0…`numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selected != UISegmentedControl.noSegment && selected >= index { selected += 1 }
        rebuildSegments()
    }

    /// Removes the segment at `segment`; removing the selected one leaves none selected. An
    /// index outside the segments is ignored.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else {
            return LabDiagnostics.report("UISegmentedControl.removeSegment(at: \(segment)) is outside 0..<\(segments.count); ignored")
        }
        segments.remove(at: segment)
        if selected == segment {
            selected = UISegmentedControl.noSegment
        } else if selected > segment {
            selected -= 1
        }
        rebuildSegments()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selected = UISegmentedControl.noSegment
        rebuildSegments()
    }

    /// Sets the title of the segment at `segment` (an index outside the segments is ignored).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else {
            return LabDiagnostics.report("UISegmentedControl.setTitle(forSegmentAt: \(segment)) is outside 0..<\(segments.count); ignored")
        }
        segments[segment].title = title
        segments[segment].image = nil
        rebuildSegments()
    }

    /// The title of the segment at `segment` (nil outside the segments).
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment` (an index outside the segments is ignored).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else {
            return LabDiagnostics.report("UISegmentedControl.setImage(forSegmentAt: \(segment)) is outside 0..<\(segments.count); ignored")
        }
        segments[segment].image = image
        segments[segment].title = nil
        rebuildSegments()
    }

    /// The image of the segment at `segment` (nil outside the segments).
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment`: a disabled segment is dimmed and taps on
    /// it do nothing.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        rebuildSegments()
    }

    /// Whether the segment at `segment` is enabled (false outside the segments).
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Makes a label or image view per segment and a divider between neighbours.
    private func rebuildSegments() {
        for view in segmentViews + dividers { view.removeFromSuperview() }
        segmentViews = segments.map { segment in
            let view: UIView
            if let image = segment.image {
                let imageView = UIImageView(image: image)
                imageView.contentMode = .center
                view = imageView
            } else {
                let label = UILabel()
                label.text = segment.title
                label.textAlignment = .center
                label.textColor = .black
                view = label
            }
            view.alpha = segment.isEnabled ? 1 : 0.35
            view.isUserInteractionEnabled = false
            return view
        }
        dividers = segments.dropFirst().map { _ in
            let divider = UIView()
            divider.backgroundColor = UISegmentedControl.dividerColor
            divider.isUserInteractionEnabled = false
            return divider
        }
        for divider in dividers { insertSubview(divider, belowSubview: indicatorView) }
        for view in segmentViews { addSubview(view) }
        setNeedsLayout()
    }

    // MARK: Layout

    /// The rectangle of segment `index` (equal widths).
    private func segmentFrame(_ index: Int) -> CGRect {
        let width = bounds.width / CGFloat(max(segments.count, 1))
        return CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
    }

    /// Places the indicator on the selected segment, hides the dividers beside it and sets
    /// each title's weight.
    private func layoutSelection() {
        if segments.indices.contains(selected) {
            indicatorView.isHidden = false
            let inset = UISegmentedControl.indicatorInset
            indicatorView.frame = segmentFrame(selected).insetBy(dx: inset, dy: inset)
        } else {
            indicatorView.isHidden = true
        }
        for (i, divider) in dividers.enumerated() {
            // Divider i sits between segments i and i + 1.
            divider.alpha = (i == selected || i + 1 == selected) ? 0 : 1
        }
        for (i, view) in segmentViews.enumerated() {
            (view as? UILabel)?.font = .systemFont(ofSize: 13, weight: i == selected ? .semibold : .regular)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (i, view) in segmentViews.enumerated() { view.frame = segmentFrame(i) }
        let dividerHeight = max(0, bounds.height - 16)
        for (i, divider) in dividers.enumerated() {
            divider.frame = CGRect(x: segmentFrame(i + 1).minX - 0.5, y: (bounds.height - dividerHeight) / 2, width: 1, height: dividerHeight)
        }
        layoutSelection()
    }

    // MARK: Tracking

    private var touchedSegment: Int?

    private func segment(at point: CGPoint) -> Int? {
        guard !segments.isEmpty, bounds.width > 0 else { return nil }
        let index = Int((point.x / bounds.width * CGFloat(segments.count)).rounded(.down))
        return min(max(index, 0), segments.count - 1)
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchedSegment = segment(at: touch.location(in: self))
        return touchedSegment != nil
    }

    /// Selects the segment under the finger when it lifts inside (it may have slid from the
    /// one it came down on), sliding the indicator over.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let index = touch.flatMap({ segment(at: $0.location(in: self)) }) ?? touchedSegment,
              segments[index].isEnabled, index != selected else { return }
        let hadSelection = segments.indices.contains(selected)
        selected = index
        if hadSelection && window != nil {
            UIView.animate(withDuration: UISegmentedControl.slideDuration, delay: 0, usingSpringWithDamping: 1,
                           initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction],
                           animations: { self.layoutSelection() })
        } else {
            UIView.performWithoutAnimation { layoutSelection() }
        }
        sendValueChanged()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    override func stateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    // MARK: Size

    /// Equal segments wide enough for the widest title, 32 points high.
    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { segment -> CGFloat in
            if let image = segment.image { return image.size.width }
            let label = UILabel()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.text = segment.title
            return segment.title == nil ? 0 : label.intrinsicContentSize.width
        }.max() ?? 0
        return CGSize(width: CGFloat(segments.count) * (widest + 2 * UISegmentedControl.titlePadding),
                      height: UISegmentedControl.intrinsicHeight)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
