import Foundation

/// An animation of an emitter's values as it ran on the layer: of what particles take at birth
/// (the emitter's position, size and multipliers, its cells' values) and of birth rates. Core
/// Animation gives each particle the values of the moment it is born, and births follow the
/// rate of each moment, so particles born while the animation ran keep its values after it
/// ends or is removed: an emitter animated along a path leaves a trail instead of dragging its
/// particles along, and a burst made by animating a birth rate down to 0 lives out its lifetime.
struct EmitterAnimationRecord {
    let attached: AttachedAnimation
    /// When it was added, in the layer's local time: it applies to no birth before (a backwards
    /// fill included).
    let addedAt: Double
    /// When it stopped applying, in the layer's local time (nil: still attached).
    var removedAt: Double?
    /// Whether it animates a birth rate (the layer's or a cell's).
    let animatesRates: Bool

    /// The most removed animations remembered; past it the oldest is forgotten (and an
    /// animation of rates forgotten renumbers the particles born after it).
    static let limit = 64

    /// Whether particles take `keyPath`'s animated value at birth (any emitter or cell value
    /// but a birth rate).
    static func isBirthValue(_ keyPath: String) -> Bool {
        if keyPath.hasPrefix("emitterCells.") { return !isRate(keyPath) }
        return ["emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "lifetime", "velocity", "scale", "spin"]
            .contains(keyPath)
    }

    /// Whether `keyPath` is a birth rate, the layer's or a cell's.
    static func isRate(_ keyPath: String) -> Bool {
        keyPath == "birthRate" || keyPath.hasPrefix("emitterCells.") && keyPath.hasSuffix(".birthRate")
    }

    /// Whether it applies to a birth at `time`.
    func applies(at time: Double) -> Bool {
        time >= addedAt && removedAt.map { time < $0 } ?? true
    }

    /// `records` brought up to date with the animations now attached at local time `now`:
    /// ones no longer attached stopped applying when they ended (finished and removed) or now
    /// (removed early); new ones that change particles are added.
    static func updated(_ records: [EmitterAnimationRecord], attached: [AttachedAnimation], now: Double) -> [EmitterAnimationRecord] {
        var records = records
        for index in records.indices where records[index].removedAt == nil {
            let animation = records[index].attached
            guard !attached.contains(where: { $0 === animation }) else { continue }
            records[index].removedAt = animation.isFinishedAndRemoved ? min(now, animation.activeEnd) : now
        }
        for animation in attached where !records.contains(where: { $0.attached === animation }) {
            let keys = animation.track.properties.map(\.keyPath)
            // A model change of a birth rate takes effect at once (the layer's history holds
            // it); its implicit animation only shows in the frame's value.
            let rates = !animation.isImplicit && keys.contains(where: isRate)
            guard rates || keys.contains(where: isBirthValue) else { continue }
            records.append(EmitterAnimationRecord(attached: animation, addedAt: now, removedAt: nil, animatesRates: rates))
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
/// born then takes, and the birth rates then. Moments are sampled every `step` (a quarter of a
/// 60 Hz frame): particles born in one step share their values. The model layer keeps the
/// states computed, until it or its animations change, so that a frame evaluates only the
/// steps new since the frame before.
struct EmitterTimeline {
    /// The sampling step, in seconds.
    static let step = 1.0 / 240
    /// The most states a model keeps; past it, those before the oldest birth still needed go.
    static let cacheLimit = 8192
    /// Births are counted step by step from the start, so only this many animations of rates,
    /// each ending within this many seconds of being added, are followed; with more, or longer
    /// ones, rates apply at the frame's value, and a frame's work stays bounded.
    static let countedRateAnimations = 16
    static let countedRateSpan = 60.0

    private let model: CAEmitterLayer
    private let records: [EmitterAnimationRecord]
    private let scratch = CAEmitterLayer()
    /// Whether a recorded animation applied to a particle still alive.
    let samplesValues: Bool
    /// Whether births follow recorded animations of rates (see `countedRateSpan`).
    let countsRates: Bool

    /// The timeline of `layer` (a presentation copy or the model) for particles born from
    /// `earliest` on; nil when no recorded animation changes them.
    init?(layer: CAEmitterLayer, earliest: Double) {
        let records = layer.emitterState.animationRecords
        let rates = records.filter(\.animatesRates)
        samplesValues = records.contains { $0.removedAt.map { $0 > earliest } ?? true }
        countsRates = !rates.isEmpty && rates.count <= EmitterTimeline.countedRateAnimations
            && rates.allSatisfy { $0.attached.activeEnd - $0.addedAt <= EmitterTimeline.countedRateSpan }
        guard samplesValues || countsRates else { return nil }
        self.records = records
        model = layer.emitterModel ?? layer
        if model.timelineGeneration != model.modelGeneration {
            model.timelineStates = [:]
            model.timelineGeneration = model.modelGeneration
        } else if model.timelineStates.count > EmitterTimeline.cacheLimit {
            let first = EmitterTimeline.step(of: earliest)
            model.timelineStates = model.timelineStates.filter { $0.key >= first }
        }
    }

    private static func step(of time: Double) -> Int {
        Int(max(-1e12, min(1e12, (time / step).rounded(.down))))
    }

    /// The model's state, which births follow where no animation applies.
    var modelState: EmitterLayerState { model.emitterState }

    /// The step `time` falls in, and the emitter's state at its start: the model's values (its
    /// position and birth rate as they were then), with the animations that applied then applied.
    func state(at time: Double) -> (step: Int, state: EmitterLayerState) {
        let step = EmitterTimeline.step(of: time)
        if let state = model.timelineStates[step] { return (step, state) }
        let moment = Double(step) * EmitterTimeline.step
        var state = model.emitterState
        state.position = state.positionHistory.value(at: moment, current: state.position)
        state.birthRate = state.birthRateHistory.value(at: moment, current: state.birthRate)
        state.birthValues = state.birthValuesHistory.value(at: moment, current: state.birthValues)
        state.cellOverrides = [:]
        scratch.emitterState = state
        for record in records where record.applies(at: moment) {
            record.attached.apply(atLayerTime: moment, to: scratch)
        }
        model.timelineStates[step] = scratch.emitterState
        return (step, scratch.emitterState)
    }

    /// Where recorded animations of rates set a rate, from `begin` to `time`, with the rate
    /// `rate` gives for the emitter's state at each step: one segment a step while an animation
    /// runs, one for the value it holds after when it fills forwards.
    func rateSegments(from begin: Double, to time: Double, rate: (EmitterLayerState) -> Double) -> [BirthSchedule.Segment] {
        var running: [(start: Double, end: Double)] = [], held: [(start: Double, end: Double)] = []
        for record in records where record.animatesRates {
            let start = max(begin, record.addedAt), stop = min(time, record.removedAt ?? .infinity)
            let end = record.attached.activeEnd
            if min(stop, end) > start { running.append((start, min(stop, end))) }
            if record.attached.track.timing.fillsForwards, stop > max(start, end) { held.append((max(start, end), stop)) }
        }
        let runs = EmitterTimeline.union(running)
        var segments: [BirthSchedule.Segment] = []
        for interval in runs {
            var step = EmitterTimeline.step(of: interval.start)
            while Double(step) * EmitterTimeline.step < interval.end {
                let start = max(interval.start, Double(step) * EmitterTimeline.step)
                let end = min(interval.end, Double(step + 1) * EmitterTimeline.step)
                segments.append(BirthSchedule.Segment(start: start, end: end, rate: rate(state(at: start).state)))
                step += 1
            }
        }
        for interval in EmitterTimeline.union(held) {
            // What no running animation covers holds the value the animations left.
            var start = interval.start
            for run in runs where run.end > start && run.start < interval.end {
                if run.start > start { segments.append(BirthSchedule.Segment(start: start, end: run.start, rate: rate(state(at: start).state))) }
                start = max(start, run.end)
            }
            if interval.end > start { segments.append(BirthSchedule.Segment(start: start, end: interval.end, rate: rate(state(at: start).state))) }
        }
        segments.sort { $0.start < $1.start }
        var merged: [BirthSchedule.Segment] = []
        for segment in segments {
            if var last = merged.last, last.end == segment.start, last.rate == segment.rate {
                last.end = segment.end
                merged[merged.count - 1] = last
            } else {
                merged.append(segment)
            }
        }
        return merged
    }

    /// Intervals merged where they overlap or touch, in order.
    private static func union(_ intervals: [(start: Double, end: Double)]) -> [(start: Double, end: Double)] {
        var merged: [(start: Double, end: Double)] = []
        for interval in intervals.sorted(by: { $0.start < $1.start }) {
            if let last = merged.last, interval.start <= last.end {
                merged[merged.count - 1].end = max(last.end, interval.end)
            } else {
                merged.append(interval)
            }
        }
        return merged
    }
}
