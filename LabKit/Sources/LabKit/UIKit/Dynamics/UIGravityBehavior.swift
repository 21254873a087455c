import Foundation

/// Accelerates its items in one direction, whatever their mass: a magnitude of 1 is 1000
/// points/s² ("UIKit gravity"), downward by default.
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList

    /// Gravity on `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// Gravity on no items yet.
    public convenience override init() { self.init(items: []) }

    /// The items gravity pulls.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); parameterChanged() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); parameterChanged() }

    /// The acceleration in thousands of points/s² (default (0, 1)); its length is `magnitude`,
    /// its direction `angle`.
    open var gravityDirection = CGVector(dx: 0, dy: 1) {
        didSet { parameterSet(valid: gravityDirection.dx.isFinite && gravityDirection.dy.isFinite, "UIGravityBehavior.gravityDirection must be finite, not \(gravityDirection); ignored") { gravityDirection = oldValue } }
    }

    /// The direction in radians (π/2 is down).
    open var angle: CGFloat {
        get { magnitude == 0 ? storedAngle : atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The strength: 1 is 1000 points/s². Setting 0 also sets the angle to 0.
    open var magnitude: CGFloat {
        get { (gravityDirection.dx * gravityDirection.dx + gravityDirection.dy * gravityDirection.dy).squareRoot() }
        set { setAngle(newValue == 0 ? 0 : angle, magnitude: newValue) }
    }

    private var storedAngle: CGFloat = 0

    /// Sets direction and strength together.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        guard angle.isFinite, magnitude.isFinite else {
            return LabDiagnostics.report("UIGravityBehavior: angle and magnitude must be finite; ignored")
        }
        storedAngle = angle
        gravityDirection = CGVector(dx: magnitude * cos(angle), dy: magnitude * sin(angle))
    }

    /// Points/s² per unit of magnitude.
    static let pointsPerSecondSquared = 1000.0

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func contribute(to world: PhysicsWorld, in animator: UIDynamicAnimator) {
        let acceleration = PhysicsVector(gravityDirection) * UIGravityBehavior.pointsPerSecondSquared
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            body.force += body.mass * acceleration
        }
    }
}
