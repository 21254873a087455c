import Foundation
@testable import LabKit
import XCTest

/// Foundation compares an attribute's new value with the one already set, through
/// `CFEqual`. On Linux that reads a type number from the word after an object's reference
/// count, and traps when both objects show 0 there. These are the values that trapped: a
/// shadow (its offset's zero width) every time, and a font or color about once in 1,024
/// addresses (Foundation boxed them, and the box holds their pointer) — the Elastic
/// tutorial's `isSecureTextEntry`, which sets the field's font again, trapped that way.
final class AttributeValueComparisonTests: XCTestCase {
    private let whole = NSRange(location: 0, length: 5)

    func testAShadowOverAShadow() {
        let text = NSMutableAttributedString(string: "Hello", attributes: [.shadow: NSShadow()])
        text.addAttribute(.shadow, value: NSShadow(), range: whole)
        XCTAssertNotNil(text.attribute(.shadow, at: 0, effectiveRange: nil) as? NSShadow)
    }

    func testAParagraphStyleOverAnEqualOne() {
        let text = NSMutableAttributedString(string: "Hello", attributes: [.paragraphStyle: NSParagraphStyle()])
        text.addAttribute(.paragraphStyle, value: NSMutableParagraphStyle(), range: whole)
        XCTAssertEqual(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle, NSParagraphStyle())
    }

    /// Fonts and colors made until four of each sit at an address whose bits 8–17 are 0 (the
    /// trapping case when they were boxed), each set twice over itself and once over an equal
    /// copy, as `UILabel` does when its font is set again.
    func testFontsAndColorsAtAddressesThatReadAsNoType() {
        var kept: [NSObject] = []
        var fonts = 0, colors = 0
        for i in 0..<2_000_000 where fonts < 4 || colors < 4 {
            let value: NSObject = i.isMultiple(of: 2) ? UIFont.systemFont(ofSize: 12) : UIColor(white: 0.5, alpha: 1)
            kept.append(value)
            guard (UInt(bitPattern: Unmanaged.passUnretained(value).toOpaque()) >> 8) & 0x3FF == 0 else { continue }
            let key: NSAttributedString.Key = value is UIFont ? .font : .foregroundColor
            let equal: NSObject = value is UIFont ? UIFont.systemFont(ofSize: 12) : UIColor(white: 0.5, alpha: 1)
            let text = NSMutableAttributedString(string: "Hello", attributes: [key: value])
            text.addAttribute(key, value: value, range: whole)
            text.addAttribute(key, value: value, range: whole)
            text.addAttribute(key, value: equal, range: whole)
            XCTAssertEqual(text.attribute(key, at: 4, effectiveRange: nil) as? NSObject, equal)
            if value is UIFont { fonts += 1 } else { colors += 1 }
        }
        XCTAssertGreaterThanOrEqual(fonts, 4, "too few fonts were made at such addresses")
        XCTAssertGreaterThanOrEqual(colors, 4, "too few colors were made at such addresses")
    }

    /// The header is the first word after the reference count in every class, subclasses too
    /// (a property declared before it would take its place).
    func testEachValueClassStartsWithItsHeader() {
        final class Tinted: UIColor { var tint = 0.0 }
        let values: [AnyObject] = [UIFont.systemFont(ofSize: 12), UIColor.red, Tinted(white: 0, alpha: 1),
                                   NSShadow(), NSParagraphStyle(), NSMutableParagraphStyle()]
        for value in values {
            let word = Unmanaged.passUnretained(value).toOpaque().load(fromByteOffset: 16, as: UInt64.self)
            XCTAssertEqual((word >> 8) & 0x3FF, 0x3FF, "\(type(of: value))")
        }
    }

    /// Seeded runs of the mutations plugins make with these values, over random ranges; each
    /// run also compares the string with a copy of itself, which compares every value.
    func testSeededMutationsNeverTrap() {
        for seed in UInt64(1)...20 {
            var random = SeededRandom(state: seed)
            let text = NSMutableAttributedString(string: "The quick brown fox jumps")
            for _ in 0..<200 {
                let values: [(NSAttributedString.Key, AnyObject)] = [
                    (.font, UIFont.systemFont(ofSize: CGFloat(10 + random.below(3)))),
                    (.foregroundColor, UIColor(white: CGFloat(random.below(3)) / 2, alpha: 1)),
                    (.backgroundColor, random.pick([UIColor.red, UIColor.clear])),
                    (.shadow, NSShadow()),
                    (.paragraphStyle, random.below(2) == 0 ? NSParagraphStyle() : NSMutableParagraphStyle()),
                ]
                let (key, value) = random.pick(values)
                let start = random.below(text.length)
                let range = NSRange(location: start, length: random.below(text.length - start) + 1)
                switch random.below(4) {
                case 0: text.addAttribute(key, value: value, range: range)
                case 1: text.setAttributes([key: value], range: range)
                case 2: text.removeAttribute(key, range: range)
                default: text.addAttributes([key: value, .kern: random.below(3)], range: range)
                }
            }
            XCTAssertTrue(text.isEqual(to: NSAttributedString(attributedString: text)), "seed \(seed)")
        }
    }
}
