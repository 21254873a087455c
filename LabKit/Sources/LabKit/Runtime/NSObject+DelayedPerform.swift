import Foundation

/// Delayed performs that can be cancelled, as `perform(_:with:afterDelay:)` and
/// `cancelPreviousPerformRequests(withTarget:)` are on iOS. Without an Objective-C runtime
/// there are no selectors, so a perform is a closure recorded against its receiver under the
/// name of the method it calls; `lab port` writes this form when the ported sources cancel
/// performs. Performs run on the lab clock and retain the receiver until they run, as
/// Apple's do.
extension NSObject {
    /// The pending performs of each receiver.
    nonisolated(unsafe) private static var pendingPerforms: [ObjectIdentifier: [(selectorName: String, id: Int, timer: LabTimer)]] = [:]
    nonisolated(unsafe) private static var nextPerformID = 0

    /// Runs `work` after `delay` seconds of lab time, recorded against the receiver under
    /// `selectorName` (the method it calls, as `#selector` names it: `"reset"`, `"tapped(_:)"`).
    public func perform(afterDelay delay: TimeInterval, selectorName: String, _ work: @escaping () -> Void) {
        let key = ObjectIdentifier(self)
        let id = NSObject.nextPerformID
        NSObject.nextPerformID += 1
        // The closure holds the receiver until it runs (or is cancelled), as a perform retains
        // its target; it names its entry by number, not by its timer, so that no cycle keeps it.
        let timer = LabTimer.after(delay) { [self] in
            NSObject.pendingPerforms[key]?.removeAll { $0.id == id }
            if NSObject.pendingPerforms[key]?.isEmpty == true { NSObject.pendingPerforms[key] = nil }
            withExtendedLifetime(self) { work() }
        }
        NSObject.pendingPerforms[key, default: []].append((selectorName, id, timer))
    }

    /// Cancels every pending perform of `target`.
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        cancelPerforms(of: target) { _ in true }
    }

    /// Cancels `target`'s pending performs of the method named `selectorName`.
    public class func cancelPreviousPerformRequests(withTarget target: Any, selectorName: String) {
        cancelPerforms(of: target) { $0 == selectorName }
    }

    private static func cancelPerforms(of target: Any, where matches: (String) -> Bool) {
        guard let object = target as? NSObject else { return }
        let key = ObjectIdentifier(object)
        pendingPerforms[key]?.removeAll { entry in
            guard matches(entry.selectorName) else { return false }
            entry.timer.invalidate()
            return true
        }
        if pendingPerforms[key]?.isEmpty == true { pendingPerforms[key] = nil }
    }

    /// Forgets every pending perform (the clock is reset, and its timers with it).
    static func resetDelayedPerforms() { pendingPerforms = [:] }
}
