import Foundation

/// Recognizes a press: the required fingers stay down for `minimumPressDuration` without
/// moving more than `allowableMovement`. It is continuous: it begins when the time is up,
/// reports every move as `.changed` (however far), and ends when any finger lifts.
/// (Apple: "UILongPressGestureRecognizer"; the defaults are 0.5 s and 10 points.)
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds (default 0.5).
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, a finger may move before the press begins (default 10).
    open var allowableMovement: CGFloat = 10
    /// How many fingers must press (default 1).
    open var numberOfTouchesRequired = 1

    /// Where each finger came down, in window coordinates.
    private var starts: [UITouch: CGPoint] = [:]
    /// Runs out when the press has lasted long enough.
    private var timer: LabTimer?

    /// Creates a long-press recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UILongPressGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UILongPressGestureRecognizer) })
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        for touch in touches { starts[touch] = touch.windowLocation }
        if trackedTouches.count > numberOfTouchesRequired {
            fail()
        } else if trackedTouches.count == numberOfTouchesRequired {
            // The wait starts once every required finger is down.
            timer?.invalidate()
            timer = LabTimer.after(minimumPressDuration) { [weak self] in self?.pressLasted() }
        }
    }

    private func pressLasted() {
        timer = nil
        guard state == .possible, trackedTouches.count == numberOfTouchesRequired else { return }
        state = mayBegin() ? .began : .failed
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for touch in touches {
                guard let start = starts[touch] else { continue }
                let p = touch.windowLocation
                if hypot(p.x - start.x, p.y - start.y) > allowableMovement { return fail() }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: fail()
        default: break
        }
    }

    private func fail() {
        timer?.invalidate()
        timer = nil
        state = .failed
    }

    open override func reset() {
        timer?.invalidate()
        timer = nil
        starts = [:]
    }
}
