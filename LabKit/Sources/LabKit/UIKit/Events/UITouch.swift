import Foundation

/// One finger on the screen, from when it comes down until it lifts.
@preconcurrency @MainActor
public final class UITouch: Hashable {
    /// Where a touch is in its lifetime.
    public enum Phase: Int, Sendable {
        /// The finger came down in this event.
        case began
        /// The finger moved.
        case moved
        /// The finger is down and did not move.
        case stationary
        /// The finger lifted.
        case ended
        /// The touch was taken away (a gesture recognizer recognized it).
        case cancelled
    }

    /// The touch's current phase.
    public internal(set) var phase: Phase
    /// The lab time of the latest change.
    public internal(set) var timestamp: CFTimeInterval
    /// The number of taps (1 for a single tap).
    public internal(set) var tapCount: Int = 1
    /// The view the touch began in (found by hit-testing).
    public internal(set) weak var view: UIView?
    /// The window the touch is in.
    public internal(set) weak var window: UIWindow?
    /// The gesture recognizers that receive the touch.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// The pressure of the touch: 0, as on iPhones without 3D Touch, which the lab is.
    public var force: CGFloat { 0 }
    /// The greatest possible `force`: 0 on iPhones without 3D Touch (code that divides by it
    /// checks `traitCollection.forceTouchCapability` first).
    public var maximumPossibleForce: CGFloat { 0 }

    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(location: CGPoint, timestamp: CFTimeInterval, window: UIWindow) {
        phase = .began
        self.timestamp = timestamp
        windowLocation = location
        previousWindowLocation = location
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The location before the latest move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }

    nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
