import LabPort
import XCTest

/// A subclass implementing an optional requirement its superclass's conformance does not:
/// Objective-C calls the subclass's method on iOS, Swift calls the conforming class's (the
/// default). FillableLoaders' loaders declare `animationDidStop(_:finished:)` this way.
final class InheritedRequirementRewriterTests: XCTestCase {
    func testTheConformingClassDeclaresTheRequirementAndTheSubclassOverridesIt() throws {
        let (files, report) = try port([("Loader.swift", """
            class Loader: UIView, CAAnimationDelegate {
                var speed = 1.0
            }
            """), ("WaveLoader.swift", """
            final class WaveLoader: Loader {
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    startAgain()
                }
                private func animationDidStart(_ anim: CAAnimation) {}
            }
            class SpinLoader: Loader {
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
            }
            """)])
        XCTAssertEqual(files["Loader.swift"], """
            class Loader: UIView, CAAnimationDelegate {
                var speed = 1.0
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
                func animationDidStart(_ anim: CAAnimation) {}
            }
            """, "one declaration for the two subclasses, none of the subclass's modifiers")
        XCTAssertEqual(files["WaveLoader.swift"], """
            final class WaveLoader: Loader {
                override func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
                    startAgain()
                }
                override func animationDidStart(_ anim: CAAnimation) {}
            }
            class SpinLoader: Loader {
                override func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
            }
            """, "a private method becomes internal to override")
        XCTAssertEqual(report.issues, [])
    }

    func testMethodsInExtensionsAndRequirementsThatReturnAValueAreReported() throws {
        let (text, report) = try port("""
            class Base: NSObject, UITableViewDelegate {}
            class List: Base {
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
            }
            extension List {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            class Unrelated: NSObject {
                func scrollViewDidScroll(_ scrollView: UIScrollView) {}
            }
            class Overrides: Base {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
            }
            """)
        XCTAssertFalse(text.contains("override func tableView(_ tableView: UITableView, heightForRowAt"))
        XCTAssertEqual(report.issues.map(\.line), [3, 6], "\(report.issues)")
        XCTAssertTrue(report.issues[1].fix.contains("move it into `List`'s class body"))
    }
}
