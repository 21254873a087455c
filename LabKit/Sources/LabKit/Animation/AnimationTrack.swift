import Foundation

/// An animation as it runs on a layer: validated once when added, with its values converted
/// and its timing captured, so that evaluating a frame does no parsing and no checking.
class AnimationTrack {
    let timing: TimingModel
    let function: CAMediaTimingFunction?

    init(_ animation: CAAnimation) {
        timing = animation.timingModel
        function = animation.timingFunction.flatMap { $0.isLinear ? nil : $0.interned }
    }

    /// What makes two tracks behave the same, so that layers running equal animations share
    /// one (nil: never shared, for values that are objects).
    var sharingKey: TrackTemplates.Key? { nil }

    /// The timing part of `sharingKey`.
    var timingKey: TrackTemplates.Key {
        var key = TrackTemplates.Key()
        key.append(String(describing: type(of: self)))
        timing.append(to: &key)
        key.numbers += (function?.controlPoints ?? [0, 0, 1, 1]).map(Double.init)
        return key
    }

    /// The properties this track writes (their stored properties are restored from the model
    /// before each evaluation).
    var properties: [LayerProperty] { [] }

    /// The distinct stored properties this track writes, restored from the model before each
    /// evaluation of a layer that runs only this track.
    private(set) lazy var storages: [LayerProperty] = {
        var seen = Set<LayerProperty>()
        return properties.map(\.storage).filter { seen.insert($0).inserted }
    }()

    /// Writes the animation's effect at `parentTime` (the layer's local time, or the
    /// enclosing group's) into `layer`, on top of what is already there.
    final func apply(at parentTime: Double, to layer: CALayer) {
        guard let moment = timing.moment(at: parentTime) else { return }
        let linear = moment.time / timing.duration
        let eased = function?.value(at: linear) ?? linear
        apply(fraction: eased, moment: moment, to: layer)
    }

    /// Writes the effect at `fraction` (0…1 of one iteration, paced by the timing function).
    func apply(fraction: Double, moment: TimingModel.Moment, to layer: CALayer) {}
}
