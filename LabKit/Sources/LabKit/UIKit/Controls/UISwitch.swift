import Foundation

/// An on/off switch, drawn as iOS 13 and later draw it: a 51 x 31 pill whose track is a light
/// translucent gray when off, with `onTintColor` (system green) fading in over it when on, with a white 27-point
/// thumb that slides between the ends.
///
/// A tap toggles it; dragging moves the thumb to the side the finger is on, and lifting the
/// finger keeps that side. Either way `.valueChanged` is sent when `isOn` changed; setting
/// `isOn` or calling `setOn(_:animated:)` sends nothing, as in UIKit.
open class UISwitch: UIControl {
    /// The switch's size, whatever frame it is given (UIKit draws every switch at this size).
    static let size = CGSize(width: 51, height: 31)
    /// The thumb's diameter: the track's height less a 2-point inset on each side.
    static let thumbDiameter: CGFloat = 27
    /// The off track: iOS's `systemFill` (120, 120, 128 at 16 %).
    static let offTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// How long the thumb takes to slide (a critically damped spring, settled at the end).
    static let toggleDuration: TimeInterval = 0.25

    private let trackView = UIView()
    /// The on colour over the off track, faded in and out (a plain colour cross-fade from
    /// translucent gray would pass through a muddy gray-green).
    private let onTrackView = UIView()
    private let thumbView = UIView()

    /// Whether the switch is on (default false). Setting it moves the thumb without animating
    /// and sends no event.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }
    private var on = false

    /// The track's colour when on (nil: system green).
    open var onTintColor: UIColor? { didSet { updateColors() } }
    /// The thumb's colour (nil: white).
    open var thumbTintColor: UIColor? { didSet { updateColors() } }

    /// Whether the thumb currently shows on, which a drag may change before the value does.
    private var showsOn = false
    /// Whether the tracked touch moved far enough to be a drag rather than a tap.
    private var dragged = false
    private var touchStart = CGPoint.zero

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
        setUpSubviews()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        bounds.size = UISwitch.size
        setUpSubviews()
    }

    private func setUpSubviews() {
        for track in [trackView, onTrackView] {
            track.frame = CGRect(origin: .zero, size: UISwitch.size)
            track.layer.cornerRadius = UISwitch.size.height / 2
            track.isUserInteractionEnabled = false
            addSubview(track)
        }
        ControlThumb.style(thumbView, diameter: UISwitch.thumbDiameter, shadowOpacity: 0.2, radius: 4, drop: 3)
        addSubview(thumbView)
        show(on: false)
    }

    /// Sets the state, sliding the thumb and fading the track colour when `animated`. Sends
    /// no event.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        if animated && window != nil {
            UIView.animate(withDuration: UISwitch.toggleDuration, delay: 0, usingSpringWithDamping: 1,
                           initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction],
                           animations: { self.show(on: on) })
        } else {
            UIView.performWithoutAnimation { show(on: on) }
        }
    }

    /// Places the thumb at the end for `on` and colours the track.
    private func show(on: Bool) {
        showsOn = on
        let inset = (UISwitch.size.height - UISwitch.thumbDiameter) / 2
        let radius = UISwitch.thumbDiameter / 2
        let x = on ? UISwitch.size.width - inset - radius : inset + radius
        thumbView.center = CGPoint(x: x, y: UISwitch.size.height / 2)
        updateColors()
    }

    private func updateColors() {
        trackView.backgroundColor = UISwitch.offTrackColor
        onTrackView.backgroundColor = onTintColor ?? .systemGreen
        onTrackView.alpha = showsOn ? 1 : 0
        thumbView.backgroundColor = thumbTintColor ?? .white
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    override func stateDidChange() { alpha = isEnabled ? 1 : 0.5 }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        dragged = false
        touchStart = touch.location(in: self)
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        // A few points of wobble still make a tap, as on iOS.
        if abs(point.x - touchStart.x) > 4 { dragged = true }
        guard dragged else { return true }
        let onSide = point.x >= UISwitch.size.width / 2
        if onSide != showsOn {
            UIView.animate(withDuration: UISwitch.toggleDuration, delay: 0, usingSpringWithDamping: 1,
                           initialSpringVelocity: 0, options: [.beginFromCurrentState, .allowUserInteraction],
                           animations: { self.show(on: onSide) })
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        let newValue: Bool
        if dragged {
            newValue = showsOn
        } else if isTouchInside {
            newValue = !on
        } else {
            newValue = on
        }
        let changed = newValue != on
        setOn(newValue, animated: true)
        if changed { sendValueChanged() }
    }

    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        setOn(on, animated: true)
    }

    // MARK: Size

    /// Always 51 x 31.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    /// 51 x 31, as iOS's switch.
    open override var intrinsicContentSize: CGSize { UISwitch.size }
}
