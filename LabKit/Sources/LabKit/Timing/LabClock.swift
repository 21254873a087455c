import Foundation

/// Seconds, as Core Animation counts them.
public typealias CFTimeInterval = Double

/// The lab clock's current time in seconds: what every animation, display link, timer and
/// transaction in LabKit runs on. The host owns the clock (see DESIGN.md, "Time").
public func CACurrentMediaTime() -> CFTimeInterval { LabClock.now }

/// The lab clock. Plugins read it through `CACurrentMediaTime()` and schedule work on it with
/// `DispatchQueue.main`, `Timer`, `LabTimer` and `CADisplayLink`; the host moves it with
/// `reset()` and `advance(to:root:)`.
///
/// One `advance(to:root:)` is one turn of an iOS main run loop ending in a display refresh:
/// 1. timers: `LabTimer`s, Foundation `Timer`s and main-queue blocks due by the new time run
///    at their own due times, in time order (the clock reads each one's time while it runs);
/// 2. the frame's input events are delivered at the new time;
/// 3. display links fire;
/// 4. the main queue drains: blocks enqueued so far (by input, display links, timers), then
///    the real main dispatch queue (`OperationQueue.main`, main-actor tasks) and
///    `RunLoop.main.perform` blocks;
/// 5. windows lay out, layers marked with `setNeedsDisplay()` draw, and the implicit
///    transaction commits, which starts and finishes animations and calls their delegates.
/// This is the order of UIKit's run loop, whose commit runs in an observer just before the
/// run loop waits (see DESIGN.md, "Time").
public enum LabClock {
    nonisolated(unsafe) static var now: CFTimeInterval = 0
    nonisolated(unsafe) static var frameInterval: CFTimeInterval = 1.0 / 60

    /// Where lab time 0 sits on the wall clock plugins read (`Date()`), in seconds since 1970:
    /// 2025-01-01 00:00:00 UTC, fixed so that frames do not depend on the day they render.
    @_spi(LabHost) public static let wallClockOrigin: TimeInterval = 1_735_689_600

    /// The current lab time (the same as `CACurrentMediaTime()`).
    public static var currentTime: CFTimeInterval { now }

    /// Restarts the clock at 0 with nothing scheduled: no timers, display links, transactions
    /// or running animations. The host calls it before loading a scene.
    @_spi(LabHost) public static func reset(frameInterval: CFTimeInterval = 1.0 / 60) {
        UIApplication.shared.sceneWillUnload()
        now = 0
        self.frameInterval = frameInterval
        LabTimer.invalidateAll()
        NSObject.resetDelayedPerforms()
        CADisplayLink.invalidateAll()
        LabMainQueue.reset()
        CATransaction.reset()
        AnimationEngine.reset()
        UIWindow.reset()
        resetAppearanceProxies()
        _ = LayoutQueue.take()
        ViewAnimationBlock.stack = []
        ViewAnimationBlock.animationsEnabled = true
    }

    /// Runs `work` on the main thread at lab time `due`, with the timers of the turn that
    /// reaches it (at or before now: in the next drain; infinite: never). The host hands it the
    /// delayed work that Dispatch receives from plugin code for the main queue
    /// (`asyncAfter(deadline:qos:flags:execute:)`, `DispatchWorkItem`s) and from `Task.sleep`.
    @_spi(LabHost) public static func schedule(at due: CFTimeInterval, _ work: @escaping () -> Void) {
        LabMainQueue.enqueue(at: due, work)
    }

    /// Runs `work` on the main thread as soon as it is free, with the clock where it stands
    /// now: in this turn's timer phase if one is under way, else in the next place of a turn.
    /// The host hands it the jobs Swift concurrency gives Dispatch to start at once on another
    /// thread (a main-actor task entering `Task.sleep`), so that they run at the lab time they
    /// were enqueued rather than at a moment of a thread no frame can reproduce.
    @_spi(LabHost) public static func scheduleAtOnce(_ work: @escaping () -> Void) {
        LabMainQueue.enqueueAtOnce(work)
    }

    /// Moves the clock forward to `time` as one display frame, in the order above.
    /// `input` runs at the new time before display links fire: events of this frame.
    @_spi(LabHost) public static func advance(to time: CFTimeInterval, root: CALayer, input: () -> Void = {}) {
        LabMainQueue.beginTurn()
        runTimers(through: time)
        let previous = now
        now = max(now, time)
        input()
        CADisplayLink.fireAll(previousFrame: previous, frame: now)
        LabMainQueue.drain(through: now)
        RunLoop.drainMainQueueOnLabTime()
        _ = RunLoop.pollMainOnLabTime()
        commit(root: root)
    }

    /// Runs everything due by `time` in time order, the clock at each one's due time; at the
    /// same moment, lab timers first, then Foundation timers, then main-queue blocks.
    private static func runTimers(through time: CFTimeInterval) {
        var foundationDue = RunLoop.pollMainOnLabTime()
        var queueSpent = false
        for _ in 0..<maxTimerFiringsPerTurn {
            let timer = LabTimer.nextDue(notAfter: time)
            let foundation = foundationDue.flatMap { $0 <= time + RunLoop.labTimeResolution ? min($0, time) : nil }
            let block = queueSpent ? nil : LabMainQueue.nextDue(notAfter: time)
            let candidates = [(timer?.fireDate, 0), (foundation, 1), (block, 2)].compactMap { due, rank in due.map { ($0, rank) } }
            guard let (due, rank) = candidates.min(by: { ($0.0, $0.1) < ($1.0, $1.1) }) else { return }
            now = max(now, due)
            switch rank {
            case 0: timer!.fire()
            case 1: foundationDue = RunLoop.fireMainTimersOnLabTime(dueAt: due)
            default: queueSpent = !LabMainQueue.runNext(notAfter: time)
            }
            // Work that ran may have scheduled or invalidated Foundation timers.
            if rank != 1 && RunLoop.isOnLabTime { foundationDue = RunLoop.pollMainOnLabTime() }
        }
        LabDiagnostics.report("more than \(maxTimerFiringsPerTurn) timer firings in one frame; the rest wait for the next frame")
    }

    /// A backstop: timers at their shortest interval (0.1 ms) fire a few hundred times a frame.
    private static let maxTimerFiringsPerTurn = 100_000

    /// Commits without moving the clock: the state right after a scene loads.
    @_spi(LabHost) public static func commit(root: CALayer) {
        UIWindow.layoutWindows()
        CALayer.layoutPendingLayers()
        CALayer.displayPendingLayers(root: root)
        CATransaction.flush()
        AnimationEngine.process(root: root)
        CATransaction.flush()
        UIApplication.shared.sceneDidCommit()
    }
}
