import LabPort
import XCTest

final class ObjCAttributeRewriterTests: XCTestCase {
    func testObjectiveCAndInterfaceBuilderAttributesGoAndTheDeclarationsStay() throws {
        let (text, report) = try port("""
            @IBDesignable
            @objcMembers
            class SpinnerView: UIView {
                /// The label.
                @IBOutlet weak var label: UILabel!
                @objc dynamic var progress: CGFloat = 0
                private dynamic var phase = 0.0
                @objc(startSpinning)
                func start() {}
                @IBAction func tapped(_ sender: Any) {}
                @objc private func step() {}
                @discardableResult @objc func reset() -> Bool { true }
                @discardableResult
                @objc open func clear() -> Bool { true }
                @available(iOS 13, *)
                @IBInspectable
                @objc var tint: UIColor?
            }

            @objc enum Mode: Int { case a, b }
            """)
        XCTAssertEqual(text, """
            class SpinnerView: UIView {
                /// The label.
                weak var label: UILabel!
                var progress: CGFloat = 0
                private var phase = 0.0
                func start() {}
                func tapped(_ sender: Any) {}
                private func step() {}
                @discardableResult func reset() -> Bool { true }
                @discardableResult
                open func clear() -> Bool { true }
                @available(iOS 13, *)
                var tint: UIColor?
            }

            enum Mode: Int { case a, b }
            """)
        XCTAssertEqual(report.issues, [])
    }

    func testInspectablePropertiesStayAndAreReported() throws {
        let (text, report) = try port("""
            class RingView: UIView {
                @IBInspectable var lineWidth: CGFloat = 4
                @IBInspectable
                var color = UIColor.red
            }
            """, file: "Ring.swift")
        XCTAssertEqual(text, """
            class RingView: UIView {
                var lineWidth: CGFloat = 4
                var color = UIColor.red
            }
            """)
        XCTAssertEqual(report.inspectables.map { "\($0.file):\($0.line) \($0.owner).\($0.name): \($0.type)" },
                       ["Ring.swift:2 RingView.lineWidth: CGFloat", "Ring.swift:3 RingView.color: "])
        XCTAssertTrue(report.markdown(title: "Ring").contains("- `RingView.lineWidth: CGFloat` (`Ring.swift:2`)"))
    }
}
