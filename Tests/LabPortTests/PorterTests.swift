import LabPort
import XCTest

final class PorterTests: XCTestCase {
    func testAFileThatDoesNotParseNamesItsLine() {
        XCTAssertThrowsError(try port("import UIKit\n\nfunc broken( {\n", file: "Broken.swift")) { error in
            let description = (error as? PortError)?.description ?? ""
            XCTAssertTrue(description.hasPrefix("Broken.swift:3:"), description)
            XCTAssertTrue(description.hasSuffix("(the file does not parse as Swift)"), description)
        }
    }

    func testAReportWithNothingLeft() throws {
        let (_, report) = try port("import UIKit\n")
        XCTAssertEqual(report.diagnostics, "")
        XCTAssertTrue(report.markdown(title: "Clean").contains("Nothing: every edit was made."))
    }
}
