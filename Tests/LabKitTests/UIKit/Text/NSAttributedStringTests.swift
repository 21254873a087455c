import Foundation
@testable import LabKit
import XCTest

/// UIKit's attribute keys, paragraph styles and shadows on Foundation's attributed strings.
final class NSAttributedStringTests: XCTestCase {
    /// The raw values are Apple's (UIKit's NSAttributedString.Key documentation), so keys
    /// spelled either way find the same attribute.
    func testKeysHaveApplesRawValues() {
        XCTAssertEqual(NSAttributedString.Key.font.rawValue, "NSFont")
        XCTAssertEqual(NSAttributedString.Key.foregroundColor.rawValue, "NSColor")
        XCTAssertEqual(NSAttributedString.Key.backgroundColor.rawValue, "NSBackgroundColor")
        XCTAssertEqual(NSAttributedString.Key.kern.rawValue, "NSKern")
        XCTAssertEqual(NSAttributedString.Key.paragraphStyle.rawValue, "NSParagraphStyle")
        XCTAssertEqual(NSAttributedString.Key.underlineStyle.rawValue, "NSUnderline")
        XCTAssertEqual(NSAttributedString.Key.strikethroughStyle.rawValue, "NSStrikethrough")
        XCTAssertEqual(NSAttributedString.Key.shadow.rawValue, "NSShadow")
    }

    /// Runs after mutations: "Hello world" red, "lo w" (3…6) underlined, then "Hello" replaced
    /// by "Hi" (the underline keeps its last two characters: 3…4 become 0…1 of " w"), then
    /// "!" appended with its own color.
    func testRunsAndEffectiveRangesAfterMutations() {
        let text = NSMutableAttributedString(string: "Hello world", attributes: [.foregroundColor: UIColor.red])
        text.addAttribute(.underlineStyle, value: NSUnderlineStyle.single.rawValue, range: NSRange(location: 3, length: 4))
        var range = NSRange()
        _ = text.attributes(at: 4, effectiveRange: &range)
        XCTAssertEqual(range, NSRange(location: 3, length: 4))
        text.replaceCharacters(in: NSRange(location: 0, length: 5), with: "Hi")
        XCTAssertEqual(text.string, "Hi world")
        // "Hello" lost "Hel" before the underline and "lo" inside it: the underline now spans " w" at 2…3.
        XCTAssertNil(text.attribute(.underlineStyle, at: 1, effectiveRange: &range))
        XCTAssertEqual(range, NSRange(location: 0, length: 2))
        XCTAssertEqual(text.attribute(.underlineStyle, at: 2, effectiveRange: &range) as? Int, 1)
        XCTAssertEqual(range, NSRange(location: 2, length: 2))
        text.append(NSAttributedString(string: "!", attributes: [.foregroundColor: UIColor.blue]))
        var colors: [(UIColor?, NSRange)] = []
        text.enumerateAttribute(.foregroundColor, in: NSRange(location: 0, length: text.length)) { value, range, _ in
            colors.append((value as? UIColor, range))
        }
        XCTAssertEqual(colors.map(\.1), [NSRange(location: 0, length: 8), NSRange(location: 8, length: 1)])
        XCTAssertEqual(colors.map(\.0), [.red, .blue])
        text.removeAttribute(.underlineStyle, range: NSRange(location: 0, length: text.length))
        text.setAttributes([.kern: 2], range: NSRange(location: 0, length: 1))
        XCTAssertEqual(text.attributes(at: 0, effectiveRange: nil).count, 1)
        text.insert(NSAttributedString(string: ">"), at: 0)
        XCTAssertEqual(text.string, ">Hi world!")
        XCTAssertTrue(text.attributes(at: 0, effectiveRange: nil).isEmpty)
    }

    func testParagraphStyleDefaultsAndMutableCopies() {
        let style = NSParagraphStyle.default
        XCTAssertEqual(style.alignment, .natural)
        XCTAssertEqual(style.lineBreakMode, .byWordWrapping)
        XCTAssertEqual(style.lineSpacing, 0)
        XCTAssertEqual(style.lineHeightMultiple, 0)
        let mutable = style.mutableCopy() as! NSMutableParagraphStyle
        mutable.alignment = .center
        mutable.lineSpacing = 4
        XCTAssertEqual(style.alignment, .natural, "the copy is independent")
        let frozen = mutable.copy() as! NSParagraphStyle
        XCTAssertFalse(frozen is NSMutableParagraphStyle)
        XCTAssertEqual(frozen, mutable)
        XCTAssertEqual(frozen.lineSpacing, 4)
    }

    /// A NaN spacing is ignored (0) with a diagnostic, not a trap.
    func testNonFiniteParagraphLengthsAreIgnoredWithADiagnostic() {
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        let style = NSMutableParagraphStyle()
        style.lineSpacing = .nan
        XCTAssertEqual(style.lineSpacing, 0)
        XCTAssertEqual(messages.count, 1)
    }

    /// UIKit's NSShadow defaults: offset (0, −3), no blur, no color (black at a third).
    func testShadowDefaults() {
        let shadow = NSShadow()
        XCTAssertEqual(shadow.shadowOffset, CGSize(width: 0, height: -3))
        XCTAssertEqual(shadow.shadowBlurRadius, 0)
        XCTAssertNil(shadow.shadowColor)
        let style = TextStyle([.shadow: shadow], defaults: TextDefaults(font: .systemFont(ofSize: 10), color: .black))
        XCTAssertEqual(style.shadow?.color.alpha ?? 0, 1.0 / 3, accuracy: 1e-6)
    }
}
