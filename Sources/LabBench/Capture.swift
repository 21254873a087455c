import ArgumentParser
import Foundation
import GLBackend

/// The capture benchmark: the Uber splash at 750 x 1334 pixels (scale 2, 4x MSAA, 60 fps)
/// written by the real `lab` as a PNG sequence and as each `--record` format, against the
/// rate at which the same frames render and read back in this process (the splash benchmark
/// with `--read-back`), in one run. `lab` reports, with `LAB_CAPTURE_TIMES=1`, the wall and CPU
/// time from the end of its first frame until every output is written and closed (ffmpeg's
/// CPU included), so start-up does not count and one run of `lab` gives the rate.
///
/// The machine is shared, and a build starting beside a 3 s clip changes its rate by a fifth.
/// So the outputs are captured in rounds, one of each format per round, with rendering measured
/// between every two captures over the same frames; a capture's ratio is taken against the
/// mean of the renderings just before and after it, and the median over the rounds is printed.
/// One burst of load then moves one round of one output, not the figure. It also prints CPU
/// time per frame and its ratio to rendering's: what the rates' ratio is on a machine whose
/// cores rendering keeps busy.
struct Capture: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Time a PNG sequence and --record in each format against rendering.")

    @Option(help: "Rounds of captures (one of each output per round); the median is printed.")
    var runs = 3

    @Option(help: "The clip's length in seconds (1 to 30); longer clips steady the figures.")
    var seconds = 3

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be positive") }
        guard (1...30).contains(seconds) else { throw ValidationError("--seconds must be 1 to 30") }
        // The frames after the first, which `lab` times.
        let timedFrames = 60 * seconds - 1
        let lab = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("lab")
        guard FileManager.default.isExecutableFile(atPath: lab.path) else {
            throw ValidationError("no lab beside lab-bench at \(lab.path); build the package first")
        }
        let context = try EGLOffscreenContext()
        // The same frames as the capture times: all but the first, which warms up. Also the CPU
        // seconds per frame of this process, llvmpipe's threads included.
        func rendering() throws -> (fps: Double, cpu: Double) {
            let result = try Splash.measure(frames: timedFrames, warmUp: 1, msaa: true, readBack: true)
            return (result.fps, result.processCPU / 1000)
        }
        var renderings = [try rendering()]
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("lab-bench-capture-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let clip = ["--plugin", "Uber", "--scene", "Splash", "--offscreen", "--scale", "2", "--fps", "60", "--duration", "\(seconds)"]
        let outputs: [(name: String, arguments: (Int) -> [String])] = [
            ("PNG sequence", { ["--out", scratch.appendingPathComponent("frames-\($0)").path + "/"] }),
            ("mp4", { ["--record", scratch.appendingPathComponent("clip-\($0).mp4").path] }),
            ("webm", { ["--record", scratch.appendingPathComponent("clip-\($0).webm").path] }),
            ("gif", { ["--record", scratch.appendingPathComponent("clip-\($0).gif").path] }),
            ("animated PNG", { ["--record", scratch.appendingPathComponent("clip-\($0).png").path] }),
        ]
        var captures = Array(repeating: [(fps: Double, cpu: Double)](), count: outputs.count)
        for run in 0..<runs {
            for (index, output) in outputs.enumerated() {
                let capture = try time(lab, clip + output.arguments(run))
                renderings.append(try rendering())
                let frames = Double(capture.frames)
                captures[index].append((frames / capture.wall, capture.cpu / frames))
            }
        }
        // Capture k of the flattened rounds ran between renderings k and k + 1.
        for (index, output) in outputs.enumerated() {
            var ratios: [Double] = [], cpuRatios: [Double] = []
            for (run, capture) in captures[index].enumerated() {
                let before = renderings[run * outputs.count + index], after = renderings[run * outputs.count + index + 1]
                ratios.append(capture.fps / ((before.fps + after.fps) / 2))
                cpuRatios.append((before.cpu + after.cpu) / 2 / capture.cpu)
            }
            print(String(format: "capture %@: %.1f frames/s (x%.2f of render + read-back); CPU %.1f ms per frame (x%.2f)",
                         output.name.padding(toLength: 12, withPad: " ", startingAt: 0), median(captures[index].map(\.fps)),
                         median(ratios), median(captures[index].map(\.cpu)) * 1000, median(cpuRatios)))
        }
        print(String(format: "render + read-back over all runs: median %.1f frames/s, from %.1f to %.1f; CPU median %.1f ms per frame",
                     median(renderings.map(\.fps)), renderings.map(\.fps).min()!, renderings.map(\.fps).max()!,
                     median(renderings.map(\.cpu)) * 1000))
        withExtendedLifetime(context) {}
    }

    /// Runs `lab` once with `LAB_CAPTURE_TIMES=1`: the frames it timed, their wall seconds and
    /// the CPU seconds of `lab` and its ffmpeg, from its report.
    private func time(_ lab: URL, _ arguments: [String]) throws -> (frames: Int, wall: Double, cpu: Double) {
        let process = Process()
        process.executableURL = lab
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["LAB_CAPTURE_TIMES": "1"]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let report = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ValidationError("lab \(arguments.joined(separator: " ")) failed: \(report)") }
        guard let line = report.split(separator: "\n").last(where: { $0.hasPrefix("lab: capture ") }) else {
            throw ValidationError("lab \(arguments.joined(separator: " ")) reported no capture times")
        }
        // "lab: capture FRAMES frames WALL s CPU s"
        let fields = line.split(separator: " ")
        guard fields.count == 8, let frames = Int(fields[2]), let wall = Double(fields[4]), let cpu = Double(fields[6]), frames > 0, wall > 0 else {
            throw ValidationError("lab reported capture times as '\(line)'")
        }
        return (frames, wall, cpu)
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
