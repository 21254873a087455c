import Foundation

/// The main queue on the lab clock. These overloads are chosen over Dispatch's (which take
/// defaulted `group`, `qos` and `flags` parameters) wherever a plugin writes the everyday
/// spelling, so blocks for the main queue run on lab time, in order with timers, display
/// links and the commit (see `LabClock`). Blocks for any other queue go to Dispatch unchanged.
extension DispatchQueue {
    /// Submits `work` to run asynchronously; on the main queue, at the lab clock's next drain.
    public func async(execute work: @escaping @Sendable () -> Void) {
        guard isMain else {
            async(group: nil, qos: .unspecified, flags: [], execute: work)
            return
        }
        LabMainQueue.enqueue(after: 0, work)
    }

    /// Submits `work` to run at `deadline`; on the main queue, at that moment of the lab
    /// clock (a deadline `n` seconds after `DispatchTime.now()` runs `n` lab seconds later).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        guard isMain else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        LabMainQueue.enqueue(after: DispatchQueue.secondsUntil(deadline), work)
    }

    /// Submits `work` to run at `wallDeadline`; on the main queue, at that moment of the
    /// lab clock.
    public func asyncAfter(wallDeadline: DispatchWallTime, execute work: @escaping @Sendable () -> Void) {
        guard isMain else {
            asyncAfter(wallDeadline: wallDeadline, qos: .unspecified, flags: [], execute: work)
            return
        }
        LabMainQueue.enqueue(after: DispatchQueue.secondsUntil(wallDeadline), work)
    }

    /// Whether this is the main queue. (On Linux `DispatchQueue.main` makes a new wrapper of
    /// the one main queue each time, so identity says nothing; the label names it.)
    private var isMain: Bool { label == DispatchQueue.mainQueueLabel }

    private static let mainQueueLabel = DispatchQueue.main.label

    /// Seconds from now to `deadline` (nil for `.distantFuture`, which never comes). Measured
    /// against `DispatchTime.now()`, which the lab host puts on the lab clock.
    private static func secondsUntil(_ deadline: DispatchTime) -> CFTimeInterval? {
        guard deadline != .distantFuture else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        return target >= now ? Double(target - now) / 1e9 : 0
    }

    /// Seconds from now to a wall-clock deadline. Dispatch stores wall time as negated
    /// nanoseconds since 1970.
    private static func secondsUntil(_ deadline: DispatchWallTime) -> CFTimeInterval? {
        guard deadline.rawValue != DispatchWallTime.distantFuture.rawValue else { return nil }
        let now = -Int64(bitPattern: DispatchWallTime.now().rawValue)
        let target = -Int64(bitPattern: deadline.rawValue)
        return target >= now ? Double(target - now) / 1e9 : 0
    }
}
