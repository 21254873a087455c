import Foundation

/// The view at the root of a scene's view tree: it hosts the root view controller's view,
/// lays the tree out before each frame, and routes touches through hit-testing, gesture
/// recognizers and the responder chain.
open class UIWindow: UIView {
    /// Where a window sits among the others: higher levels are in front.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value.
        public var rawValue: CGFloat
        /// A level from its value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Applications' windows (0).
        public static let normal = Level(rawValue: 0)
        /// The status bar's (1000).
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts' (2000).
        public static let alert = Level(rawValue: 2000)
        /// A level this much above another.
        public static func + (level: Level, offset: CGFloat) -> Level { Level(rawValue: level.rawValue + offset) }
        /// A level this much below another.
        public static func - (level: Level, offset: CGFloat) -> Level { Level(rawValue: level.rawValue - offset) }
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// The window's level: windows of higher levels are drawn in front and hit-tested first;
    /// among equal levels, the one made visible last is in front.
    open var windowLevel = Level.normal {
        didSet { UIWindow.arrangeWindows() }
    }

    /// Showing a window puts it on the screen (beside the scene's other windows), in its level's place.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            NotificationCenter.default.post(name: isHidden ? UIWindow.didBecomeHiddenNotification : UIWindow.didBecomeVisibleNotification,
                                            object: self)
            guard !isHidden else { return }
            UIWindow.visibleOrder += 1
            shownOrder = UIWindow.visibleOrder
            UIWindow.arrangeWindows()
            if let controller = rootViewController, controller.view.superview !== self { showRoot(controller) }
        }
    }
    /// When the window was last made visible (its place among windows of its level).
    private var shownOrder = 0

    /// The screen the window is on.
    open var screen: UIScreen { .main }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            // Only a root the window showed disappears (one set while it was hidden never appeared).
            if let old = oldValue, old.isViewLoaded, old.view.superview === self {
                old.beginAppearanceTransition(false, animated: false)
                old.view.removeFromSuperview()
                old.endAppearanceTransition()
            }
            // A hidden window shows its root when it is shown (`makeKeyAndVisible()`), as on
            // iOS: the controller appears in a window that is already key, where code such as
            // SwiftSpinner's `show` looks for it from `viewWillAppear`.
            if let controller = rootViewController, !isHidden { showRoot(controller) }
        }
    }

    /// Puts the root controller's view in the window, the controller appearing. The view is
    /// loaded first, as on iOS (`viewDidLoad` before `viewWillAppear`): a navigation or tab
    /// bar controller then shows its child, which appears with it.
    private func showRoot(_ controller: UIViewController) {
        controller.view.frame = bounds
        controller.beginAppearanceTransition(true, animated: false)
        addSubview(controller.view)
        controller.endAppearanceTransition()
    }

    /// Whether this is the window keyboard and touch input go to.
    public var isKeyWindow: Bool { UIWindow.key === self }

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        UIWindow.key = self
        isHidden = false
        UIWindow.arrangeWindows()
    }

    /// Makes the window the key window.
    open func makeKey() { UIWindow.key = self }

    /// Called when the window became the key window (after the previous one resigned);
    /// `didBecomeKeyNotification` follows. Don't call it yourself.
    open func becomeKey() {}

    /// Called when the window stopped being the key window; `didResignKeyNotification`
    /// follows. Don't call it yourself.
    open func resignKey() {}

    /// Posted, with the window as the object, when a window became the key window.
    public static let didBecomeKeyNotification = NSNotification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted, with the window as the object, when a window stopped being the key window.
    public static let didResignKeyNotification = NSNotification.Name("UIWindowDidResignKeyNotification")
    /// Posted, with the window as the object, when a hidden window was shown.
    public static let didBecomeVisibleNotification = NSNotification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted, with the window as the object, when a window was hidden.
    public static let didBecomeHiddenNotification = NSNotification.Name("UIWindowDidBecomeHiddenNotification")

    /// A hidden window, as UIKit makes them: `makeKeyAndVisible()` or `isHidden = false` shows it.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIWindow.all.append(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        UIWindow.all.append(self)
    }

    open override var next: UIResponder? { nil }

    open override func layoutSubviews() {
        super.layoutSubviews()
        rootViewController?.view.frame = bounds
        // Modal presentations' containers cover the window too.
        for case let container as UITransitionView in subviews { container.frame = bounds }
    }

    // MARK: Windows of the process

    /// Every window made until the scene is unloaded: the lab holds them, as a window scene
    /// holds its windows on iOS, so a scene need not keep its own.
    nonisolated(unsafe) private(set) static var all: [UIWindow] = []
    nonisolated(unsafe) static weak var key: UIWindow? {
        didSet {
            guard key !== oldValue else { return }
            if let old = oldValue {
                old.resignKey()
                NotificationCenter.default.post(name: UIWindow.didResignKeyNotification, object: old)
            }
            if let key {
                key.becomeKey()
                NotificationCenter.default.post(name: UIWindow.didBecomeKeyNotification, object: key)
            }
        }
    }

    /// Lays out every window's tree; the clock runs it before each commit.
    static func layoutWindows() {
        for window in all { window.layoutIfNeeded() }
    }

    /// The host's canvas changed size (its window was resized): every window takes the new
    /// bounds, and the next commit lays the trees out again.
    @_spi(LabHost) public static func canvasDidResize(to bounds: CGRect) {
        for window in all { window.frame = bounds }
    }

    /// Forgets every window and the input state (the host is loading a new scene).
    static func reset() {
        for window in all { window.touchStates = [:] }
        all = []
        key = nil
        touchWindows = [:]
        visibleOrder = 0
        UIResponder.focused = nil
    }

    // MARK: Windows on the screen

    nonisolated(unsafe) private static var visibleOrder = 0
    /// The window each finger down went to.
    nonisolated(unsafe) private static var touchWindows: [Int: UIWindow] = [:]

    /// The layer the scene's windows are drawn in: that of the first window on the screen.
    private static var screenLayer: CALayer? { all.lazy.compactMap { $0.layer.superlayer }.first }

    /// Puts visible windows not yet on the screen beside the others, and orders the windows'
    /// layers by level, then by when they were shown, in the places windows already hold.
    static func arrangeWindows() {
        guard let screen = screenLayer else { return }
        for window in all where !window.isHidden && window.layer.superlayer == nil { screen.addSublayer(window.layer) }
        let sublayers = screen.sublayers ?? []
        let slots = sublayers.indices.filter { index in all.contains { $0.layer === sublayers[index] } }
        let windows = slots.compactMap { index in all.first { $0.layer === sublayers[index] } }
        let ordered = windows.enumerated().sorted { a, b in
            (a.element.windowLevel, a.element.shownOrder, a.offset) < (b.element.windowLevel, b.element.shownOrder, b.offset)
        }.map(\.element)
        guard ordered.map(ObjectIdentifier.init) != windows.map(ObjectIdentifier.init) else { return }
        var reordered = sublayers
        for (slot, window) in zip(slots, ordered) { reordered[slot] = window.layer }
        screen.sublayers = reordered
    }

    /// The window a finger coming down at `point` (screen points) goes to: the frontmost
    /// visible window with a view there, else the key window.
    static func window(forTouchAt point: CGPoint) -> UIWindow? {
        let shown = all.filter { !$0.isHidden && $0.isUserInteractionEnabled && $0.layer.superlayer != nil }
        let frontToBack = shown.sorted { ($0.windowLevel, $0.shownOrder) > ($1.windowLevel, $1.shownOrder) }
        for window in frontToBack {
            let local = CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY)
            if window.hitTest(local, with: nil) != nil { return window }
        }
        return key
    }

    /// Delivers finger `finger` at `point` (screen points) to the window it came down in.
    static func routeTouch(_ phase: UITouch.Phase, at point: CGPoint, finger: Int, timestamp: CFTimeInterval) {
        if phase == .began { touchWindows[finger] = window(forTouchAt: point) }
        guard let window = touchWindows[finger] else { return }
        window.sendTouch(phase, at: CGPoint(x: point.x - window.frame.minX, y: point.y - window.frame.minY), finger: finger, timestamp: timestamp)
        if phase == .ended || phase == .cancelled { touchWindows[finger] = nil }
    }

    // MARK: Touch routing

    /// One finger from when it comes down until it lifts: its touch, the recognizers that
    /// watch it, and where its view stands in the touch sequence.
    private final class TouchState {
        let touch: UITouch
        let recognizers: [UIGestureRecognizer]
        /// Whether the view got `touchesBegan` (so a cancellation must reach it).
        var viewBegan = false
        /// Whether a recognizer took the touch: the view hears nothing more of it.
        var viewCancelled = false
        /// A recognizer took the touch while touches were being delivered; the view hears of
        /// it once every recognizer has seen the event.
        var cancelPending = false

        init(touch: UITouch, recognizers: [UIGestureRecognizer]) {
            self.touch = touch
            self.recognizers = recognizers
        }
    }
    /// The fingers down, by the number the host gives each.
    private var touchStates: [Int: TouchState] = [:]
    /// Whether touches are being handed to recognizers now.
    private var delivering = false

    /// The touches of every finger down.
    private var allTouches: Set<UITouch> { Set(touchStates.values.map(\.touch)) }

    /// Delivers finger `finger`'s touch at `point` (window coordinates) in `phase`.
    func sendTouch(_ phase: UITouch.Phase, at point: CGPoint, finger: Int = 0, timestamp: CFTimeInterval) {
        if phase == .began {
            if let old = touchStates[finger] { sendTouch(.cancelled, at: old.touch.windowLocation, finger: finger, timestamp: timestamp) }
            beginTouch(at: point, finger: finger, timestamp: timestamp)
            return
        }
        guard let state = touchStates[finger] else { return }
        let touch = state.touch
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.timestamp = timestamp
        touch.phase = phase
        let event = UIEvent(timestamp: timestamp, touches: allTouches)
        deliverToRecognizers(state.recognizers, phase, touch, event: event)
        if let view = touch.view, !state.viewCancelled {
            switch phase {
            case .moved, .stationary: view.touchesMoved([touch], with: event)
            case .ended: view.touchesEnded([touch], with: event)
            case .cancelled: view.touchesCancelled([touch], with: event)
            case .began: break
            }
        }
        if phase == .ended || phase == .cancelled { touchStates[finger] = nil }
    }

    private func beginTouch(at point: CGPoint, finger: Int, timestamp: CFTimeInterval) {
        let touch = UITouch(location: point, timestamp: timestamp, window: self)
        guard let view = hitTest(point, with: UIEvent(timestamp: timestamp, touches: [touch])) else { return }
        touch.view = view
        var recognizers: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            recognizers.append(contentsOf: (current.gestureRecognizers ?? []).filter(\.isEnabled))
            v = current.superview
        }
        recognizers.removeAll { $0.delegate?.gestureRecognizer($0, shouldReceive: touch) == false }
        touch.gestureRecognizers = recognizers
        let state = TouchState(touch: touch, recognizers: recognizers)
        touchStates[finger] = state
        let event = UIEvent(timestamp: timestamp, touches: allTouches)
        deliverToRecognizers(recognizers, .began, touch, event: event)
        if !state.viewCancelled {
            state.viewBegan = true
            view.touchesBegan([touch], with: event)
        }
    }

    /// Hands a touch to its recognizers (before its view, as UIKit does), then cancels the
    /// view touches of the recognizers that recognized their gesture.
    private func deliverToRecognizers(_ recognizers: [UIGestureRecognizer], _ phase: UITouch.Phase, _ touch: UITouch, event: UIEvent) {
        delivering = true
        for recognizer in recognizers where recognizer.view != nil {
            recognizer.deliver(phase, [touch], event: event)
        }
        delivering = false
        flushCancellations(event: event)
    }

    /// `recognizer` recognized its gesture: the views of the touches it watches hear no more
    /// of them (when it cancels touches in its view). A recognizer that recognizes on a timer
    /// (a long press) cancels them at once.
    func gestureRecognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        guard recognizer.cancelsTouchesInView else { return }
        for state in touchStates.values where !state.viewCancelled && state.recognizers.contains(where: { $0 === recognizer }) {
            state.viewCancelled = true
            state.cancelPending = state.viewBegan
        }
        if !delivering { flushCancellations(event: UIEvent(timestamp: CACurrentMediaTime(), touches: allTouches)) }
    }

    private func flushCancellations(event: UIEvent) {
        for state in touchStates.values where state.cancelPending {
            state.cancelPending = false
            guard let view = state.touch.view else { continue }
            state.touch.phase = .cancelled
            view.touchesCancelled([state.touch], with: event)
        }
    }
}

/// The screen the lab shows scenes on: the canvas, in points, and its scale. As on iOS it is
/// an `NSObject`.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The lab's one screen.
    public static let main = UIScreen()

    private override init() { super.init() }

    /// The canvas in points.
    public internal(set) var bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// Device pixels per point.
    public internal(set) var scale: CGFloat = 2
    /// The same as `scale`.
    public var nativeScale: CGFloat { scale }

    /// Sets the canvas the host renders (before a scene loads).
    @_spi(LabHost) public func configure(size: CGSize, scale: CGFloat) {
        bounds = CGRect(origin: .zero, size: size)
        self.scale = scale
    }
}
