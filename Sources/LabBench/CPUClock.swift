import Foundation

/// The calling thread's CPU time in nanoseconds. On a shared machine a thread that is
/// preempted does not accumulate it, so per-frame figures vary far less than wall time does.
enum CPUClock {
    static func now() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// The whole process's CPU time in nanoseconds, every thread's (llvmpipe's included).
    static func process() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }
}
