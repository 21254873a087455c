import Foundation

/// Core Foundation's run loop, as Swift code on iOS reaches it: toll-free bridged there to
/// Foundation's `RunLoop`, which it is here. Its timers are Foundation's, so they run on lab
/// time under the lab host (see `RunLoop.pollMainOnLabTime`).
public typealias CFRunLoop = RunLoop

/// A Core Foundation run-loop timer: toll-free bridged to `Timer` on iOS, a `Timer` here, so
/// that the common `CFRunLoopTimerCreateWithHandler` helper returning it as a `Timer` ports.
public typealias CFRunLoopTimer = Timer

/// Core Foundation's option bit sets.
public typealias CFOptionFlags = UInt

/// Core Foundation's memory allocators. LabKit allocates as Swift does; the only value code
/// passes is `kCFAllocatorDefault`.
public final class CFAllocator: Sendable {
    private init() {}
}

/// The default allocator (nil, as Core Foundation reads it).
public let kCFAllocatorDefault: CFAllocator? = nil

/// A run loop mode by its Core Foundation name.
public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The default mode.
    public static let defaultMode = CFRunLoopMode(rawValue: RunLoop.Mode.default.rawValue)
    /// The common modes, which the default mode is one of.
    public static let commonModes = CFRunLoopMode(rawValue: RunLoop.Mode.common.rawValue)

    var foundationMode: RunLoop.Mode { RunLoop.Mode(rawValue) }
}

/// The calling thread's run loop.
public func CFRunLoopGetCurrent() -> CFRunLoop! { RunLoop.current }

/// The main thread's run loop.
public func CFRunLoopGetMain() -> CFRunLoop! { RunLoop.main }

/// A timer that calls `block` at `fireDate` (absolute time, as `CFAbsoluteTimeGetCurrent()`
/// gives it), then every `interval` seconds if `interval` is positive (once otherwise).
/// `allocator`, `flags` and `order` are ignored, as Core Foundation ignores the last two.
public func CFRunLoopTimerCreateWithHandler(_ allocator: CFAllocator?, _ fireDate: CFAbsoluteTime, _ interval: CFTimeInterval,
                                            _ flags: CFOptionFlags, _ order: CFIndex,
                                            _ block: ((CFRunLoopTimer?) -> Void)!) -> CFRunLoopTimer! {
    let repeats = interval.isFinite && interval > 0
    let date = fireDate.isFinite ? Date(timeIntervalSinceReferenceDate: fireDate) : Date()
    if !fireDate.isFinite {
        LabDiagnostics.report("CFRunLoopTimerCreateWithHandler: fire date \(fireDate) is not finite; firing now")
    }
    return Timer(fire: date, interval: repeats ? interval : 0, repeats: repeats) { timer in block?(timer) }
}

/// Schedules `timer` on `runLoop` in `mode`.
public func CFRunLoopAddTimer(_ runLoop: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    guard let runLoop, let timer else { return }
    runLoop.add(timer, forMode: (mode ?? .defaultMode).foundationMode)
}

/// Stops `timer`: it will not fire again, on any run loop.
public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) {
    timer?.invalidate()
}

/// Removes `timer` from `runLoop`: Foundation cannot take a timer off one run loop only, so it
/// is stopped, as timers are almost always scheduled on one.
public func CFRunLoopRemoveTimer(_ runLoop: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    timer?.invalidate()
}

/// Whether `timer` will still fire.
public func CFRunLoopTimerIsValid(_ timer: CFRunLoopTimer!) -> Bool {
    timer?.isValid ?? false
}
