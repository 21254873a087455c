import Foundation

/// Recognizes a swipe: the required fingers move far enough, quickly enough, in a permitted
/// direction. It is discrete: it is recognized (`.ended`) once, during the move, as soon as
/// the swipe is long enough. The lab's thresholds, which Apple does not publish: the fingers'
/// centroid moves `minimumDistance` (50 points) along a permitted direction within
/// `maximumDuration` (0.5 s) of the last finger coming down, and no more than half as far
/// across it (about 27°).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// The directions a swipe may go.
    public struct Direction: OptionSet, Hashable, Sendable {
        /// The raw value: a bit per direction.
        public let rawValue: UInt
        /// The directions whose bits `rawValue` holds.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// To the right (+x).
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left (−x).
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward (−y).
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward (+y).
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The permitted directions (default `.right`).
    open var direction: Direction = .right
    /// How many fingers must swipe (default 1).
    open var numberOfTouchesRequired = 1

    /// How far the centroid must move along a permitted direction.
    static let minimumDistance: CGFloat = 50
    /// How long after the fingers come down the swipe must be long enough.
    static let maximumDuration: CFTimeInterval = 0.5

    /// The centroid and time when the last required finger came down.
    private var start: (point: CGPoint, time: CFTimeInterval)?

    /// Creates a swipe recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UISwipeGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UISwipeGestureRecognizer) })
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
        } else if trackedTouches.count == numberOfTouchesRequired {
            start = (location(in: nil), touches.first?.timestamp ?? event.timestamp)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start else { return }
        let time = touches.first?.timestamp ?? event.timestamp
        if time - start.time > UISwipeGestureRecognizer.maximumDuration { state = .failed; return }
        let p = location(in: nil)
        let dx = p.x - start.point.x, dy = p.y - start.point.y
        let along: (primary: CGFloat, across: CGFloat, direction: Direction) =
            abs(dx) >= abs(dy) ? (abs(dx), abs(dy), dx > 0 ? .right : .left) : (abs(dy), abs(dx), dy > 0 ? .down : .up)
        guard along.primary >= UISwipeGestureRecognizer.minimumDistance else { return }
        if direction.contains(along.direction), along.across <= along.primary / 2 {
            state = mayBegin() ? .recognized : .failed
        } else {
            state = .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // Lifted before the swipe was long enough.
        if state == .possible { state = .failed }
    }

    open override func reset() { start = nil }
}
