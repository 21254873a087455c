import Foundation

/// Recognizes taps: touches that come down and lift without moving more than 10 points.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers (the lab has one pointer; default 1).
    open var numberOfTouchesRequired = 1

    /// How far a touch may move and still be a tap.
    static let allowableMovement: CGFloat = 10

    private var start: CGPoint?

    /// Creates a tap recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UITapGestureRecognizer) })
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        start = touches.first?.location(in: nil)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let start, let p = touches.first?.location(in: nil) else { return }
        if hypot(p.x - start.x, p.y - start.y) > UITapGestureRecognizer.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        state = mayBegin() ? .ended : .failed
    }

    open override func reset() { start = nil }
}
