import Foundation

/// Pushes its items: continuously (a force every step) or once (an impulse). A magnitude of 1
/// on a 100 x 100 point item of density 1 accelerates it by 100 points/s² (the "UIKit newton");
/// an instantaneous push of 1 changes its speed by 100 points/s.
open class UIPushBehavior: UIDynamicBehavior {
    /// How the push acts.
    public enum Mode: Int, Sendable {
        /// A force applied every step while active.
        case continuous = 0
        /// An impulse applied once; the behavior then turns `active` off.
        case instantaneous = 1
    }

    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]

    /// How the push acts, fixed when it is made.
    public let mode: Mode

    /// A push on `items`, with no force until a magnitude or direction is set.
    public init(items: [UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
    }

    /// The items pushed.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); parameterChanged() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); offsets[ObjectIdentifier(item)] = nil; parameterChanged() }

    /// Whether the push acts. An instantaneous push turns it off once it has pushed; set it
    /// again to push again.
    open var active = true { didSet { parameterChanged() } }

    /// The force, in UIKit newtons along each axis (default zero).
    open var pushDirection = CGVector(dx: 0, dy: 0) {
        didSet { parameterSet(valid: pushDirection.dx.isFinite && pushDirection.dy.isFinite, "UIPushBehavior.pushDirection must be finite, not \(pushDirection); ignored") { pushDirection = oldValue } }
    }

    private var storedAngle: CGFloat = 0

    /// The direction of the force in radians.
    open var angle: CGFloat {
        get { magnitude == 0 ? storedAngle : atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength of the force (a negative one pushes the other way).
    open var magnitude: CGFloat {
        get { (pushDirection.dx * pushDirection.dx + pushDirection.dy * pushDirection.dy).squareRoot() }
        set { setAngle(angle, magnitude: newValue) }
    }

    /// Sets direction and strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else {
            return LabDiagnostics.report("UIPushBehavior: angle and magnitude must be finite; ignored")
        }
        storedAngle = angle
        pushDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    /// Pushes `item` at a point this far from its center (in the item's own axes), turning it.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        guard offset.horizontal.isFinite, offset.vertical.isFinite else {
            return LabDiagnostics.report("UIPushBehavior.setTargetOffsetFromCenter: the offset must be finite; ignored")
        }
        offsets[ObjectIdentifier(item)] = offset
        parameterChanged()
    }

    /// Where `item` is pushed, from its center.
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? UIOffset(horizontal: 0, vertical: 0) }

    override var dynamicItems: [UIDynamicItem] { list.items }

    override var keepsAnimatorRunning: Bool { mode == .continuous && active && magnitude != 0 }

    override func contribute(to world: PhysicsWorld, in animator: UIDynamicAnimator) {
        guard active else { return }
        let force = PhysicsVector(pushDirection) * PhysicsBody.forcePerMagnitude
        for item in list.items {
            guard let body = world.body(for: item), body.isDynamic else { continue }
            let offset = targetOffsetFromCenter(for: item)
            let r = PhysicsVector(Double(offset.horizontal), Double(offset.vertical)).rotated(by: body.angle)
            switch mode {
            case .continuous:
                body.force += force
                body.torque += cross(r, force)
            case .instantaneous:
                body.applyImpulse(force, at: r)
            }
        }
        if mode == .instantaneous { active = false }
    }
}
