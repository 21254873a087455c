import Foundation

/// Makes its items collide with each other and with boundaries: the animator's reference
/// bounds (`translatesReferenceBoundsIntoBoundary`), lines and paths. Items collide only with
/// items of the same collision behavior.
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        /// The option set's bits.
        public let rawValue: UInt
        /// Creates a mode from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// The boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// Both (the default).
        public static let everything = Mode(rawValue: .max)
    }

    private var list: DynamicItemList
    private var boundaries: [(identifier: NSCopying, path: UIBezierPath, body: PhysicsBody)] = []
    private var referenceWalls: (rect: CGRect, body: PhysicsBody)?

    /// Collisions among `items`.
    public init(items: [UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// A behavior for no items yet (`addItem(_:)` adds them), as UIKit's inherited `init()`.
    public convenience override init() { self.init(items: []) }

    /// The items that collide.
    open var items: [UIDynamicItem] { list.items }
    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) { list.add(item); parameterChanged() }
    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); parameterChanged() }

    /// What the items collide with (`.everything` by default).
    open var collisionMode = Mode.everything { didSet { parameterChanged() } }

    /// Told when contacts begin and end.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    private var referenceInsets: UIEdgeInsets?

    /// Whether the animator's reference bounds are walls the items stay within.
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceInsets != nil }
        set { referenceInsets = newValue ? .zero : nil; parameterChanged() }
    }

    /// Makes the reference bounds, inset by `insets`, walls the items stay within.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else {
            return LabDiagnostics.report("UICollisionBehavior.setTranslatesReferenceBoundsIntoBoundary: insets must be finite; ignored")
        }
        referenceInsets = insets
        parameterChanged()
    }

    /// Adds (or replaces) a boundary along `bezierPath`'s outline, in the animator's coordinates.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        let segments = bezierPath.cgPath.polylines(chords: 16).flatMap { line -> [PhysicsShape] in
            let points = line.points.map(PhysicsVector.init).filter(\.isFinite)
            guard points.count >= 2 else { return [] }
            var pieces = zip(points, points.dropFirst()).map { PhysicsShape.segment($0, $1) }
            if line.isClosed, points.count > 2 { pieces.append(.segment(points[points.count - 1], points[0])) }
            return pieces
        }
        removeBoundary(withIdentifier: identifier)
        if segments.isEmpty { LabDiagnostics.report("UICollisionBehavior.addBoundary: the path has no finite lines; the boundary holds nothing") }
        let body = PhysicsBody(staticShapes: segments)
        body.boundaryIdentifier = identifier
        boundaries.append((identifier, bezierPath.copy() as? UIBezierPath ?? bezierPath, body))
        parameterChanged()
    }

    /// Adds (or replaces) a boundary along the line from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    /// The path of the boundary with `identifier`.
    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        boundaries.first { UICollisionBehavior.same($0.identifier, identifier) }?.path
    }

    /// Removes the boundary with `identifier`.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        boundaries.removeAll { UICollisionBehavior.same($0.identifier, identifier) }
        parameterChanged()
    }

    /// The identifiers of the added boundaries; nil when there are none.
    open var boundaryIdentifiers: [NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.identifier) }

    /// Removes every added boundary (not the reference bounds).
    open func removeAllBoundaries() {
        boundaries = []
        parameterChanged()
    }

    private static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        let a = a as AnyObject, b = b as AnyObject
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        return a === b
    }

    // MARK: Simulation

    override var dynamicItems: [UIDynamicItem] { list.items }

    /// Walls around `rect`, thick enough that an item pushed deep into one comes back inside.
    private func walls(around rect: CGRect) -> PhysicsBody {
        if let walls = referenceWalls, walls.rect == rect { return walls.body }
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY), t = 10_000.0
        func box(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> PhysicsShape {
            .polygon([PhysicsVector(a, b), PhysicsVector(c, b), PhysicsVector(c, d), PhysicsVector(a, d)])
        }
        let body = PhysicsBody(staticShapes: [box(x0 - t, y0 - t, x1 + t, y0), box(x0 - t, y1, x1 + t, y1 + t),
                                              box(x0 - t, y0, x0, y1), box(x1, y0, x1 + t, y1)])
        referenceWalls = (rect, body)
        return body
    }

    override func contribute(to world: PhysicsWorld, in animator: UIDynamicAnimator) {
        var walls: [PhysicsBody] = boundaries.map(\.body)
        if let insets = referenceInsets, let bounds = animator.referenceBounds {
            let rect = bounds.inset(by: insets)
            if rect.width > 0, rect.height > 0 { walls.append(self.walls(around: rect)) }
        }
        for wall in walls where wall.placed.isEmpty { wall.place() }
        world.addCollisionGroup(.init(behavior: self, bodies: list.items.compactMap { world.body(for: $0) }, boundaries: walls,
                                      collidesItems: collisionMode.contains(.items), collidesBoundaries: collisionMode.contains(.boundaries)))
    }

    /// Tells the delegate a contact began or ended; `a` is a boundary when it has no item.
    func reportContact(began: Bool, a: PhysicsBody, b: PhysicsBody, at point: CGPoint) {
        guard let delegate = collisionDelegate, let itemB = b.item else { return }
        if let itemA = a.item {
            if began {
                delegate.collisionBehavior(self, beganContactFor: itemA, with: itemB, at: point)
            } else {
                delegate.collisionBehavior(self, endedContactFor: itemA, with: itemB)
            }
            return
        }
        let identifier = a.boundaryIdentifier
        if began {
            delegate.collisionBehavior(self, beganContactFor: itemB, withBoundaryIdentifier: identifier, at: point)
        } else {
            delegate.collisionBehavior(self, endedContactFor: itemB, withBoundaryIdentifier: identifier)
        }
    }
}
