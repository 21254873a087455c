import Foundation

/// A timer on the lab clock, shaped like Foundation's `Timer` (which runs on wall time and so
/// cannot be used for deterministic frames). Ports `NSTimer.scheduledTimer…` and
/// `dispatch_after` from the tutorials:
///
///     LabTimer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in … }
///     LabTimer.after(0.5) { … }
///
/// A timer fires at exactly its due time on the lab clock, however the host steps it.
public final class LabTimer {
    /// The lab time of the next firing.
    public private(set) var fireDate: CFTimeInterval
    /// Seconds between firings of a repeating timer.
    public let timeInterval: CFTimeInterval
    /// Whether the timer fires again after its first firing.
    public let repeats: Bool
    /// Whether the timer will still fire.
    public private(set) var isValid = true
    private let block: (LabTimer) -> Void
    private let order: Int

    nonisolated(unsafe) private static var scheduled: [LabTimer] = []
    nonisolated(unsafe) private static var nextOrder = 0

    private init(interval: CFTimeInterval, repeats: Bool, block: @escaping (LabTimer) -> Void) {
        // As Foundation's Timer does, a non-positive interval becomes 0.1 ms.
        timeInterval = interval.isFinite && interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.block = block
        fireDate = LabClock.now + timeInterval
        order = LabTimer.nextOrder
        LabTimer.nextOrder += 1
    }

    /// Schedules `block` to run `interval` seconds from now on the lab clock, and every
    /// `interval` seconds after that when `repeats`.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: CFTimeInterval, repeats: Bool,
                                      block: @escaping (LabTimer) -> Void) -> LabTimer {
        if !interval.isFinite {
            LabDiagnostics.report("LabTimer: interval \(interval) is not finite; using 0.1 ms")
        }
        let timer = LabTimer(interval: interval, repeats: repeats, block: block)
        scheduled.append(timer)
        return timer
    }

    /// Runs `work` once, `delay` seconds from now on the lab clock (the tutorials' `dispatch_after`).
    @discardableResult
    public static func after(_ delay: CFTimeInterval, execute work: @escaping () -> Void) -> LabTimer {
        scheduledTimer(withTimeInterval: max(delay, 0), repeats: false) { _ in work() }
    }

    /// Stops the timer; it will not fire again.
    public func invalidate() {
        isValid = false
        LabTimer.scheduled.removeAll { $0 === self }
    }

    /// The earliest valid timer due at or before `time` (ties in scheduling order).
    static func nextDue(notAfter time: CFTimeInterval) -> LabTimer? {
        var best: LabTimer?
        for timer in scheduled where timer.fireDate <= time {
            if let b = best, (b.fireDate, b.order) <= (timer.fireDate, timer.order) { continue }
            best = timer
        }
        return best
    }

    /// Runs the block and reschedules or retires the timer.
    func fire() {
        if repeats {
            fireDate += timeInterval
        } else {
            invalidate()
        }
        block(self)
    }

    static func invalidateAll() {
        for timer in scheduled { timer.isValid = false }
        scheduled = []
        nextOrder = 0
    }
}
