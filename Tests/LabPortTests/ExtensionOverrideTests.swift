import LabPort
import XCTest

/// An extension may override a member of UIKit's classes on iOS, where those are Objective-C;
/// Swift alone overrides only in a class body ("declarations in extensions cannot override
/// yet"). The port moves the `override` members of extensions of the sources' own classes
/// into the class, from whichever file the extension is in (RAMAnimatedTabBar's badge).
final class ExtensionOverrideTests: XCTestCase {
    func testOverridesInAnExtensionMoveIntoTheClass() throws {
        let (files, report) = try port([
            ("Item.swift", """
                open class Item: UITabBarItem {
                    open var badge: UILabel?
                }
                """),
            ("Item+Badge.swift", """
                // MARK: Custom Badge
                extension Item {
                    /// The current badge value.
                    @objc open override var badgeValue: String? {
                        get { badge?.text }
                        set { badge?.text = newValue }
                    }

                    func clearBadge() { badgeValue = nil }
                }

                extension Item: CustomStringConvertible {
                    open override var title: String? { get { "Item" } set {} }
                }
                """),
        ])
        XCTAssertEqual(files["Item.swift"], """
            open class Item: UITabBarItem {
                open var badge: UILabel?
                open override var badgeValue: String? {
                    get { badge?.text }
                    set { badge?.text = newValue }
                }
                open override var title: String? { get { "Item" } set {} }
            }
            """)
        XCTAssertEqual(files["Item+Badge.swift"], """
            // MARK: Custom Badge
            extension Item {

                func clearBadge() { badgeValue = nil }
            }

            extension Item: CustomStringConvertible {
            }
            """)
        XCTAssertEqual(report.issues, [])
    }

    /// Extensions of LabKit's classes, and constrained ones, stay as they are.
    func testOtherExtensionsStay() throws {
        let source = """
            extension UIView {
                open override func layoutSubviews() {}
            }
            """
        let (text, _) = try port(source)
        XCTAssertEqual(text, source)
    }
}
