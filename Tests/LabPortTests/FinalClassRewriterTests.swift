import LabPort
import XCTest

/// `Self()` in a class method of a view compiles on iOS because UIKit's initializers come from
/// Objective-C; in Swift alone it needs a `required` initializer. A class nothing derives from
/// becomes `final`, where `Self` is the class itself; one that others derive from is reported.
final class FinalClassRewriterTests: XCTestCase {
    func testAClassNothingDerivesFromBecomesFinal() throws {
        let (text, report) = try port("""
            /// A badge.
            open class Badge: UIView {
                open class func make() -> Self {
                    let badge = Self()
                    badge.backgroundColor = .red
                    return badge
                }
            }

            class Pill: UILabel {
                static func make(text: String) -> Self {
                    let pill = Self.init(frame: .zero)
                    pill.text = text
                    return pill
                }
            }

            @IBDesignable
            class Ring: CALayer {
                class func make() -> Self { self.init() }
            }

            class Base: UIView {
                static func make() -> Self { Self() }
            }

            class Derived: Base {}

            class Plain: UIView {
                static func describe() -> String { "\\(Self.self)" }
                func copy() -> Plain { Plain() }
            }

            final class Done: UIView {
                static func make() -> Self { Self() }
            }

            class Model {
                required init() {}
                static func make() -> Self { Self() }
            }
            """)
        XCTAssertEqual(text, """
            /// A badge.
            public final class Badge: UIView {
                public class func make() -> Self {
                    let badge = Self()
                    badge.backgroundColor = .red
                    return badge
                }
            }

            final class Pill: UILabel {
                static func make(text: String) -> Self {
                    let pill = Self.init(frame: .zero)
                    pill.text = text
                    return pill
                }
            }

            final class Ring: CALayer {
                class func make() -> Self { self.init() }
                override func makePresentationCopy() -> CALayer { Ring(layer: self) }
            }

            class Base: UIView {
                static func make() -> Self { Self() }
            }

            class Derived: Base {}

            class Plain: UIView {
                static func describe() -> String { "\\(Self.self)" }
                func copy() -> Plain { Plain() }
            }

            final class Done: UIView {
                static func make() -> Self { Self() }
            }

            class Model {
                required init() {}
                static func make() -> Self { Self() }
            }
            """)
        XCTAssertEqual(report.issues.map(\.line), [23])
        XCTAssertTrue(report.issues[0].problem.hasPrefix("a class method of `Base` makes `Self`"), report.issues[0].problem)
    }
}
