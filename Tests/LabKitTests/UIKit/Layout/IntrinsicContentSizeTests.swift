import LabKit
import XCTest

/// Intrinsic sizes as constraints: a view hugs its content at its hugging priority and resists
/// compression at its compression-resistance priority.
final class IntrinsicContentSizeTests: UIKitTestCase {
    private var container: UIView!

    override func setUp() {
        super.setUp()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
    }

    private func add(_ view: UIView) {
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
    }

    func testAPositionedViewTakesItsIntrinsicSize() {
        let badge = SizedView(60, 30)
        add(badge)
        NSLayoutConstraint.activate([badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                                     badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10)])
        commit()
        XCTAssertEqual(badge.frame, CGRect(x: 10, y: 10, width: 60, height: 30))
        badge.size = CGSize(width: 80, height: 24)
        commit()
        XCTAssertEqual(badge.frame, CGRect(x: 10, y: 10, width: 80, height: 24), "invalidateIntrinsicContentSize updates the constraints")
    }

    func testHuggingDecidesWhichViewStretches() {
        let a = SizedView(50, 20), b = SizedView(50, 20)
        add(a)
        add(b)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        commit()
        XCTAssertEqual(a.frame.width, 50, "251 hugs harder than 250")
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 150, height: 20))
        a.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        XCTAssertEqual(a.contentHuggingPriority(for: .horizontal).rawValue, 200)
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 150)
        XCTAssertEqual(b.frame.width, 50)
    }

    func testCompressionResistanceDecidesWhichViewShrinks() {
        container.frame.size.width = 150
        let a = SizedView(100, 20), b = SizedView(100, 20)
        add(a)
        add(b)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        commit()
        XCTAssertEqual(a.frame.width, 50)
        XCTAssertEqual(b.frame.width, 100)
        a.setContentCompressionResistancePriority(.required, for: .horizontal)
        container.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 100)
        XCTAssertEqual(b.frame.width, 50)
    }

    func testALabelsTextChangeResizesIt() {
        let label = UILabel()
        label.text = "Hi"
        add(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
                                     label.topAnchor.constraint(equalTo: container.topAnchor)])
        commit()
        let short = label.frame.width
        XCTAssertEqual(short, label.intrinsicContentSize.width, accuracy: 0.5)
        label.text = "A much longer text"
        commit()
        XCTAssertEqual(label.frame.width, label.intrinsicContentSize.width, accuracy: 0.5)
        XCTAssertGreaterThan(label.frame.width, short + 40)
    }

    func testFittingSizeOfAViewFromItsConstraints() {
        let cell = UIView()
        let title = SizedView(120, 20), detail = SizedView(80, 16)
        for view in [title, detail] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8),
        ])
        // 16 + 120 + 16 wide; 8 + 20 + 4 + 16 + 8 tall.
        XCTAssertEqual(cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 152, height: 56))
        XCTAssertEqual(cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                                    verticalFittingPriority: .fittingSizeLevel), CGSize(width: 300, height: 56))
        XCTAssertEqual(cell.frame.size, .zero, "measuring does not lay the view out")
    }
}
