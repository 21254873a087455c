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
        // PNG encoding: libdeflate's zlib stream at level 1 (a third of zlib's instructions at
        // its own level 1, for smaller files; libpng's simplified API encodes twice at its
        // default level, four fifths of a capture's time).
        .systemLibrary(name: "CDeflate", path: "Sources/CDeflate"),
        // FreeType outlines, HarfBuzz shaping and fontconfig matching (HarfBuzz's pkg-config
        // entry brings FreeType's include path).
        .systemLibrary(name: "CText", path: "Sources/CText", pkgConfig: "harfbuzz"),
        .systemLibrary(name: "CTurboJPEG", path: "Sources/CTurboJPEG"),
        .target(name: "LabKit", dependencies: ["CLibPNG", "CDeflate", "CText", "CTurboJPEG"], path: "Sources/LabKit",
                // Per-frame animation evaluation touches layer properties tens of thousands of
                // times; dynamic exclusivity checks cost a fifth of it. Debug builds keep them.
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "LabTesting", dependencies: ["LabKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                path: "Sources/LabTesting"),
    ]
)
