import Foundation

/// Told when a dynamic animator pauses (its items at rest) and resumes.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator is about to run again after a pause (or for the first time).
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// The animator's items came to rest and it stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
