import Foundation
import ArgumentParser
import Compositor
import LabKit

/// `lab-bench`: performance measurements of the lab's pipeline (run with `-c release`).
struct LabBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab-bench",
        abstract: "Benchmarks of the lab's pipeline.",
        subcommands: [Tessellate.self, Animate.self, Splash.self, Effects.self, Particles.self, Replicate.self, Capture.self, Startup.self, Layout.self, Lists.self, Fuzz.self])
}

LabBench.main()
