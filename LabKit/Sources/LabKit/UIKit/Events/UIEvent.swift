import Foundation

/// A touch event: the touches that changed together, at one lab time.
@preconcurrency @MainActor
public final class UIEvent {
    /// The kinds of event the lab delivers.
    public enum EventType: Int, Sendable {
        /// Fingers on the screen (or the pointer standing in for one).
        case touches
        /// Physical keys (accepted for source compatibility; keys reach text through `UIKeyInput`).
        case presses
    }

    /// The event's kind.
    public let type: EventType
    /// The lab time of the event.
    public let timestamp: CFTimeInterval
    private let touches: Set<UITouch>

    init(type: EventType = .touches, timestamp: CFTimeInterval, touches: Set<UITouch>) {
        self.type = type
        self.timestamp = timestamp
        self.touches = touches
    }

    /// A touch event with no touches, now (what `UIEvent()` makes on iOS).
    public convenience init() {
        self.init(timestamp: CACurrentMediaTime(), touches: [])
    }

    /// Every touch of the event.
    public var allTouches: Set<UITouch>? { touches }

    /// The touches in `view`.
    public func touches(for view: UIView) -> Set<UITouch>? { touches.filter { $0.view === view } }
}
