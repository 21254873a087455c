import Foundation

/// Recognizes a pinch of two fingers. It is continuous: it begins once the distance between
/// the fingers has changed by 10 points (the lab's threshold, the pan's), reports every move
/// while both are down as `.changed`, and ends when both have lifted. A third finger is
/// ignored. (Apple: "UIPinchGestureRecognizer".)
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// How far the distance between the fingers changes before the pinch begins.
    static let hysteresis: CGFloat = 10
    /// How far back velocity looks.
    static let velocityWindow: CFTimeInterval = 0.1

    /// The distance between the fingers, relative to their distance when the second came down
    /// (or to the value set). Setting it resets the velocity.
    open var scale: CGFloat {
        get { anchor.scale * distance / anchor.distance }
        set {
            anchor = (newValue, distance)
            samples = samples.last.map { [($0.time, newValue)] } ?? []
        }
    }

    /// How fast the scale changes, in scale factor per second (negative: closing).
    open var velocity: CGFloat {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow }),
              last.time > first.time else { return 0 }
        return (last.scale - first.scale) / CGFloat(last.time - first.time)
    }

    /// `scale` reads `anchor.scale` when the fingers are `anchor.distance` apart.
    private var anchor: (scale: CGFloat, distance: CGFloat) = (1, 1)
    /// The distance when the second finger came down.
    private var startDistance: CGFloat?
    /// The distance at the latest move (it holds once a finger lifts).
    private var distance: CGFloat = 1
    private var samples: [(time: CFTimeInterval, scale: CGFloat)] = []

    /// Creates a pinch recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UIPinchGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UIPinchGestureRecognizer) })
    }

    /// The distance between the first two fingers, when two are down.
    private var currentDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return hypot(b.x - a.x, b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, startDistance == nil, let distance = currentDistance else { return }
        // Fingers at one point have no scale to measure against.
        let start = max(distance, 1)
        startDistance = start
        self.distance = start
        anchor = (1, start)
        samples = [(event.timestamp, 1)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let startDistance, let distance = currentDistance,
              touches.contains(where: { $0 === trackedTouches[0] || $0 === trackedTouches[1] }) else { return }
        self.distance = max(distance, 1)
        samples.append((event.timestamp, scale))
        samples.removeAll { event.timestamp - $0.time > Self.velocityWindow * 2 }
        continueMoving(pastThreshold: abs(distance - startDistance) >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else { return }
        endContinuous()
    }

    open override func reset() {
        startDistance = nil
        distance = 1
        anchor = (1, 1)
        samples = []
    }
}
