import Foundation

/// A behavior of a dynamic animator: the base of gravity, collision, attachment, snap, push,
/// field and item behaviors, and of composite behaviors of your own, which combine others with
/// `addChildBehavior(_:)` and run code every step in `action`.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    /// The behavior this one is a child of.
    weak var parent: UIDynamicBehavior?
    weak var animator: UIDynamicAnimator?

    /// An empty behavior, to which a subclass adds child behaviors.
    public override init() {
        super.init()
    }

    /// The behaviors added with `addChildBehavior(_:)`.
    open var childBehaviors: [UIDynamicBehavior] { children }

    /// Called on every step of the animator (once a frame, after the simulation has moved the
    /// items).
    open var action: (() -> Void)?

    /// The animator the behavior is in, directly or through its parent.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    /// Adds a child; a behavior is in one place of one tree at a time.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !behavior.isAncestor(of: self) else {
            return LabDiagnostics.report("UIDynamicBehavior.addChildBehavior: a behavior cannot be its own descendant; ignored")
        }
        guard behavior.parent == nil, behavior.animator == nil else {
            if behavior.parent !== self {
                LabDiagnostics.report("UIDynamicBehavior.addChildBehavior: the behavior is already elsewhere in a behavior tree; ignored")
            }
            return
        }
        children.append(behavior)
        behavior.parent = self
        if let animator { behavior.move(to: animator) }
        parameterChanged()
    }

    /// Removes a child.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        children.remove(at: index)
        behavior.parent = nil
        if animator != nil { behavior.move(to: nil) }
        parameterChanged()
    }

    /// Called when the behavior joins an animator, and with nil when it leaves.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    func move(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        self.animator = animator
        for child in children { child.move(to: animator) }
    }

    private func isAncestor(of behavior: UIDynamicBehavior) -> Bool {
        var current = behavior.parent
        while let node = current {
            if node === self { return true }
            current = node.parent
        }
        return false
    }

    /// This behavior and its descendants, depth first.
    var tree: [UIDynamicBehavior] { [self] + children.flatMap(\.tree) }

    /// The items this behavior moves or acts on.
    var dynamicItems: [UIDynamicItem] { [] }

    /// Sets the materials of this behavior's items for the step under way.
    func configure(_ world: PhysicsWorld) {}

    /// Adds this behavior's forces, constraints and collisions to the step under way.
    func contribute(to world: PhysicsWorld, in animator: UIDynamicAnimator) {}

    /// Whether the behavior keeps its items moving even when they are slow (a continuous push).
    var keepsAnimatorRunning: Bool { false }

    /// A parameter changed: the animator runs again if it had paused.
    func parameterChanged() { animator?.resume() }

    /// After a parameter was set: keeps it when `valid` (and the animator runs again), else
    /// reports `complaint` and puts the old value back with `restore`.
    func parameterSet(valid: Bool, _ complaint: @autoclosure () -> String, restore: () -> Void) {
        guard valid else {
            LabDiagnostics.report(complaint())
            return restore()
        }
        parameterChanged()
    }
}

/// The items of a behavior that acts on many, each once.
struct DynamicItemList {
    private(set) var items: [UIDynamicItem] = []

    init(_ items: [UIDynamicItem]) {
        for item in items { add(item) }
    }

    mutating func add(_ item: UIDynamicItem) {
        guard !items.contains(where: { $0 === item }) else { return }
        items.append(item)
    }

    mutating func remove(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
}
