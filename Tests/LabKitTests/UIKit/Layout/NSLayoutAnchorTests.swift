import LabKit
import XCTest

/// Each anchor factory makes the constraint UIKit's does: items, attributes, relation,
/// multiplier and constant, inactive.
final class NSLayoutAnchorTests: XCTestCase {
    private let a = UIView(), b = UIView()

    private func check(_ constraint: NSLayoutConstraint, _ first: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                       _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1,
                       constant: CGFloat = 0, line: UInt = #line) {
        XCTAssertTrue(constraint.firstItem === a, line: line)
        XCTAssertEqual(constraint.firstAttribute, first, line: line)
        XCTAssertEqual(constraint.relation, relation, line: line)
        XCTAssertTrue(constraint.secondItem === second, line: line)
        XCTAssertEqual(constraint.secondAttribute, secondAttribute, line: line)
        XCTAssertEqual(constraint.multiplier, multiplier, line: line)
        XCTAssertEqual(constraint.constant, constant, line: line)
        XCTAssertEqual(constraint.priority, .required, line: line)
        XCTAssertFalse(constraint.isActive, line: line)
    }

    func testAxisAnchors() {
        check(a.leadingAnchor.constraint(equalTo: b.leadingAnchor), .leading, .equal, b, .leading)
        check(a.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: -8), .trailing, .equal, b, .trailing, constant: -8)
        check(a.leftAnchor.constraint(greaterThanOrEqualTo: b.rightAnchor), .left, .greaterThanOrEqual, b, .right)
        check(a.rightAnchor.constraint(lessThanOrEqualTo: b.leftAnchor, constant: 4), .right, .lessThanOrEqual, b, .left, constant: 4)
        check(a.centerXAnchor.constraint(greaterThanOrEqualTo: b.centerXAnchor, constant: 2), .centerX, .greaterThanOrEqual, b, .centerX, constant: 2)
        check(a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 10), .top, .equal, b, .bottom, constant: 10)
        check(a.bottomAnchor.constraint(lessThanOrEqualTo: b.bottomAnchor), .bottom, .lessThanOrEqual, b, .bottom)
        check(a.centerYAnchor.constraint(equalTo: b.centerYAnchor), .centerY, .equal, b, .centerY)
        check(a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor), .firstBaseline, .equal, b, .lastBaseline)
    }

    func testDimensionAnchors() {
        check(a.widthAnchor.constraint(equalToConstant: 44), .width, .equal, nil, .notAnAttribute, constant: 44)
        check(a.heightAnchor.constraint(greaterThanOrEqualToConstant: 10), .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 10)
        check(a.heightAnchor.constraint(lessThanOrEqualToConstant: 90), .height, .lessThanOrEqual, nil, .notAnAttribute, constant: 90)
        check(a.widthAnchor.constraint(equalTo: b.widthAnchor), .width, .equal, b, .width)
        check(a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2), .width, .equal, b, .height, multiplier: 2)
        check(a.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 3), .height, .equal, b, .width, multiplier: 0.5, constant: 3)
        check(a.widthAnchor.constraint(greaterThanOrEqualTo: b.widthAnchor, multiplier: 0.25), .width, .greaterThanOrEqual, b, .width, multiplier: 0.25)
        check(a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, multiplier: 3, constant: 1), .width, .lessThanOrEqual, b, .width, multiplier: 3, constant: 1)
        check(a.widthAnchor.constraint(lessThanOrEqualTo: b.widthAnchor, constant: 5), .width, .lessThanOrEqual, b, .width, constant: 5)
    }

    func testLayoutGuideAnchors() {
        let guide = UILayoutGuide()
        b.addLayoutGuide(guide)
        XCTAssertTrue(guide.owningView === b)
        XCTAssertEqual(b.layoutGuides.count, 1)
        let constraint = a.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
        XCTAssertTrue(constraint.secondItem === guide)
        XCTAssertTrue(b.safeAreaLayoutGuide.owningView === b)
        XCTAssertTrue(b.layoutMarginsGuide === b.layoutMarginsGuide, "a view keeps one margins guide")
        XCTAssertEqual(a.leadingAnchor.name.hasSuffix(".leading"), true)
    }

    func testLayoutPriorityArithmetic() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultHigh + 1).rawValue, 751)
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertLessThan(UILayoutPriority.defaultLow, .defaultHigh)
        XCTAssertEqual(a.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(a.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
    }
}
