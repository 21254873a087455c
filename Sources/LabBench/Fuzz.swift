import ArgumentParser
import Foundation
import LabFuzz

/// Runs the fuzzers seed after seed for a while: each case's seed is printed before it runs,
/// so a crash names its seed; a case whose checks fail stops the run with status 1.
struct Fuzz: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Fuzz what plugins can hand the lab, seed after seed.")

    @Option(help: "How long to run, in seconds.")
    var seconds = 60.0

    @Option(help: "The first seed.")
    var seed: UInt64 = 0

    @Option(help: "Only this fuzzer (\(Fuzzer.allCases.map(\.rawValue).joined(separator: ", "))).")
    var only: String?

    func run() throws {
        let fuzzers = try only.map { name in
            guard let fuzzer = Fuzzer(rawValue: name) else { throw ValidationError("no fuzzer named \(name)") }
            return [fuzzer]
        } ?? Fuzzer.allCases
        let start = Date()
        var cases = 0, slowest = 0.0, seed = self.seed
        while Date().timeIntervalSince(start) < seconds {
            for fuzzer in fuzzers {
                FileHandle.standardError.write(Data("fuzz: \(fuzzer.rawValue) seed \(seed)\r".utf8))
                let caseStart = Date()
                let report = fuzzer.run(seed: seed)
                slowest = max(slowest, Date().timeIntervalSince(caseStart))
                cases += 1
                guard report.problems.isEmpty else {
                    print("fuzz: \(fuzzer.rawValue) seed \(seed) failed: \(report)")
                    throw ExitCode.failure
                }
            }
            seed += 1
        }
        print(String(format: "fuzz: %d cases, 0 failures, slowest case %.3f s, largest resident memory %.0f MB",
                     cases, slowest, Double(Fuzz.peakResidentKilobytes()) / 1024))
    }

    /// The process's peak resident memory (VmHWM), in kilobytes.
    static func peakResidentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
