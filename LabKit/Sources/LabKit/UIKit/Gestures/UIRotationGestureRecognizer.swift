import Foundation

/// Recognizes two fingers turning around each other. It is continuous: it begins once the
/// fingers have turned 10 points of arc around their midpoint (the lab's threshold, the
/// pan's), reports every move while both are down as `.changed`, and ends when both have
/// lifted. A third finger is ignored. Angles grow clockwise on screen, as UIKit's do.
/// (Apple: "UIRotationGestureRecognizer".)
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// How far, in points of arc at the fingers, they turn before the rotation begins.
    static let hysteresis: CGFloat = 10
    /// How far back velocity looks.
    static let velocityWindow: CFTimeInterval = 0.1

    /// How far the fingers have turned since the second came down (or since the value was
    /// set), in radians. Setting it resets the velocity.
    open var rotation: CGFloat {
        get { anchor.rotation + (turned - anchor.turned) }
        set {
            anchor = (newValue, turned)
            samples = samples.last.map { [($0.time, newValue)] } ?? []
        }
    }

    /// How fast the rotation changes, in radians per second.
    open var velocity: CGFloat {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= Self.velocityWindow }),
              last.time > first.time else { return 0 }
        return (last.rotation - first.rotation) / CGFloat(last.time - first.time)
    }

    /// `rotation` reads `anchor.rotation` when the fingers had turned `anchor.turned`.
    private var anchor: (rotation: CGFloat, turned: CGFloat) = (0, 0)
    /// The total turn since the second finger came down, unwrapped past ±π.
    private var turned: CGFloat = 0
    /// The angle of the line between the fingers at the latest move.
    private var lastAngle: CGFloat?
    private var samples: [(time: CFTimeInterval, rotation: CGFloat)] = []

    /// Creates a rotation recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UIRotationGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UIRotationGestureRecognizer) })
    }

    /// The angle from the first finger to the second, and their distance, when two are down.
    private var fingers: (angle: CGFloat, distance: CGFloat)? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return (atan2(b.y - a.y, b.x - a.x), hypot(b.x - a.x, b.y - a.y))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, lastAngle == nil, let fingers else { return }
        lastAngle = fingers.angle
        turned = 0
        anchor = (0, 0)
        samples = [(event.timestamp, 0)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let previous = lastAngle, let fingers,
              touches.contains(where: { $0 === trackedTouches[0] || $0 === trackedTouches[1] }) else { return }
        var step = fingers.angle - previous
        // The shorter way round: a move of one frame never turns half a circle.
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        turned += step
        lastAngle = fingers.angle
        samples.append((event.timestamp, rotation))
        samples.removeAll { event.timestamp - $0.time > Self.velocityWindow * 2 }
        continueMoving(pastThreshold: abs(turned) * fingers.distance / 2 >= Self.hysteresis)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard trackedTouches.count == touches.count else { return }
        endContinuous()
    }

    open override func reset() {
        lastAngle = nil
        turned = 0
        anchor = (0, 0)
        samples = []
    }
}
