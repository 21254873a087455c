import LabPort
import XCTest

final class ObjCProtocolRewriterTests: XCTestCase {
    func testOptionalRequirementsGetDefaultsAndTheirCallSitesLoseTheQuestionMark() throws {
        let (files, report) = try port([("LoaderDelegate.swift", """
            @objc protocol LoaderDelegate: NSObjectProtocol {
                func loaderDidStart(_ loader: Loader)
                @objc optional func loader(_ loader: Loader, didProgress progress: CGFloat)
                @objc optional func title(for loader: Loader) -> String?
                @objc optional func height() -> CGFloat
                @objc optional var tint: UIColor? { get }
            }
            """), ("Loader.swift", """
            class Loader {
                weak var delegate: LoaderDelegate?
                func run() {
                    delegate?.loaderDidStart(self)
                    delegate?.loader?(self, didProgress: 0.5)
                    let title = delegate?.title?(for: self)
                    _ = delegate?.height!()
                }
            }
            """)])
        XCTAssertEqual(files["LoaderDelegate.swift"], """
            protocol LoaderDelegate: AnyObject {
                func loaderDidStart(_ loader: Loader)
                func loader(_ loader: Loader, didProgress progress: CGFloat)
                func title(for loader: Loader) -> String?
                func height() -> CGFloat
                var tint: UIColor? { get }
            }

            /// Defaults for what was optional in the `@objc` protocol.
            extension LoaderDelegate {
                func loader(_ loader: Loader, didProgress progress: CGFloat) {}
                func title(for loader: Loader) -> String? { nil }
                var tint: UIColor? { nil }
            }
            """)
        XCTAssertEqual(files["Loader.swift"], """
            class Loader {
                weak var delegate: LoaderDelegate?
                func run() {
                    delegate?.loaderDidStart(self)
                    delegate?.loader(self, didProgress: 0.5)
                    let title = delegate?.title(for: self)
                    _ = delegate?.height()
                }
            }
            """)
        XCTAssertEqual(report.issues.map { "\($0.file):\($0.line): \($0.problem)" },
                       ["LoaderDelegate.swift:5: optional requirement `height` of `LoaderDelegate` returns `CGFloat`, which has no default"])
    }

    func testAnObjCProtocolWithoutOptionalsBecomesClassBound() throws {
        let (text, report) = try port("""
            @objc public protocol Animating {
                func start()
            }
            @objc protocol Paused: Animating, class {}
            """)
        XCTAssertEqual(text, """
            public protocol Animating: AnyObject {
                func start()
            }
            protocol Paused: AnyObject, Animating {}
            """)
        XCTAssertEqual(report.issues, [])
    }

    func testAProtocolInsideCanImportUIKitGetsItsDefaults() throws {
        let (text, report) = try port("""
            #if canImport(UIKit)
            import UIKit

            @objc protocol Delegate {
                @objc optional func done()
                @objc optional func size() -> CGSize
            }
            #endif
            """)
        XCTAssertEqual(text, """
            import LabKit

            protocol Delegate: AnyObject {
                func done()
                func size() -> CGSize
            }

            /// Defaults for what was optional in the `@objc` protocol.
            extension Delegate {
                func done() {}
            }
            """)
        XCTAssertEqual(report.issues.map(\.line), [6])
    }

    func testAProtocolNestedInATypeGetsItsDefaultsAfterTheType() throws {
        let (text, report) = try port("""
            class Meter: UIView {
                @objc protocol Listener: AnyObject {
                    @objc optional func meterDidFill(_ meter: Meter)
                }
                weak var listener: Listener?
                func fill() { listener?.meterDidFill?(self) }
            }
            """)
        XCTAssertEqual(text, """
            class Meter: UIView {
                protocol Listener: AnyObject {
                    func meterDidFill(_ meter: Meter)
                }
                weak var listener: Listener?
                func fill() { listener?.meterDidFill(self) }
            }

            /// Defaults for what was optional in the `@objc` protocol.
            extension Meter.Listener {
                func meterDidFill(_ meter: Meter) {}
            }
            """)
        XCTAssertEqual(report.issues, [])
    }
}
