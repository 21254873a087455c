import Foundation

/// UIKit's scroll view: a window onto content larger than itself. The content offset is the
/// view's `bounds.origin`, so moving it moves every subview; the scroll view's own
/// `panGestureRecognizer` drags it, and on release it decelerates, bounces off its edges and
/// pages as UIKit does (the formulas are in `ScrollPhysics`), frame by frame on the lab clock.
open class UIScrollView: UIView {
    /// Told of scrolling, dragging, deceleration and the end of scrolling animations.
    open weak var delegate: UIScrollViewDelegate?

    /// The recognizer that drags the content; plugin code may read its state, translation
    /// and velocity, and add actions to it.
    public var panGestureRecognizer: UIPanGestureRecognizer { pan }
    private let pan = ScrollViewPanGestureRecognizer()

    /// Creates a scroll view with `frame`; like UIKit's, it clips its content to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    /// Creates a scroll view with a zero frame (there are no nibs in the lab).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// Clips, prepares the indicators and attaches the pan recognizer.
    private func configure() {
        clipsToBounds = true
        for indicator in [verticalIndicator, horizontalIndicator] {
            // The indicators move and fade only as the scroll view says, never implicitly.
            indicator.actions = Dictionary(uniqueKeysWithValues: ["position", "bounds", "opacity", "hidden", "backgroundColor",
                                                                  "borderColor", "borderWidth", "cornerRadius"].map { ($0, NSNull()) })
            indicator.opacity = 0
        }
        pan.scrollView = self
        pan.addTarget { [weak self] _ in
            guard let self else { return }
            self.panGestureRecognizerDidChange(self.pan)
        }
        addGestureRecognizer(pan)
    }

    /// As UIKit describes a scroll view: the view's fields, then `contentOffset: {0, 120};
    /// contentSize: {320, 1320}; adjustedContentInset: {0, 0, 0, 0}`.
    open override var description: String {
        let o = contentOffset, s = contentSize, i = adjustedContentInset
        let fields = ["contentOffset: {\(appleFormatted(o.x)), \(appleFormatted(o.y))}",
                      "contentSize: {\(appleFormatted(s.width)), \(appleFormatted(s.height))}",
                      "adjustedContentInset: {\([i.top, i.left, i.bottom, i.right].map(appleFormatted).joined(separator: ", "))}"]
        return String(super.description.dropLast()) + "; " + fields.joined(separator: "; ") + ">"
    }

