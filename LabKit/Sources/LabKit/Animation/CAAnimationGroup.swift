import Foundation

/// Animations that run together in the group's time: a child's `beginTime` counts from the
/// group's start, a child with no duration of its own runs for the group's, and every child is
/// cut off where the group's duration ends.
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations (their delegates are not called; the group's is).
    open var animations: [CAAnimation]?

    /// Creates the animation with default values.
    public required init() { super.init() }

    /// Creates an animation as `init()` does (there are no archives in the lab).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override class func keyValueAccessor(forKey key: String) -> KeyValueAccessor? {
        animationGroupKeyValueAccessors[key] ?? super.keyValueAccessor(forKey: key)
    }

    private static let animationGroupKeyValueAccessors: [String: KeyValueAccessor] = [
        "animations": KeyValueAccessor(\CAAnimationGroup.animations),
    ]

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations?.map { $0.copy() as! CAAnimation }
    }

    override func makeTrack(for layer: CALayer, reject: (String) -> Void) -> AnimationTrack? {
        var children: [AnimationTrack] = []
        // A child without a duration of its own runs for the group's (Apple's CAAnimationGroup
        // listing groups an opacity animation of 1 s with a scale animation of none, both
        // running over the group's second).
        let groupDuration = timingModel.duration
        for (i, child) in (animations ?? []).enumerated() {
            child.durationWhenUnset = groupDuration
            if let problem = child.timingProblem() {
                reject("animations[\(i)]: \(problem)")
                continue
            }
            // A malformed child is dropped alone, as Core Animation drops it.
            if let track = child.makeTrack(for: layer, reject: { reject("animations[\(i)]: \($0)") }) {
                children.append(track)
            }
        }
        return GroupTrack(self, children: children)
    }
}

/// A running `CAAnimationGroup`.
final class GroupTrack: AnimationTrack {
    let children: [AnimationTrack]

    /// The children again, unretained, for evaluation (the group holds `children`).
    private let unretainedChildren: [Unmanaged<AnimationTrack>]

    init(_ group: CAAnimationGroup, children: [AnimationTrack]) {
        self.children = children
        unretainedChildren = children.map { Unmanaged.passUnretained($0) }
        super.init(group)
    }

    override var properties: [LayerProperty] { children.flatMap(\.properties) }

    override var sharingKey: TrackTemplates.Key? {
        var key = timingKey
        for child in children {
            guard let childKey = child.sharingKey else { return nil }
            key.append(childKey)
        }
        return key
    }

    override func apply(fraction: Double, moment: TimingModel.Moment, to layer: CALayer) {
        let time = fraction * timing.duration
        // Retaining tracks that thousands of layers share costs an atomic operation each.
        for child in unretainedChildren {
            child._withUnsafeGuaranteedRef { $0.apply(at: time, to: layer) }
        }
    }
}
