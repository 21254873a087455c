import Foundation
@_spi(Rendering) @testable import LabKit
import XCTest

/// Line breaking, truncation, runs and shrinking of labels, against advances computed by hand
/// from DejaVu Sans Mono (which the setup installs): every character advances 1233 of the
/// font's 2048 units, and the font has no kerning between Latin letters.
final class UILabelAttributedTextTests: XCTestCase {
    private let mono = UIFont(name: "DejaVu Sans Mono", size: 20)!
    /// One character's advance at 20 points.
    private let advance: CGFloat = 20 * 1233 / 2048

    private func lines(_ layout: TextLayout) -> [String] {
        let utf16 = Array(layout.text.string.utf16)
        return layout.lines.map { line in
            line.glyphs.map { $0.id == ellipsisGlyph ? "…" : String(decoding: [utf16[$0.index]], as: UTF16.self) }.joined()
        }
    }

    private var ellipsisGlyph: UInt32 { mono.face.shape("\u{2026}")[0].id }

    private func layout(_ string: String, width: CGFloat?, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping) -> TextLayout {
        let defaults = TextDefaults(font: mono, color: .black, lineBreakMode: mode)
        return TextLayout(StyledText(string, style: TextStyle(defaults: defaults)), defaults: defaults, width: width,
                          wraps: width != nil, maximumLines: lines)
    }

    func testTheMonospacedAdvanceIsTheOneComputedByHand() {
        XCTAssertEqual(mono.familyName, "DejaVu Sans Mono")
        XCTAssertEqual(layout("abcdefghij", width: nil).lines[0].width, 10 * advance, accuracy: 1e-9)
    }

    /// At 10 characters' width "aaaa bbbb cccc" breaks after the space before "cccc": the
    /// first line is 9 characters wide (its trailing space hangs), the second 4.
    func testLinesBreakAtTheLastSpaceThatFits() {
        let result = layout("aaaa bbbb cccc", width: 10 * advance)
        XCTAssertEqual(lines(result), ["aaaa bbbb", "cccc"])
        XCTAssertEqual(result.lines.map(\.width), [9 * advance, 4 * advance])
        XCTAssertEqual(result.size, CGSize(width: (9 * advance).rounded(.up), height: (2 * mono.lineHeight).rounded(.up)))
        XCTAssertEqual(lines(layout("abcdefgh", width: 3 * advance)), ["abc", "def", "gh"], "a word wider than the line breaks between characters")
        XCTAssertEqual(lines(layout("ab cd", width: 4 * advance, mode: .byCharWrapping)), ["ab c", "d"])
    }

    /// Two lines of "aaaa bbbb cccc dddd" at 7 characters' width: "aaaa", then the rest cut
    /// to fit with the ellipsis (one advance): "bbbb c" + "…" is exactly 7 advances.
    func testTheLastLineIsTruncatedWithAnEllipsis() {
        let result = layout("aaaa bbbb cccc dddd", width: 7 * advance, lines: 2, mode: .byTruncatingTail)
        XCTAssertEqual(lines(result), ["aaaa", "bbbb c…"])
        XCTAssertEqual(result.lines[1].width, 7 * advance, accuracy: 1e-9)
        let clipped = layout("aaaa bbbb cccc dddd", width: 7 * advance, lines: 2, mode: .byWordWrapping)
        XCTAssertEqual(lines(clipped), ["aaaa", "bbbb"], "wrapping modes cut without an ellipsis")
        let single = layout("abcdefghij", width: nil, lines: 1, mode: .byTruncatingTail)
        XCTAssertEqual(lines(single), ["abcdefghij"], "no width: nothing to truncate to")
    }