    /// For its own pan: whether the drag is this scroll view's (see `panMayBegin()`); for
    /// other recognizers, UIView's answer.
    open override func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer === pan else { return super.gestureRecognizerShouldBegin(recognizer) }
        return panMayBegin() && super.gestureRecognizerShouldBegin(recognizer)
    }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        scrollViewKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    // MARK: Content geometry

    /// The size of the content, in points. A negative, NaN or infinite size is ignored with a
    /// diagnostic.
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard newValue.width.isFinite, newValue.height.isFinite, newValue.width >= 0, newValue.height >= 0 else {
                LabDiagnostics.report("UIScrollView.contentSize \(newValue) must be finite and not negative; ignored")
                return
            }
            notifyingObservers(of: "contentSize") { storedContentSize = newValue }
        }
    }
    private var storedContentSize = CGSize.zero

    /// Where the content's origin is, seen from the scroll view's origin: the view's
    /// `bounds.origin`. Setting it moves the content at once (a deceleration under way goes
    /// on from there), to the nearest device pixel as UIKit rounds it (187.5 reads 187.33 at
    /// scale 3), so that scrolled content stays crisp; setting `bounds` does not round. A NaN
    /// or infinite offset is ignored with a diagnostic.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard UIScrollView.isFinite(newValue, "contentOffset") else { return }
            let scale = UIScreen.main.scale
            func pixel(_ v: CGFloat) -> CGFloat { scale > 0 ? (v * scale + 0.5).rounded(.down) / scale : v }
            bounds.origin = CGPoint(x: pixel(newValue.x), y: pixel(newValue.y))
        }
    }

    /// A pull-to-refresh control above the content (nil: none).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let control = refreshControl else { return }
            insertSubview(control, at: 0)
            control.place(in: self)
        }
    }

    /// Space around the content that the scroll view can scroll into (for bars over it); a
    /// NaN or infinite inset is ignored with a diagnostic.
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            guard UIScrollView.isFinite(newValue, "contentInset") else { return }
            changingAdjustedContentInset {
                notifyingObservers(of: "contentInset") { storedContentInset = newValue }
            }
        }
    }
    private var storedContentInset = UIEdgeInsets.zero

    /// Which safe-area insets `adjustedContentInset` adds (default `.automatic`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { storedAdjustmentBehavior }
        set { changingAdjustedContentInset { storedAdjustmentBehavior = newValue } }
    }
    private var storedAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

    /// Runs `change`, then, if it changed the adjusted inset, brings content left past the new
    /// edges back inside them and calls `adjustedContentInsetDidChange()`.
    private func changingAdjustedContentInset(_ change: () -> Void) {
        let old = adjustedContentInset
        change()
        guard adjustedContentInset != old else { return }
        keepOffsetWithinInsets()
        adjustedContentInsetDidChange()
    }

    /// As UIKit does when the insets change while no finger holds the content and it is not
    /// moving: an offset past the new edges moves to the nearest edge. Pull-to-refresh code
    /// ends its loading state this way, shrinking `contentInset.top` inside an animation block,
    /// which then animates the content back up (DGElasticPullToRefresh, SVPullToRefresh).
    private func keepOffsetWithinInsets() {
        guard !isTracking, !isDragging, motionKind == .none else { return }
        let ranges = offsetRanges
        let kept = CGPoint(x: min(max(contentOffset.x, ranges.x.lowerBound), ranges.x.upperBound),
                           y: min(max(contentOffset.y, ranges.y.lowerBound), ranges.y.upperBound))
        if kept != contentOffset { contentOffset = kept }
    }

    /// `contentInset` plus the safe-area insets `contentInsetAdjustmentBehavior` asks for:
    /// the insets the content scrolls within.
    open var adjustedContentInset: UIEdgeInsets { adjustedContentInset(safeArea: safeAreaInsets) }

    private func adjustedContentInset(safeArea: UIEdgeInsets) -> UIEdgeInsets {
        // `.automatic` also adjusts the top and bottom of a navigation controller's child's own
        // view, scrolling or not (Apple: `UIScrollView.ContentInsetAdjustmentBehavior.automatic`).
        let managed = contentInsetAdjustmentBehavior == .automatic && owningViewController?.navigationController != nil
        let adjustment = contentInsetAdjustmentBehavior.adjustment(
            for: safeArea,
            scrollsVertically: managed || contentSize.height > bounds.height || alwaysBounceVertical,
            scrollsHorizontally: contentSize.width > bounds.width || alwaysBounceHorizontal)
        let i = contentInset
        return UIEdgeInsets(top: i.top + adjustment.top, left: i.left + adjustment.left,
                            bottom: i.bottom + adjustment.bottom, right: i.right + adjustment.right)
    }

    /// A scroll view resting at its top (or left) edge stays there when the safe area moves
    /// that edge, as UIKit keeps content from starting under a bar that appears.
    override func safeAreaInsetsChanged(from old: UIEdgeInsets) {
        let before = adjustedContentInset(safeArea: old), after = adjustedContentInset
        guard before != after else { return }
        var offset = contentOffset
        if offset.y == -before.top { offset.y = -after.top }
        if offset.x == -before.left { offset.x = -after.left }
        if offset != contentOffset { contentOffset = offset }
        adjustedContentInsetDidChange()
    }

    /// Called when `adjustedContentInset` changes; the default does nothing.
    open func adjustedContentInsetDidChange() {}

    // MARK: Behavior

    /// Whether the content rubber-bands past its edges and bounces back (default true).
    open var bounces = true
    /// Whether a vertical drag moves content no taller than the scroll view (bouncing it),
    /// when `bounces` is on (default false).
    open var alwaysBounceVertical = false
    /// Whether a horizontal drag moves content no wider than the scroll view (bouncing it),
    /// when `bounces` is on (default false).
    open var alwaysBounceHorizontal = false
    /// Whether the user can drag the content (default true); off disables `panGestureRecognizer`,
    /// which cancels a drag under way.
    open var isScrollEnabled = true {
        didSet {
            if !isScrollEnabled { isTracking = false }
            panGestureRecognizer.isEnabled = isScrollEnabled
        }
    }
    /// Whether a fling comes to rest on a multiple of the scroll view's size (default false).
    open var isPagingEnabled = false
    /// How quickly the content slows after a fling (default `.normal`); a rate that is not a
    /// number strictly between 0 and 1 is ignored with a diagnostic.
    open var decelerationRate: DecelerationRate = .normal {
        didSet {
            let r = decelerationRate.rawValue
            guard r.isFinite, r > 0, r < 1 else {
                LabDiagnostics.report("UIScrollView.decelerationRate \(r) must lie strictly between 0 and 1; ignored")
                decelerationRate = oldValue
                return
            }
        }
    }
    /// How a drag dismisses the keyboard (default `.none`).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether a status-bar tap scrolls to the top (default true); the lab has no status bar.
    open var scrollsToTop = true

    // MARK: Scroll indicators

    /// Whether the vertical scroll indicator shows while the content moves (default true).
    open var showsVerticalScrollIndicator = true {
        didSet { layoutScrollIndicators() }
    }
    /// Whether the horizontal scroll indicator shows while the content moves (default true).
    open var showsHorizontalScrollIndicator = true {
        didSet { layoutScrollIndicators() }
    }
    /// How the scroll indicators look (default `.default`).
    open var indicatorStyle: IndicatorStyle = .default {
        didSet {
            guard scrollIndicatorsShown else { return }
            for indicator in [verticalIndicator, horizontalIndicator] { indicatorStyle.apply(to: indicator) }
            layoutScrollIndicators()
        }
    }
    /// How far the vertical indicator's track is inset from the scroll view's edges; a NaN or
    /// infinite inset is ignored with a diagnostic.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet {
            guard UIScrollView.isFinite(verticalScrollIndicatorInsets, "verticalScrollIndicatorInsets") else {
                verticalScrollIndicatorInsets = oldValue
                return
            }
            layoutScrollIndicators()
        }
    }
    /// How far the horizontal indicator's track is inset from the scroll view's edges; a NaN
    /// or infinite inset is ignored with a diagnostic.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet {
            guard UIScrollView.isFinite(horizontalScrollIndicatorInsets, "horizontalScrollIndicatorInsets") else {
                horizontalScrollIndicatorInsets = oldValue
                return
            }
            layoutScrollIndicators()
        }
    }
    /// Displays the scroll indicators for a moment, then fades them out.
    open func flashScrollIndicators() {
        showScrollIndicators()
        if !isDragging && motionKind == .none { fadeScrollIndicators() }
    }

    /// The indicator bars (see `UIScrollView+ScrollIndicators.swift`) and whether they show.
    let verticalIndicator = CALayer()
    let horizontalIndicator = CALayer()
    var scrollIndicatorsShown = false

    // MARK: State

    /// Whether a finger is on the content (it may not have started to drag yet).
    public internal(set) var isTracking = false
    /// Whether the user is dragging the content (from when the pan begins until the finger lifts).
    public internal(set) var isDragging = false
    /// Whether the content is moving on its own after a drag (decelerating or bouncing back).
    public internal(set) var isDecelerating = false

    // MARK: Scrolling

    /// How long `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)` animate.
    /// Apple documents the pace as constant and not the duration; UIKit takes about 0.3 s.
    static let scrollingAnimationDuration: CFTimeInterval = 0.3

    /// Moves the content to `contentOffset`: at once, or at a constant velocity over 0.3 s
    /// when `animated` (then `scrollViewDidEndScrollingAnimation` follows). Either way a
    /// deceleration under way stops. A NaN or infinite offset is ignored with a diagnostic.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard UIScrollView.isFinite(contentOffset, "setContentOffset") else { return }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let now = CACurrentMediaTime(), from = self.contentOffset
        let duration = UIScrollView.scrollingAnimationDuration
        startMotion(.scrollingAnimation,
                    x: .animating(from: from.x, to: contentOffset.x, duration: duration, since: now),
                    y: .animating(from: from.y, to: contentOffset.y, duration: duration, since: now))
    }

    /// Scrolls the least that makes `rect` (in the content's coordinates) visible within the
    /// adjusted insets, nothing when it already is; a rect larger than the visible area shows
    /// its top-left part. The offset stays within the content. A NaN or infinite rect is
    /// ignored with a diagnostic.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
            LabDiagnostics.report("UIScrollView.scrollRectToVisible: the rect \(rect) must be finite; ignored")
            return
        }
        let r = rect.standardized, inset = adjustedContentInset, ranges = offsetRanges
        func axis(_ min: CGFloat, _ max: CGFloat, offset: CGFloat, leading: CGFloat, trailing: CGFloat,
                  length: CGFloat, range: ClosedRange<CGFloat>) -> CGFloat {
            let visibleMin = offset + leading, visibleMax = offset + length - trailing
            var target = offset
            if min < visibleMin || max - min > visibleMax - visibleMin {
                target = min - leading
            } else if max > visibleMax {
                target = max - (length - trailing)
            }
            return Swift.min(Swift.max(target, range.lowerBound), range.upperBound)
        }
        let offset = contentOffset
        let target = CGPoint(
            x: axis(r.minX, r.maxX, offset: offset.x, leading: inset.left, trailing: inset.right, length: bounds.width, range: ranges.x),
            y: axis(r.minY, r.maxY, offset: offset.y, leading: inset.top, trailing: inset.bottom, length: bounds.height, range: ranges.y))
        guard target != offset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: Offsets

    /// The view's bounds; a change of its origin is a scroll: the scroll view is laid out
    /// again (as UIKit's, so that `layoutSubviews` can place content by the offset) and the
    /// delegate hears `scrollViewDidScroll`.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            var newValue = newValue
            if !newValue.origin.x.isFinite || !newValue.origin.y.isFinite {
                LabDiagnostics.report("UIScrollView.bounds.origin \(newValue.origin) (the content offset) must be finite; ignored")
                newValue.origin = old
            }
            guard newValue.origin != old else {
                super.bounds = newValue
                return layoutScrollIndicators()
            }
            notifyingObservers(of: "contentOffset") { super.bounds = newValue }
            let new = super.bounds.origin
            layoutScrollIndicators()
            setNeedsLayout()
            if !isApplyingMotion {
                motionX = motionX.shifted(by: new.x - old.x)
                motionY = motionY.shifted(by: new.y - old.y)
            }
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// The offsets the content can rest at along each axis: from minus the leading inset to
    /// where the content's far edge plus the trailing inset meets the scroll view's far edge.
    var offsetRanges: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset, size = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// Whether a drag moves the content horizontally: it is wider than the space for it, or it
    /// bounces anyway.
    var dragsHorizontally: Bool {
        let inset = adjustedContentInset
        return contentSize.width + inset.left + inset.right > bounds.width || (bounces && alwaysBounceHorizontal)
    }

    /// Whether a drag moves the content vertically: it is taller than the space for it, or it
    /// bounces anyway.
    var dragsVertically: Bool {
        let inset = adjustedContentInset
        return contentSize.height + inset.top + inset.bottom > bounds.height || (bounces && alwaysBounceVertical)
    }

    /// Sets the offset as the scroll view's own motion does (not rebasing that motion),
    /// through `contentOffset`, so that a subclass's override sees every scroll, as in UIKit.
    func applyOffset(_ offset: CGPoint) {
        isApplyingMotion = true
        contentOffset = offset
        isApplyingMotion = false
    }

    private static func isFinite(_ point: CGPoint, _ name: String) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            LabDiagnostics.report("UIScrollView.\(name) \(point) must be finite; ignored")
            return false
        }
        return true
    }

    private static func isFinite(_ insets: UIEdgeInsets, _ name: String) -> Bool {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            LabDiagnostics.report("UIScrollView.\(name) \(insets) must be finite; ignored")
            return false
        }
        return true
    }

    // MARK: Motion on the lab clock

    /// What the running motion is, for the delegate call that ends it.
    enum MotionKind {
        case none
        /// After a drag: `scrollViewDidEndDecelerating` ends it.
        case deceleration
        /// `setContentOffset(_:animated:)`: `scrollViewDidEndScrollingAnimation` ends it.
        case scrollingAnimation
    }

    /// Where the content comes to rest after the finger lifts at `velocity` (points per
    /// millisecond), before the delegate hears of it: a collection view asks its layout.
    func releaseTarget(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    var motionKind = MotionKind.none
    var motionX = ScrollAxisMotion.resting
    var motionY = ScrollAxisMotion.resting
    private var isApplyingMotion = false
    private var displayLink: CADisplayLink?

    /// Where the drag began, as the finger's unresisted offset, and the pan's translation then.
    var dragOrigin = CGPoint.zero
    var dragTranslationOrigin = CGPoint.zero

    /// Starts moving on its own, one step a frame from the display link.
    func startMotion(_ kind: MotionKind, x: ScrollAxisMotion, y: ScrollAxisMotion) {
        motionKind = kind
        motionX = x
        motionY = y
        if kind == .deceleration { isDecelerating = true }
        updateScrollIndicatorVisibility()
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.stepMotion()
        }
        displayLink = link
        link.add(to: .main, forMode: .common)
    }

    /// Stops any motion without telling the delegate (a touch or a new offset interrupts it).
    func stopMotion() {
        motionX = .resting
        motionY = .resting
        motionKind = .none
        isDecelerating = false
        displayLink?.invalidate()
        displayLink = nil
        updateScrollIndicatorVisibility()
    }

    /// Moves the content to where its motion is at the current lab time, and ends the motion
    /// (telling the delegate) once both axes rest.
    private func stepMotion() {
        let now = CACurrentMediaTime(), ranges = offsetRanges
        var offset = contentOffset
        if let step = motionX.advanced(to: now, range: ranges.x, bounces: bounces) {
            offset.x = step.offset
            motionX = step.motion
        }
        if let step = motionY.advanced(to: now, range: ranges.y, bounces: bounces) {
            offset.y = step.offset
            motionY = step.motion
        }
        applyOffset(offset)
        guard motionX == .resting, motionY == .resting, motionKind != .none else { return }
        let kind = motionKind
        stopMotion()
        switch kind {
        case .deceleration: delegate?.scrollViewDidEndDecelerating(self)
        case .scrollingAnimation: delegate?.scrollViewDidEndScrollingAnimation(self)
        case .none: break
        }
    }
}
