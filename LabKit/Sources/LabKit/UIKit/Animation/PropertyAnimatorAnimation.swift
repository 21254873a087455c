import Foundation

/// The animation a property animator puts on a layer for one changed property: it shows the
/// value between the change's two ends at the progress the animator's group reports for the
/// moment drawn, so that pausing, scrubbing and reversing need no new animations.
final class PropertyAnimatorAnimation: CAPropertyAnimation {
    /// The change animated (nil only in a bare `init()`, which adds nothing).
    var change: ViewPropertyChange?
    /// The block of animations the change belongs to, which knows its progress.
    var group: PropertyAnimatorGroup?
    /// The lab time the animation was added at (its local time 0).
    var anchorTime: CFTimeInterval = 0

    /// Creates an empty animation (copies fill it in).
    required init() { super.init() }

    /// Creates an animation as `init()` does (there are no archives in the lab).
    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An animation of `change`, driven by `group`, that holds until the animator removes it.
    convenience init(change: ViewPropertyChange, group: PropertyAnimatorGroup) {
        self.init()
        keyPath = change.keyPath
        self.change = change
        self.group = group
        anchorTime = CACurrentMediaTime()
        // The animator decides when it ends: an endless animation the engine never finishes.
        duration = 1e9
        repeatCount = .infinity
        fillMode = .both
    }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? PropertyAnimatorAnimation else { return }
        change = other.change; group = other.group; anchorTime = other.anchorTime
    }

    override func makeTrack(for layer: CALayer, reject: (String) -> Void) -> AnimationTrack? {
        guard let property = resolveProperty(on: layer, reject: reject) else { return nil }
        guard let change, let group else {
            reject("a property animator's animation without its change")
            return nil
        }
        return PropertyAnimatorTrack(self, property: property, from: change.from, to: change.to, group: group,
                                     anchorTime: anchorTime)
    }
}

/// A running `PropertyAnimatorAnimation`.
final class PropertyAnimatorTrack: AnimationTrack {
    let property: LayerProperty
    let from: AnimationValue, to: AnimationValue
    let group: PropertyAnimatorGroup
    let anchorTime: CFTimeInterval

    init(_ animation: PropertyAnimatorAnimation, property: LayerProperty, from: AnimationValue, to: AnimationValue,
         group: PropertyAnimatorGroup, anchorTime: CFTimeInterval) {
        self.property = property
        self.from = from; self.to = to
        self.group = group
        self.anchorTime = anchorTime
        super.init(animation)
    }

    override var properties: [LayerProperty] { [property] }

    override func apply(fraction: Double, moment: TimingModel.Moment, to layer: CALayer) {
        property.set(layer, group.value(from: from, to: to, atLabTime: anchorTime + moment.time))
    }
}
