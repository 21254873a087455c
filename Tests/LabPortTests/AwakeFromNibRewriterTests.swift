@testable import LabPort
import XCTest

/// UIKit declares `awakeFromNib()` on `NSObject` (the `UINibLoadingAdditions` category: "The
/// NSObject class declares `awakeFromNib()`" in Apple's reference), so any object a nib makes
/// overrides it. LabKit declares it on responders, bar items and constraints; elsewhere the
/// port makes the override the class's own method.
final class AwakeFromNibRewriterTests: XCTestCase {
    func testAnNSObjectSubclassOwnsItsAwakeFromNib() throws {
        let (text, report) = try port("""
            class MenuController: NSObject {
                @IBOutlet weak var menu: UIView!

                /// Hides the menu.
                override func awakeFromNib() {
                    super.awakeFromNib()
                    menu.alpha = 0
                }
            }

            final class SlideMenuController: MenuController {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    menu.isHidden = true
                }
            }

            open class Recognizer: UIGestureRecognizer {
                open override func awakeFromNib() { super.awakeFromNib() }
            }

            class Card: UIView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                }
            }

            class Cell: UITableViewCell {
                override func awakeFromNib() { super.awakeFromNib() }
            }

            class FromAnotherLibrary: SomePodController {
                override func awakeFromNib() { super.awakeFromNib() }
            }
            """)
        XCTAssertEqual(text, """
            class MenuController: NSObject {
                weak var menu: UIView!

                /// Hides the menu.
                func awakeFromNib() {
                    menu.alpha = 0
                }
            }

            final class SlideMenuController: MenuController {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    menu.isHidden = true
                }
            }

            open class Recognizer: UIGestureRecognizer {
                open func awakeFromNib() { }
            }

            class Card: UIView {
                override func awakeFromNib() {
                    super.awakeFromNib()
                }
            }

            class Cell: UITableViewCell {
                override func awakeFromNib() { super.awakeFromNib() }
            }

            class FromAnotherLibrary: SomePodController {
                override func awakeFromNib() { super.awakeFromNib() }
            }
            """)
        XCTAssertEqual(report.issues.map(\.line), [5, 19], "the two classes whose method nothing calls now")
        XCTAssertTrue(report.issues[0].problem.contains("`MenuController.awakeFromNib()`"), report.issues[0].problem)
    }

    func testAnExtensionsOverrideAndOtherMethodsAreLeftAlone() throws {
        let source = """
            class Loader: NSObject {
                override func awakeFromNib(_ flag: Bool) {}
                func awakeFromNib() {}
            }

            class Helper: NSObject {}

            extension Helper {
                override func awakeFromNib() {}
            }
            """
        let (text, report) = try port(source)
        XCTAssertEqual(text, source)
        // Only the extension's override is reported, as any override in an extension is.
        XCTAssertEqual(report.issues.map(\.line), [9])
        XCTAssertTrue(report.issues[0].problem.contains("in an extension"), report.issues[0].problem)
    }

    /// The list is exactly LabKit's classes that derive from the three that declare the
    /// method, so that it cannot drift from LabKit unnoticed: a class missing from it would
    /// lose an `override` it needs.
    func testTheDeclaringClassesAreLabKits() throws {
        let labKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("LabKit/Sources/LabKit")
        var superclasses: [String: String] = [:]
        var declaring: Set<String> = []
        let classPattern = try NSRegularExpression(pattern: #"^(?:@\w+ )*(?:public|open) (?:final )?class (\w+)(?:<[^>]*>)?: (\w+)[^{]*\{"#,
                                                   options: .anchorsMatchLines)
        let files = FileManager.default.enumerator(at: labKit, includingPropertiesForKeys: nil)!
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in classPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range(at: 1), in: text)!])
                superclasses[name] = String(text[Range(match.range(at: 2), in: text)!])
                // The class's body, to its closing brace.
                var depth = 1, index = Range(match.range, in: text)!.upperBound
                let start = index
                while depth > 0, index < text.endIndex {
                    if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1 }
                    index = text.index(after: index)
                }
                if text[start..<index].contains("func awakeFromNib()") { declaring.insert(name) }
            }
        }
        XCTAssertEqual(declaring, ["UIResponder", "UIBarItem", "NSLayoutConstraint"])
        let derived = Set(superclasses.keys.filter { name in
            var current: String? = name
            var steps = 0
            while let step = current, steps < 20 {
                if declaring.contains(step) { return true }
                current = superclasses[step]
                steps += 1
            }
            return false
        })
        XCTAssertEqual(AwakeFromNibRewriter.declaringClasses, derived)
    }
}
