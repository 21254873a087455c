import Foundation

/// An animator whose animations can be changed while they run: more animation blocks, more
/// completion blocks, new timing.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds a block of animations that start after `delayFactor` × the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a block of animations that run alongside the others.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to run when the animations end, told where they ended.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes paused animations with new timing over `durationFactor` × the original duration.
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
