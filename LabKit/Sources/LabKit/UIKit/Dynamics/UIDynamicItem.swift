import Foundation

/// How a dynamic item's outline for collisions is made.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds rectangle (the default).
    case rectangle = 0
    /// The ellipse inscribed in the item's bounds.
    case ellipse = 1
    /// The item's `collisionBoundingPath`, a convex polygon about its center.
    case path = 2
}

/// Something a dynamic animator moves: views, collection view layout attributes, item groups,
/// or objects of your own. The animator reads the size from `bounds`, and writes `center` and
/// the rotation of `transform` as the simulation moves the item.
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The item's center, in the coordinates of its animator's reference view (or of the
    /// item's superview, for a view).
    var center: CGPoint { get set }
    /// The item's size; the animator reads it when the item joins, and at `updateItem(usingCurrentState:)`.
    var bounds: CGRect { get }
    /// The item's transform; the animator writes a rotation once the item turns.
    var transform: CGAffineTransform { get set }
    /// The outline the item collides with (`.rectangle` unless the item says otherwise).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// For `.path`: a convex polygon with (0, 0) at the item's center.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// `.rectangle`, as UIKit assumes for items that do not say.
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The item's bounds about its center.
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// Several dynamic items that collide and move as one rigid body. Its bounds enclose the
/// items' frames and its center is theirs; the animator moves and turns the items through it.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The items of the group.
    public let items: [UIDynamicItem]
    /// Each item's center relative to the group's, and its turn, when the group was made.
    private let offsets: [CGPoint]
    private let angles: [CGFloat]
    private let origin: CGPoint
    private var groupTransform = CGAffineTransform.identity
    private var groupCenter: CGPoint

    /// A group of `items` (not groups themselves).
    public init(items: [UIDynamicItem]) {
        let nested = items.filter { $0 is UIDynamicItemGroup }
        if !nested.isEmpty { LabDiagnostics.report("UIDynamicItemGroup: a group cannot hold another group; \(nested.count) left out") }
        self.items = items.filter { !($0 is UIDynamicItemGroup) }
        let frames = self.items.map { CGRect(x: $0.center.x - $0.bounds.width / 2, y: $0.center.y - $0.bounds.height / 2, width: $0.bounds.width, height: $0.bounds.height) }
        let union = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        origin = CGPoint(x: union.midX, y: union.midY)
        groupCenter = origin
        boundsStorage = CGRect(origin: .zero, size: union.size)
        offsets = self.items.map { CGPoint(x: $0.center.x - union.midX, y: $0.center.y - union.midY) }
        angles = self.items.map { atan2($0.transform.b, $0.transform.a) }
        super.init()
    }

    private let boundsStorage: CGRect

    /// The box around the items' frames when the group was made.
    open var bounds: CGRect { boundsStorage }

    /// The group's center; setting it moves every item with it.
    open var center: CGPoint {
        get { groupCenter }
        set { groupCenter = newValue; place() }
    }

    /// The group's rotation; setting it turns every item about the group's center.
    open var transform: CGAffineTransform {
        get { groupTransform }
        set { groupTransform = newValue; place() }
    }

    /// The items' outlines, each where it sits in the group, for the simulation.
    var memberShapes: [PhysicsShape] {
        zip(items, zip(offsets, angles)).map { item, placement in
            PhysicsShape.outline(of: item).placed(offset: PhysicsVector(placement.0), angle: Double(placement.1))
        }
    }

    private func place() {
        let turn = atan2(groupTransform.b, groupTransform.a)
        for (i, item) in items.enumerated() {
            let offset = offsets[i].applying(CGAffineTransform(rotationAngle: turn))
            item.center = CGPoint(x: groupCenter.x + offset.x, y: groupCenter.y + offset.y)
            item.transform = CGAffineTransform(rotationAngle: angles[i] + turn)
        }
    }
}
