import Foundation

/// Foundation's main run loop and the real main dispatch queue, turned by the lab clock.
///
/// `Timer`, `RunLoop.main.perform`, `OperationQueue.main` and main-actor tasks use
/// Foundation's and Dispatch's own machinery, which LabKit cannot replace. When the host has
/// put the clocks that plugin code reads on lab time (`isOnLabTime`), the lab turns that
/// machinery itself: it polls `RunLoop.main` at each moment a Foundation timer is due and
/// drains the real main queue once per frame, so both see lab time and run on the main thread
/// between display links and the commit.
extension RunLoop {
    /// Set by the host when `Date()`, `DispatchTime.now()` and the other clocks read by plugin
    /// code return lab time (on the wall clock `LabClock.wallClockOrigin` + lab time). Only
    /// then are Foundation's timers on the lab clock; elsewhere (tests in a process of their
    /// own) they keep wall time and the lab leaves the run loop alone.
    @_spi(LabHost) nonisolated(unsafe) public static var isOnLabTime = false

    /// How finely Foundation's fire dates are read: a `Date` near 2025 carries about 0.2 µs,
    /// so a timer's lab time is rounded to the microsecond.
    static let labTimeResolution: CFTimeInterval = 1e-6

    /// Fires the Foundation timers due by now and runs the blocks given to `perform`; returns
    /// the lab time of the next timer, if any.
    static func pollMainOnLabTime() -> CFTimeInterval? {
        guard isOnLabTime, let date = RunLoop.main.limitDate(forMode: .default), date != .distantFuture else { return nil }
        let time = date.timeIntervalSince1970 - LabClock.wallClockOrigin
        return (time / labTimeResolution).rounded() * labTimeResolution
    }

    /// Fires the Foundation timers due at `due` (the clock stands there); returns the lab time
    /// of the next one. A fire date read as `due` (or a rounding step after it) is reached by
    /// looking a microsecond past it; the clock then returns to `due`.
    static func fireMainTimersOnLabTime(dueAt due: CFTimeInterval) -> CFTimeInterval? {
        var next = pollMainOnLabTime()
        if let stuck = next, stuck <= due + labTimeResolution {
            LabClock.now = max(due, stuck) + labTimeResolution
            next = pollMainOnLabTime()
            LabClock.now = due
            // Still there: not a timer Foundation will fire now; look again next frame.
            if let again = next, again <= due + labTimeResolution { return nil }
        }
        return next
    }

    /// Runs what the real main dispatch queue holds: `OperationQueue.main`'s operations, jobs
    /// of the main actor, and blocks Dispatch received directly.
    static func drainMainQueueOnLabTime() {
        guard isOnLabTime, let drain = mainQueueCallback else { return }
        drain(nil)
    }

    /// libdispatch's entry for a run loop that services the main queue (what CFRunLoop calls
    /// when the main queue's port fires).
    private static let mainQueueCallback: (@convention(c) (UnsafeMutableRawPointer?) -> Void)? = {
        guard let symbol = dlsym(nil, "_dispatch_main_queue_callback_4CF") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
    }()
}
