import LabPort
import XCTest

/// Properties of `NSValue` and `NSNumber` read from `(x as AnyObject)`, a lookup only the
/// Objective-C runtime makes, become casts (DGElasticPullToRefresh's key-value observing).
final class AnyObjectMessageRewriterTests: XCTestCase {
    func testValueAndNumberPropertiesReadThroughACast() throws {
        let source = """
            let y = (newContentOffset as AnyObject).cgPointValue.y
            let top = (change[.newKey] as AnyObject).uiEdgeInsetsValue.top
            let scale = (value as AnyObject).doubleValue
            let other = (value as AnyObject).description
            let checked = (value as? AnyObject)?.cgPointValue
            """
        let result = try Porter.port([PortSource(path: "Observer.swift", text: source)])
        XCTAssertEqual(result.files[0].text, """
            let y = (newContentOffset as! NSValue).cgPointValue.y
            let top = (change[.newKey] as! NSValue).uiEdgeInsetsValue.top
            let scale = (value as! NSNumber).doubleValue
            let other = (value as AnyObject).description
            let checked = (value as? AnyObject)?.cgPointValue
            """)
    }
}
