import Foundation

/// An animation of values an emitter's particles take at birth (the emitter's position, size and
/// multipliers, its cells' values other than birth rates) as it ran on the layer. Core Animation
/// gives each particle the values of the moment it is born, so particles born while the
/// animation ran keep its values after it ends or is removed: an emitter animated along a path
/// leaves a trail instead of dragging its particles along.
struct EmitterAnimationRecord {
    let attached: AttachedAnimation
    /// When it stopped applying, in the layer's local time (nil: still attached).
    var removedAt: Double?

    /// The most removed animations remembered; past it the oldest is forgotten.
    static let limit = 64

    /// The layer keys whose animated values particles take at birth.
    static func isBirthValue(_ keyPath: String) -> Bool {
        if keyPath.hasPrefix("emitterCells.") { return !keyPath.hasSuffix(".birthRate") }
        return ["emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "lifetime", "velocity", "scale", "spin"]
            .contains(keyPath)
    }

    /// `records` brought up to date with the animations now attached at local time `now`:
    /// ones no longer attached stopped applying when they ended (finished and removed) or now
    /// (removed early); new ones that animate birth values are added.
    static func updated(_ records: [EmitterAnimationRecord], attached: [AttachedAnimation], now: Double) -> [EmitterAnimationRecord] {
        var records = records
        for index in records.indices where records[index].removedAt == nil {
            let animation = records[index].attached
            guard !attached.contains(where: { $0 === animation }) else { continue }
            records[index].removedAt = animation.isFinishedAndRemoved ? min(now, animation.activeEnd) : now
        }
        for animation in attached where !records.contains(where: { $0.attached === animation })
            && animation.track.properties.contains(where: { isBirthValue($0.keyPath) }) {
            records.append(EmitterAnimationRecord(attached: animation, removedAt: nil))
        }
        var excess = records.filter { $0.removedAt != nil }.count - limit
        records.removeAll { record in
            guard excess > 0, record.removedAt != nil else { return false }
            excess -= 1
            return true
        }
        return records
    }
}

extension AttachedAnimation {
    /// When the animation's active duration ends, in the layer's local time.
    var activeEnd: Double {
        let timing = track.timing
        guard timing.speed != 0 else { return .infinity }
        return beginTime + timing.beginTime + timing.activeDuration / abs(timing.speed)
    }
}

/// An emitter's state as its recorded animations made it at past moments: the values a particle
/// born then takes. Moments are sampled every `step` (a quarter of a 60 Hz frame): particles born
/// in one step share their values. The model layer keeps the states computed, until it or its
/// animations change, so that a frame evaluates only the steps new since the frame before.
struct EmitterTimeline {
    /// The sampling step, in seconds.
    static let step = 1.0 / 240
    /// The most states a model keeps; past it, those before the oldest birth still needed go.
    static let cacheLimit = 8192

    private let model: CAEmitterLayer
    private let records: [EmitterAnimationRecord]
    private let scratch = CAEmitterLayer()
    private let firstStep: Int

    /// The timeline of `layer` (a presentation copy or the model) for births from `earliest`
    /// on; nil when no animation of birth values applied to them.
    init?(layer: CAEmitterLayer, earliest: Double) {
        let records = layer.emitterState.animationRecords.filter { $0.removedAt.map { $0 > earliest } ?? true }
        guard !records.isEmpty else { return nil }
        self.records = records
        model = layer.emitterModel ?? layer
        firstStep = EmitterTimeline.step(of: earliest)
        if model.timelineGeneration != model.modelGeneration {
            model.timelineStates = [:]
            model.timelineGeneration = model.modelGeneration
        } else if model.timelineStates.count > EmitterTimeline.cacheLimit {
            let first = firstStep
            model.timelineStates = model.timelineStates.filter { $0.key >= first }
        }
    }

    private static func step(of time: Double) -> Int {
        Int(max(-1e12, min(1e12, (time / step).rounded(.down))))
    }

    /// The step `time` falls in, and the emitter's state at its start: the model's values (its
    /// position as it was then), with the animations that applied then applied.
    func state(at time: Double) -> (step: Int, state: EmitterLayerState) {
        let step = EmitterTimeline.step(of: time)
        if let state = model.timelineStates[step] { return (step, state) }
        let moment = Double(step) * EmitterTimeline.step
        var state = model.emitterState
        state.position = state.positionHistory.value(at: moment, current: state.position)
        state.cellOverrides = [:]
        scratch.emitterState = state
        for record in records where record.removedAt.map({ moment < $0 }) ?? true {
            record.attached.apply(atLayerTime: moment, to: scratch)
        }
        model.timelineStates[step] = scratch.emitterState
        return (step, scratch.emitterState)
    }
}
