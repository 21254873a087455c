import LabPort
import XCTest

/// `open` on a static member, which Swift 4 accepted with a warning and Swift 6 rejects
/// ("static declarations are implicitly 'final'"), becomes `public`; other `open` members stay.
final class OpenStaticRewriterTests: XCTestCase {
    func testOpenStaticMembersBecomePublic() throws {
        let (text, report) = try port("""
            open class Loader: UIView {
                /// Shows a loader.
                open static func showLoader(with path: CGPath) -> Loader { Loader() }
                static open var shared = Loader()
                open class func make() -> Loader { Loader() }
                open var progress: CGFloat = 0
            }
            """)
        XCTAssertEqual(text, """
            open class Loader: UIView {
                /// Shows a loader.
                public static func showLoader(with path: CGPath) -> Loader { Loader() }
                static public var shared = Loader()
                open class func make() -> Loader { Loader() }
                open var progress: CGFloat = 0
            }
            """)
        XCTAssertEqual(report.issues, [])
    }
}
