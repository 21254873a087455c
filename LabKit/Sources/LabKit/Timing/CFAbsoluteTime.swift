import Foundation

/// Seconds since 1 January 2001, 00:00:00 UTC, as Core Foundation counts them.
public typealias CFAbsoluteTime = Double

/// The current absolute time (`Date().timeIntervalSinceReferenceDate`): lab time under the
/// lab host, as every clock plugin code reads (see <doc:TimeAndRandomness>).
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}
