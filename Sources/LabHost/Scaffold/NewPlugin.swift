import ArgumentParser
import Foundation
import LabScaffold

/// `lab new NAME`: creates a plugin package of its own, outside this repository, that builds
/// against this repository's LabKit and runs in `lab` unchanged.
struct NewPlugin: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a plugin package: a scene that draws and animates, a golden-frame test, a README.",
        discussion: """
        The package depends on this repository's LabKit/ by path. Then: cd NAME && lab --plugin NAME \
        (lab builds it), lab --plugin NAME --watch to see each edit, and swift test for its golden frames.
        """)

    @Argument(help: "The plugin's name: a Swift type name such as Bounce (letters, digits, _; not starting with a digit).")
    var name: String

    @Option(help: ArgumentHelp("The folder to create the package in (default: the current directory); the package is DIR/NAME.",
                               valueName: "dir"))
    var path: String?

    @Option(help: ArgumentHelp("The LabKit package to depend on (default: the one above this lab's build folder).",
                               valueName: "dir"))
    var labkit: String?

    func run() throws {
        do {
            let lab = PluginLoader.executableDirectory + "/lab"
            let package = try PluginTemplate(name: name, labKit: try LabKitLocation.path(labkit, executableDirectory: PluginLoader.executableDirectory), lab: lab)
            let parent = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath)
            let root = parent.appendingPathComponent(name)
            try package.write(to: root)
            print("""
                created \(root.path)
                  cd \(root.path)
                  \(lab) --plugin \(name)            # builds it, opens a window (add --offscreen --out frame.png without a display)
                  \(lab) --plugin \(name) --watch    # rebuilds and swaps the scene when you save
                  swift test                          # records its snapshots; look at them, then swift test checks them
                """)
        } catch let error as ScaffoldError {
            FileHandle.standardError.write(Data("lab: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
    }
}
