@testable import LabPort
import XCTest

/// Calls that ask whether UIKit's optional delegate methods are implemented lose the `?`:
/// LabKit declares them as requirements with defaults, so every delegate implements them.
final class UIKitOptionalRequirementsTests: XCTestCase {
    func testForwardedDelegateCallsLoseTheQuestionMark() throws {
        let (text, _) = try port("""
            import UIKit
            final class Forwarder: NSObject, UITableViewDelegate, UITabBarControllerDelegate {
                weak var original: UITableViewDelegate?
                weak var tabs: UITabBarControllerDelegate?
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    original?.tableView?(tableView, heightForRowAt: indexPath) ?? 44
                }
                func tabBarController(_ controller: UITabBarController, didSelect viewController: UIViewController) {
                    tabs?.tabBarController?(controller, didSelect: viewController)
                    original?.scrollViewDidScroll!(UIScrollView())
                    compute?(1)
                }
                var compute: ((Int) -> Void)?
            }
            """)
        XCTAssertTrue(text.contains("original?.tableView(tableView, heightForRowAt: indexPath) ?? 44"), text)
        XCTAssertTrue(text.contains("tabs?.tabBarController(controller, didSelect: viewController)"), text)
        XCTAssertTrue(text.contains("original?.scrollViewDidScroll(UIScrollView())"), text)
        XCTAssertTrue(text.contains("compute?(1)"), "an optional closure is called as it was")
    }

    /// Each listed name is a method that a LabKit protocol extension implements, so the
    /// list cannot drift from LabKit's protocols unnoticed.
    func testEveryNameHasADefaultInLabKit() throws {
        let labKit = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("LabKit/Sources/LabKit")
        var defaults = Set<String>()
        let files = FileManager.default.enumerator(at: labKit, includingPropertiesForKeys: nil)!
        let extensionPattern = try NSRegularExpression(pattern: #"extension (\w+)[^{]*\{"#)
        let functionPattern = try NSRegularExpression(pattern: #"\bfunc (\w+)"#)
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let protocols = Set(text.matches(of: #/protocol (\w+)/#).map { String($0.output.1) })
            for match in extensionPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let name = String(text[Range(match.range(at: 1), in: text)!])
                guard protocols.contains(name) || name.hasSuffix("Delegate") || name.hasSuffix("DataSource")
                        || name.hasSuffix("Transitioning") else { continue }
                // The extension's body, to its closing brace.
                var depth = 1, index = Range(match.range, in: text)!.upperBound
                let start = index
                while depth > 0, index < text.endIndex {
                    if text[index] == "{" { depth += 1 } else if text[index] == "}" { depth -= 1 }
                    index = text.index(after: index)
                }
                let body = String(text[start..<index])
                for function in functionPattern.matches(in: body, range: NSRange(body.startIndex..., in: body)) {
                    defaults.insert(String(body[Range(function.range(at: 1), in: body)!]))
                }
            }
        }
        XCTAssertEqual(UIKitOptionalRequirements.names.subtracting(defaults), [], "names without a default in LabKit")
    }
}
