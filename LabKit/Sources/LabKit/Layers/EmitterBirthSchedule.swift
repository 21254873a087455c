import Foundation

/// When a cell's particles are born: at its rate times the layer's `birthRate`, which is
/// constant between the model's changes (`birthRateHistory`), except where animations of birth
/// rates set it (`animated`, from `EmitterTimeline`). Particle `i` is born when the births so
/// far reach `i`, so a change of rate renumbers none of the particles born before it.
///
/// A pause (rate 0) of the model's that the rate has risen from by `time` is filled at the rate
/// after it, as Core Animation does since iOS 7: an emitter started from a birth rate of 0
/// shows particles as if it had been emitting all along, unless its `beginTime` is set to the
/// time it starts (the usual remedy, which restarts the layer's time and history).
struct BirthSchedule {
    /// A stretch of time whose rate an animation sets.
    struct Segment: Equatable {
        var start: Double
        var end: Double
        var rate: Double
    }

    /// The highest rate kept, in births a second.
    static let highestRate = 1e12

    /// Pieces of constant rate: where each starts, its rate, and the births before it.
    private var starts: [Double] = []
    private var rates: [Double] = []
    private var counts: [Double] = []

    /// `animated` is sorted, its segments apart, none before `begin`.
    init(begin: Double, cellRate: Double, history: [(until: Double, value: Float)], current: Float, time: Double,
         animated: [Segment] = []) {
        var start = begin
        for change in history where change.until > begin {
            starts.append(start); rates.append(cellRate * Double(change.value))
            start = change.until
        }
        starts.append(start); rates.append(cellRate * Double(current))
        for piece in rates.indices.reversed().dropFirst() where rates[piece] == 0 && starts[piece + 1] <= time {
            rates[piece] = rates[piece + 1]
        }
        if !animated.isEmpty { overlay(animated) }
        // An animated rate can be anything: NaN counts as 0, and a huge rate is held where the
        // births of any time stay finite (the emitter then cuts it to its particle limit).
        rates = rates.map { $0.isNaN ? 0 : min(max($0, 0), BirthSchedule.highestRate) }
        var count = 0.0
        for piece in rates.indices {
            counts.append(count)
            if piece + 1 < rates.count { count += (starts[piece + 1] - starts[piece]) * rates[piece] }
        }
    }

    /// Replaces the rates where `segments` lie by theirs.
    private mutating func overlay(_ segments: [Segment]) {
        var boundaries = starts
        for segment in segments { boundaries += [segment.start, segment.end] }
        boundaries = Array(Set(boundaries.filter { $0 >= starts[0] })).sorted()
        var newStarts: [Double] = [], newRates: [Double] = []
        var next = 0
        for boundary in boundaries {
            while next < segments.count && segments[next].end <= boundary { next += 1 }
            let inside = next < segments.count && segments[next].start <= boundary
            let rate = inside ? segments[next].rate : rates[piece(at: boundary)]
            if newRates.last == rate { continue }
            newStarts.append(boundary)
            newRates.append(rate)
        }
        starts = newStarts
        rates = newRates
    }

    var highestRate: Double { rates.max() ?? 0 }

    /// Multiplies every rate by `factor`.
    mutating func scale(by factor: Double) {
        for piece in rates.indices {
            counts[piece] *= factor
            rates[piece] *= factor
        }
    }

    /// The piece that `time` falls in (the first for times before it).
    private func piece(at time: Double) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// How many particles were born from the start until `time`.
    func count(at time: Double) -> Double {
        let piece = piece(at: time)
        return counts[piece] + max(0, time - starts[piece]) * rates[piece]
    }

    /// When particle `i` is born: the first time the births so far reach `i` (infinity if never).
    func time(of i: Int) -> Double {
        let target = Double(i)
        func end(_ piece: Int) -> Double { piece + 1 < starts.count ? counts[piece + 1] : .infinity }
        // The first piece whose births reach the target, then the first from it that gives births.
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high) / 2
            if end(middle) >= target { high = middle } else { low = middle + 1 }
        }
        var piece = low
        while piece < starts.count && rates[piece] <= 0 { piece += 1 }
        guard piece < starts.count else { return .infinity }
        return starts[piece] + max(0, target - counts[piece]) / rates[piece]
    }
}
