import Foundation

/// The flow control of an animator: start, pause, stop, and the state it reports.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// Inactive, active or stopped.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are running (started and not paused).
    var isRunning: Bool { get }
    /// Whether the animations play towards their start.
    var isReversed: Bool { get set }
    /// How far the animations are, 0…1.
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops the animations where they are; with `withoutFinishing` false the animator waits
    /// in `.stopped` for `finishAnimation(at:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animator, its views at `finalPosition`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}
