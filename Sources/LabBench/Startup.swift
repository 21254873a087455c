import ArgumentParser
import Foundation
import Glibc

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
            let start = Date()
            let (status, text) = try spawn(lab.path, ["--plugin", plugin, "--offscreen", "--out", out.path])
            totals.append(Date().timeIntervalSince(start) * 1000)
            guard status == 0 else { throw ValidationError("lab failed: \(text)") }
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

    /// Runs `path` with `arguments` and `LAB_STARTUP_TIMES=1` through `posix_spawn`, its
    /// standard output discarded; returns its exit status and standard error. Foundation's
    /// `Process` takes some 40 ms more to start a child on Linux, which would be counted as
    /// the lab's start-up.
    private func spawn(_ path: String, _ arguments: [String]) throws -> (Int32, String) {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { throw ValidationError("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addclose(&actions, pipe[1])
        let environment = ProcessInfo.processInfo.environment.merging(["LAB_STARTUP_TIMES": "1"]) { $1 }.map { "\($0)=\($1)" }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, envp)
        close(pipe[1])
        defer { close(pipe[0]) }
        guard spawned == 0 else { throw ValidationError("could not start \(path): \(String(cString: strerror(spawned)))") }
        var errors: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(pipe[0], &chunk, chunk.count)
            if n > 0 { errors += chunk[0..<n] } else if n == 0 || errno != EINTR { break }
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exit = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exit, String(decoding: errors, as: UTF8.self))
    }
}
