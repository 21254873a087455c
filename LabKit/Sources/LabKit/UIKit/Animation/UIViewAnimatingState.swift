import Foundation

/// Where an animator is in its life.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: its animations have not run, or have all ended.
    case inactive = 0
    /// Started or paused: its animations are on the views.
    case active = 1
    /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
    case stopped = 2
}
