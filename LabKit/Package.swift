// swift-tools-version:5.9
import PackageDescription

// LabKit is its own package so that its dynamic library is the single copy of its type
// metadata shared by the host, every plugin and the tests (see DESIGN.md).
let package = Package(
    name: "LabKit",
    products: [
        .library(name: "LabKit", type: .dynamic, targets: ["LabKit"]),
        // Snapshot tests of plugin frames (swift-snapshot-testing strategies): frames rendered
        // by the real `lab`, compared with reference PNGs at a tolerance.
        .library(name: "LabTesting", targets: ["LabTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .systemLibrary(name: "CLibPNG", path: "Sources/CLibPNG"),
        // PNG encoding: ISA-L's igzip at level 1, 3 to 10 times faster than libdeflate's level 1
        // on the lab's frames for files a tenth to a half larger (libpng's simplified API
        // encodes twice at zlib's default level, four fifths of a capture's time).
        .systemLibrary(name: "CIsal", path: "Sources/CIsal"),
        // FreeType outlines, HarfBuzz shaping and fontconfig matching (HarfBuzz's pkg-config
        // entry brings FreeType's include path).
        .systemLibrary(name: "CText", path: "Sources/CText", pkgConfig: "harfbuzz"),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG"),
        .target(name: "LabKit", dependencies: ["CLibPNG", "CIsal", "CText", "CTurboJPEG"], path: "Sources/LabKit",
                // Per-frame animation evaluation touches layer properties tens of thousands of
                // times; dynamic exclusivity checks cost a fifth of it. Debug builds keep them.
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "LabTesting", dependencies: ["LabKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                path: "Sources/LabTesting"),
    ]
)
