import Foundation

/// Recognizes a drag: it begins once the touch has moved 10 points, reports every move as
/// `.changed`, and ends when the touch lifts. Translation and velocity are in the
/// coordinates of the view you ask about.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the touch moves before the pan begins.
    static let hysteresis: CGFloat = 10
    /// How far back velocity looks.
    static let velocityWindow: CFTimeInterval = 0.1

    /// The fewest fingers that may pan (default 1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that may pan (default: any number).
    open var maximumNumberOfTouches = Int.max

    /// The window point translation is measured from.
    private var origin: CGPoint?
    private var samples: [(time: CFTimeInterval, point: CGPoint)] = []

    /// Creates a pan recognizer whose action receives it.
    public convenience init(_ handler: @escaping (UIPanGestureRecognizer) -> Void) {
        self.init(action: { handler($0 as! UIPanGestureRecognizer) })
    }

    /// How far the touch has moved since the pan began (or since `setTranslation`), in
    /// `view`'s coordinates (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin, let current = trackedTouches.first?.windowLocation ?? samples.last?.point else { return .zero }
        return vector(from: origin, to: current, in: view)
    }

    /// Makes the current translation read `translation` in `view`'s coordinates.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let current = trackedTouches.first?.windowLocation ?? samples.last?.point else { return }
        let inWindow = vectorToWindow(translation, from: view)
        origin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
    }

    /// Points per second over the last tenth of a second, in `view`'s coordinates.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= UIPanGestureRecognizer.velocityWindow }),
              last.time > first.time else { return .zero }
        let v = vector(from: first.point, to: last.point, in: view)
        let dt = CGFloat(last.time - first.time)
        return CGPoint(x: v.x / dt, y: v.y / dt)
    }

    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let pa = view.convert(a, from: nil), pb = view.convert(b, from: nil)
        return CGPoint(x: pb.x - pa.x, y: pb.y - pa.y)
    }

    private func vectorToWindow(_ v: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return v }
        let a = view.convert(CGPoint.zero, to: nil), b = view.convert(v, to: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // The pan follows its first finger; later fingers do not move its origin.
        guard trackedTouches.count == touches.count, let touch = touches.first else { return }
        origin = touch.windowLocation
        samples = [(touch.timestamp, touch.windowLocation)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouches.first, touches.contains(touch) else { return }
        samples.append((touch.timestamp, touch.windowLocation))
        samples.removeAll { touch.timestamp - $0.time > UIPanGestureRecognizer.velocityWindow * 2 }
        switch state {
        case .possible:
            guard let origin else { return }
            let p = touch.windowLocation
            // Too few fingers wait for more; too many are no pan (Apple: the pan begins only
            // with between the minimum and the maximum number of fingers down).
            guard hypot(p.x - origin.x, p.y - origin.y) >= UIPanGestureRecognizer.hysteresis,
                  numberOfTouches >= minimumNumberOfTouches else { return }
            state = numberOfTouches <= maximumNumberOfTouches && mayBegin() ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = trackedTouches.first, touches.contains(touch) else { return }
        samples.append((touch.timestamp, touch.windowLocation))
        if state == .began || state == .changed { state = .ended }
    }

    open override func reset() {
        origin = nil
    }
}
