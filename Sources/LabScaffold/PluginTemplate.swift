import Foundation

/// The files of a new plugin package, filled in for its name: what `lab new` writes, and
/// what `lab port` writes with the ported sources added.
public struct PluginTemplate {
    /// The plugin's name: its package, module, library and scene type.
    public let name: String
    /// The LabKit package it depends on, by path.
    public let labKit: String
    /// The `lab` that created the package, named in its README.
    public let lab: String
    /// Whether the plugin has resources, `Sources/NAME/Resources` (`lab port` copies a
    /// library's images there): the manifest declares them, and `Bundle.module` loads them.
    public var hasResources = false

    /// Names a package can't take: this repository's modules and plugins, and Swift's own.
    static let reserved: Set<String> = ["LabKit", "LabTesting", "LabHost", "LabSession", "LabScaffold", "LabPort", "LabPortTool",
                                        "LabBench", "LabFuzz", "Compositor", "GLBackend", "CWindowing", "CEGL", "CZlib",
                                        "CLabInterpose", "CCrashReport", "Ping", "Uber", "Elastic", "Loading", "Swift",
                                        "Foundation", "XCTest", "Glibc", "Dispatch"]

    /// Checks that `name` can name a Swift module that is not already one of the lab's.
    public init(name: String, labKit: String, lab: String) throws {
        let identifier = name.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || $0 == "_" }
            && name.unicodeScalars.allSatisfy(\.isASCII)
        guard !name.isEmpty, identifier, !(name.first!.isNumber) else {
            throw ScaffoldError("bad plugin name '\(name)': use a Swift type name (letters, digits and _, not starting with a digit)")
        }
        guard !PluginTemplate.reserved.contains(name) else {
            throw ScaffoldError("bad plugin name '\(name)': it is already a module of AnimationLab or Swift; choose another")
        }
        self.name = name
        self.labKit = labKit
        self.lab = lab
    }

    /// Creates `root` and the package in it; an existing folder is never touched.
    public func write(to root: URL) throws {
        try write(files, to: root)
    }

    /// Creates `root` holding `files` (relative path → contents) and the binary files `data`;
    /// an existing folder is never touched. `lab port` writes the template's files with others
    /// added or replaced, and the library's images.
    public func write(_ files: [(String, String)], data: [(String, Data)] = [], to root: URL) throws {
        if FileManager.default.fileExists(atPath: root.path) {
            throw ScaffoldError("\(root.path) already exists; choose another name or --path (nothing was written)")
        }
        let parent = root.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ScaffoldError("cannot create \(root.path): folder \(parent.path) does not exist")
        }
        // Written into a hidden sibling first, then renamed: a failure leaves nothing behind.
        let staging = parent.appendingPathComponent(".\(name).new-\(getpid())")
        do {
            for (path, contents) in files {
                let url = staging.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url, atomically: false, encoding: .utf8)
            }
            for (path, contents) in data {
                let url = staging.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: url)
            }
            guard rename(staging.path, root.path) == 0 else {
                throw ScaffoldError("cannot create \(root.path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            if let error = error as? ScaffoldError { throw error }
            throw ScaffoldError("cannot create \(root.path): \(error.localizedDescription)")
        }
    }

    /// Relative path → contents.
    public var files: [(String, String)] {
        [("Package.swift", manifest),
         ("Sources/\(name)/\(name)Scene.swift", scene),
         ("Sources/\(name)/Plugin.swift", entry),
         ("Tests/\(name)Tests/\(name)Tests.swift", test),
         // The references' folder exists from the start: the manifest excludes it, and SwiftPM
         // warns at every build about an excluded folder that is missing.
         ("Tests/\(name)Tests/__Snapshots__/.gitkeep", ""),
         ("README.md", readme),
         (".gitignore", ".build/\nPackage.resolved\n")]
    }

    var manifest: String {
        """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "\(name)",
            products: [
                // The plugin: a dynamic library that `lab --plugin \(name)` loads.
                .library(name: "\(name)", type: .dynamic, targets: ["\(name)"]),
            ],
            dependencies: [
                // LabKit, the Core Animation and UIKit SDK of AnimationLab, from the checkout
                // this package was created with.
                .package(path: "\(labKit)"),
            ],
            targets: [
                // Every file sees LabKit, even one that imports only Foundation or nothing:
                // on iOS, Foundation brings Core Graphics and Core Foundation, and a
                // CocoaPods framework's umbrella header brings UIKit to all its Swift files.
                .target(name: "\(name)", dependencies: [.product(name: "LabKit", package: "LabKit")]\(resourcesArgument),
                    swiftSettings: [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "LabKit"])]),
                // Snapshot tests of frames rendered by the real `lab` (LabTesting, on
                // swift-snapshot-testing); references in __Snapshots__/.
                .testTarget(name: "\(name)Tests",
                            dependencies: ["\(name)", .product(name: "LabTesting", package: "LabKit")],
                            exclude: ["__Snapshots__"]),
            ]
        )

        """
    }

    /// The target's resources, when it has them: processed, so that SwiftPM copies the files
    /// to the top of the bundle, where `UIImage(named:in:)` looks.
    private var resourcesArgument: String {
        hasResources ? ",\n            // The images `UIImage(named:)` loads (`Bundle.module`).\n            resources: [.process(\"Resources\")]" : ""
    }

    var scene: String {
        """
        import LabKit

        /// A ball that drops onto the canvas's centre, then breathes. Written as a Core
        /// Animation snippet would be on iOS: a CAShapeLayer and two CABasicAnimations.
        ///
        /// Change a duration or a color and save while `lab --plugin \(name) --watch` runs.
        final class \(name)Scene: Scene {
            static let info = SceneInfo(name: "\(name)", summary: "A ball drops in, then breathes",
                                        preferredSize: CGSize(width: 320, height: 480))

            /// The ball's color.
            let ballColor = UIColor(red: 0.20, green: 0.50, blue: 0.95, alpha: 1)
            /// How long the drop takes, in seconds.
            let dropDuration: CFTimeInterval = 0.6

            init() {}

            func load(into root: CALayer) {
                root.backgroundColor = UIColor.white.cgColor

                let ball = CAShapeLayer()
                ball.path = UIBezierPath(ovalIn: CGRect(x: -40, y: -40, width: 80, height: 80)).cgPath
                ball.fillColor = ballColor.cgColor
                ball.position = CGPoint(x: root.bounds.midX, y: root.bounds.midY)
                root.addSublayer(ball)

                // The model value is the resting place; the animation only shows the way there.
                let drop = CABasicAnimation(keyPath: "position.y")
                drop.fromValue = -40
                drop.toValue = root.bounds.midY
                drop.duration = dropDuration
                drop.timingFunction = CAMediaTimingFunction(name: .easeOut)
                ball.add(drop, forKey: "drop")

                let breathe = CABasicAnimation(keyPath: "transform.scale")
                breathe.fromValue = 1
                breathe.toValue = 1.25
                breathe.duration = 0.5
                breathe.autoreverses = true
                breathe.repeatCount = .infinity
                breathe.beginTime = CACurrentMediaTime() + dropDuration
                breathe.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
                ball.add(breathe, forKey: "breathe")
            }
        }

        """
    }

    var entry: String {
        """
        import LabKit

        /// The one symbol `lab` looks for: the plugin's scenes, stamped with LabKit's ABI version.
        @_cdecl("lab_plugin_entry")
        public func labPluginEntry() -> UnsafeMutableRawPointer {
            PluginManifest(scenes: [\(name)Scene.self]).export()
        }

        """
    }

    var test: String {
        """
        import LabTesting
        import XCTest

        /// \(name)'s frames through the real renderer, against references in __Snapshots__/
        /// (swift-snapshot-testing, which LabTesting brings). The first run records a missing
        /// reference and fails saying so: look at it, commit it. A frame that no longer matches
        /// fails with its actual frame and a diff image; `SNAPSHOT_TESTING_RECORD=failed swift test`
        /// re-records those.
        final class \(name)Tests: XCTestCase {
            /// Before the drop, landing, and half-way through the first breath.
            func testFrames() {
                for time in [0.15, 0.6, 1.1] {
                    assertSnapshot(of: LabFrame(plugin: "\(name)", time: time), as: .png, named: "\\(time)s")
                }
            }
        }

        """
    }

    /// The package's README: how to run, watch, capture and test it.
    public var readme: String {
        """
        # \(name)

        An AnimationLab plugin: a scene written against LabKit, the Core Animation and UIKit SDK
        of AnimationLab, that `lab` runs in a window or renders headlessly.

        LabKit comes from `\(labKit)`; `lab` is `\(lab)` (put its folder on your `PATH`, or
        call it by its path).

        ```sh
        lab --plugin \(name)                                  # builds, then plays it in a window
        lab --plugin \(name) --watch                          # rebuilds and swaps the scene on every save
        lab --plugin \(name) --offscreen --time 1 --out frame.png
        lab --plugin \(name) --offscreen --duration 2 --fps 25 --record \(name.lowercased()).gif
        lab --plugin \(name) --offscreen --duration 2 --contact-sheet sheet.png
        ```

        `lab --plugin \(name)` builds this package when run from its folder; from elsewhere, pass
        the folder (`lab --plugin path/to/\(name)`) or the library
        (`.build/debug/lib\(name).so`).

        ## Tests

        `Tests/\(name)Tests` checks frames against PNGs in `__Snapshots__/` with LabTesting's
        swift-snapshot-testing strategy (`assertSnapshot(of: LabFrame(…), as: .png)`):

        ```sh
        swift test                                # records missing references (look at them, commit them), compares the rest
        SNAPSHOT_TESTING_RECORD=failed swift test # re-records the references that no longer match
        ```

        A failure counts the differing pixels and names the actual frame and a diff image.

        ## Where to go from here

        - `Sources/\(name)/\(name)Scene.swift` is the scene: add layers in `load(into:)`.
        - A scene with views conforms to `ViewControllerScene` and returns a root view controller.
        - Add more scenes to the list in `Sources/\(name)/Plugin.swift`; `lab --plugin \(name) --scene NAME` picks one.

        """
    }
}
