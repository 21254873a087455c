import Foundation

/// A force field over part of the plane that acts on its items: gravity in one direction or
/// toward a point, springs, drag, set velocities, vortices, smooth noise, electric and magnetic
/// fields, or a field computed by a block.
///
/// Apple documents what each field does but not its units. LabKit's, stated so that code can
/// be tuned against them: a field of strength 1 accelerates at 1000 points/s² (one UIKit
/// gravity) for the gravity, vortex and noise fields; the spring field pulls with 0.03 UIKit
/// newtons per point from its position; the drag field slows at a rate of `strength` per
/// second. `falloff` scales a field by (100 / distance)^falloff, the distance no less than
/// `minimumRadius`.
open class UIFieldBehavior: UIDynamicBehavior {
    private enum Kind {
        case linearGravity, radialGravity, spring, drag, velocity, vortex, electric, magnetic
        case noise, turbulence
        case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
    }

    private let kind: Kind
    private var list = DynamicItemList([])

    private init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The items the field acts on.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); parameterChanged() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); parameterChanged() }

    /// The field's center, in the animator's coordinates.
    open var position = CGPoint.zero { didSet { parameterSet(valid: position.x.isFinite && position.y.isFinite, "UIFieldBehavior.position must be finite; ignored") { position = oldValue } } }
    /// Where the field acts, about its position (everywhere by default).
    open var region = UIRegion.infinite { didSet { parameterChanged() } }
    /// How strong the field is (1 by default).
    open var strength: CGFloat = 1 { didSet { parameterSet(valid: strength.isFinite, "UIFieldBehavior.strength must be finite; ignored") { strength = oldValue } } }
    /// How the field weakens with distance: 0 (the default) not at all, 2 as gravity does.
    open var falloff: CGFloat = 0 { didSet { parameterSet(valid: falloff.isFinite, "UIFieldBehavior.falloff must be finite; ignored") { falloff = oldValue } } }
    /// The distance under which the field no longer strengthens with falloff.
    open var minimumRadius: CGFloat = 1e-3 { didSet { parameterSet(valid: minimumRadius.isFinite && minimumRadius >= 0, "UIFieldBehavior.minimumRadius must be finite and at least 0; ignored") { minimumRadius = oldValue } } }
    /// The direction of linear gravity and velocity fields.
    open var direction = CGVector(dx: 0, dy: 0) { didSet { parameterSet(valid: direction.dx.isFinite && direction.dy.isFinite, "UIFieldBehavior.direction must be finite; ignored") { direction = oldValue } } }
    /// How smooth a noise field is: 0 changes over 10 points, 1 over 200.
    open var smoothness: CGFloat = 0 { didSet { parameterSet(valid: smoothness.isFinite, "UIFieldBehavior.smoothness must be finite; ignored") { smoothness = oldValue } } }
    /// How fast a noise field changes over time.
    open var animationSpeed: CGFloat = 0 { didSet { parameterSet(valid: animationSpeed.isFinite, "UIFieldBehavior.animationSpeed must be finite; ignored") { animationSpeed = oldValue } } }

    /// Slows items in proportion to their velocity.
    open class func dragField() -> UIFieldBehavior { UIFieldBehavior(kind: .drag) }
    /// Turns items about the position, counter-clockwise (clockwise with a negative strength).
    open class func vortexField() -> UIFieldBehavior { UIFieldBehavior(kind: .vortex) }
    /// Pulls items toward `position`.
    open class func radialGravityField(position: CGPoint) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .radialGravity)
        field.position = position
        return field
    }
    /// Accelerates items along `direction`, whatever their mass.
    open class func linearGravityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .linearGravity)
        field.direction = direction
        return field
    }
    /// Gives items a velocity along `direction` (points/s per unit of strength).
    open class func velocityField(direction: CGVector) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .velocity)
        field.direction = direction
        return field
    }
    /// Pushes items in smoothly varying random directions.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Like a noise field, in proportion to the items' speeds.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> UIFieldBehavior {
        let field = UIFieldBehavior(kind: .turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// Pulls items toward the position in proportion to their distance (Hooke's law).
    open class func springField() -> UIFieldBehavior { UIFieldBehavior(kind: .spring) }
    /// Pushes charged items away from the position (attracts oppositely charged ones).
    open class func electricField() -> UIFieldBehavior { UIFieldBehavior(kind: .electric) }
    /// Turns moving charged items (a field out of the screen).
    open class func magneticField() -> UIFieldBehavior { UIFieldBehavior(kind: .magnetic) }
    /// A field whose force (in UIKit newtons) the block computes from the field, an item's
    /// position, velocity, mass and charge, and the step's duration.
    open class func field(evaluationBlock block: @escaping (_ field: UIFieldBehavior, _ position: CGPoint, _ velocity: CGVector, _ mass: CGFloat, _ charge: CGFloat, _ deltaTime: TimeInterval) -> CGVector) -> UIFieldBehavior {
        UIFieldBehavior(kind: .custom(block))
    }

    // MARK: Simulation

    /// UIKit newtons per point of a spring field of strength 1.
    static let springStiffness = 0.03

    override var dynamicItems: [UIDynamicItem] { list.items }

    override func contribute(to world: PhysicsWorld, in animator: UIDynamicAnimator) {
        let center = PhysicsVector(position), h = PhysicsWorld.step, s = Double(strength)
        for item in list.items {
            guard let body = world.body(for: item), body.isDynamic else { continue }
            let offset = body.position - center
            guard region.contains(offset.point) else { continue }
            let distance = max(offset.length, Double(minimumRadius))
            let scale = falloff == 0 ? 1 : pow(100 / max(distance, 1e-9), Double(falloff))
            let outward = offset.normalized, gravity = UIGravityBehavior.pointsPerSecondSquared
            switch kind {
            case .linearGravity:
                body.force += body.mass * gravity * s * scale * PhysicsVector(direction)
            case .radialGravity:
                body.force -= body.mass * gravity * s * scale * outward
            case .spring:
                body.force -= PhysicsBody.forcePerMagnitude * UIFieldBehavior.springStiffness * s * scale * offset
            case .drag:
                body.force -= body.mass * s * scale * body.velocity
            case .velocity:
                // The velocity is set: forces of this step are replaced, not added to.
                body.velocity = s * scale * PhysicsVector(direction)
                body.force = .zero
            case .vortex:
                body.force += body.mass * gravity * s * scale * (distance / 100) * outward.perpendicular * -1
            case .electric:
                body.force += PhysicsBody.forcePerMagnitude * body.material.charge * s * scale * outward
            case .magnetic:
                let v = body.velocity
                body.force += body.material.charge * s * scale * PhysicsVector(v.y, -v.x)
            case .noise:
                body.force += body.mass * gravity * s * scale * noise(at: body.position, time: animator.elapsedTime)
            case .turbulence:
                // As noise, in proportion to the item's speed (in hundreds of points/s).
                body.force += body.mass * gravity * s * scale * body.velocity.length / 100 * noise(at: body.position, time: animator.elapsedTime)
            case let .custom(block):
                let f = block(self, body.position.point, CGVector(dx: body.velocity.x, dy: body.velocity.y),
                              CGFloat(body.mass), CGFloat(body.material.charge), h)
                let force = PhysicsVector(f) * PhysicsBody.forcePerMagnitude
                if force.isFinite {
                    body.force += force
                } else {
                    LabDiagnostics.report("UIFieldBehavior.field(evaluationBlock:): the block returned a non-finite force; ignored")
                }
            }
        }
    }

    override var keepsAnimatorRunning: Bool {
        switch kind {
        case .noise, .turbulence, .velocity: return !list.items.isEmpty && strength != 0
        default: return false
        }
    }

    /// A smooth random unit-scale vector at `p` and `time`: value noise on a lattice whose
    /// spacing follows `smoothness`, interpolated smoothly, moving with `animationSpeed`.
    private func noise(at p: PhysicsVector, time: Double) -> PhysicsVector {
        let spacing = 10 + 190 * min(1, max(0, Double(smoothness)))
        let x = p.x / spacing, y = p.y / spacing, t = time * Double(animationSpeed)
        func lattice(_ i: Int, _ j: Int, _ k: Int) -> PhysicsVector {
            var z = UInt64(bitPattern: Int64(i)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(j)) &* 0xC2B2_AE3D_27D4_EB4F
                ^ UInt64(bitPattern: Int64(k)) &* 0x1656_67B1_9E37_79F9
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            let angle = Double(z >> 11) / Double(1 << 53) * 2 * Double.pi
            return PhysicsVector(cos(angle), sin(angle))
        }
        func smooth(_ u: Double) -> Double { u * u * (3 - 2 * u) }
        guard x.isFinite, y.isFinite, t.isFinite, abs(x) < 1e15, abs(y) < 1e15, abs(t) < 1e15 else { return .zero }
        let i = Int(x.rounded(.down)), j = Int(y.rounded(.down)), k = Int(t.rounded(.down))
        let u = smooth(x - Double(i)), v = smooth(y - Double(j)), w = smooth(t - Double(k))
        func plane(_ k: Int) -> PhysicsVector {
            let top = lattice(i, j, k) * (1 - u) + lattice(i + 1, j, k) * u
            let bottom = lattice(i, j + 1, k) * (1 - u) + lattice(i + 1, j + 1, k) * u
            return top * (1 - v) + bottom * v
        }
        return plane(k) * (1 - w) + plane(k + 1) * w
    }
}
