import Foundation

/// Sets the physical properties of its items (bounce, friction, density, resistance, whether
/// they turn or are anchored) and changes their velocities. Where several item behaviors set
/// an item, the last in the animator's behavior tree (depth first) wins.
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    private var material = PhysicsMaterial()
    /// Velocities added before the items' bodies existed or between steps.
    private var pendingVelocities: [ObjectIdentifier: (linear: PhysicsVector, angular: Double)] = [:]

    /// Properties for `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// A behavior for no items yet (`addItem(_:)` adds them), as UIKit's inherited `init()`.
    public convenience override init() { self.init(items: []) }

    /// The items set.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); parameterChanged() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); parameterChanged() }

    /// 0 (no bounce, the default) to 1 (a perfectly elastic bounce).
    open var elasticity: CGFloat {
        get { CGFloat(material.elasticity) }
        set { set(\.elasticity, newValue, "elasticity") }
    }
    /// Friction where items touch: 0 (none, the default) and up.
    open var friction: CGFloat {
        get { CGFloat(material.friction) }
        set { set(\.friction, newValue, "friction") }
    }
    /// Mass per area (1 by default): a 100 x 100 point item of density 1 has mass 1.
    open var density: CGFloat {
        get { CGFloat(material.density) }
        set { set(\.density, newValue, "density") }
    }
    /// Damping of linear motion (0 by default): at 1, an item left alone comes nearly to rest within a second or two.
    open var resistance: CGFloat {
        get { CGFloat(material.resistance) }
        set { set(\.resistance, newValue, "resistance") }
    }
    /// Damping of turning (0 by default).
    open var angularResistance: CGFloat {
        get { CGFloat(material.angularResistance) }
        set { set(\.angularResistance, newValue, "angularResistance") }
    }
    /// Electric charge, for electric and magnetic fields (0 by default).
    open var charge: CGFloat {
        get { CGFloat(material.charge) }
        set {
            guard newValue.isFinite else { return LabDiagnostics.report("UIDynamicItemBehavior.charge must be finite, not \(newValue); ignored") }
            material.charge = Double(newValue)
            parameterChanged()
        }
    }
    /// Whether the items stay where they are, still colliding, as boundaries do.
    open var isAnchored: Bool {
        get { material.isAnchored }
        set { material.isAnchored = newValue; parameterChanged() }
    }
    /// Whether the items may turn (true by default).
    open var allowsRotation: Bool {
        get { material.allowsRotation }
        set { material.allowsRotation = newValue; parameterChanged() }
    }

    private func set(_ key: WritableKeyPath<PhysicsMaterial, Double>, _ value: CGFloat, _ name: String) {
        guard value.isFinite, value >= 0 else {
            return LabDiagnostics.report("UIDynamicItemBehavior.\(name) must be a finite number of at least 0, not \(value); ignored")
        }
        material[keyPath: key] = Double(value)
        parameterChanged()
    }

    /// Adds `velocity` (points/s) to `item`'s.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard velocity.x.isFinite, velocity.y.isFinite else {
            return LabDiagnostics.report("UIDynamicItemBehavior.addLinearVelocity: the velocity must be finite, not \(velocity); ignored")
        }
        pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].linear += PhysicsVector(velocity)
        parameterChanged()
    }

    /// `item`'s velocity in points/s.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        let body = animator?.world.body(for: item)
        return ((body?.velocity ?? .zero) + (pendingVelocities[ObjectIdentifier(item)]?.linear ?? .zero)).point
    }

    /// Adds `velocity` (radians/s) to `item`'s turning.
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard velocity.isFinite else {
            return LabDiagnostics.report("UIDynamicItemBehavior.addAngularVelocity: the velocity must be finite, not \(velocity); ignored")
        }
        pendingVelocities[ObjectIdentifier(item), default: (.zero, 0)].angular += Double(velocity)
        parameterChanged()
    }

    /// `item`'s turning speed in radians/s.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        let body = animator?.world.body(for: item)
        return CGFloat((body?.angularVelocity ?? 0) + (pendingVelocities[ObjectIdentifier(item)]?.angular ?? 0))
    }

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func configure(_ world: PhysicsWorld) {
        for item in list.items {
            if let body = world.body(for: item) { world.setMaterial(material, for: body) }
        }
    }

    override func contribute(to world: PhysicsWorld, in animator: UIDynamicAnimator) {
        for item in list.items {
            guard let body = world.body(for: item) else { continue }
            if let added = pendingVelocities.removeValue(forKey: ObjectIdentifier(item)) {
                body.velocity += added.linear
                body.angularVelocity += added.angular
            }
        }
    }
}
