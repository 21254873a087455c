@_spi(LabHost) import LabKit
import XCTest

/// A test on a fresh lab clock with a committed scene root, stepped as the host steps it,
/// and with LabKit's diagnostics captured.
class AnimationTestCase: XCTestCase {
    var root: CALayer!
    var diagnostics: [String] = []
    private var previousSink: ((String) -> Void)?

    override func setUp() {
        super.setUp()
        LabClock.reset()
        root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        diagnostics = []
        previousSink = LabDiagnostics.setSink { [unowned self] in self.diagnostics.append($0) }
        LabClock.commit(root: root)
    }

    override func tearDown() {
        if let previousSink { LabDiagnostics.setSink(previousSink) }
        LabClock.reset()
        super.tearDown()
    }

    /// A layer in the scene tree (committed, so that it gets implicit animations).
    func committedLayer(name: String = "test") -> CALayer {
        let layer = CALayer()
        layer.name = name
        root.addSublayer(layer)
        LabClock.commit(root: root)
        return layer
    }

    /// Steps the clock at 60 Hz up to `time`, the last step landing on it.
    func advance(to time: Double) {
        var frame = (LabClock.currentTime * 60).rounded(.down) + 1
        while frame / 60 < time - 1e-9 {
            LabClock.advance(to: frame / 60, root: root)
            frame += 1
        }
        LabClock.advance(to: time, root: root)
    }

    /// The presentation's position.x at `time` (a Double-precision channel for value checks).
    func x(of layer: CALayer, at time: Double) -> Double {
        advance(to: time)
        return Double(layer.presentation()!.position.x)
    }

    /// A basic animation of position.x.
    func basicX(from: Double? = nil, to: Double? = nil, by: Double? = nil, duration: Double = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "position.x")
        animation.fromValue = from
        animation.toValue = to
        animation.byValue = by
        animation.duration = duration
        return animation
    }
}

/// Records delegate calls with the lab time they came at.
final class DelegateRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start@\(CACurrentMediaTime())") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop(\(flag))@\(CACurrentMediaTime())")
    }
}
