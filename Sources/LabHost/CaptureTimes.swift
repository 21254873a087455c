import Foundation

/// With `LAB_CAPTURE_TIMES=1`, what an offscreen sequence's frames cost once the first is out
/// of the way (the start-up, EGL and the first shaders, is `LAB_STARTUP_TIMES`'s business):
/// the wall and CPU seconds from the end of the first frame's rendering until every output is
/// written and closed, ffmpeg's CPU included, printed to standard error as
/// `lab: capture FRAMES frames WALL s CPU s`. `lab-bench capture` reads it, so that a capture's
/// rate is measured in one run of `lab` instead of as the difference of two.
struct CaptureTimes {
    private static let enabled = ProcessInfo.processInfo.environment["LAB_CAPTURE_TIMES"] == "1"
    private var start: (wall: Double, cpu: Double)?

    /// Notes that the first frame has been rendered.
    mutating func firstFrameRendered() {
        guard CaptureTimes.enabled, start == nil else { return }
        start = (CaptureTimes.wall(), CaptureTimes.cpu())
    }

    /// Prints the time since `firstFrameRendered` for the `frames` rendered after it.
    func report(frames: Int) {
        guard let start else { return }
        let line = String(format: "lab: capture %d frames %.4f s %.4f s\n", frames, CaptureTimes.wall() - start.wall, CaptureTimes.cpu() - start.cpu)
        FileHandle.standardError.write(Data(line.utf8))
    }

    private static func wall() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// CPU seconds, user and system, of this process's threads and its waited children (ffmpeg).
    private static func cpu() -> Double {
        func seconds(_ who: Int32) -> Double {
            var usage = rusage()
            getrusage(who, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return seconds(RUSAGE_SELF.rawValue) + seconds(RUSAGE_CHILDREN.rawValue)
    }
}
