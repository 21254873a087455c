import Foundation

/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// The lab clock's current time in seconds: what every animation, display link, timer and
/// transaction in LabKit runs on. The host owns the clock (see DESIGN.md, "Time").
public func CACurrentMediaTime() -> CFTimeInterval { LabClock.now }

/// The lab clock. Plugins read it through `CACurrentMediaTime()` and schedule work on it with
/// `LabTimer` and `CADisplayLink`; the host moves it with `reset()` and `advance(to:root:)`.
///
/// One `advance(to:root:)` is one turn of an iOS run loop ending in a display refresh: timers
/// fire at their exact due times, then the frame's input events are delivered, then display
/// links fire at the new time, then windows lay out, layers marked with `setNeedsDisplay()`
/// draw, and the implicit transaction commits, which starts and finishes animations and
/// calls their delegates.
public enum LabClock {
    nonisolated(unsafe) static var now: CFTimeInterval = 0
    nonisolated(unsafe) static var frameInterval: CFTimeInterval = 1.0 / 60

    /// The current lab time (the same as `CACurrentMediaTime()`).
    public static var currentTime: CFTimeInterval { now }

    /// Restarts the clock at 0 with nothing scheduled: no timers, display links, transactions
    /// or running animations. The host calls it before loading a scene.
    @_spi(LabHost) public static func reset(frameInterval: CFTimeInterval = 1.0 / 60) {
        UIApplication.shared.sceneWillUnload()
        now = 0
        self.frameInterval = frameInterval
        LabTimer.invalidateAll()
        CADisplayLink.invalidateAll()
        CATransaction.reset()
        AnimationEngine.reset()
        UIWindow.reset()
        ViewAnimationBlock.stack = []
    }

    /// Moves the clock forward to `time` as one display frame: due timers fire at their own
    /// times, then display links, then the transaction commits and animations of the tree
    /// under `root` start, finish and call their delegates.
    /// `input` runs at the new time before display links fire: events of this frame.
    @_spi(LabHost) public static func advance(to time: CFTimeInterval, root: CALayer, input: () -> Void = {}) {
        while let timer = LabTimer.nextDue(notAfter: time) {
            now = max(now, timer.fireDate)
            timer.fire()
        }
        let previous = now
        now = max(now, time)
        input()
        CADisplayLink.fireAll(previousFrame: previous, frame: now)
        commit(root: root)
    }

    /// Commits without moving the clock: the state right after a scene loads.
    @_spi(LabHost) public static func commit(root: CALayer) {
        UIWindow.layoutWindows()
        CALayer.displayPendingLayers(root: root)
        CATransaction.flush()
        AnimationEngine.process(root: root)
        CATransaction.flush()
        UIApplication.shared.sceneDidCommit()
    }
}
