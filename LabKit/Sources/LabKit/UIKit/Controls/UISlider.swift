import Foundation

/// A slider, drawn as iOS 13 and later draw it: a 4-point rounded track, tinted from its
/// start to a white 28-point thumb with a soft shadow, light gray after it.
///
/// Dragging the thumb (a touch elsewhere on the track does nothing, as on iOS) moves it with
/// the finger and changes `value`, sending `.valueChanged` on every change while
/// `isContinuous`, else once when the finger lifts. Setting `value` sends nothing.
open class UISlider: UIControl {
    /// The thumb's diameter.
    static let thumbDiameter: CGFloat = 28
    /// The track's thickness.
    static let trackHeight: CGFloat = 4
    /// The height iOS gives a slider.
    static let intrinsicHeight: CGFloat = 31
    /// The track after the thumb: iOS's `systemFill` (120, 120, 128 at 20 %).
    static let maximumTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// How far around the thumb a touch still picks it up.
    static let thumbTouchMargin: CGFloat = 10
    /// How long `setValue(_:animated: true)` takes.
    static let animationDuration: TimeInterval = 0.25

    private let minimumTrackView = UIView()
    private let maximumTrackView = UIView()
    private let thumbView = UIView()

    /// The value, kept within `minimumValue…maximumValue` (default 0). NaN is ignored.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The value at the start of the track (default 0). A new minimum above the maximum
    /// raises the maximum to it; the value is clamped into the new range. NaN and infinities
    /// are ignored.
    open var minimumValue: Float {
        get { minimum }
        set {
            guard newValue.isFinite else { return LabDiagnostics.report("UISlider.minimumValue \(newValue) ignored: it must be finite") }
            minimum = newValue
            if maximum < minimum { maximum = minimum }
            clampValue()
        }
    }
    private var minimum: Float = 0

    /// The value at the end of the track (default 1). A new maximum below the minimum lowers
    /// the minimum to it; the value is clamped into the new range. NaN and infinities are
    /// ignored.
    open var maximumValue: Float {
        get { maximum }
        set {
            guard newValue.isFinite else { return LabDiagnostics.report("UISlider.maximumValue \(newValue) ignored: it must be finite") }
            maximum = newValue
            if minimum > maximum { minimum = maximum }
            clampValue()
        }
    }
    private var maximum: Float = 1

    /// Whether a drag sends `.valueChanged` as the value changes (default true) or once, at
    /// the end.
    open var isContinuous = true

