// swift-tools-version:5.9
import PackageDescription

let labKit = Target.Dependency.product(name: "LabKit", package: "LabKit")
let labTesting = Target.Dependency.product(name: "LabTesting", package: "LabKit")
let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")
let swiftSyntax: [Target.Dependency] = ["SwiftSyntax", "SwiftParser", "SwiftParserDiagnostics", "SwiftSyntaxBuilder"]
    .map { .product(name: $0, package: "swift-syntax") }

/// What `CLabInterpose` defines in place of the C library's.
let interposedSymbols = ["clock_gettime", "gettimeofday", "time", "syscall", "getrandom", "getentropy", "arc4random",
                         "arc4random_buf", "arc4random_uniform", "dispatch_after", "dispatch_after_f", "dispatch_async_f",
                         "CFRunLoopAddTimer", "CFRunLoopTimerCreate", "dispatch_source_set_timer", "timerfd_settime"]

let package = Package(
    name: "AnimationLab",
    products: [
        .executable(name: "lab", targets: ["LabHost"]),
        .executable(name: "lab-bench", targets: ["LabBench"]),
        // `lab port`, which `lab` runs from beside it: it links swift-syntax, so that `lab` does not.
        .executable(name: "lab-port", targets: ["LabPortTool"]),
        // The tutorials, each a plugin: a dynamic library `lab --plugin NAME` loads.
        .library(name: "Ping", type: .dynamic, targets: ["Ping"]),
        .library(name: "Loading", type: .dynamic, targets: ["Loading"]),
        .library(name: "Elastic", type: .dynamic, targets: ["Elastic"]),
        .library(name: "Uber", type: .dynamic, targets: ["Uber"]),
        // Test fixtures are plugins like any other: dynamic libraries loaded by `lab`.
        .library(name: "FeatureFixture", type: .dynamic, targets: ["FeatureFixture"]),
        .library(name: "MismatchFixture", type: .dynamic, targets: ["MismatchFixture"]),
        .library(name: "TrapFixture", type: .dynamic, targets: ["TrapFixture"]),
    ],
    dependencies: [
        .package(path: "LabKit"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `lab port` rewrites iOS sources with it (swift-snapshot-testing already brings it).
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CEGL", path: "Sources/CEGL"),
        // zlib's CRC-32, for the fdAT chunks of the animated PNGs the lab writes itself.
        .systemLibrary(name: "CZlib", path: "Sources/CZlib"),
        // giflib: the LZW coding and blocks of the GIFs the lab writes itself.
        .systemLibrary(name: "CGif", path: "Sources/CGif"),
        // Tessellation appends millions of floats per second to arrays held by the frame's
        // builder; dynamic exclusivity checks on them are a measurable share of it.
        .target(name: "Compositor", dependencies: [labKit],
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // X11 and Wayland windows (the xdg-shell glue is generated: `make wayland-protocols`).
        .target(name: "CWindowing", exclude: ["protocol"],
                linkerSettings: [.linkedLibrary("X11"), .linkedLibrary("X11-xcb"), .linkedLibrary("xcb"), .linkedLibrary("wayland-client"),
                                 .linkedLibrary("wayland-egl"), .linkedLibrary("xkbcommon")]),
        .target(name: "GLBackend", dependencies: ["CEGL", "CWindowing", "Compositor", labKit]),
        // The C library's clocks and random sources, replaced inside `lab` so that plugin code
        // reads lab time and the lab seed (Foundation, Dispatch and the Swift runtime call them
        // too, so only the executable can stand in for them).
        .target(name: "CLabInterpose", linkerSettings: [.linkedLibrary("dl")]),
        // Names the plugin, scene and innermost plugin frame when plugin code crashes.
        .target(name: "CCrashReport", linkerSettings: [.linkedLibrary("dl")]),
        // A plugin's scene loaded on a canvas: the start-up every host shares.
        .target(name: "LabSession", dependencies: [labKit]),
        .executableTarget(name: "LabHost", dependencies: ["CLabInterpose", "CCrashReport", "CZlib", "CGif", "GLBackend", "Compositor", "LabSession", "LabScaffold", labKit,
                                                         argumentParser],
                          // Exported so that libraries and plugins bind to the executable's
                          // definitions rather than the C library's.
                          linkerSettings: [.unsafeFlags(interposedSymbols.flatMap { ["-Xlinker", "--export-dynamic-symbol=\($0)"] })]),
        .executableTarget(name: "LabBench", dependencies: ["Compositor", "GLBackend", "LabFuzz", "LabSession", "Uber", labKit, argumentParser]),
        // Seeded, structure-aware fuzzers of what plugins can hand the lab (tests and `lab-bench fuzz`).
        .target(name: "LabFuzz", dependencies: ["Compositor", labKit]),
        // `lab port`'s engine: iOS Swift sources rewritten for LabKit with swift-syntax, and a
        // report of what it could not rewrite. It knows LabKit's API but does not link it.
        .target(name: "LabPort", dependencies: swiftSyntax),
        // The plugin package `lab new` writes, which `lab port` writes too with the ported sources.
        .target(name: "LabScaffold"),
        .executableTarget(name: "LabPortTool", dependencies: ["LabPort", "LabScaffold", argumentParser]),

        .target(name: "Ping", dependencies: [labKit], path: "Plugins/Ping", resources: [.process("Resources")]),
        .target(name: "Loading", dependencies: [labKit], path: "Plugins/Loading"),
        .target(name: "Elastic", dependencies: [labKit], path: "Plugins/Elastic"),
        .target(name: "Uber", dependencies: [labKit], path: "Plugins/Uber"),

        .target(name: "FeatureFixture", dependencies: [labKit], path: "Tests/Fixtures/FeatureFixture",
                resources: [.process("Resources")]),
        .target(name: "MismatchFixture", dependencies: [labKit], path: "Tests/Fixtures/MismatchFixture"),
        .target(name: "TrapFixture", dependencies: [labKit], path: "Tests/Fixtures/TrapFixture"),
        // What `lab port` makes of LabPortTests' Inputs/SpinnerKit, compiled against LabKit.
        .target(name: "PortFixture", dependencies: [labKit], path: "Tests/Fixtures/PortFixture", resources: [.process("Resources")]),

        .testTarget(name: "LabKitTests", dependencies: [labKit]),
        .testTarget(name: "LabPortTests", dependencies: ["LabPort", "PortFixture", labKit, .product(name: "SwiftParser", package: "swift-syntax")],
                    exclude: ["Inputs"]),
        .testTarget(name: "CompositorTests", dependencies: ["Compositor", "LabFuzz", labKit]),
        .testTarget(name: "LabTestingTests", dependencies: [labKit, labTesting]),
        // The plugins in-process, for what their frames cannot show.
        .testTarget(name: "PluginTests", dependencies: ["Elastic", labKit]),
        .testTarget(name: "EndToEndTests", dependencies: ["LabHost", "LabPortTool", "LabScaffold", "GLBackend", "Compositor", "LabFuzz", "LabSession", labKit, labTesting],
                    exclude: ["__Snapshots__", "Plugins/__Snapshots__", "Inputs"]),
    ]
)
