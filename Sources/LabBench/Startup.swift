import ArgumentParser
import Foundation

/// The start-up benchmark: `lab --plugin Ping --offscreen --out FILE.png` (a plugin already
/// built, one frame at 750 x 1334 with 4x MSAA), run several times; prints the median wall
/// time from spawning `lab` to its exit, and the median of each phase `lab` reports with
/// `LAB_STARTUP_TIMES=1` (the time before `main` is what the phases leave of the total:
/// loading the executable, its libraries and the Swift runtime).
struct Startup: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Time a single offscreen frame from spawn to exit, by phase.")

    @Option(help: "Runs; the median is printed.")
    var runs = 9

    @Option(help: "The plugin to render.")
    var plugin = "Ping"

    func run() throws {
        guard runs > 0 else { throw ValidationError("--runs must be positive") }
        let lab = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("lab")
        guard FileManager.default.isExecutableFile(atPath: lab.path) else {
            throw ValidationError("no lab beside lab-bench at \(lab.path); build the package first")
        }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("lab-bench-startup-\(getpid()).png")
        defer { try? FileManager.default.removeItem(at: out) }
        var totals: [Double] = [], phases: [String: [Double]] = [:], order: [String] = []
        for _ in 0..<runs {
            let process = Process()
            process.executableURL = lab
            process.arguments = ["--plugin", plugin, "--offscreen", "--out", out.path]
            process.environment = ProcessInfo.processInfo.environment.merging(["LAB_STARTUP_TIMES": "1"]) { $1 }
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            let start = Date()
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            totals.append(Date().timeIntervalSince(start) * 1000)
            guard process.terminationStatus == 0 else { throw ValidationError("lab failed: \(text)") }
            for line in text.split(separator: "\n") where line.hasPrefix("lab: startup ") {
                var words = line.dropFirst("lab: startup ".count).split(separator: " ")
                guard let ms = words.popLast().flatMap({ Double($0) }) else { continue }
                let phase = words.joined(separator: " ")
                if phases[phase] == nil { order.append(phase) }
                phases[phase, default: []].append(ms)
            }
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let total = median(totals), measured = order.map { median(phases[$0]!) }
        print(String(format: "startup (%@, %d runs): %.0f ms from spawn to exit (median)", plugin, runs, total))
        print("  " + "before main (loading, Swift runtime)".padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: " %6.1f ms", max(0, total - measured.reduce(0, +))))
        for (phase, ms) in zip(order, measured) {
            print("  " + phase.padding(toLength: 40, withPad: " ", startingAt: 0) + String(format: " %6.1f ms", ms))
        }
    }
}
