import LabKit
import XCTest

/// `NSValue` wrappers for geometry, and the bridges Swift on Apple platforms has between
/// numbers and `NSNumber` and between geometry structures and `NSValue` (SE-0139), so that
/// `as?` casts written for iOS work.
final class NSValueBridgingTests: XCTestCase {
    func testWrappersRoundTrip() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(NSValue(cgAffineTransform: transform).cgAffineTransformValue, transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        let rotation = CATransform3DMakeRotation(1, 0, 0, 1)
        XCTAssertEqual(NSValue(caTransform3D: rotation).caTransform3DValue, rotation)
        // A wrapper of another type reads as the zero value, not as reinterpreted bytes.
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).cgAffineTransformValue, .identity)
        XCTAssertEqual(NSValue(cgPoint: .zero).uiEdgeInsetsValue, .zero)
    }

    func testWrappedValuesCastToTheirStructures() {
        let point: Any = NSValue(cgPoint: CGPoint(x: 1, y: 2))
        XCTAssertEqual(point as? CGPoint, CGPoint(x: 1, y: 2))
        XCTAssertNil(point as? CGSize)
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)) as Any as? CGRect, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1)) as Any as? CATransform3D, CATransform3DMakeScale(2, 2, 1))
        XCTAssertEqual(NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)) as Any as? UIEdgeInsets,
                       UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let size: Any = CGSize(width: 3, height: 4)
        XCTAssertEqual((size as? NSValue)?.cgSizeValue, CGSize(width: 3, height: 4))
    }

    func testNumbersCastToCGFloat() {
        let number: Any = NSNumber(value: 0.25)
        XCTAssertEqual(number as? CGFloat, 0.25)
        let float: Any = CGFloat(1.5)
        XCTAssertEqual((float as? NSNumber)?.doubleValue, 1.5)
    }
}
