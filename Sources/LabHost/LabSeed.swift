import ArgumentParser

/// `--seed N` or `--seed random`: where the random numbers plugin code draws come from.
enum LabSeed: ExpressibleByArgument, Equatable {
    /// The same stream on every run (restarted when a scene loads).
    case fixed(UInt64)
    /// The system's random numbers.
    case random

    /// What a run uses without `--seed`.
    static let standard = LabSeed.fixed(0)

    init?(argument: String) {
        if argument == "random" {
            self = .random
        } else if let value = UInt64(argument) {
            self = .fixed(value)
        } else {
            return nil
        }
    }

    var defaultValueDescription: String {
        switch self {
        case .fixed(let value): return String(value)
        case .random: return "random"
        }
    }
}
