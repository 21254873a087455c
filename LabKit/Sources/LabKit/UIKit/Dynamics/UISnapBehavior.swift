import Foundation

/// Moves one item to a point with a damped spring and turns it upright, so that it settles
/// there. `damping` runs from 0 (the most oscillation) to 1 (the least), 0.5 by default.
///
/// Apple documents neither the spring's stiffness nor how `damping` maps onto it. LabKit uses a
/// 3 Hz spring on position and turn, whose damping ratio runs from 0.1 (damping 0) to 1
/// (damping 1): the default overshoots by about a seventh and settles within about half a second.
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem

    /// Snaps `item` to `point` (in the animator's coordinates).
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
        if !point.x.isFinite || !point.y.isFinite {
            LabDiagnostics.report("UISnapBehavior: the snap point must be finite, not \(point); the item stays where it is")
            snapPoint = item.center
        }
    }

    /// Where the item settles; changing it sets the item moving again.
    open var snapPoint: CGPoint {
        didSet { parameterSet(valid: snapPoint.x.isFinite && snapPoint.y.isFinite, "UISnapBehavior.snapPoint must be finite, not \(snapPoint); ignored") { snapPoint = oldValue } }
    }

    /// 0 (the most oscillation) to 1 (the least).
    open var damping: CGFloat = 0.5 {
        didSet { parameterSet(valid: damping.isFinite, "UISnapBehavior.damping must be finite, not \(damping); ignored") { damping = oldValue } }
    }

    static let frequency = 3.0

    /// The spring's damping ratio for `damping`.
    var dampingRatio: Double { 0.1 + 0.9 * min(1, max(0, Double(damping))) }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func contribute(to world: PhysicsWorld, in animator: UIDynamicAnimator) {
        guard let body = world.body(for: item), body.isDynamic else { return }
        let error = body.position - PhysicsVector(snapPoint), h = PhysicsWorld.step
        for axis in [PhysicsVector(1, 0), PhysicsVector(0, 1)] {
            world.rows.append(.linear(world.ground, .zero, body, .zero, axis: axis, error: dot(error, axis),
                                      frequency: UISnapBehavior.frequency, damping: dampingRatio, step: h))
        }
        let turn = remainder(body.angle, 2 * Double.pi)
        world.rows.append(.angular(world.ground, body, error: turn, frequency: UISnapBehavior.frequency, damping: dampingRatio, step: h))
    }
}
