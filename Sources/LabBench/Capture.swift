import ArgumentParser
import Foundation
import GLBackend

/// The capture benchmark: the Uber splash at 750 x 1334 pixels (scale 2, 4x MSAA, 60 fps)
/// written by the real `lab` as a PNG sequence and as each `--record` format, against the
/// rate at which the same frames render and read back in this process (the splash benchmark
/// with `--read-back`), in one run. A capture's rate is the frames of a second clip over the
/// time it adds to a one-second one, so that start-up does not count; its ratio to the
/// render-and-read-back rate is what capture costs over rendering. It also prints the CPU
/// time of `lab` and its ffmpeg (from the kernel's accounting of waited children, which a
/// preempted process does not accumulate) for the two-second clip.
struct Capture: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Time a PNG sequence and --record in each format against rendering.")

    @Option(help: "Runs per output and clip length; the median is printed.")
    var runs = 1

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be positive") }
        let lab = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("lab")
        guard FileManager.default.isExecutableFile(atPath: lab.path) else {
            throw ValidationError("no lab beside lab-bench at \(lab.path); build the package first")
        }
        let rendering = try withExtendedLifetime(try EGLOffscreenContext()) {
            try Splash.measure(frames: 60, msaa: true, readBack: true).fps
        }
        print(String(format: "render + read-back: %.1f frames/s", rendering))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lab-bench-capture-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let clip = ["--plugin", "Uber", "--scene", "Splash", "--offscreen", "--scale", "2", "--fps", "60"]
        let outputs: [(name: String, arguments: (String) -> [String])] = [
            ("PNG sequence", { ["--out", scratch.appendingPathComponent("frames-\($0)").path + "/"] }),
            ("mp4", { ["--record", scratch.appendingPathComponent("clip-\($0).mp4").path] }),
            ("webm", { ["--record", scratch.appendingPathComponent("clip-\($0).webm").path] }),
            ("gif", { ["--record", scratch.appendingPathComponent("clip-\($0).gif").path] }),
            ("animated PNG", { ["--record", scratch.appendingPathComponent("clip-\($0).png").path] }),
        ]
        for output in outputs {
            var short: [Double] = [], long: [(cpu: Double, wall: Double)] = []
            for run in 0..<runs {
                short.append(try time(lab, clip + ["--duration", "1"] + output.arguments("\(run)-1")).wall)
                long.append(try time(lab, clip + ["--duration", "2"] + output.arguments("\(run)-2")))
            }
            let added = median(long.map(\.wall)) - median(short)
            let fps = added > 0 ? 60 / added : .infinity
            print(String(format: "capture %@: %.1f frames/s (x%.2f of render + read-back); 2 s clip: CPU %.2f s, wall %.2f s",
                         output.name.padding(toLength: 12, withPad: " ", startingAt: 0), fps, fps / rendering,
                         median(long.map(\.cpu)), median(long.map(\.wall))))
        }
    }

    /// Runs `lab` once; the CPU seconds it and its children used, and the wall seconds.
    private func time(_ lab: URL, _ arguments: [String]) throws -> (cpu: Double, wall: Double) {
        let before = childrenCPU()
        let start = Date()
        let process = Process()
        process.executableURL = lab
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("lab \(arguments.joined(separator: " ")) failed") }
        return (childrenCPU() - before, Date().timeIntervalSince(start))
    }

    private func childrenCPU() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
