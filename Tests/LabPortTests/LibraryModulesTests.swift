import LabPort
import XCTest

/// The library's own module names, read from its manifests, so that an extension target's
/// import of its core target goes when both become one plugin module.
final class LibraryModulesTests: XCTestCase {
    /// NVActivityIndicatorView's manifest shape: two products, two targets, the second
    /// depending on the first by name; a dependency on another package's product is not ours.
    func testPackageManifestNamesThePackageItsProductsAndTargets() {
        let manifest = """
            // swift-tools-version:5.0
            import PackageDescription

            let package = Package(
                name: "Indicators",
                products: [
                    .library(name: "IndicatorsKit", targets: ["IndicatorsCore"]),
                    .library(name: "IndicatorsExtended", targets: ["IndicatorsExtras"]),
                ],
                dependencies: [.package(url: "https://example.com/numerics", from: "1.0.0")],
                targets: [
                    .target(name: "IndicatorsCore", path: "Sources/Base"),
                    .target(name: "IndicatorsExtras",
                            dependencies: ["IndicatorsCore", .product(name: "Numerics", package: "numerics")],
                            path: "Sources/Extended"),
                    .testTarget(name: "IndicatorsTests", dependencies: ["IndicatorsCore"]),
                ]
            )
            """
        XCTAssertEqual(LibraryModules.names(inPackageManifest: manifest),
                       ["Indicators", "IndicatorsKit", "IndicatorsExtended", "IndicatorsCore", "IndicatorsExtras"])
    }

    func testPodspecNamesThePodAndItsModule() {
        let podspec = """
            Pod::Spec.new do |s|
              s.name             = 'Spinner-Swift'
              s.module_name      = "Spinner"
              s.version          = '2.1'
              s.summary          = 'name = "NotAModule"'
              spec.dependency 'Other'
            end
            """
        XCTAssertEqual(LibraryModules.names(inPodspec: podspec), ["Spinner_Swift", "Spinner"])
    }
}
