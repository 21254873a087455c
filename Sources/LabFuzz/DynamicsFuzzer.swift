import Foundation
@_spi(LabHost) import LabKit

/// Structure-aware UIKit Dynamics: views of every collision outline (and item groups), every
/// behavior with hostile parameters (gravity, pushes, snaps, every kind of attachment,
/// collisions with hostile boundaries, item properties and velocities, every field, composite
/// behaviors), and behaviors changed, removed and added while the animator runs: the work
/// `UIDynamicAnimator` and its solver do.
public enum DynamicsFuzzer {
    /// Views whose layers are under `root`, moved by a dynamic animator with a random behavior
    /// tree; the animator is returned to be kept alive while frames run.
    public static func animate(under root: CALayer, _ random: inout FuzzRandom) -> (animator: UIDynamicAnimator, views: [UIView], changes: [() -> Void]) {
        let reference = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.addSublayer(reference.layer)
        let animator = UIDynamicAnimator(referenceView: reference)
        var views: [UIView] = []
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            let size = random.chance(0.8) ? CGSize(width: .random(in: 0...120, using: &random), height: .random(in: 0...120, using: &random))
                : CGSize(width: random.hostile(scale: 100), height: random.hostile(scale: 100))
            let view = OutlinedView(outline: random.pick([.rectangle, .ellipse, .path]), path: path(&random))
            view.frame = CGRect(origin: .zero, size: size)
            view.center = random.chance(0.9) ? CGPoint(x: .random(in: 0...400, using: &random), y: .random(in: 0...400, using: &random)) : random.hostilePoint()
            if random.chance(0.3) { view.transform = CGAffineTransform(rotationAngle: random.hostile(scale: 6)) }
            view.backgroundColor = UIColor(cgColor: random.color())
            reference.addSubview(view)
            views.append(view)
        }
        var items: [UIDynamicItem] = views
        if views.count >= 2, random.chance(0.2) { items.append(UIDynamicItemGroup(items: Array(views.prefix(2)))) }
        func some() -> [UIDynamicItem] { items.filter { _ in random.chance(0.5) } }
        var behaviors: [UIDynamicBehavior] = []
        for _ in 0..<Int.random(in: 1...7, using: &random) {
            behaviors.append(behavior(some(), all: items, parent: behaviors.popLast(), &random))
        }
        behaviors.forEach(animator.addBehavior)
        // Changes made while it runs, as gesture handlers and delegates make them.
        let changes: [() -> Void] = (0..<3).map { _ in
            var branch = random.branch(UInt64.random(in: 0...1000, using: &random))
            return {
                switch Int.random(in: 0..<4, using: &branch) {
                case 0: if let first = animator.behaviors.first { animator.removeBehavior(first) }
                case 1: animator.addBehavior(behavior(items, all: items, parent: nil, &branch))
                case 2: if let view = views.first { view.center = branch.hostilePoint(); animator.updateItem(usingCurrentState: view) }
                default: animator.removeAllBehaviors()
                }
            }
        }
        return (animator, views, changes)
    }

    /// A view with the collision outline it is given.
    private final class OutlinedView: UIView {
        let outline: UIDynamicItemCollisionBoundsType
        let path: UIBezierPath
        init(outline: UIDynamicItemCollisionBoundsType, path: UIBezierPath) {
            self.outline = outline
            self.path = path
            super.init(frame: .zero)
        }
        required init?(coder: NSCoder) { nil }
        override var collisionBoundsType: UIDynamicItemCollisionBoundsType { outline }
        override var collisionBoundingPath: UIBezierPath { path }
    }

    /// A bounding path: a polygon, sometimes concave, degenerate or non-finite.
    private static func path(_ random: inout FuzzRandom) -> UIBezierPath {
        let path = UIBezierPath()
        let count = Int.random(in: 0...7, using: &random)
        for i in 0..<count {
            let angle = Double(i) / Double(max(1, count)) * 2 * .pi
            let r = random.chance(0.9) ? Double.random(in: 0...60, using: &random) : Double(random.hostile(scale: 60))
            let p = CGPoint(x: r * cos(angle), y: r * sin(angle))
            if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        if random.chance(0.8) { path.close() }
        return path
    }

    private static func behavior(_ items: [UIDynamicItem], all: [UIDynamicItem], parent child: UIDynamicBehavior?, _ random: inout FuzzRandom) -> UIDynamicBehavior {
        let one = random.pick(all), other = random.pick(all)
        switch Int.random(in: 0..<9, using: &random) {
        case 0:
            let gravity = UIGravityBehavior(items: items)
            gravity.setAngle(random.hostile(scale: 6), magnitude: random.hostile(scale: 3))
            return gravity
        case 1:
            let push = UIPushBehavior(items: items, mode: random.chance(0.5) ? .continuous : .instantaneous)
            push.pushDirection = CGVector(dx: random.hostile(scale: 5), dy: random.hostile(scale: 5))
            push.setTargetOffsetFromCenter(UIOffset(horizontal: random.hostile(scale: 50), vertical: random.hostile(scale: 50)), for: one)
            return push
        case 2:
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = random.chance(0.6)
            collision.collisionMode = random.pick([.items, .boundaries, .everything])
            if random.chance(0.5) { collision.addBoundary(withIdentifier: "line" as NSCopying, from: random.hostilePoint(), to: random.hostilePoint()) }
            if random.chance(0.3) { collision.addBoundary(withIdentifier: "oval" as NSCopying, for: UIBezierPath(ovalIn: random.hostileRect())) }
            if random.chance(0.2) { collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: random.hostile(), left: 0, bottom: random.hostile(), right: 0)) }
            return collision
        case 3:
            let snap = UISnapBehavior(item: one, snapTo: random.hostilePoint())
            snap.damping = random.hostile(scale: 1)
            return snap
        case 4:
            let attachment: UIAttachmentBehavior
            switch Int.random(in: 0..<6, using: &random) {
            case 0: attachment = UIAttachmentBehavior(item: one, offsetFromCenter: UIOffset(horizontal: random.hostile(scale: 50), vertical: random.hostile(scale: 50)), attachedToAnchor: random.hostilePoint())
            case 1: attachment = UIAttachmentBehavior(item: one, attachedTo: other)
            case 2: attachment = .pinAttachment(with: one, attachedTo: other, attachmentAnchor: random.hostilePoint())
            case 3: attachment = .fixedAttachment(with: one, attachedTo: other, attachmentAnchor: random.hostilePoint())
            case 4: attachment = .slidingAttachment(with: one, attachmentAnchor: random.hostilePoint(), axisOfTranslation: CGVector(dx: random.hostile(scale: 1), dy: random.hostile(scale: 1)))
            default: attachment = .limitAttachment(with: one, offsetFromCenter: .zero, attachedTo: other, offsetFromCenter: UIOffset(horizontal: random.hostile(scale: 20), vertical: 0))
            }
            attachment.length = random.hostile(scale: 200)
            attachment.frequency = random.hostile(scale: 10)
            attachment.damping = random.hostile(scale: 2)
            attachment.frictionTorque = random.hostile(scale: 10)
            attachment.attachmentRange = UIFloatRange(minimum: random.hostile(scale: 100), maximum: random.hostile(scale: 100))
            return attachment
        case 5:
            let properties = UIDynamicItemBehavior(items: items)
            properties.elasticity = random.hostile(scale: 2)
            properties.friction = random.hostile(scale: 2)
            properties.density = random.hostile(scale: 5)
            properties.resistance = random.hostile(scale: 20)
            properties.angularResistance = random.hostile(scale: 20)
            properties.charge = random.hostile(scale: 5)
            properties.isAnchored = random.chance(0.2)
            properties.allowsRotation = random.chance(0.7)
            properties.addLinearVelocity(random.hostilePoint(scale: 2000), for: one)
            properties.addAngularVelocity(random.hostile(scale: 20), for: other)
            return properties
        case 6:
            let field = random.pick([UIFieldBehavior.springField(), .dragField(), .vortexField(), .electricField(), .magneticField(),
                                     .radialGravityField(position: random.hostilePoint()), .linearGravityField(direction: CGVector(dx: random.hostile(scale: 2), dy: 1)),
                                     .velocityField(direction: CGVector(dx: random.hostile(scale: 200), dy: 0)),
                                     .noiseField(smoothness: random.hostile(scale: 1), animationSpeed: random.hostile(scale: 3)),
                                     .turbulenceField(smoothness: random.hostile(scale: 1), animationSpeed: random.hostile(scale: 3))])
            field.strength = random.hostile(scale: 5)
            field.falloff = random.hostile(scale: 3)
            field.minimumRadius = random.hostile(scale: 50)
            field.position = random.hostilePoint()
            if random.chance(0.5) { field.region = UIRegion(radius: random.hostile(scale: 300)) }
            items.forEach(field.addItem)
            return field
        case 7:
            let values = [random.hostile(scale: 100), random.hostile(scale: 100)]
            let field = UIFieldBehavior.field { _, _, _, _, _, _ in CGVector(dx: values[0], dy: values[1]) }
            items.forEach(field.addItem)
            return field
        default:
            let composite = UIDynamicBehavior()
            if let child { composite.addChildBehavior(child) }
            return composite
        }
    }
}
