@_spi(LabHost) import LabKit
import XCTest

/// `contentHorizontalAlignment` and `contentVerticalAlignment`: a button's title goes against
/// the edge named, centred by default, stretched along a `.fill` axis; leading and trailing
/// resolve to left and right.
final class UIControlContentAlignmentTests: ControlTestCase {
    private var button: UIButton!
    private var title: UILabel { button.titleLabel! }
    private var titleSize: CGSize = .zero

    override func setUp() {
        super.setUp()
        button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 200, height: 60)
        window.addSubview(button)
        commit()
        titleSize = title.intrinsicContentSize
    }

    func testCentredByDefault() {
        XCTAssertEqual(button.contentHorizontalAlignment, .center)
        XCTAssertEqual(button.contentVerticalAlignment, .center)
        XCTAssertEqual(title.frame.midX, 100, accuracy: 1e-9)
        XCTAssertEqual(title.frame.midY, 30, accuracy: 1e-9)
    }

    func testEdgesAndFill() {
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .top
        commit()
        XCTAssertEqual(title.frame.maxX, 200, accuracy: 1e-9)
        XCTAssertEqual(title.frame.minY, 0)
        button.contentHorizontalAlignment = .leading
        button.contentVerticalAlignment = .bottom
        commit()
        XCTAssertEqual(button.effectiveContentHorizontalAlignment, .left)
        XCTAssertEqual(title.frame.minX, 0)
        XCTAssertEqual(title.frame.maxY, 60, accuracy: 1e-9)
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        commit()
        XCTAssertEqual(title.frame, CGRect(x: 0, y: 0, width: 200, height: 60))
        button.contentHorizontalAlignment = .trailing
        XCTAssertEqual(button.effectiveContentHorizontalAlignment, .right)
    }
}
