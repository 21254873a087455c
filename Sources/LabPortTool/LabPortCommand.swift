import ArgumentParser
import Foundation
import LabPort
import LabScaffold

/// `lab port SOURCE...`: iOS Swift sources rewritten for LabKit (by `LabPort`) into a plugin
/// package as `lab new` writes it, with what is left to do by hand in `PORTING.md`. `lab`
/// runs this executable, `lab-port`, from beside it, so that `lab` itself does not link
/// swift-syntax (a larger binary, and more protocol conformances for the Swift runtime to
/// search on every run).
@main
struct LabPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lab port",
        abstract: PortHelp.abstract,
        discussion: PortHelp.discussion)

    @Argument(help: ArgumentHelp("Swift files, or folders searched recursively.", valueName: "source"))
    var sources: [String]

    @Option(help: "The plugin's name (default: the first source's name, letters, digits and _ only).")
    var name: String?

    @Option(help: ArgumentHelp("The folder to create the package in (default: the current directory); the package is DIR/NAME.",
                               valueName: "dir"))
    var path: String?

    @Option(help: ArgumentHelp("The LabKit package to depend on (default: the one above this lab's build folder).",
                               valueName: "dir"))
    var labkit: String?

    @Option(help: ArgumentHelp("The UIView or CALayer subclass the scene shows (default: the one with the most animation calls).",
                               valueName: "type"))
    var view: String?

    @Flag(help: "Only report what is left to do by hand; write nothing.")
    var check = false

    func run() throws {
        do {
            let found = try PortSources(sources)
            let resources = PortResources(folders: imageFolders(), display: display)
            let result: PortResult
            do {
                result = try Porter.port(found.files.map { PortSource(path: $0.display, text: $0.text) }, view: view,
                                         ownModules: ownModules(found), resources: resources)
            } catch let error as PortError {
                throw ScaffoldError(error.description)
            }
            let summary = "\(result.files.count) Swift files; \(result.report.issues.count) edits left to do by hand; "
                + "\(result.report.inspectables.count) @IBInspectable properties; "
                + (resources.images.isEmpty ? "" : "\(resources.images.count) images; ")
                + (result.report.removals.isEmpty ? "" : "\(result.report.removals.count) declarations left out; ") + "scene: "
                + (result.scene.map { $0.launchesApp ? "the app of \($0.type)" : $0.type } ?? "lab new's ball (no view or layer it can create)")
            if check {
                FileHandle.standardError.write(Data(result.report.diagnostics.utf8))
                print(summary)
                return
            }
            let lab = LabKitLocation.executableDirectory + "/lab"
            var template = try PluginTemplate(name: try pluginName(), labKit: try LabKitLocation.path(labkit, executableDirectory: LabKitLocation.executableDirectory), lab: lab)
            template.hasResources = !resources.images.isEmpty
            let root = URL(fileURLWithPath: path ?? FileManager.default.currentDirectoryPath).appendingPathComponent(template.name)
            let sceneFile = "Sources/\(template.name)/\(template.name)Scene.swift"
            var files = template.files.filter { $0.0 != "README.md" && (result.scene == nil || $0.0 != sceneFile) }
            files.append(("README.md", readme(template, scene: result.scene)))
            if let scene = result.scene {
                files.append((sceneFile, scene.source(name: template.name, inspectables: result.report.inspectables)))
            }
            files.append(("PORTING.md", result.report.markdown(title: template.name)))
            for (source, ported) in zip(found.files, result.files) {
                files.append(("Sources/\(template.name)/Ported/\(source.relative)", ported.text))
            }
            try template.write(files, data: resources.images.map { ("Sources/\(template.name)/Resources/\($0.name)", $0.data) }, to: root)
            // Only once the package exists, so that a failure is the one line it is.
            FileHandle.standardError.write(Data(result.report.diagnostics.utf8))
            print("""
                created \(root.path): \(summary) (PORTING.md)
                  cd \(root.path)
                  \(lab) --plugin \(template.name)    # builds it and shows its scene
                """)
        } catch let error as ScaffoldError {
            FileHandle.standardError.write(Data("lab: \(error.description)\n".utf8))
            throw ExitCode.failure
        }
    }

    /// The folders among the sources, whose images the plugin gets (a library's images are
    /// beside its sources, or in its asset catalogs).
    private func imageFolders() -> [URL] {
        sources.filter { argument in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) && isDirectory.boolValue
        }.map { URL(fileURLWithPath: $0) }
    }

    /// A file found in a source folder as the user would name it: the folder as they wrote
    /// it, then the path inside it.
    private func display(_ url: URL) -> String {
        for argument in sources {
            let folder = URL(fileURLWithPath: argument).standardized.path
            let path = url.standardized.path
            if path.hasPrefix(folder + "/") {
                return (argument.hasSuffix("/") ? argument : argument + "/") + path.dropFirst(folder.count + 1)
            }
        }
        return url.path
    }

    /// `--name`, else the first source's name without its extension and the characters a
    /// Swift type name cannot hold.
    private func pluginName() throws -> String {
        if let name { return name }
        let base = URL(fileURLWithPath: sources[0]).deletingPathExtension().lastPathComponent
        let name = String(base.unicodeScalars.filter { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") })
        guard !name.isEmpty else { throw ScaffoldError("cannot make a plugin name from \(sources[0]); pass --name NAME") }
        return name
    }

    /// The names the library's own module may have, whose imports go: the plugin's name, the
    /// folders the sources are in (a pod's or package's module is named after its folder),
    /// and the targets and pods that a `Package.swift` or podspec in or above them names.
    private func ownModules(_ found: PortSources) -> Set<String> {
        var names: Set<String> = (try? pluginName()).map { [$0] } ?? []
        for argument in sources {
            let url = URL(fileURLWithPath: argument).standardized
            let folder = url.pathExtension == "swift" ? url.deletingLastPathComponent() : url
            names.formUnion(folder.pathComponents)
            names.formUnion(manifestModules(above: folder))
        }
        for file in found.files {
            names.formUnion(file.relative.split(separator: "/").dropLast().map(String.init))
        }
        names.remove("/")
        return names
    }

    /// The module names in the manifests of `folder` and of the folders above it, up to the
    /// repository's root (the folder holding `.git`) or four levels up.
    private func manifestModules(above folder: URL) -> Set<String> {
        var names: Set<String> = []
        var folder = folder
        for _ in 0...4 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for entry in entries {
                let file = folder.appendingPathComponent(entry)
                guard entry == "Package.swift" || entry.hasSuffix(".podspec"),
                      let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                names.formUnion(entry == "Package.swift" ? LibraryModules.names(inPackageManifest: text)
                                                         : LibraryModules.names(inPodspec: text))
            }
            guard !entries.contains(".git"), folder.path != "/" else { break }
            folder = folder.deletingLastPathComponent()
        }
        return names
    }

    /// `lab new`'s README with how the package was ported.
    private func readme(_ template: PluginTemplate, scene: PortScene?) -> String {
        let shown = scene.map { scene in
            if scene.launchesApp {
                return "launches the app as iOS does (`\(scene.type)`" + (scene.sceneDelegate.map { ", then `\($0)`" } ?? "")
                    + "), whose code builds the window and its root view controller (`lab port --view TYPE` shows one view or layer instead)"
            }
            return "shows `\(scene.type)`" + (scene.start.map { ", started with `\($0)()`" } ?? "")
                + (view == nil ? ": the \(scene.isLayer ? "layer" : "view") with the most animation calls (`lab port --view TYPE` picks another)"
                    : ", as `--view` asked")
        } ?? "is still `lab new`'s ball (the sources have no view or layer it can create): show the ported view or layer there"
        return template.readme + """

            ## Ported

            `Sources/\(template.name)/Ported/` holds \(sources.joined(separator: ", ")) rewritten for LabKit by
            `lab port`; `PORTING.md` lists the edits it could not make. The scene in
            `Sources/\(template.name)/\(template.name)Scene.swift` \(shown).

            """
    }
}
