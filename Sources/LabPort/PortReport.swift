/// What `lab port` could not do by itself: each edit left to the user, and the
/// `@IBInspectable` properties it found.
///
/// Lines are those of the original source file, where the user reads the code they know.
public struct PortReport: Equatable, Sendable {
    /// An edit the porter could not make.
    public struct Issue: Equatable, Sendable {
        /// The source file, as given to the porter.
        public var file: String
        /// The 1-based line in the original source.
        public var line: Int
        /// What Linux or LabKit lacks.
        public var problem: String
        /// What the user should do about it.
        public var fix: String
    }

    /// An `@IBInspectable` property, kept as a plain property. Recorded because Interface
    /// Builder set it on iOS; in the lab a scene sets it (scene parameters come later).
    public struct Inspectable: Equatable, Sendable {
        /// The source file, as given to the porter.
        public var file: String
        /// The 1-based line in the original source.
        public var line: Int
        /// The type that declares it (empty at top level).
        public var owner: String
        /// The property's name.
        public var name: String
        /// Its type as written (empty when inferred).
        public var type: String
        /// Its initial value as written (empty when none).
        public var initialValue: String
    }

    /// An image of the library copied into the plugin's resources.
    public struct Image: Equatable, Sendable {
        /// Its file name in `Sources/NAME/Resources`.
        public var name: String
        /// The file it was copied from.
        public var source: String
    }

    /// A declaration the port left out, which could not compile on Linux and which nothing
    /// ported uses.
    public struct Removal: Equatable, Sendable {
        /// The source file, as given to the porter.
        public var file: String
        /// The 1-based line in the original source.
        public var line: Int
        /// The declaration's name.
        public var name: String
        /// Why it could go.
        public var reason: String
    }

    /// The edits left to do, in the order they were found.
    public internal(set) var issues: [Issue] = []
    /// The `@IBInspectable` properties, in the order they were found.
    public internal(set) var inspectables: [Inspectable] = []
    /// The images copied into the plugin's resources, by name.
    public internal(set) var images: [Image] = []
    /// The declarations left out, in the order they were found.
    public internal(set) var removals: [Removal] = []

    /// An empty report.
    public init() {}

    mutating func add(_ file: String, line: Int, _ problem: String, fix: String) {
        issues.append(Issue(file: file, line: line, problem: problem, fix: fix))
    }

    /// Issues in file and line order, so the report reads top to bottom like the sources.
    var sortedIssues: [Issue] {
        issues.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    /// One line per issue, as compilers print diagnostics (`file:line: problem; fix`), for stderr.
    public var diagnostics: String {
        sortedIssues.map { "\($0.file):\($0.line): \($0.problem); \($0.fix)\n" }.joined()
    }

    /// The report as `PORTING.md`.
    public func markdown(title: String) -> String {
        var text = "# Porting \(title)\n\n"
        text += "`lab port` rewrote these sources for LabKit (imports, `@objc` and Interface Builder attributes, "
        text += "`@objc` protocols, `#selector` target–action, Swift 4 names). Lines are those of the original files.\n\n"
        text += "## Left to do\n\n"
        if issues.isEmpty {
            text += "Nothing: every edit was made.\n"
        } else {
            for issue in sortedIssues {
                text += "- `\(issue.file):\(issue.line)`: \(issue.problem). \(issue.fix.prefix(1).uppercased() + issue.fix.dropFirst()).\n"
            }
        }
        if !removals.isEmpty {
            text += "\n## Left out\n\n"
            for removal in removals.sorted(by: { ($0.file, $0.line) < ($1.file, $1.line) }) {
                text += "- `\(removal.name)` (`\(removal.file):\(removal.line)`): \(removal.reason).\n"
            }
        }
        if !inspectables.isEmpty {
            text += "\n## `@IBInspectable` properties\n\n"
            text += "Interface Builder set these on iOS; they are plain properties now. Set them in the scene.\n\n"
            for property in inspectables {
                let owner = property.owner.isEmpty ? "" : "\(property.owner)."
                let type = property.type.isEmpty ? "" : ": \(property.type)"
                text += "- `\(owner)\(property.name)\(type)` (`\(property.file):\(property.line)`)\n"
            }
        }
        if !images.isEmpty {
            text += "\n## Images\n\n"
            text += "The library's images are the plugin's resources (`Sources/\(title)/Resources`), which `UIImage(named:)` "
            text += "and `Bundle(for:)` now load from (`Bundle.module`). Remove those the plugin does not use.\n\n"
            for image in images {
                text += "- `\(image.name)` (from `\(image.source)`)\n"
            }
        }
        return text
    }
}
