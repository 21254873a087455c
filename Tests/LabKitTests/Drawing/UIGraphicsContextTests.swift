@_spi(LabHost) import LabKit
import XCTest

/// UIKit's current-context stack (UIGraphicsPushContext/PopContext, image contexts).
final class UIGraphicsContextTests: AnimationTestCase {
    func testPushAndPopNest() {
        XCTAssertNil(UIGraphicsGetCurrentContext())
        UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
        let outer = UIGraphicsGetCurrentContext()
        XCTAssertNotNil(outer)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 2), false, 3)
        let inner = UIGraphicsGetCurrentContext()
        XCTAssertFalse(inner === outer)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        XCTAssertEqual(image?.size, CGSize(width: 4, height: 2))
        XCTAssertEqual(image?.scale, 3)
        UIGraphicsEndImageContext()
        XCTAssertTrue(UIGraphicsGetCurrentContext() === outer)
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    // Apple: "If you specify a value of 0.0, the scale factor is set to the scale factor of
    // the device's main screen." (UIGraphicsBeginImageContextWithOptions)
    func testScaleZeroMeansTheScreensScale() {
        UIScreen.main.configure(size: CGSize(width: 100, height: 100), scale: 2)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 5, height: 5), true, 0)
        XCTAssertEqual(UIGraphicsGetImageFromCurrentImageContext()?.scale, 2)
        UIGraphicsEndImageContext()
    }

    func testUnbalancedCallsAreReportedNotTrapped() {
        UIGraphicsPopContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
        XCTAssertEqual(diagnostics.filter { $0.contains("UIGraphics") }.count, 2)
    }

    func testTheRenderersContextIsCurrentInsideImageActions() {
        var inside: CGContext?
        var given: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { context in
            given = context.cgContext
            inside = UIGraphicsGetCurrentContext()
        }
        XCTAssertNotNil(given)
        XCTAssertTrue(inside === given)
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    func testPushedContextIsCurrent() {
        var made: CGContext?
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2)).image { made = $0.cgContext }
        UIGraphicsPushContext(made!)
        XCTAssertTrue(UIGraphicsGetCurrentContext() === made)
        UIGraphicsPopContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }
}
