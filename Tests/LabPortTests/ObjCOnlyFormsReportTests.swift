import LabPort
import XCTest

/// Forms that compile on iOS only through the Objective-C runtime and that the port cannot
/// rewrite are reported with their fix (LTMorphingLabel loads its effects by selector names
/// and overrides UILabel's members in extensions; animated-tab-bar overrides `badgeValue` so).
final class ObjCOnlyFormsReportTests: XCTestCase {
    func testSelectorsFromStringsAndOverridesInExtensionsAreReported() throws {
        let (_, report) = try port("""
            class MorphingLabel: UILabel {}
            extension UILabel {
                override func didMoveToSuperview() {}
                override var text: String? { get { nil } set {} }
            }
            extension MorphingLabel {
                func load(_ name: String) {
                    let selector = Selector("\\(name)Load")
                    if responds(to: selector) { perform(selector) }
                    _ = NSSelectorFromString("fall")
                }
            }
            class Plain: UIView {
                override func layoutSubviews() {}
            }
            """)
        XCTAssertEqual(report.issues.map(\.line), [3, 4, 8, 10], "\(report.issues)")
        XCTAssertTrue(report.issues[0].fix.contains("move it into the class's body"))
        XCTAssertTrue(report.issues[2].problem.contains("selector made from a string"))
    }
}
