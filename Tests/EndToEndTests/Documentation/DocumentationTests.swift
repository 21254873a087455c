import Foundation
import XCTest

/// The SDK documentation: every public symbol of LabKit and LabTesting has a documentation
/// comment (read from the symbol graphs of the built modules), and `scripts/docs.sh` builds
/// both DocC archives with no warning, articles included.
final class DocumentationTests: XCTestCase {
    private static var repository: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    private func docs(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run(DocumentationTests.repository.appendingPathComponent("scripts/docs.sh"),
                             ["--modules", LabProcess.buildDirectory + "/Modules"] + arguments)
    }

    func testEveryPublicSymbolIsDocumented() throws {
        let output = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try docs(["--output", output.path, "--symbol-graphs-only"])
        XCTAssertEqual(result.status, 0, result.output)
        for module in ["LabKit", "LabTesting"] {
            let folder = output.appendingPathComponent("symbol-graphs/\(module)")
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".symbols.json") }
            XCTAssertTrue(files.contains("\(module).symbols.json"), "\(files)")
            var symbols = 0
            var undocumented: [String] = []
            for file in files {
                let data = try Data(contentsOf: folder.appendingPathComponent(file))
                let graph = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
                for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
                    // Symbols without a source location are the compiler's (a synthesized
                    // `hashValue`), not ours to document.
                    guard let location = symbol["location"] as? [String: Any] else { continue }
                    symbols += 1
                    guard symbol["docComment"] == nil else { continue }
                    let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
                    let uri = (location["uri"] as? String ?? "").components(separatedBy: "/Sources/").last ?? ""
                    let line = ((location["position"] as? [String: Any])?["line"] as? Int).map { $0 + 1 } ?? 0
                    undocumented.append("\(name) (\(uri):\(line))")
                }
            }
            XCTAssertGreaterThan(symbols, module == "LabKit" ? 1000 : 20, module)
            XCTAssertEqual(undocumented, [], "\(module): public symbols without a documentation comment")
        }
    }

    func testArchivesBuildWithoutWarnings() throws {
        let output = try LabProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try docs(["--output", output.path])
        XCTAssertEqual(result.status, 0, result.output)
        let pages = output.appendingPathComponent("LabKit.doccarchive/data/documentation/labkit")
        for page in ["portingatutorial.json", "differencesfromapple.json", "cashapelayer.json", "cadisplaylink.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: pages.appendingPathComponent(page).path), page)
        }
        let porting = try String(contentsOf: pages.appendingPathComponent("portingatutorial.json"), encoding: .utf8)
        XCTAssertTrue(porting.contains("LabTimer") && porting.contains("kCAFillModeForwards"))
        XCTAssertTrue(FileManager.default.fileExists(
            atPath: output.appendingPathComponent("LabTesting.doccarchive/data/documentation/labtesting/labframe.json").path))
    }
}
