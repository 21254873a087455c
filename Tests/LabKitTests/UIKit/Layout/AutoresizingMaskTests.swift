import LabKit
import XCTest

/// UIKit's autoresizing: when a superview's bounds change, each flexible part of a subview
/// (margin or size) takes a share of the change in proportion to its length (Apple's
/// `autoresizingMask` documentation: "distribute the size difference proportionally among
/// the flexible portions").
final class AutoresizingMaskTests: UIKitTestCase {
    private var container: UIView!

    override func setUp() {
        super.setUp()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
    }

    private func child(_ frame: CGRect, _ mask: UIView.AutoresizingMask) -> UIView {
        let view = UIView(frame: frame)
        view.autoresizingMask = mask
        container.addSubview(view)
        return view
    }

    func testEachMaskAsUIKitAppliesIt() {
        let fixed = child(CGRect(x: 50, y: 10, width: 50, height: 20), [])
        let width = child(CGRect(x: 50, y: 10, width: 50, height: 20), .flexibleWidth)
        let left = child(CGRect(x: 50, y: 10, width: 50, height: 20), .flexibleLeftMargin)
        let both = child(CGRect(x: 50, y: 10, width: 50, height: 20), [.flexibleLeftMargin, .flexibleRightMargin])
        let all = child(CGRect(x: 50, y: 10, width: 50, height: 20), [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
        let height = child(CGRect(x: 0, y: 20, width: 10, height: 40), [.flexibleHeight, .flexibleTopMargin])
        container.frame = CGRect(x: 0, y: 0, width: 350, height: 160)
        XCTAssertEqual(fixed.frame, CGRect(x: 50, y: 10, width: 50, height: 20))
        XCTAssertEqual(width.frame, CGRect(x: 50, y: 10, width: 200, height: 20))
        XCTAssertEqual(left.frame, CGRect(x: 200, y: 10, width: 50, height: 20))
        // Margins 50 and 100 share 150 as 1 : 2.
        XCTAssertEqual(both.frame, CGRect(x: 100, y: 10, width: 50, height: 20))
        // 50 : 50 : 100 share 150.
        XCTAssertEqual(all.frame, CGRect(x: 87.5, y: 10, width: 87.5, height: 20))
        // Top 20 and height 40 share 60 as 1 : 2.
        XCTAssertEqual(height.frame, CGRect(x: 0, y: 40, width: 10, height: 80))
    }

    func testNoResizingWhenTurnedOff() {
        let width = child(CGRect(x: 0, y: 0, width: 50, height: 20), .flexibleWidth)
        container.autoresizesSubviews = false
        container.bounds.size.width = 300
        XCTAssertEqual(width.frame.width, 50)
    }

    func testATranslatedFrameIsWhatConstraintsSee() {
        let sidebar = child(CGRect(x: 0, y: 0, width: 60, height: 100), .flexibleHeight)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: sidebar.trailingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            content.topAnchor.constraint(equalTo: sidebar.topAnchor),
            content.bottomAnchor.constraint(equalTo: sidebar.bottomAnchor),
        ])
        commit()
        XCTAssertEqual(content.frame, CGRect(x: 70, y: 0, width: 130, height: 100))
        container.frame.size = CGSize(width: 300, height: 150)
        sidebar.frame.size.width = 80
        commit()
        XCTAssertEqual(sidebar.frame, CGRect(x: 0, y: 0, width: 80, height: 150))
        XCTAssertEqual(content.frame, CGRect(x: 90, y: 0, width: 210, height: 150))
    }

    func testAConflictWithATranslatedFrameIsLogged() {
        let fixed = child(CGRect(x: 0, y: 0, width: 60, height: 100), [])
        fixed.widthAnchor.constraint(equalToConstant: 80).isActive = true
        commit()
        XCTAssertEqual(fixed.frame.width, 60)
        let log = diagnostics.first { $0.hasPrefix("Unable to simultaneously satisfy constraints.") } ?? ""
        XCTAssertTrue(log.contains("NSAutoresizingMaskLayoutConstraint"), log)
        XCTAssertTrue(log.contains("h=--& v=--&"), log)
    }
}
