import Foundation

/// Recognizes taps: the required fingers come down and all lift without any moving more than
/// 10 points. More fingers than required is no tap.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers must tap together (default 1).
    open var numberOfTouchesRequired = 1

    /// How far a touch may move and still be a tap.
    static let allowableMovement: CGFloat = 10

    /// Where each finger came down, in window coordinates.
    private var starts: [UITouch: CGPoint] = [:]

    /// Creates a tap recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UITapGestureRecognizer) })
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { starts[touch] = touch.windowLocation }
        if state == .possible, starts.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches {
            guard let start = starts[touch] else { continue }
            let p = touch.windowLocation
            if hypot(p.x - start.x, p.y - start.y) > UITapGestureRecognizer.allowableMovement { state = .failed }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // Recognized when the last finger lifts.
        guard state == .possible, trackedTouches.count == touches.count else { return }
        state = starts.count == numberOfTouchesRequired && mayBegin() ? .ended : .failed
    }

    open override func reset() { starts = [:] }
}
