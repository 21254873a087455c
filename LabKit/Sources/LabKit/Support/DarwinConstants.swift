import Foundation

/// Darwin's `HUGE`: the largest finite `Float`. Animations repeat "forever" with
/// `repeatCount = HUGE`, as iOS code often writes it.
public let HUGE: Float = .greatestFiniteMagnitude

/// Darwin's `MAXFLOAT`: the largest finite `Float`, as `HUGE`.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// Darwin's `HUGE_VALF`: `Float`'s infinity.
public let HUGE_VALF: Float = .infinity

/// Nanoseconds per second, as Darwin's `<sys/time.h>` defines it.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000

/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000

/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000

/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
