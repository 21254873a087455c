@_spi(LabHost) import LabKit
import XCTest

/// A window with one 20 × 20 card centred at (100, 100), committed, and the curves the
/// animator tests compute their expectations from, written out independently of LabKit.
class PropertyAnimatorTestCase: UIKitTestCase {
    var card: UIView!

    override func setUp() {
        super.setUp()
        card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        card.center = CGPoint(x: 100, y: 100)
        window.addSubview(card)
        commit()
    }

    override func tearDown() {
        card = nil
        super.tearDown()
    }

    /// The card's presentation centre x and y, and opacity.
    var shownX: Double { Double(card.layer.presentation()!.position.x) }
    var shownY: Double { Double(card.layer.presentation()!.position.y) }
    var shownAlpha: Double { Double(card.layer.presentation()!.opacity) }

    /// y of the cubic Bézier (0, 0), (x1, y1), (x2, y2), (1, 1) at `x`, its parameter found by
    /// bisection.
    func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * p1 * s * (1 - s) * (1 - s) + 3 * p2 * s * s * (1 - s) + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<80 {
            let mid = (low + high) / 2
            if b(x1, x2, mid) < x { low = mid } else { high = mid }
        }
        return b(y1, y2, (low + high) / 2)
    }

    func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }
    func easeIn(_ x: Double) -> Double { bezier(0.42, 0, 1, 1, at: x) }
    func easeOut(_ x: Double) -> Double { bezier(0, 0, 0.58, 1, at: x) }

    /// Progress of UIKit's damping-ratio spring over `duration` at `t`: unit mass, ω chosen so
    /// that the envelope e^(−ζωt) is 1/1500 at the end, released with velocity `v` (fractions
    /// of the distance per second): 1 − x(t), x solving x″ + 2ζωx′ + ω²x = 0, x(0) = 1, x′(0) = −v.
    func ratioSpring(_ zeta: Double, duration: Double, velocity v: Double = 0, at t: Double) -> Double {
        let omega = log(1500) / (zeta * duration)
        if zeta >= 1 { return 1 - (1 + (omega - v) * t) * exp(-omega * t) }
        let wd = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * t) * (cos(wd * t) + (zeta * omega - v) / wd * sin(wd * t))
    }
}