    /// The track before the thumb (nil: the tint colour).
    open var minimumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The track after the thumb (nil: light gray).
    open var maximumTrackTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    /// Where the finger was relative to the thumb's centre when it came down, so that the
    /// thumb keeps that offset instead of jumping under the finger.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSubviews()
    }

    private func setUpSubviews() {
        for track in [maximumTrackView, minimumTrackView] {
            track.layer.cornerRadius = UISlider.trackHeight / 2
            track.isUserInteractionEnabled = false
            addSubview(track)
        }
        ControlThumb.style(thumbView, diameter: UISlider.thumbDiameter, shadowOpacity: 0.25, radius: 3, drop: 2)
        addSubview(thumbView)
        updateColors()
    }

    /// Sets the value (clamped into range), moving the thumb over a quarter second when
    /// `animated`. Sends no event. NaN is ignored.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else { return LabDiagnostics.report("UISlider.value NaN ignored") }
        storedValue = min(max(value, minimum), maximum)
        if animated && window != nil {
            UIView.animate(withDuration: UISlider.animationDuration, delay: 0, options: [.beginFromCurrentState],
                           animations: { self.layoutThumbAndTracks() })
        } else {
            setNeedsLayout()
        }
    }

    private func clampValue() {
        storedValue = min(max(storedValue, minimum), maximum)
        setNeedsLayout()
    }

    private func updateColors() {
        let state: UIControl.State = isHighlighted ? .highlighted : .normal
        minimumTrackView.backgroundColor = minimumTrackImage(for: state).map { UIColor(patternImage: $0) } ?? minimumTrackTintColor ?? tintColor
        maximumTrackView.backgroundColor = maximumTrackImage(for: state).map { UIColor(patternImage: $0) } ?? maximumTrackTintColor ?? UISlider.maximumTrackColor
        if let image = thumbImage(for: state) {
            // The image replaces the round white thumb, drawn at its own size.
            thumbView.backgroundColor = .clear
            thumbView.layer.contents = image.displayedImage
            thumbView.layer.contentsGravity = .center
            thumbView.layer.contentsScale = image.scale
            thumbView.layer.shadowOpacity = 0
        } else {
            thumbView.backgroundColor = thumbTintColor ?? .white
            thumbView.layer.contents = nil
        }
    }

    private var images: [String: [UInt: UIImage]] = [:]

    private func image(_ part: String, for state: UIControl.State) -> UIImage? {
        images[part]?[state.rawValue] ?? images[part]?[UIControl.State.normal.rawValue]
    }

    private func setImage(_ image: UIImage?, _ part: String, for state: UIControl.State) {
        images[part, default: [:]][state.rawValue] = image
        updateColors()
    }

    /// Draws the thumb as `image` in `state` (the normal state's stands in for others).
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, "thumb", for: state) }
    /// Fills the track before the thumb with `image`, tiled, in `state`.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, "minimum", for: state) }
    /// Fills the track after the thumb with `image`, tiled, in `state`.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) { setImage(image, "maximum", for: state) }
    /// The thumb's image in `state`.
    open func thumbImage(for state: UIControl.State) -> UIImage? { image("thumb", for: state) }
    /// The image before the thumb in `state`.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { image("minimum", for: state) }
    /// The image after the thumb in `state`.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { image("maximum", for: state) }
    /// The thumb's current image.
    open var currentThumbImage: UIImage? { thumbImage(for: isHighlighted ? .highlighted : .normal) }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    override func stateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    // MARK: Geometry

    /// Where the track is drawn: the full width, `trackHeight` high, centred vertically.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.minX, y: bounds.midY - UISlider.trackHeight / 2, width: bounds.width, height: UISlider.trackHeight)
    }

    /// Where the thumb is drawn for `value`: its edge touches the track's ends at the
    /// minimum and maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let d = UISlider.thumbDiameter
        let span = maximum - minimum
        let fraction = span > 0 ? CGFloat((value - minimum) / span) : 0
        let x = rect.minX + fraction * max(0, rect.width - d)
        return CGRect(x: x, y: rect.midY - d / 2, width: d, height: d)
    }

    private func layoutThumbAndTracks() {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: storedValue)
        thumbView.center = CGPoint(x: thumb.midX, y: thumb.midY)
        minimumTrackView.frame = CGRect(x: track.minX, y: track.minY, width: max(0, thumb.midX - track.minX), height: track.height)
        maximumTrackView.frame = CGRect(x: thumb.midX, y: track.minY, width: max(0, track.maxX - thumb.midX), height: track.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutThumbAndTracks()
    }

    /// The value whose thumb centre is at `x`.
    private func value(atThumbCenter x: CGFloat) -> Float {
        let track = trackRect(forBounds: bounds)
        let travel = track.width - UISlider.thumbDiameter
        guard travel > 0 else { return minimum }
        let fraction = min(max((x - track.minX - UISlider.thumbDiameter / 2) / travel, 0), 1)
        return minimum + Float(fraction) * (maximum - minimum)
    }

    // MARK: Tracking

    /// Tracks a touch only on (or near) the thumb.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        guard thumb.insetBy(dx: -UISlider.thumbTouchMargin, dy: -UISlider.thumbTouchMargin).contains(point) else {
            return false
        }
        grabOffset = point.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let newValue = value(atThumbCenter: touch.location(in: self).x - grabOffset)
        guard newValue != storedValue else { return true }
        storedValue = newValue
        UIView.performWithoutAnimation { layoutThumbAndTracks() }
        if isContinuous { sendValueChanged() }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        if !isContinuous && storedValue != valueAtTouchDown { sendValueChanged() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        if !isContinuous && storedValue != valueAtTouchDown { sendValueChanged() }
    }

    // MARK: Size

    /// The width asked for (at least the thumb's), `intrinsicHeight` high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: max(size.width, UISlider.thumbDiameter), height: UISlider.intrinsicHeight)
    }

    /// No intrinsic width; iOS's slider height.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UISlider.intrinsicHeight) }
}
