import Foundation
import LabScaffold

/// The Swift files `lab port` was given: files as they are, folders searched recursively
/// (hidden entries, `.build`, playgrounds and package manifests skipped), each of a file
/// name of its own.
struct PortSources {
    /// A Swift file: where the report names it (as the user wrote it), where it goes in the
    /// package (relative to the folder it was found in), and its text.
    struct File {
        let display: String
        let relative: String
        let text: String
    }

    private(set) var files: [File] = []

    private static let objectiveC: Set<String> = ["m", "mm", "h"]

    init(_ arguments: [String]) throws {
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                throw ScaffoldError("\(argument): no such file or folder")
            }
            if isDirectory.boolValue {
                try addFolder(argument)
            } else {
                let url = URL(fileURLWithPath: argument)
                if PortSources.objectiveC.contains(url.pathExtension) {
                    throw ScaffoldError("\(argument) is Objective-C, which lab port does not support (Swift sources only)")
                }
                guard url.pathExtension == "swift" else { throw ScaffoldError("\(argument) is not a Swift file") }
                try add(display: argument, relative: url.lastPathComponent)
            }
        }
        var seen: Set<String> = []
        for file in files where !seen.insert(file.relative).inserted {
            throw ScaffoldError("two sources would both be \(file.relative) in the package; port their folders rather than the files")
        }
        // Swift compiles a module only from files of distinct names ("filename used twice"):
        // of two files of one name, the deeper (a sample app's copy) takes its folders' names
        // before its own, `Sample-MyStyle.swift`.
        var names: Set<String> = []
        let byDepth = files.indices.sorted {
            (files[$0].relative.split(separator: "/").count, files[$0].relative) < (files[$1].relative.split(separator: "/").count, files[$1].relative)
        }
        for index in byDepth {
            let relative = files[index].relative as NSString
            var components = relative.deletingLastPathComponent.split(separator: "/").map(String.init)
            var name = relative.lastPathComponent
            while names.contains(name) {
                name = "\(components.popLast() ?? "Copy")-\(name)"
            }
            names.insert(name)
            guard name != relative.lastPathComponent else { continue }
            let folder = relative.deletingLastPathComponent
            files[index] = File(display: files[index].display, relative: folder.isEmpty ? name : "\(folder)/\(name)", text: files[index].text)
        }
    }

    private mutating func addFolder(_ folder: String) throws {
        let root = URL(fileURLWithPath: folder)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey],
                                                          options: [.skipsHiddenFiles]) else {
            throw ScaffoldError("cannot read folder \(folder)")
        }
        var swift: [String] = []
        var objectiveC = 0
        for case let url as URL in walker {
            // A playground is sample code with its own imports and pages, not the library's.
            if url.lastPathComponent == ".build" || url.pathExtension == "playground" { walker.skipDescendants() }
            if url.pathExtension == "swift", !PortSources.isManifest(url.lastPathComponent) {
                swift.append(String(url.path.dropFirst(root.path.count + 1)))
            } else if PortSources.objectiveC.contains(url.pathExtension) {
                objectiveC += 1
            }
        }
        guard !swift.isEmpty else {
            if objectiveC > 0 {
                throw ScaffoldError("\(folder) holds Objective-C sources (\(objectiveC) files) and no Swift: lab port does not support Objective-C")
            }
            throw ScaffoldError("\(folder) holds no Swift sources")
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for relative in swift.sorted() {
            try add(display: prefix + relative, relative: relative)
        }
    }

    /// Whether `name` is a SwiftPM manifest (`Package.swift`, `Package@swift-5.9.swift`), which
    /// describes the library's package rather than being one of its sources.
    static func isManifest(_ name: String) -> Bool {
        name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift"))
    }

    private mutating func add(display: String, relative: String) throws {
        do {
            files.append(File(display: display, relative: relative, text: try String(contentsOfFile: display, encoding: .utf8)))
        } catch {
            throw ScaffoldError("cannot read \(display) as UTF-8 text")
        }
    }
}
