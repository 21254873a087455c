import Foundation

/// The view at the root of a scene's view tree: it hosts the root view controller's view,
/// lays the tree out before each frame, and routes touches through hit-testing, gesture
/// recognizers and the responder chain.
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue {
                old.beginAppearanceTransition(false, animated: false)
                old.view.removeFromSuperview()
                old.endAppearanceTransition()
            }
            if let controller = rootViewController {
                controller.beginAppearanceTransition(true, animated: false)
                controller.view.frame = bounds
                addSubview(controller.view)
                controller.endAppearanceTransition()
            }
        }
    }

    /// Whether this is the window keyboard and touch input go to.
    public var isKeyWindow: Bool { UIWindow.key === self }

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        UIWindow.key = self
        isHidden = false
    }

    /// Makes the window the key window.
    open func makeKey() { UIWindow.key = self }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIWindow.all.append(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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
    nonisolated(unsafe) static weak var key: UIWindow?

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
        for window in all { window.touchState = nil }
        all = []
        key = nil
        UIResponder.focused = nil
    }

    // MARK: Touch routing

    private struct TouchState {
        let touch: UITouch
        let recognizers: [UIGestureRecognizer]
        var viewCancelled = false
    }
    private var touchState: TouchState?

    /// Delivers the pointer's touch at `point` (window coordinates) in `phase`.
    func sendTouch(_ phase: UITouch.Phase, at point: CGPoint, timestamp: CFTimeInterval) {
        if phase == .began {
            if touchState != nil { sendTouch(.cancelled, at: touchState!.touch.windowLocation, timestamp: timestamp) }
            beginTouch(at: point, timestamp: timestamp)
            return
        }
        guard var state = touchState else { return }
        let touch = state.touch
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.timestamp = timestamp
        touch.phase = phase
        let event = UIEvent(timestamp: timestamp, touches: [touch])
        var recognized = false
        for recognizer in state.recognizers where recognizer.view != nil {
            if recognizer.deliver(phase, [touch], event: event) && recognizer.cancelsTouchesInView { recognized = true }
        }
        if let view = touch.view, !state.viewCancelled {
            if recognized {
                state.viewCancelled = true
                touch.phase = .cancelled
                view.touchesCancelled([touch], with: event)
            } else {
                switch phase {
                case .moved, .stationary: view.touchesMoved([touch], with: event)
                case .ended: view.touchesEnded([touch], with: event)
                case .cancelled: view.touchesCancelled([touch], with: event)
                case .began: break
                }
            }
        }
        touchState = phase == .ended || phase == .cancelled ? nil : state
    }

    private func beginTouch(at point: CGPoint, timestamp: CFTimeInterval) {
        let touch = UITouch(location: point, timestamp: timestamp, window: self)
        let event = UIEvent(timestamp: timestamp, touches: [touch])
        guard let view = hitTest(point, with: event) else { return }
        touch.view = view
        var recognizers: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let current = v {
            recognizers.append(contentsOf: (current.gestureRecognizers ?? []).filter(\.isEnabled))
            v = current.superview
        }
        touch.gestureRecognizers = recognizers
        var state = TouchState(touch: touch, recognizers: recognizers)
        var recognized = false
        for recognizer in recognizers {
            if recognizer.deliver(.began, [touch], event: event) && recognizer.cancelsTouchesInView { recognized = true }
        }
        if recognized { state.viewCancelled = true } else { view.touchesBegan([touch], with: event) }
        touchState = state
    }
}

/// The screen the lab shows scenes on: the canvas, in points, and its scale. As on iOS it is
/// an `NSObject`.
public final class UIScreen: NSObject {
    /// The lab's one screen.
    nonisolated(unsafe) public static let main = UIScreen()

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
