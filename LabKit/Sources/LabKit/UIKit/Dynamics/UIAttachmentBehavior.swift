import Foundation

/// Connects an item to a point, or two items to each other. By default the connection keeps
/// its length (a rod); with a `frequency` it is a spring of that frequency (Hz) and `damping`
/// ratio (1: critically damped). The class functions make the other joints: a rope
/// (`limitAttachment`), a weld (`fixedAttachment`), a hinge (`pinAttachment`) and a slider
/// (`slidingAttachment`).
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What an attachment connects.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items = 0
        /// An item and an anchor point.
        case anchor = 1
    }

    private enum Joint {
        case distance, limit, fixed, pin
        case sliding(axis: PhysicsVector)
    }

    private let attachedItems: [UIDynamicItem]
    /// Each item's attachment point from its center, in the item's own (unturned) axes.
    private let localAnchors: [PhysicsVector]
    private var joint = Joint.distance
    /// The turn of the second body relative to the first when attached.
    private let referenceAngle: Double

    /// What the attachment connects.
    public let attachedBehaviorType: AttachmentType

    /// The items attached: one for an anchor attachment, two otherwise.
    open var items: [UIDynamicItem] { attachedItems }

    /// The point an anchor attachment holds the item to, in the animator's coordinates.
    open var anchorPoint: CGPoint {
        didSet { parameterSet(valid: anchorPoint.x.isFinite && anchorPoint.y.isFinite, "UIAttachmentBehavior.anchorPoint must be finite, not \(anchorPoint); ignored") { anchorPoint = oldValue } }
    }

    /// The distance kept between the attachment points (at first, the distance when attached).
    open var length: CGFloat { didSet { parameterSet(valid: length.isFinite && length >= 0, "UIAttachmentBehavior.length must be a finite number of at least 0, not \(length); ignored") { length = oldValue } } }
    /// The spring's damping ratio (1: critically damped); applies when `frequency` is above 0.
    open var damping: CGFloat = 0 { didSet { parameterSet(valid: damping.isFinite && damping >= 0, "UIAttachmentBehavior.damping must be a finite number of at least 0, not \(damping); ignored") { damping = oldValue } } }
    /// The spring's frequency in Hz; 0 keeps the length rigid.
    open var frequency: CGFloat = 0 { didSet { parameterSet(valid: frequency.isFinite && frequency >= 0, "UIAttachmentBehavior.frequency must be a finite number of at least 0, not \(frequency); ignored") { frequency = oldValue } } }
    /// How hard a pin attachment's hinge is to turn: the most torque its friction resists,
    /// in UIKit newtons at 100 points.
    open var frictionTorque: CGFloat = 0 { didSet { parameterSet(valid: frictionTorque.isFinite && frictionTorque >= 0, "UIAttachmentBehavior.frictionTorque must be a finite number of at least 0, not \(frictionTorque); ignored") { frictionTorque = oldValue } } }
    /// How far a sliding attachment slides (points) or a pin attachment turns (radians) either
    /// way from where it started.
    open var attachmentRange = UIFloatRange.infinite {
        didSet { parameterSet(valid: !attachmentRange.minimum.isNaN && !attachmentRange.maximum.isNaN && attachmentRange.minimum <= attachmentRange.maximum, "UIAttachmentBehavior.attachmentRange must be an ordered range, not \(attachmentRange); ignored") { attachmentRange = oldValue } }
    }

    /// Attaches `item`'s center to `point`.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset(horizontal: 0, vertical: 0), attachedToAnchor: point)
    }

    /// Attaches the point `offset` from `item`'s center to `point`.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        let anchor = UIAttachmentBehavior.finite(point, or: item.center, "anchor point")
        let local = UIAttachmentBehavior.finite(offset)
        attachedItems = [item]
        localAnchors = [local]
        referenceAngle = 0
        attachedBehaviorType = .anchor
        anchorPoint = anchor
        length = UIAttachmentBehavior.distance(UIAttachmentBehavior.worldPoint(of: item, local: local), PhysicsVector(anchor))
        super.init()
    }

    /// Attaches the centers of two items.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        let zero = UIOffset(horizontal: 0, vertical: 0)
        self.init(item: item1, offsetFromCenter: zero, attachedTo: item2, offsetFromCenter: zero)
    }

    /// Attaches a point of one item to a point of another, each given from its item's center.
    public init(item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        let locals = [UIAttachmentBehavior.finite(offset1), UIAttachmentBehavior.finite(offset2)]
        attachedItems = [item1, item2]
        localAnchors = locals
        referenceAngle = 0
        attachedBehaviorType = .items
        anchorPoint = .zero
        length = UIAttachmentBehavior.distance(UIAttachmentBehavior.worldPoint(of: item1, local: locals[0]), UIAttachmentBehavior.worldPoint(of: item2, local: locals[1]))
        super.init()
    }

    /// A joint at the world point `anchor` of `items` (one: to a fixed point).
    private init(joint: Joint, items: [UIDynamicItem], anchor: CGPoint) {
        let anchor = UIAttachmentBehavior.finite(anchor, or: items[0].center, "attachment anchor")
        attachedItems = items
        localAnchors = items.map { item in
            (PhysicsVector(anchor) - PhysicsVector(item.center)).rotated(by: -UIAttachmentBehavior.angle(of: item))
        }
        self.joint = joint
        referenceAngle = items.count == 2 ? UIAttachmentBehavior.angle(of: items[1]) - UIAttachmentBehavior.angle(of: items[0]) : UIAttachmentBehavior.angle(of: items[0])
        attachedBehaviorType = items.count == 2 ? .items : .anchor
        anchorPoint = anchor
        length = 0
        super.init()
    }

    /// Two items that slide along `axis` relative to each other without turning.
    open class func slidingAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .sliding(axis: validAxis(axis).rotated(by: -angle(of: item1))), items: [item1, item2], anchor: point)
    }

    /// An item that slides along `axis` through `point` without turning.
    open class func slidingAttachment(with item: UIDynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .sliding(axis: validAxis(axis)), items: [item], anchor: point)
    }

    /// Two points that stay at most `length` apart (a rope), which is at first their distance.
    open class func limitAttachment(with item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        let attachment = UIAttachmentBehavior(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
        attachment.joint = .limit
        return attachment
    }

    /// Two items welded at `point`: they move and turn as one.
    open class func fixedAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .fixed, items: [item1, item2], anchor: point)
    }

    /// Two items hinged at `point`: each turns freely about it.
    open class func pinAttachment(with item1: UIDynamicItem, attachedTo item2: UIDynamicItem, attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .pin, items: [item1, item2], anchor: point)
    }

    // MARK: Simulation

    override var dynamicItems: [UIDynamicItem] { attachedItems }

    override func contribute(to world: PhysicsWorld, in animator: UIDynamicAnimator) {
        let bodies = attachedItems.compactMap { world.body(for: $0) }
        guard bodies.count == attachedItems.count else { return }
        let h = PhysicsWorld.step
        // A is the first item, or the ground holding the anchor point; B the other item.
        let a = bodies.count == 2 ? bodies[0] : world.ground, b = bodies.count == 2 ? bodies[1] : bodies[0]
        let rA = bodies.count == 2 ? localAnchors[0].rotated(by: a.angle) : PhysicsVector(anchorPoint)
        let rB = localAnchors[bodies.count == 2 ? 1 : 0].rotated(by: b.angle)
        let d = b.position + rB - (a.position + rA)
        let relativeAngle = b.angle - a.angle - referenceAngle
        switch joint {
        case .distance:
            let distance = d.length, target = Double(length)
            if target > 1e-3, distance > 1e-6 {
                world.rows.append(.linear(a, rA, b, rB, axis: d / distance, error: distance - target,
                                          frequency: Double(frequency), damping: Double(damping), step: h))
            } else {
                point(a, rA, b, rB, d, world, frequency: Double(frequency), damping: Double(damping))
            }
        case .limit:
            let distance = d.length
            if distance > Double(length), distance > 1e-6 {
                var row = PhysicsConstraintRow.linear(a, rA, b, rB, axis: d / distance, error: distance - Double(length), step: h)
                row.upper = 0
                world.rows.append(row)
            }
        case .fixed:
            point(a, rA, b, rB, d, world)
            world.rows.append(.angular(a, b, error: relativeAngle, step: h))
        case .pin:
            point(a, rA, b, rB, d, world)
            limit(relativeAngle, world) { .angular(a, b, error: $0, step: h) }
            if frictionTorque > 0 {
                let most = Double(frictionTorque) * PhysicsBody.forcePerMagnitude * 100 * h
                var row = PhysicsConstraintRow.angular(a, b, error: nil, step: h)
                (row.lower, row.upper) = (-most, most)
                world.rows.append(row)
            }
        case let .sliding(localAxis):
            let axis = localAxis.rotated(by: a.angle), normal = axis.perpendicular
            world.rows.append(.angular(a, b, error: relativeAngle, step: h))
            world.rows.append(PhysicsConstraintRow(a, b, linearA: -normal, angularA: -cross(d + rA, normal), linearB: normal,
                                                   angularB: cross(rB, normal), error: dot(d, normal), step: h))
            limit(dot(d, axis), world) { error in
                PhysicsConstraintRow(a, b, linearA: -axis, angularA: -cross(d + rA, axis), linearB: axis,
                                     angularB: cross(rB, axis), error: error, step: h)
            }
        }
    }

    /// Holds two points together (soft with a frequency).
    private func point(_ a: PhysicsBody, _ rA: PhysicsVector, _ b: PhysicsBody, _ rB: PhysicsVector, _ d: PhysicsVector,
                       _ world: PhysicsWorld, frequency: Double = 0, damping: Double = 0) {
        for axis in [PhysicsVector(1, 0), PhysicsVector(0, 1)] {
            world.rows.append(.linear(a, rA, b, rB, axis: axis, error: dot(d, axis), frequency: frequency, damping: damping, step: PhysicsWorld.step))
        }
    }

    /// Keeps `value` within `attachmentRange`, with a one-sided row made by `row` from the excess.
    private func limit(_ value: Double, _ world: PhysicsWorld, row: (Double) -> PhysicsConstraintRow) {
        if value < Double(attachmentRange.minimum) {
            var r = row(value - Double(attachmentRange.minimum))
            r.lower = 0
            world.rows.append(r)
        } else if value > Double(attachmentRange.maximum) {
            var r = row(value - Double(attachmentRange.maximum))
            r.upper = 0
            world.rows.append(r)
        }
    }

    // MARK: Validation

    private static func finite(_ point: CGPoint, or fallback: CGPoint, _ name: String) -> CGPoint {
        guard point.x.isFinite, point.y.isFinite else {
            LabDiagnostics.report("UIAttachmentBehavior: the \(name) must be finite, not \(point); using the item's center")
            return fallback
        }
        return point
    }

    private static func finite(_ offset: UIOffset) -> PhysicsVector {
        guard offset.horizontal.isFinite, offset.vertical.isFinite else {
            LabDiagnostics.report("UIAttachmentBehavior: the offset from center must be finite; using the center")
            return .zero
        }
        return PhysicsVector(Double(offset.horizontal), Double(offset.vertical))
    }

    private static func validAxis(_ axis: CGVector) -> PhysicsVector {
        let v = PhysicsVector(axis).normalized
        guard v != .zero else {
            LabDiagnostics.report("UIAttachmentBehavior.slidingAttachment: the axis must be a non-zero finite vector; sliding horizontally")
            return PhysicsVector(1, 0)
        }
        return v
    }

    static func angle(of item: UIDynamicItem) -> Double {
        let t = item.transform, a = Double(atan2(t.b, t.a))
        return a.isFinite ? a : 0
    }

    /// The distance between two points; 0 when either is not finite.
    private static func distance(_ a: PhysicsVector, _ b: PhysicsVector) -> CGFloat {
        let d = (b - a).length
        return d.isFinite ? CGFloat(d) : 0
    }

    private static func worldPoint(of item: UIDynamicItem, local: PhysicsVector) -> PhysicsVector {
        PhysicsVector(item.center) + local.rotated(by: angle(of: item))
    }
}
