import Foundation

/// Recognizes taps: the required fingers come down and all lift without any moving more than
/// 10 points, as many times as required, each tap starting within `maximumTapInterval` of the
/// last one's end and within `allowableTapDistance` of the first. More fingers than required
/// is no tap.
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture (default 1).
    open var numberOfTapsRequired = 1
    /// How many fingers must tap together (default 1).
    open var numberOfTouchesRequired = 1

    /// How far a touch may move and still be a tap.
    static let allowableMovement: CGFloat = 10
    /// The longest pause between the taps of a multiple tap. Apple documents no figure; the
    /// lab takes 0.35 s.
    static let maximumTapInterval: CFTimeInterval = 0.35
    /// How far from the first tap a later one of a multiple tap may land (the lab's choice).
    static let allowableTapDistance: CGFloat = 45

    /// Where each finger came down, in window coordinates.
    private var starts: [UITouch: CGPoint] = [:]
    /// Taps completed so far, where the first was, and the wait for the next.
    private var tapsCompleted = 0
    private var firstTap: CGPoint?
    private var nextTapDeadline: LabTimer?

    override var awaitsMoreTouches: Bool { tapsCompleted > 0 && state == .possible }

    /// Creates a tap recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UITapGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UITapGestureRecognizer) })
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapDeadline?.invalidate()
        nextTapDeadline = nil
        for touch in touches {
            starts[touch] = touch.windowLocation
            if let firstTap, hypot(touch.windowLocation.x - firstTap.x, touch.windowLocation.y - firstTap.y) > UITapGestureRecognizer.allowableTapDistance {
                state = .failed
            }
        }
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
        // A tap is complete when the last finger lifts; the gesture, after the last tap.
        guard state == .possible, trackedTouches.count == touches.count else { return }
        guard starts.count == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        if firstTap == nil {
            let points = Array(starts.values)
            firstTap = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        }
        guard tapsCompleted >= numberOfTapsRequired else {
            starts = [:]
            nextTapDeadline = LabTimer.scheduledTimer(withTimeInterval: UITapGestureRecognizer.maximumTapInterval, repeats: false) { [weak self] _ in
                self?.nextTapMissed()
            }
            return
        }
        state = mayBegin() ? .ended : .failed
    }

    /// A tap recognizer never prevents one that needs more taps (UIKit's rule, stated in
    /// UIGestureRecognizerSubclass.h), so a double tap still counts a tap a single tap took.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    /// No next tap in time: not this gesture.
    private func nextTapMissed() {
        nextTapDeadline = nil
        guard state == .possible, trackedTouches.isEmpty else { return }
        state = .failed
        returnToPossible()
    }

    open override func reset() {
        starts = [:]
        tapsCompleted = 0
        firstTap = nil
        nextTapDeadline?.invalidate()
        nextTapDeadline = nil
    }
}
