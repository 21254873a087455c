@_spi(LabHost) import LabKit
import XCTest

/// A 320 x 480 window whose root view is an animator's reference view, stepped at 60 Hz.
class DynamicsTestCase: UIKitTestCase {
    var animator: UIDynamicAnimator!
    var referenceView: UIView!

    override func setUp() {
        super.setUp()
        referenceView = UIView(frame: window.bounds)
        window.addSubview(referenceView)
        animator = UIDynamicAnimator(referenceView: referenceView)
    }

    override func tearDown() {
        animator = nil
        referenceView = nil
        super.tearDown()
    }

    /// A view of `size` centered at `center` in the reference view.
    func box(_ center: CGPoint, size: CGSize = CGSize(width: 100, height: 100)) -> UIView {
        let view = UIView(frame: CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height))
        referenceView.addSubview(view)
        return view
    }

    /// Steps `n` frames.
    func steps(_ n: Int) {
        for _ in 0..<n { step() }
    }

    /// Where a body starting at rest is after `n` simulation steps of constant acceleration
    /// `a`: the simulation integrates semi-implicitly (velocity, then position) at 120 Hz, so
    /// x_n = a h² n(n+1)/2, within a sixtieth of a second's worth of ½at².
    func distanceAfter(steps n: Int, acceleration a: Double) -> Double {
        let h = 1.0 / 120
        return a * h * h * Double(n * (n + 1)) / 2
    }
}

/// Records what an animator and a collision behavior tell their delegates.
final class DynamicsDelegateRecorder: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var events: [String] = []

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { events.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { events.append("pause") }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem, at p: CGPoint) {
        events.append("began items")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {
        events.append("ended items")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        events.append("began \((identifier as? NSString).map { $0 as String } ?? "bounds")")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem, withBoundaryIdentifier identifier: NSCopying?) {
        events.append("ended \((identifier as? NSString).map { $0 as String } ?? "bounds")")
    }
}
