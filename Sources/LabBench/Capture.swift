import ArgumentParser
import Foundation
import GLBackend

/// The capture benchmark: the Uber splash at 750 x 1334 pixels (scale 2, 4x MSAA, 60 fps)
/// written by the real `lab` as a PNG sequence and as each `--record` format, against the
/// rate at which the same frames render and read back in this process (the splash benchmark
/// with `--read-back`), in one run. A capture's rate is the frames of a second clip over the
/// time it adds to a one-second one, so that start-up does not count; its ratio to the
/// render-and-read-back rate measured just before and after (their mean) is what capture
/// costs over rendering (the median over `--runs`). As the wall-clock rates of this shared machine drift from second to
/// second, it also prints CPU time per frame (the clips' difference over their 60 frames, from
/// the kernel's accounting of `lab` and its ffmpeg as waited children, which a preempted process
/// does not accumulate) and its ratio to rendering's: what the rates' ratio is on a machine
/// whose cores rendering keeps busy.
struct Capture: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Time a PNG sequence and --record in each format against rendering.")

    @Option(help: "Runs per output and clip length; the median is printed.")
    var runs = 1

    @Option(help: "The longer clip's length in seconds (at least 2): a capture's rate is taken from the frames it adds to a one-second clip; longer clips steady the figure.")
    var seconds = 2

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be positive") }
        guard (2...30).contains(seconds) else { throw ValidationError("--seconds must be 2 to 30") }
        let addedFrames = 60 * (seconds - 1)
        let lab = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("lab")
        guard FileManager.default.isExecutableFile(atPath: lab.path) else {
            throw ValidationError("no lab beside lab-bench at \(lab.path); build the package first")
        }
        let context = try EGLOffscreenContext()
        // The frames the longer clip adds to a one-second one, from t = 1 s: later frames of the
        // splash cover more of the screen and cost more than early ones.
        // Also the CPU seconds per frame of this process, llvmpipe's threads included.
        func rendering() throws -> (fps: Double, cpu: Double) {
            let result = try Splash.measure(frames: addedFrames, warmUp: 60, msaa: true, readBack: true)
            return (result.fps, result.processCPU / 1000)
        }
        var renderings = [try rendering()]
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
        // The machine's speed drifts, so each run measures rendering just before and just after
        // its clips, and the ratio is taken within the run, against their mean.
        for output in outputs {
            var ratios: [Double] = [], rates: [Double] = [], cpuRatios: [Double] = [], cpus: [Double] = []
            var long: [(cpu: Double, wall: Double)] = []
            for run in 0..<runs {
                let before = try rendering()
                let short = try time(lab, clip + ["--duration", "1"] + output.arguments("\(run)-1"))
                long.append(try time(lab, clip + ["--duration", "\(seconds)"] + output.arguments("\(run)-\(seconds)")))
                let after = try rendering()
                renderings += [before, after]
                // The rendering rate around the clips: the machine's drift during them is halved.
                let render = (fps: (before.fps + after.fps) / 2, cpu: (before.cpu + after.cpu) / 2)
                let added = long[run].wall - short.wall
                let fps = added > 0 ? Double(addedFrames) / added : .infinity
                rates.append(fps)
                ratios.append(fps / render.fps)
                let cpu = (long[run].cpu - short.cpu) / Double(addedFrames)
                cpus.append(cpu)
                cpuRatios.append(render.cpu / cpu)
            }
            print(String(format: "capture %@: %.1f frames/s (x%.2f of render + read-back); CPU %.1f ms per frame (x%.2f); %d s clip: CPU %.2f s, wall %.2f s",
                         output.name.padding(toLength: 12, withPad: " ", startingAt: 0), median(rates), median(ratios), seconds,
                         median(cpus) * 1000, median(cpuRatios), median(long.map(\.cpu)), median(long.map(\.wall))))
        }
        print(String(format: "render + read-back over all runs: median %.1f frames/s, from %.1f to %.1f; CPU median %.1f ms per frame",
                     median(renderings.map(\.fps)), renderings.map(\.fps).min()!, renderings.map(\.fps).max()!,
                     median(renderings.map(\.cpu)) * 1000))
        withExtendedLifetime(context) {}
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

    /// CPU seconds, user and system, of this process's waited children.
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
