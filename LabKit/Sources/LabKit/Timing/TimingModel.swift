import Foundation

/// Core Animation's time mapping for one timed object, captured as values so that evaluating
/// a frame reads no class properties.
struct TimingModel {
    /// Where an object is on its timeline at some parent time.
    enum Phase: Equatable { case before, active, after }

    /// A moment inside one iteration.
    struct Moment: Equatable {
        /// Seconds since the iteration began, in 0…duration (already played back when autoreversing).
        var time: Double
        /// The iteration index (0 for the first), used by cumulative animations.
        var iteration: Int
    }

    var beginTime: Double
    /// One iteration; `.infinity` for layers, which do not repeat.
    var duration: Double
    var speed: Double
    var timeOffset: Double
    var autoreverses: Bool
    var fillsForwards: Bool
    var fillsBackwards: Bool
    /// Every iteration together: `duration` × repeats (× 2 when autoreversing), or `repeatDuration`.
    let activeDuration: Double
    /// One iteration, both ways when autoreversing.
    let cycle: Double
    /// Where in the active duration local time starts: the time offset, wrapped into it.
    let start: Double
    /// No begin time, speed 1, no offset, one forward iteration: local time is parent time
    /// (the usual case for the animations in a group).
    let isPlain: Bool

    init(_ timing: CAMediaTiming, defaultDuration: Double) {
        beginTime = timing.beginTime
        duration = timing.duration > 0 ? timing.duration : defaultDuration
        speed = Double(timing.speed)
        timeOffset = timing.timeOffset
        autoreverses = timing.autoreverses
        fillsForwards = timing.fillMode.fillsForwards
        fillsBackwards = timing.fillMode.fillsBackwards
        let cycle = autoreverses ? 2 * duration : duration
        self.cycle = cycle
        if timing.repeatDuration > 0 {
            activeDuration = timing.repeatDuration
        } else if timing.repeatCount > 0 {
            activeDuration = cycle * Double(timing.repeatCount)
        } else {
            activeDuration = cycle
        }
        if activeDuration.isFinite {
            let offset = timeOffset.truncatingRemainder(dividingBy: activeDuration)
            start = offset < 0 ? offset + activeDuration : offset
        } else {
            // Repeating for ever: a negative offset wraps within one cycle instead.
            let offset = timeOffset.truncatingRemainder(dividingBy: cycle)
            start = offset < 0 ? offset + cycle : offset
        }
        isPlain = beginTime == 0 && speed == 1 && timeOffset == 0 && !autoreverses && activeDuration == duration
    }

    /// Everything that decides the mapping, for telling equal animations apart.
    func append(to key: inout TrackTemplates.Key) {
        key.append(beginTime, duration, speed, timeOffset, activeDuration)
        key.append(autoreverses)
        key.append(fillsForwards)
        key.append(fillsBackwards)
    }

    /// The moment at `parentTime`, or nil outside the active interval without a fill.
    func moment(at parentTime: Double) -> Moment? {
        if isPlain && parentTime >= 0 && parentTime < duration {
            return Moment(time: parentTime, iteration: 0)
        }
        if !duration.isFinite {
            return Moment(time: (parentTime - beginTime) * speed + timeOffset, iteration: 0)
        }
        let elapsed = (parentTime - beginTime) * abs(speed)
        var moment: Moment
        if parentTime < beginTime {
            guard fillsBackwards else { return nil }
            moment = split(start)
        } else if elapsed >= activeDuration {
            guard fillsForwards else { return nil }
            moment = start > 0 ? split(start) : split(activeDuration)
        } else {
            var t = elapsed + start
            if t >= activeDuration { t -= activeDuration }
            moment = split(t)
        }
        if speed < 0 { moment.time = duration - moment.time }
        return moment
    }

    /// The phase at `parentTime`, fill ignored.
    func phase(at parentTime: Double) -> Phase {
        if parentTime < beginTime { return .before }
        return (parentTime - beginTime) * abs(speed) >= activeDuration ? .after : .active
    }

    /// Splits a time in 0…activeDuration into an iteration and a time inside it; the end of
    /// the active duration belongs to the last iteration, at its end.
    private func split(_ t: Double) -> Moment {
        if !(t > 0) { return Moment(time: 0, iteration: 0) }
        if t < cycle {
            return Moment(time: autoreverses && t > duration ? cycle - t : t, iteration: 0)
        }
        // Far beyond any real iteration count, the count stops mattering (cumulative values aside).
        var iteration = min((t / cycle).rounded(.down), Double(Int32.max))
        if t >= activeDuration && iteration > 0 && t - iteration * cycle < 1e-12 { iteration -= 1 }
        var u = t - iteration * cycle
        if autoreverses && u > duration { u = cycle - u }
        return Moment(time: min(max(u, 0), duration), iteration: Int(iteration))
    }
}
