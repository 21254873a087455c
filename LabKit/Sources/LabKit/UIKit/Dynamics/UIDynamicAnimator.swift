import Foundation

/// UIKit Dynamics' animator: runs a rigid-body simulation of its behaviors' items on the lab
/// clock and moves the items (their `center` and, once they turn, their `transform`).
///
/// The simulation steps at a fixed 120 Hz from the lab time the animator starts running, so a
/// frame shows the same state whatever the capture's frame rate. It pauses, as UIKit's does,
/// once every item has been at rest for half a second, and resumes when a behavior, an item
/// or a parameter changes.
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the simulation uses; nil for the other initializers.
    public private(set) weak var referenceView: UIView?
    private weak var collectionViewLayout: UICollectionViewLayout?
    private var topBehaviors: [UIDynamicBehavior] = []
    let world = PhysicsWorld()
    private var displayLink: CADisplayLink?
    private var lastTime: CFTimeInterval = 0
    private var unsteppedTime: CFTimeInterval = 0
    private var restingTime: CFTimeInterval = 0
    private var running = false
    /// Items left out for a non-finite place, each reported once.
    private var unplacedItems = Set<ObjectIdentifier>()

    /// Seconds every item must stay slow before the animator pauses.
    static let timeToRest: CFTimeInterval = 0.5
    /// Items slower than this (points/s, radians/s) count as at rest.
    static let restingSpeed = 1.0
    static let restingAngularSpeed = 0.02
    /// A frame steps at most this many times; a longer gap is skipped, not simulated.
    static let maximumStepsPerFrame = 240

    /// Told when the animator pauses and resumes.
    open weak var delegate: UIDynamicAnimatorDelegate?

    /// An animator for items in `view`'s coordinates (its subviews, usually).
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator for a collection view layout's attributes, in its content's coordinates; it
    /// invalidates the layout after every step that moves them.
    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init()
        collectionViewLayout = layout
    }

    /// An animator for items of your own, in their own coordinates (no reference bounds).
    public override init() {
        super.init()
    }

    /// The behaviors added to the animator (not their children).
    open var behaviors: [UIDynamicBehavior] { topBehaviors }

    /// Whether the simulation is stepping (false once the items have come to rest).
    open var isRunning: Bool { running }

    /// Seconds the simulation has run.
    open private(set) var elapsedTime: TimeInterval = 0

    /// Adds a behavior and starts the simulation.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        if topBehaviors.contains(where: { $0 === behavior }) { return }
        guard behavior.parent == nil, behavior.animator == nil else {
            return LabDiagnostics.report("UIDynamicAnimator.addBehavior: the behavior is already in a behavior tree; ignored")
        }
        topBehaviors.append(behavior)
        behavior.move(to: self)
        resume()
    }

    /// Removes a behavior (and its children); items no behavior holds stop moving.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = topBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        topBehaviors.remove(at: index)
        behavior.move(to: nil)
        resume()
    }

    /// Removes every behavior.
    open func removeAllBehaviors() {
        let removed = topBehaviors
        topBehaviors = []
        for behavior in removed { behavior.move(to: nil) }
        resume()
    }

    /// The items of the animator's behaviors whose frames meet `rect`.
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        allItems.filter { item in
            let size = item.bounds.size
            let frame = CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
                .applying(CGAffineTransform(translationX: -item.center.x, y: -item.center.y).concatenating(item.transform)
                    .concatenating(CGAffineTransform(translationX: item.center.x, y: item.center.y)))
            return frame.intersects(rect)
        }
    }

    /// Reads an item's center, turn and size again after code of yours changed them; its
    /// velocity is kept (as on iOS).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let body = world.body(for: item) else { return }
        body.position = position(of: item)
        body.placedPosition = body.position
        let t = item.transform
        body.angle = Double(atan2(t.b, t.a))
        body.readAngle = body.angle
        body.reshape()
        resume()
    }

    /// The attributes of the cell at `indexPath` among the animator's items.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes of a supplementary view among the animator's items.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// The attributes of a decoration view among the animator's items.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.first { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    private var attributes: [UICollectionViewLayoutAttributes] { allItems.compactMap { $0 as? UICollectionViewLayoutAttributes } }

    // MARK: The simulation

    /// Every behavior in the tree, depth first: later ones win where they set the same thing.
    var allBehaviors: [UIDynamicBehavior] { topBehaviors.flatMap(\.tree) }

    private var allItems: [UIDynamicItem] {
        var seen = Set<ObjectIdentifier>()
        return allBehaviors.flatMap(\.dynamicItems).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The rectangle `translatesReferenceBoundsIntoBoundary` turns into walls, if any.
    var referenceBounds: CGRect? {
        if let referenceView { return referenceView.bounds }
        if let layout = collectionViewLayout { return CGRect(origin: .zero, size: layout.collectionViewContentSize) }
        return nil
    }

    /// An item's center in the simulation's coordinates.
    func position(of item: UIDynamicItem) -> PhysicsVector {
        if let view = item as? UIView, let reference = referenceView, let parent = view.superview, parent !== reference {
            return PhysicsVector(reference.convert(view.center, from: parent))
        }
        return PhysicsVector(item.center)
    }

    /// Starts stepping again, telling the delegate.
    func resume() {
        restingTime = 0
        guard !running, !topBehaviors.isEmpty else { return }
        running = true
        lastTime = CACurrentMediaTime()
        unsteppedTime = 0
        delegate?.dynamicAnimatorWillResume(self)
        guard displayLink == nil else { return }
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            self.advance()
        }
        displayLink = link
        link.add(to: .main, forMode: .common)
    }

    private func pause() {
        running = false
        displayLink?.invalidate()
        displayLink = nil
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// Steps the simulation to the current lab time and moves the items.
    private func advance() {
        guard running else { return }
        let now = CACurrentMediaTime()
        let frame = now - lastTime
        lastTime = now
        unsteppedTime += frame
        let behaviors = allBehaviors
        let items = allItems
        for item in items where world.body(for: item) == nil {
            let start = position(of: item)
            guard start.isFinite, item.bounds.width.isFinite, item.bounds.height.isFinite else {
                if unplacedItems.insert(ObjectIdentifier(item)).inserted {
                    LabDiagnostics.report("UIDynamicAnimator: an item's center or bounds are not finite; it is left out of the simulation")
                }
                continue
            }
            _ = world.makeBody(for: item, at: start)
        }
        world.keepBodies(of: Set(items.map { ObjectIdentifier($0) }))
        var steps = Int((unsteppedTime / PhysicsWorld.step + 1e-6).rounded(.down))
        if steps > UIDynamicAnimator.maximumStepsPerFrame {
            steps = UIDynamicAnimator.maximumStepsPerFrame
            unsteppedTime = Double(steps) * PhysicsWorld.step
        }
        for _ in 0..<steps {
            world.applyMaterials(of: behaviors)
            for behavior in behaviors { behavior.contribute(to: world, in: self) }
            let began = world.step()
            unsteppedTime -= PhysicsWorld.step
            elapsedTime += PhysicsWorld.step
            reportContacts(began: began)
        }
        writeItems()
        for behavior in behaviors { behavior.action?() }
        let resting = world.bodies.allSatisfy { body in
            !body.isDynamic || (body.velocity.length < UIDynamicAnimator.restingSpeed && abs(body.angularVelocity) < UIDynamicAnimator.restingAngularSpeed)
        } && !behaviors.contains(where: \.keepsAnimatorRunning)
        restingTime = resting ? restingTime + frame : 0
        if restingTime >= UIDynamicAnimator.timeToRest || topBehaviors.isEmpty { pause() }
    }

    /// Moves every item to where its body is.
    private func writeItems() {
        var moved = false
        for body in world.bodies where body.isDynamic {
            guard let item = body.item else { continue }
            var center = body.position.point
            if let view = item as? UIView, let reference = referenceView, let parent = view.superview, parent !== reference {
                center = parent.convert(center, from: reference)
            }
            if item.center != center { item.center = center; moved = true }
            // A turn of a billionth of a radian (rounding in a symmetric contact) is not a turn.
            if abs(body.angle - body.readAngle) > 1e-9 {
                item.transform = CGAffineTransform(rotationAngle: CGFloat(body.angle))
                moved = true
            }
        }
        if moved { collectionViewLayout?.invalidateLayout() }
    }

    private func reportContacts(began: [PhysicsWorld.ContactKey]) {
        for key in began {
            guard let contact = world.touching[key] else { continue }
            contact.group.behavior.reportContact(began: true, a: contact.a, b: contact.b, at: contact.point.point)
        }
        for contact in world.endedContacts {
            contact.group.behavior.reportContact(began: false, a: contact.a, b: contact.b, at: contact.point.point)
        }
    }
}
