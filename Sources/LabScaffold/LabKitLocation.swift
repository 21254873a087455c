import Foundation

/// The LabKit package a new plugin package depends on.
public enum LabKitLocation {
    /// LabKit's folder: `labkit` (the `--labkit` option), else found by walking up from the
    /// folder of the lab's executables (`REPO/.build/…/debug`) to one that holds
    /// `LabKit/Package.swift`.
    public static func path(_ labkit: String?, executableDirectory: String) throws -> String {
        if let labkit {
            let url = URL(fileURLWithPath: labkit).standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) else {
                throw ScaffoldError("--labkit \(labkit) is not a package (no Package.swift)")
            }
            return url.path
        }
        var directory = URL(fileURLWithPath: executableDirectory)
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("LabKit")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path) {
                return candidate.path
            }
            directory.deleteLastPathComponent()
        }
        throw ScaffoldError("cannot find the LabKit package above \(executableDirectory); pass --labkit PATH/TO/LabKit")
    }

    /// The folder of the running executable (`lab`, or `lab-port` beside it).
    public static var executableDirectory: String {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
