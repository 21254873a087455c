import Foundation

/// With `LAB_STARTUP_TIMES=1`, where a single offscreen frame's start-up goes: each phase's
/// milliseconds of wall time since the previous mark (the first since `main`), printed to
/// standard error when the frame is written. `lab-bench startup` reads them.
enum StartupTimes {
    nonisolated(unsafe) private static var marks: [(phase: String, seconds: Double)] = []
    private static let enabled = ProcessInfo.processInfo.environment["LAB_STARTUP_TIMES"] == "1"

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Notes that `phase` just ended.
    static func mark(_ phase: String) {
        guard enabled else { return }
        marks.append((phase, now()))
    }

    /// Prints each phase's duration, one `lab: startup PHASE MS` line each.
    static func report() {
        guard enabled, let first = marks.first else { return }
        var previous = first.seconds
        for mark in marks.dropFirst() {
            FileHandle.standardError.write(Data(String(format: "lab: startup %@ %.1f\n", mark.phase, (mark.seconds - previous) * 1000).utf8))
            previous = mark.seconds
        }
    }
}
