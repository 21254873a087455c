import LabPort
import XCTest

final class PlatformConditionRewriterTests: XCTestCase {
    func testConditionsOnUIKitInsideTypesAndBodiesAreUnwrapped() throws {
        let (text, _) = try port("""
            class Spinner: UIView {
                #if os(iOS)
                /// Haptics are iOS only.
                let haptics = true
                #endif
                func start() {
                    #if canImport(UIKit)
                    layer.speed = 1
                    #else
                    layer.speed = 2
                    #endif
                    #if DEBUG
                    print("started")
                    #endif
                }
            }
            """)
        XCTAssertEqual(text, """
            class Spinner: UIView {
                /// Haptics are iOS only.
                let haptics = true
                func start() {
                    layer.speed = 1
                    #if DEBUG
                    print("started")
                    #endif
                }
            }
            """)
    }
}
