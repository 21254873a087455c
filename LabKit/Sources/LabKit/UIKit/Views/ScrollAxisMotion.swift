import Foundation

/// How one axis of a scroll view's content offset moves on its own, as a function of lab
/// time (see `ScrollPhysics` for the formulas), so that a frame's offset depends only on the
/// time it shows, never on how many frames came before.
enum ScrollAxisMotion: Equatable {
    /// Not moving.
    case resting
    /// Decelerating from `start` by `distance` in all, at `rate` per millisecond, since `since`.
    case decelerating(start: CGFloat, distance: CGFloat, rate: CGFloat, since: CFTimeInterval)
    /// Springing back to `edge`, `displacement` past it at `velocity` (points per second) at `since`.
    case bouncing(edge: CGFloat, displacement: CGFloat, velocity: CGFloat, since: CFTimeInterval)
    /// Moving at a constant velocity from `from` to `to` over `duration` seconds since `since`.
    case animating(from: CGFloat, to: CGFloat, duration: CFTimeInterval, since: CFTimeInterval)

    /// The offset at `time` and the motion from then on (`.resting` once it has ended).
    /// `range` is the axis's valid offsets; a deceleration whose end lies past an edge bounces
    /// off it when `bounces`, and stops at it otherwise.
    func advanced(to time: CFTimeInterval, range: ClosedRange<CGFloat>, bounces: Bool) -> (offset: CGFloat, motion: ScrollAxisMotion)? {
        switch self {
        case .resting:
            return nil
        case let .decelerating(start, distance, rate, since):
            let end = start + distance
            let edge = end > range.upperBound ? range.upperBound : end < range.lowerBound ? range.lowerBound : end
            let milliseconds = CGFloat(max(0, time - since) * 1000)
            // Heading past an edge from inside: from the moment it reaches the edge, the spring.
            if edge != end, range.contains(start),
               let hit = ScrollPhysics.crossingTime(start: start, distance: distance, rate: rate, edge: edge),
               milliseconds >= hit {
                guard bounces else { return (edge, .resting) }
                let velocity = ScrollPhysics.decelerationVelocity(distance: distance, rate: rate, milliseconds: hit) * 1000
                let spring = ScrollAxisMotion.bouncing(edge: edge, displacement: 0, velocity: velocity,
                                                       since: since + CFTimeInterval(hit) / 1000)
                return spring.advanced(to: time, range: range, bounces: bounces)
            }
            let remaining = distance * ScrollPhysics.remainingFraction(rate: rate, milliseconds: milliseconds)
            if abs(remaining) < ScrollPhysics.restingDistance { return (end, .resting) }
            return (end - remaining, self)
        case let .bouncing(edge, displacement, velocity, since):
            let state = ScrollPhysics.spring(displacement: displacement, velocity: velocity, seconds: CGFloat(max(0, time - since)))
            if abs(state.offset) < ScrollPhysics.restingDistance && abs(state.velocity) < ScrollPhysics.restingSpeed {
                return (edge, .resting)
            }
            return (edge + state.offset, self)
        case let .animating(from, to, duration, since):
            let progress = duration > 0 ? min(1, max(0, (time - since) / duration)) : 1
            if progress >= 1 { return (to, .resting) }
            return (from + (to - from) * CGFloat(progress), self)
        }
    }

    /// The same motion with its offsets moved by `delta`: plugin code set the offset while
    /// it decelerates, and the deceleration carries on from there with its velocity. A spring
    /// keeps its edge and an animation its destination.
    func shifted(by delta: CGFloat) -> ScrollAxisMotion {
        guard case let .decelerating(start, distance, rate, since) = self else { return self }
        return .decelerating(start: start + delta, distance: distance, rate: rate, since: since)
    }
}
