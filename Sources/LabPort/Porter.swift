import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// A Swift source file to port.
public struct PortSource: Sendable {
    /// Where it came from, as the report names it.
    public var path: String
    /// Its contents.
    public var text: String

    /// A source named `path` holding `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A source rewritten for LabKit.
public struct PortedFile: Equatable, Sendable {
    /// The source's path, as given.
    public var path: String
    /// The rewritten contents.
    public var text: String
}

/// The rewritten sources, what is left to do by hand, and what the scene shows.
public struct PortResult: Sendable {
    /// The sources rewritten, in the order given.
    public var files: [PortedFile]
    /// What is left to do by hand.
    public var report: PortReport
    /// The principal view or layer, or the app launched whole; nil when the sources have
    /// none the scene can create.
    public var scene: PortScene?
}

/// Why nothing could be ported: a one-line message.
public struct PortError: Error, CustomStringConvertible, Equatable {
    /// The message, with the file and line it is about.
    public var description: String
}

/// Rewrites iOS Swift sources so that they build against LabKit: imports, `@objc` and
/// Interface Builder attributes, `@objc` protocols with optional requirements, and
/// `#selector` target–action. What it cannot rewrite stays as it was and is reported.
public enum Porter {
    /// Ports `sources` together (an action method or an optional requirement may be
    /// declared in another file than the one that uses it), and finds the view or layer the
    /// scene shows: `view` if given, else by `PortScene`'s heuristic. Imports of
    /// `ownModules` (the library's own module names) are removed. Throws when a file does
    /// not parse, naming the file, line and column of the first error, or when `view` is not
    /// a view or layer the scene can create.
    ///
    /// `resources` are the library's images, which the package gets as its resources: then
    /// `UIImage(named:)` and `Bundle(for:)` are pointed at them (see `ResourceRewriter`), and
    /// the report lists them and what `PortResources` could not copy.
    public static func port(_ sources: [PortSource], view: String? = nil, ownModules: Set<String> = [],
                            resources: PortResources = PortResources()) throws -> PortResult {
        var trees: [SourceFileSyntax] = []
        for source in sources {
            let tree = Parser.parse(source: source.text)
            if let error = ParseDiagnosticsGenerator.diagnostics(for: tree).first(where: { $0.diagMessage.severity == .error }) {
                let location = error.location(converter: SourceLocationConverter(fileName: source.path, tree: tree))
                throw PortError(description: "\(source.path):\(location.line):\(location.column): \(error.message) (the file does not parse as Swift)")
            }
            trees.append(tree)
        }
        let scene = PortScene.find(in: trees, named: view)
        if let view, scene == nil {
            throw PortError(description: "no UIView or CALayer subclass named \(view) that a scene can create "
                            + "(a view by init(frame:), a layer by init()) in the sources")
        }
        let index = SourceIndex(trees)
        // A folder may bear a framework's name; its imports are never the library's own.
        let ownModules = ownModules.subtracting(ImportRewriter.replaced).subtracting(ImportRewriter.unavailable)
            .subtracting(["LabKit", "Foundation", "FoundationNetworking", "Dispatch", "Swift"])
        var report = PortReport()
        var files: [PortedFile] = []
        for (source, tree) in zip(sources, trees) {
            let rewriter = PortRewriter(file: source.path, tree: tree, index: index, ownModules: ownModules,
                                        imageNames: resources.images.isEmpty ? nil : resources.imageNames,
                                        launchedAppDelegate: scene?.launchesApp == true ? scene?.type : nil)
            files.append(PortedFile(path: source.path, text: rewriter.visit(tree).description))
            report.issues += rewriter.report.issues
            report.inspectables += rewriter.report.inspectables
            report.removals += rewriter.report.removals
        }
        report.issues += resources.report.issues
        report.images = resources.images.map { PortReport.Image(name: $0.name, source: $0.source) }
        return PortResult(files: files, report: report, scene: scene)
    }
}
