import Foundation
import LabTesting

/// A plugin package made by `lab new` in a temporary folder, for tests that edit its source
/// the way an author would.
struct ScaffoldedPlugin {
    let name: String
    let parent: URL
    var root: URL { parent.appendingPathComponent(name) }
    var scene: URL { root.appendingPathComponent("Sources/\(name)/\(name)Scene.swift") }

    init(_ name: String) throws {
        self.name = name
        parent = try LabProcess.temporaryDirectory()
        let created = try LabProcess.run(["new", name, "--path", parent.path])
        guard created.status == 0 else { throw LabExecutable.Failure(description: "lab new failed: \(created.stderr)") }
    }

    func remove() {
        try? FileManager.default.removeItem(at: parent)
    }

    /// Sets the ball's color, as an edit of the `ballColor` line.
    func setBallColor(red: Double, green: Double, blue: Double) throws {
        try edit { text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
                guard line.contains("let ballColor = ") else { return String(line) }
                return "    let ballColor = UIColor(red: \(red), green: \(green), blue: \(blue), alpha: 1)"
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Breaks the scene's source: a call to a function that does not exist.
    func breakSource() throws {
        try edit { $0.replacingOccurrences(of: "root.addSublayer(ball)", with: "root.addSublayer(ball)\n        undefinedCall()") }
    }

    /// Makes the scene trap while loading: it compiles, and force-unwraps nil in `load(into:)`.
    func trapInLoad() throws {
        try edit {
            $0.replacingOccurrences(of: "        undefinedCall()", with: "")
                .replacingOccurrences(of: "root.addSublayer(ball)", with: "root.addSublayer(ball)\n        _ = Int(\"no number\")!")
        }
    }

    private func edit(_ change: (String) -> String) throws {
        let text = try String(contentsOf: scene, encoding: .utf8)
        try change(text).write(to: scene, atomically: true, encoding: .utf8)
    }
}