    /// `allowsDefaultTighteningForTruncation`: 20 characters in a label 19.2 wide (4 % too
    /// narrow, within TextKit's default tightening factor of 0.05) are drawn closer, each by
    /// 0.8 / 20 of an advance, and all shown; in one 18.8 wide (6 % too narrow) they are
    /// truncated as without it. A paragraph style's own setting applies to attributed text.
    func testALineSlightlyTooWideIsTightenedRatherThanTruncated() {
        let text = "abcdefghijklmnopqrst"
        func label(width: CGFloat, tightening: Bool) -> UILabel {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width * advance, height: 40))
            label.font = mono
            label.allowsDefaultTighteningForTruncation = tightening
            label.text = text
            return label
        }
        let tightened = (label(width: 19.2, tightening: true).layer as! CATextLayer).layout()
        XCTAssertEqual(lines(tightened), [text])
        XCTAssertEqual(tightened.lines[0].width, 19.2 * advance, accuracy: 1e-9)
        let step = 0.8 * advance / 20
        for (i, glyph) in tightened.lines[0].glyphs.enumerated() {
            XCTAssertEqual(glyph.x, CGFloat(i) * (advance - step), accuracy: 1e-9)
        }
        XCTAssertEqual(lines((label(width: 19.2, tightening: false).layer as! CATextLayer).layout()), ["abcdefghijklmnopqr…"])
        XCTAssertEqual(lines((label(width: 18.8, tightening: true).layer as! CATextLayer).layout()), ["abcdefghijklmnopq…"])

        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = .byTruncatingTail
        paragraph.allowsDefaultTighteningForTruncation = true
        let styled = label(width: 19.2, tightening: false)
        styled.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: paragraph])
        XCTAssertEqual(lines((styled.layer as! CATextLayer).layout()), [text])
        XCTAssertTrue((paragraph.copy() as! NSParagraphStyle).allowsDefaultTighteningForTruncation)
    }

    /// A label shows only the lines its height holds: at 7 characters' width the text
    /// needs four lines, two fit, and the second ends with the ellipsis.
    func testALabelShowsOnlyTheLinesThatFitItsHeight() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 7 * advance, height: 2 * mono.lineHeight + 1))
        label.font = mono
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc dddd"
        XCTAssertEqual(lines((label.layer as! CATextLayer).layout()), ["aaaa", "bbbb c…"])
    }

    /// Kern adds after every character; a NaN kern is ignored with a diagnostic.
    func testKernWidensRunsAndNaNKernIsIgnored() {
        var messages: [String] = []
        let previous = LabDiagnostics.setSink { messages.append($0) }
        defer { LabDiagnostics.setSink(previous) }
        let text = NSMutableAttributedString(string: "abcd", attributes: [.font: mono])
        text.addAttribute(.kern, value: 2.5, range: NSRange(location: 0, length: 2))
        text.addAttribute(.kern, value: CGFloat.nan, range: NSRange(location: 2, length: 2))
        let defaults = TextDefaults(font: mono, color: .black)
        let result = TextLayout(StyledText(text, defaults: defaults), defaults: defaults, width: nil, wraps: false, maximumLines: 0)
        XCTAssertEqual(result.lines[0].width, 4 * advance + 2 * 2.5, accuracy: 1e-9)
        for (glyph, x) in zip(result.lines[0].glyphs, [0, advance + 2.5, 2 * advance + 5, 3 * advance + 5]) {
            XCTAssertEqual(glyph.x, x, accuracy: 1e-9)
        }
        XCTAssertEqual(messages.count, 1)
    }

    /// Runs without a font use the label's; a run in a font twice the size makes its line
    /// as tall as that font's.
    func testRunsWithoutAFontUseTheLabelsAndLinesTakeTheTallestFont() {
        let label = UILabel()
        label.font = mono
        let big = mono.withSize(40)
        let text = NSMutableAttributedString(string: "ab")
        text.addAttribute(.font, value: big, range: NSRange(location: 1, length: 1))
        label.attributedText = text
        XCTAssertEqual(label.intrinsicContentSize.width, (advance * 3).rounded(.up))
        XCTAssertEqual(label.intrinsicContentSize.height, big.lineHeight.rounded(.up))
    }

    /// Setting `text` drops the attributed text and setting `attributedText` replaces the
    /// text; `attributedText` of plain text carries the label's font and color.
    func testTextAndAttributedTextStayInSync() {
        let label = UILabel()
        label.textColor = .red
        label.text = "plain"
        let derived = label.attributedText!
        XCTAssertEqual(derived.string, "plain")
        XCTAssertEqual(derived.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, label.font)
        XCTAssertEqual(derived.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor, .red)
        label.attributedText = NSAttributedString(string: "rich", attributes: [.foregroundColor: UIColor.blue])
        XCTAssertEqual(label.text, "rich")
        XCTAssertEqual(label.textColor, .blue, "the label's color becomes the one at location 0")
        label.font = mono
        XCTAssertEqual(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont, mono,
                       "a font set later applies to the whole attributed string")
        label.text = "again"
        XCTAssertEqual(label.attributedText?.attributes(at: 0, effectiveRange: nil).count, 3, "plain again: font, color, paragraph style")
        label.attributedText = nil
        XCTAssertNil(label.text)
    }

    /// numberOfLines caps the measured height; preferredMaxLayoutWidth wraps the intrinsic size.
    func testSizingRespectsNumberOfLinesAndPreferredMaxLayoutWidth() {
        let label = UILabel()
        label.font = mono
        label.text = "aaaa bbbb cccc dddd"
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: (19 * advance).rounded(.up), height: mono.lineHeight.rounded(.up)))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 10 * advance
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: (9 * advance).rounded(.up), height: (2 * mono.lineHeight).rounded(.up)))
        label.numberOfLines = 3
        XCTAssertEqual(label.sizeThatFits(CGSize(width: 5 * advance, height: 0)).height, (3 * mono.lineHeight).rounded(.up),
                       "four lines at 5 characters, three kept")
        label.sizeToFit()
        XCTAssertEqual(label.bounds.size, label.sizeThatFits(label.bounds.size))
        label.text = ""
        XCTAssertEqual(label.intrinsicContentSize, .zero)
    }

    /// A 20-character line in a 15-character label shrinks by 15/20 = 0.75 when the minimum
    /// scale allows it, and stops at the minimum (then truncates) when it does not.
    func testAdjustsFontSizeToFitWidthScalesDownToTheMinimum() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 15 * advance, height: 30))
        label.font = mono
        label.text = String(repeating: "x", count: 20)
        let layer = label.layer as! CATextLayer
        XCTAssertEqual(layer.textState.fontScale, 1, "off by default")
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        XCTAssertEqual(layer.textState.fontScale, 0.75, accuracy: 1e-9)
        XCTAssertEqual(layer.layout().lines[0].width, 15 * advance, accuracy: 1e-6)
        label.minimumScaleFactor = 0.9
        XCTAssertEqual(layer.textState.fontScale, 0.9, accuracy: 1e-9)
        XCTAssertEqual(layer.layout().lines[0].glyphs.count, 16, "16 × 0.9 = 14.4 characters and an ellipsis (0.9) fit 15")
    }

    /// A label's `shadowColor` paints the glyphs again under the text, moved by `shadowOffset`.
    func testLabelShadowPaintsTheGlyphsOffsetUnderTheText() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.font = mono
        label.text = "ab"
        guard case .text = label.layer.content else { return XCTFail("no shadow: plain text") }
        label.shadowColor = .gray
        label.shadowOffset = CGSize(width: 2, height: 3)
        guard case .styledText(let pieces) = label.layer.content else { return XCTFail("no styled content") }
        XCTAssertEqual(pieces.map(\.color), [UIColor.gray.cgColor, UIColor.black.cgColor])
        let shadow = pieces[0].outline.boundingBoxOfPath, text = pieces[1].outline.boundingBoxOfPath
        XCTAssertEqual(shadow.minX - text.minX, 2, accuracy: 1e-6)
        XCTAssertEqual(shadow.minY - text.minY, 3, accuracy: 1e-6)
    }

    /// Attributed text paints backgrounds, shadows, glyphs and lines, one piece per color
    /// and kind, in that order.
    func testAttributedTextPaintsEachColorInOrder() {
        let layer = CATextLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 300, height: 40)
        let shadow = NSShadow()
        shadow.shadowColor = UIColor.gray
        shadow.shadowOffset = CGSize(width: 1, height: 1)
        layer.string = NSAttributedString(string: "ab", attributes: [
            .font: mono, .foregroundColor: UIColor.red, .backgroundColor: UIColor.yellow,
            .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.blue, .shadow: shadow,
        ])
        guard case .styledText(let pieces) = layer.content else { return XCTFail("no styled content") }
        XCTAssertEqual(pieces.map(\.color), [UIColor.yellow.cgColor, UIColor.gray.cgColor, UIColor.red.cgColor, UIColor.blue.cgColor])
        let background = pieces[0].outline.boundingBoxOfPath
        XCTAssertEqual(background.width, 2 * advance, accuracy: 1e-6)
        XCTAssertEqual(background.height, mono.lineHeight, accuracy: 1e-6)
        let underline = pieces[3].outline.boundingBoxOfPath
        let thickness = mono.face.underlineThickness * 20 / mono.face.unitsPerEm
        XCTAssertEqual(underline.height, thickness, accuracy: 1e-6)
        XCTAssertEqual(underline.midY, mono.ascender - mono.face.underlinePosition * 20 / mono.face.unitsPerEm, accuracy: 1e-6)
    }
}
