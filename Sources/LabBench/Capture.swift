import ArgumentParser
import Foundation

/// The capture benchmark: the same clip (the Uber splash, 2 s at 30 fps, 375 x 667 pixels)
/// written by the real `lab` as a PNG sequence and as each `--record` format, timed in one
/// run. It prints the CPU time of `lab` and its ffmpeg (from the kernel's accounting of waited
/// children, which a preempted process does not accumulate) and the wall time, each as a
/// ratio to the PNG sequence: what encoding costs over rendering and writing frames.
struct Capture: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Time --record in each format against a PNG sequence.")

    @Option(help: "Runs per output; the median is printed.")
    var runs = 3

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be positive") }
        let lab = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("lab")
        guard FileManager.default.isExecutableFile(atPath: lab.path) else {
            throw ValidationError("no lab beside lab-bench at \(lab.path); build the package first")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lab-bench-capture-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let clip = ["--plugin", "Uber", "--scene", "Splash", "--offscreen", "--scale", "1", "--duration", "2", "--fps", "30"]
        let outputs: [(name: String, arguments: [String])] = [
            ("PNG sequence", ["--out", scratch.appendingPathComponent("frames").path + "/"]),
            ("mp4", ["--record", scratch.appendingPathComponent("clip.mp4").path]),
            ("webm", ["--record", scratch.appendingPathComponent("clip.webm").path]),
            ("gif", ["--record", scratch.appendingPathComponent("clip.gif").path]),
            ("animated PNG", ["--record", scratch.appendingPathComponent("clip.png").path]),
        ]
        var baseline: (cpu: Double, wall: Double)?
        for output in outputs {
            var samples: [(cpu: Double, wall: Double)] = []
            for _ in 0..<runs { samples.append(try time(lab, clip + output.arguments)) }
            let cpu = median(samples.map(\.cpu)), wall = median(samples.map(\.wall))
            let base = baseline ?? (cpu, wall)
            baseline = base
            print(String(format: "capture %@: CPU %.2f s (x%.2f), wall %.2f s (x%.2f), 60 frames", output.name.padding(toLength: 12, withPad: " ", startingAt: 0),
                         cpu, cpu / base.cpu, wall, wall / base.wall))
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
