import LabPort
import XCTest

/// `Self()` in a class method of a view compiles on iOS because UIKit's initializers come from
/// Objective-C; in Swift alone it needs a `required` initializer. A class nothing derives from
/// becomes `final`, where `Self` is the class itself; a base view gets a required `init()` its
/// subclasses inherit; others are reported.
final class FinalClassRewriterTests: XCTestCase {
    /// `FillableLoader`'s pattern: a base view whose class method makes `self.init()`, and
    /// subclasses that declare no initializers or override both of a view's.
    func testABaseViewGetsARequiredInitItsSubclassesInherit() throws {
        let (text, report) = try port("""
            open class Loader: UIView {
                open class func showLoader() -> Self {
                    let loader = self.init()
                    return loader
                }
            }

            class Waves: Loader {}

            class Spikes: Loader {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }

            class Base: UIView {
                static func make() -> Self { Self() }
            }

            class Tinted: Base {
                init(tint: UIColor) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { nil }
            }
            """)
        XCTAssertTrue(text.hasPrefix("""
            open class Loader: UIView {
                open class func showLoader() -> Self {
                    let loader = self.init()
                    return loader
                }
                public required convenience init() { self.init(frame: .zero) }
            }
            """), text)
        // `Tinted` would not inherit an added `init()`: reported.
        XCTAssertEqual(report.issues.map(\.line), [15])
        XCTAssertTrue(report.issues.first?.problem.hasPrefix("`Base` is made as `Self` or from its metatype") ?? false, "\(report.issues)")
    }

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
                required convenience init() { self.init(frame: .zero) }
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
        XCTAssertEqual(report.issues, [])
    }

    /// A final class's members cannot be `open`, in its body or its extensions (a library's
    /// `open` API on a class of its own): they become `public`.
    func testOpenMembersOfAClassMadeFinalBecomePublic() throws {
        let (text, report) = try port("""
            public class Spinner: UIView {
                open var speed = 1.0
                public static func make() -> Self { Self() }
            }

            extension Spinner {
                open func start() {}
                public func stop() {}
            }

            extension UIView {
                open func shake() {}
            }
            """)
        XCTAssertEqual(text, """
            public final class Spinner: UIView {
                public var speed = 1.0
                public static func make() -> Self { Self() }
            }

            extension Spinner {
                public func start() {}
                public func stop() {}
            }

            extension UIView {
                open func shake() {}
            }
            """)
        XCTAssertEqual(report.issues, [])
    }

    /// fluid-interfaces keeps each demo's view controller class in a list and makes the one
    /// picked with `interface.type.init()`: on iOS `init()` comes from Objective-C; here the
    /// base class gets a required `init()`, which its subclasses inherit.
    func testAViewControllerMadeFromAStoredMetatypeGetsARequiredInit() throws {
        let (text, report) = try port("""
            class InterfaceViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }

            class SpringInterfaceViewController: InterfaceViewController {}

            struct Interface {
                var name: String
                var type: InterfaceViewController.Type
            }

            final class Menu: UIViewController {
                func open(_ interface: Interface) {
                    let controller = interface.type.init()
                    present(controller, animated: true)
                }
            }
            """)
        XCTAssertTrue(text.hasPrefix("""
            class InterfaceViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                required convenience init() { self.init(nibName: nil, bundle: nil) }
            }

            class SpringInterfaceViewController: InterfaceViewController {}
            """), text)
        XCTAssertEqual(report.issues, [])
    }

    /// A metatype that the sources only pass around (a cell class to register), where no
    /// value is made from one (`super.init()` and `self.init()` are not), changes nothing.
    func testAMetatypeNothingIsMadeFromChangesNothing() throws {
        let source = """
            class Cell: UICollectionViewCell {}

            class Grid: UIView {
                init(cell: Cell.Type) { super.init(frame: .zero) }
                convenience init() { self.init(cell: Cell.self) }
                required init?(coder: NSCoder) { nil }
            }

            class Wide: Cell {}

            class Counter: NSObject {
                override init() { super.init() }
            }
            """
        let (text, report) = try port(source)
        XCTAssertEqual(text, source)
        XCTAssertEqual(report.issues, [])
    }
}
