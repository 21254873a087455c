@_spi(LabHost) import LabKit
import XCTest

/// The Visual Format Language (Apple, "Auto Layout Guide: Visual Format Language"): a
/// standard space is 8 points between views and 20 to the superview's edge; no connection is
/// flush. Frames are solved by the lab's layout engine and checked by hand.
final class VisualFormatTests: UIKitTestCase {
    private var container: UIView!
    private var a: UIView!
    private var b: UIView!

    override func setUp() {
        super.setUp()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        a = UIView()
        b = UIView()
        for view in [a!, b!] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        window.addSubview(container)
    }

    private func activate(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil) {
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options,
                                                                       metrics: metrics, views: ["a": a!, "b": b!]))
        }
        container.layoutIfNeeded()
    }

    func testStandardSpacesAndSizes() {
        activate(["H:|-[a(100)]-[b]-|", "V:|[a(40)]", "V:|-10-[b(==a)]"])
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 0, width: 100, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 128, y: 10, width: 172, height: 40))
    }

    func testMetricsPrioritiesAndFlushViews() {
        activate(["H:|-pad-[a(>=50@750)][b(==a)]-pad-|", "V:|[a(20)]", "V:|[b(20)]"], metrics: ["pad": 10])
        XCTAssertEqual(a.frame.minX, 10)
        XCTAssertEqual(a.frame.maxX, b.frame.minX, "flush")
        XCTAssertEqual(a.frame.width, 150)
        XCTAssertEqual(b.frame.maxX, 310)
    }

    func testAlignmentOptions() {
        activate(["H:|[a(50)]-(>=0)-[b(50)]|"], options: .alignAllCenterY)
        activate(["V:|-30-[a(20)]", "V:[b(40)]"])
        XCTAssertEqual(b.frame.midY, a.frame.midY)
        XCTAssertEqual(b.frame.maxX, 320)
    }

    func testMalformedFormatsGiveNoConstraints() {
        for format in ["H:|-[a", "X:[a]", "H:[nobody]", "H:[a]-", "H:[a(huge)]", "H:[a(10@2000)]"] {
            XCTAssertEqual(NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: ["a": a!]).count, 0, format)
        }
        XCTAssertTrue(diagnostics.contains { $0.contains("withVisualFormat") }, "\(diagnostics)")
    }
}
