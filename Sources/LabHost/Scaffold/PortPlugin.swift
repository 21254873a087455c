import ArgumentParser
import Foundation
import LabScaffold

/// `lab port`: carried out by the `lab-port` executable beside `lab`, which links swift-syntax
/// so that `lab` does not (it made `lab` seven times larger, and every run's protocol
/// conformance lookups search its conformances too). `Lab.main` hands `lab port …` over before
/// parsing anything, `--help` included; this command is what `lab --help` and `lab help port`
/// describe.
struct PortPlugin: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "port", abstract: PortHelp.abstract,
                                                    discussion: PortHelp.discussion)

    @Argument(parsing: .captureForPassthrough,
              help: ArgumentHelp("Swift files or folders, then lab port's options (lab port --help lists them).",
                                 valueName: "source"))
    var arguments: [String] = []

    func run() throws {
        try PortPlugin.exec(arguments)
    }

    /// Replaces this process with `lab-port ARGUMENTS`; returns only by throwing when it cannot.
    static func exec(_ arguments: [String]) throws -> Never {
        let tool = PluginLoader.executableDirectory + "/lab-port"
        let argv = ([tool] + arguments).map { strdup($0) } + [nil]
        execv(tool, argv)
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("lab: cannot run \(tool): \(reason) (swift build builds it beside lab)\n".utf8))
        throw ExitCode.failure
    }
}
